import type { MailQueue, OutgoingMail } from '../../../src/server/ports/mailer.port';

/** A `MailQueue` that keeps what services queued, for tests to read: who, what for, when. */
export class RecordingMailQueue implements MailQueue {
  readonly mails: Array<OutgoingMail & { queuedAt: number }> = [];

  async enqueue(_tx: unknown, mail: OutgoingMail, now: number): Promise<number> {
    this.mails.push({ ...mail, queuedAt: now });
    return this.mails.length;
  }

  /** The mails queued for `purpose`, in order. */
  for(purpose: string): OutgoingMail[] {
    return this.mails.filter((mail) => mail.purpose === purpose);
  }
}
