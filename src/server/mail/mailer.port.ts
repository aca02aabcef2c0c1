import type { TransactionStores } from '../storage/unit-of-work.port';

/**
 * Mail the server sends: acknowledgements to citizens, replies, and word to colleagues
 * of assignments and reviews. Plain text plus simple HTML, in zh-TW; no secret but, at most, a
 * one-time link.
 */
export interface OutgoingMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** What it is for, as the outbox and the log name it: 'mailbox.ack', 'review.submit', … */
  purpose: string;
}

/**
 * The port the outbox delivers through: SMTP (nodemailer) with `SMTP_URL`, the log without it,
 * memory in tests. A rejection means "not delivered, try again later".
 */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/**
 * Where services put mail: a row in the outbox, written in the caller's transaction, so a mail is
 * sent exactly when what it tells of was committed. The dispatcher delivers it after the commit.
 */
export interface MailQueue {
  /** Queues `mail` in the caller's unit of work `tx`; the outbox wakes once it commits. Answers its id. */
  enqueue(
    tx: Pick<TransactionStores, 'outbox' | 'afterCommit'>,
    mail: OutgoingMail,
    now: number,
  ): Promise<number>;
}
