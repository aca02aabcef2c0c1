import type { Mailer, OutgoingMail } from '../ports/mailer.port';

/** The in-memory twin of the `Mailer`: keeps what was sent, and fails on request (tests). */
export class MemoryMailer implements Mailer {
  readonly sent: OutgoingMail[] = [];
  private failures = 0;

  /** The next `count` sends reject, as an SMTP server that is down would. */
  failNext(count: number): void {
    this.failures = count;
  }

  async send(mail: OutgoingMail): Promise<void> {
    if (this.failures > 0) {
      this.failures -= 1;
      throw new Error('mail server unavailable (MemoryMailer.failNext)');
    }
    this.sent.push(mail);
  }

  /** The mails sent for `purpose` ('mailbox.ack', …). */
  sentFor(purpose: string): OutgoingMail[] {
    return this.sent.filter((mail) => mail.purpose === purpose);
  }
}
