import type { TransactionStores } from './unit-of-work.port';
import type { OutgoingMail } from './outgoing-mail';

export type { OutgoingMail };

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
