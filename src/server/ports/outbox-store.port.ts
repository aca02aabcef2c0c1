import type { OutgoingMail } from './outgoing-mail';

export type MailDelivery = 'queued' | 'sent' | 'failed';

/** A mail in the outbox, as the dispatcher claims and sends it. */
export interface OutboxEntry {
  id: number;
  mail: OutgoingMail;
  /** Attempts claimed so far, the one being made included once claimed. */
  attempts: number;
}

/**
 * The `mail_outbox` table: a row per mail, written in the transaction of what it tells
 * of, claimed for one attempt at a time. Times are epoch milliseconds.
 */
export interface OutboxStore {
  /** Queues `mail`, due at once; answers its id. */
  add(mail: OutgoingMail, now: number): Promise<number>;
  /** Where the mail `id` stands; a row purged after delivery counts as sent. */
  delivery(id: number): Promise<MailDelivery>;
  /**
   * The first mail due at `now` (by due time, then id), neither sent nor failed. Call it in the
   * unit of work that claims it, so two dispatchers never take the same mail.
   */
  nextDue(now: number): Promise<OutboxEntry | undefined>;
  /** Takes the mail for attempt number `attempts`; it is not due again before `nextAttemptAt`. */
  claim(id: number, attempts: number, nextAttemptAt: number): Promise<void>;
  markSent(id: number, at: number): Promise<void>;
  /** An attempt failed and another will be made: the error is kept for whoever looks. */
  recordError(id: number, error: string): Promise<void>;
  /** No attempt is left: the mail is failed for good. */
  markFailed(id: number, error: string, at: number): Promise<void>;
  /** Removes mails delivered or failed that were queued before `before`; answers how many. */
  purgeDoneBefore(before: number): Promise<number>;
}
