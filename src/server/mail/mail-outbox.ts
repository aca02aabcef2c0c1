import { SYSTEM_ACTOR } from '../accounts/account.service';
import type { AuditRepository } from '../authoring/audit.repository';
import { immediate, type SqliteDatabase } from '../database/sqlite.database';
import type { Clock } from '../platform/clock';
import type { Mailer, MailQueue, OutgoingMail } from './mailer.port';

const MINUTE_MS = 60_000;

/**
 * Minutes to wait after the 1st, 2nd, … failed attempt: quick retries for a mail server that
 * restarted, then spaced out over a day for a longer outage. After the last retry fails the
 * row is marked failed (and audited): a day late, an acknowledgement has lost its point, and
 * the inbox shows a failed reply so staff can answer another way.
 */
export const MAIL_RETRY_MINUTES: readonly number[] = [1, 5, 15, 60, 240, 1440];
export const MAIL_MAX_ATTEMPTS = MAIL_RETRY_MINUTES.length + 1;
/** A last attempt interrupted by a crash is looked at again after this long, then marked failed. */
const LAST_ATTEMPT_LEASE_MS = 10 * MINUTE_MS;

export type MailDelivery = 'queued' | 'sent' | 'failed';

export interface DispatchOutcome {
  sent: number;
  retried: number;
  failed: number;
}

interface OutboxRow {
  id: number;
  recipients: string;
  subject: string;
  text: string;
  html: string;
  purpose: string;
  attempts: number;
}

/**
 * The `MailQueue` on the `mail_outbox` table and its dispatcher. A row is written in the
 * transaction of what it tells of; the dispatcher sends due rows through the `Mailer` after the
 * commit. Before each send it claims the row (one more attempt, next attempt pushed to the retry
 * time), so a send that fails, or a process that dies while sending, leaves the row to a retry:
 * a mail may, rarely, arrive twice, but it is never lost.
 */
export class MailOutbox implements MailQueue {
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(
    private readonly db: SqliteDatabase,
    private readonly clock: Clock,
    private readonly mailer: Mailer,
    private readonly audit: AuditRepository,
    private readonly onError: (error: unknown) => void,
  ) {}

  enqueue(mail: OutgoingMail, now: number): number {
    const { lastInsertRowid } = this.db
      .prepare(
        `INSERT INTO mail_outbox (recipients, subject, text, html, purpose, created_at, next_attempt_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(JSON.stringify(mail.to), mail.subject, mail.text, mail.html, mail.purpose, now, now);
    // better-sqlite3 transactions are synchronous, so the caller's has ended (committed, or rolled
    // back and then this row is gone) before an immediate callback runs.
    setImmediate(() => this.kick());
    return Number(lastInsertRowid);
  }

  /** Where the mail queued as `id` stands; a row purged after delivery counts as sent. */
  delivery(id: number): MailDelivery {
    const row = this.db.prepare('SELECT sent_at, failed_at FROM mail_outbox WHERE id = ?').get(id) as
      { sent_at: number | null; failed_at: number | null } | undefined;
    if (!row) return 'sent';
    return row.sent_at !== null ? 'sent' : row.failed_at !== null ? 'failed' : 'queued';
  }

  /** Starts a dispatch, or asks the running one to look again when it ends; never throws. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.dispatch()
      .then(() => undefined)
      .catch(this.onError)
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Resolves once no dispatch runs or waits to run. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  /** No dispatch starts after this; resolves when the running one has ended (server close). */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.idle();
  }

  /** Delivers every row that is due now, one after the other. */
  async dispatch(): Promise<DispatchOutcome> {
    const outcome: DispatchOutcome = { sent: 0, retried: 0, failed: 0 };
    for (let row = this.claimNext(); row; row = this.claimNext()) {
      try {
        await this.mailer.send({
          to: JSON.parse(row.recipients) as string[],
          subject: row.subject,
          text: row.text,
          html: row.html,
          purpose: row.purpose,
        });
        this.db
          .prepare('UPDATE mail_outbox SET sent_at = ?, last_error = NULL WHERE id = ?')
          .run(this.clock.now(), row.id);
        outcome.sent += 1;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (this.recordFailure(row, message.slice(0, 500))) outcome.failed += 1;
        else outcome.retried += 1;
      }
    }
    return outcome;
  }

  /** Removes rows delivered or failed before `before` (they hold the mails' text); answers how many. */
  purgeDoneBefore(before: number): number {
    return this.db
      .prepare(
        'DELETE FROM mail_outbox WHERE created_at < ? AND (sent_at IS NOT NULL OR failed_at IS NOT NULL)',
      )
      .run(before).changes;
  }

  /** The next due row, claimed for one attempt; a row whose last attempt was interrupted fails. */
  private claimNext(): OutboxRow | undefined {
    return immediate(this.db, () => {
      for (;;) {
        const now = this.clock.now();
        const row = this.db
          .prepare(
            `SELECT id, recipients, subject, text, html, purpose, attempts FROM mail_outbox
             WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= ?
             ORDER BY next_attempt_at, id LIMIT 1`,
          )
          .get(now) as OutboxRow | undefined;
        if (!row) return undefined;
        if (row.attempts >= MAIL_MAX_ATTEMPTS) {
          this.markFailed(row, 'the last attempt was interrupted', now);
          continue;
        }
        const attempts = row.attempts + 1;
        const wait = (MAIL_RETRY_MINUTES[attempts - 1] ?? 0) * MINUTE_MS || LAST_ATTEMPT_LEASE_MS;
        this.db
          .prepare('UPDATE mail_outbox SET attempts = ?, next_attempt_at = ? WHERE id = ?')
          .run(attempts, now + wait, row.id);
        return { ...row, attempts };
      }
    });
  }

  /** Records a failed attempt; answers true when it was the last one. */
  private recordFailure(row: OutboxRow, error: string): boolean {
    return immediate(this.db, () => {
      if (row.attempts < MAIL_MAX_ATTEMPTS) {
        this.db.prepare('UPDATE mail_outbox SET last_error = ? WHERE id = ?').run(error, row.id);
        return false;
      }
      this.markFailed(row, error, this.clock.now());
      return true;
    });
  }

  private markFailed(row: OutboxRow, error: string, now: number): void {
    this.db
      .prepare('UPDATE mail_outbox SET failed_at = ?, last_error = ? WHERE id = ?')
      .run(now, error, row.id);
    // The purpose and the error, not the recipients or the text: the audit log outlives the mail.
    this.audit.record({
      at: now,
      account: SYSTEM_ACTOR,
      action: 'mail.failed',
      docId: null,
      revision: null,
      detail: JSON.stringify({ outboxId: row.id, purpose: row.purpose, attempts: row.attempts, error }),
    });
  }
}
