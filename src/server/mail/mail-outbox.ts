import { SYSTEM_ACTOR } from '../accounts/account.service';
import { AuditWriter } from '../platform/audit-writer';
import type { Clock } from '../platform/clock';
import type { SiteStorage } from '../ports/storage.port';
import type { TransactionStores } from '../ports/unit-of-work.port';
import type { Mailer, MailQueue, OutgoingMail } from '../ports/mailer.port';
import type { MailDelivery, OutboxEntry } from '../ports/outbox-store.port';

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

/**
 * The claim's lock: none up front. The unit of work locks the row it takes (`FOR UPDATE SKIP
 * LOCKED` on PostgreSQL), so instances sending at once each take a different mail;
 * SQLite has one writer anyway.
 */
const OUTBOX_LOCK = { claim: 'outbox' };

export interface DispatchOutcome {
  sent: number;
  retried: number;
  failed: number;
}

/**
 * The `MailQueue` on the outbox store and its dispatcher. A row is written in the unit of work of
 * what it tells of; the dispatcher sends due rows through the `Mailer` after the commit. Before
 * each send it claims the row in a unit of work of its own (one more attempt, next attempt pushed
 * to the retry time), sends after that commit, and records the result in another: a send that
 * fails, or a process that dies while sending, leaves the row to a retry. A mail may, rarely,
 * arrive twice, but it is never lost, and two dispatchers never send it at once.
 */
export class MailOutbox implements MailQueue {
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private readonly audit: AuditWriter;

  constructor(
    private readonly storage: SiteStorage,
    private readonly clock: Clock,
    private readonly mailer: Mailer,
    private readonly onError: (error: unknown) => void,
    /** Named at the head of every subject: the site a mail is about, on a server of several. */
    private readonly siteName?: string | undefined,
  ) {
    this.audit = new AuditWriter(clock);
  }

  async enqueue(
    tx: Pick<TransactionStores, 'outbox' | 'afterCommit'>,
    mail: OutgoingMail,
    now: number,
  ): Promise<number> {
    const named = this.siteName ? { ...mail, subject: `［${this.siteName}］${mail.subject}` } : mail;
    const id = await tx.outbox.add(named, now);
    // A rolled-back unit of work runs no effect: its row is gone and there is nothing to send.
    tx.afterCommit(() => this.kick());
    return id;
  }

  /** Where the mail queued as `id` stands; a row purged after delivery counts as sent. */
  delivery(id: number): Promise<MailDelivery> {
    return this.storage.stores.outbox.delivery(id);
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
    for (let row = await this.claimNext(); row; row = await this.claimNext()) {
      try {
        // Outside any unit of work: the claim has committed, and no lock waits on the mail server.
        await this.mailer.send(row.mail);
        await this.storage.stores.outbox.markSent(row.id, this.clock.now());
        outcome.sent += 1;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (await this.recordFailure(row, message.slice(0, 500))) outcome.failed += 1;
        else outcome.retried += 1;
      }
    }
    return outcome;
  }

  /** The next due row, claimed for one attempt; a row whose last attempt was interrupted fails. */
  private claimNext(): Promise<OutboxEntry | undefined> {
    return this.storage.write(OUTBOX_LOCK, async (tx) => {
      for (;;) {
        const now = this.clock.now();
        const row = await tx.outbox.nextDue(now);
        if (!row) return undefined;
        if (row.attempts >= MAIL_MAX_ATTEMPTS) {
          await this.markFailed(tx, row, 'the last attempt was interrupted', now);
          continue;
        }
        const attempts = row.attempts + 1;
        const wait = (MAIL_RETRY_MINUTES[attempts - 1] ?? 0) * MINUTE_MS || LAST_ATTEMPT_LEASE_MS;
        await tx.outbox.claim(row.id, attempts, now + wait);
        return { ...row, attempts };
      }
    });
  }

  /** Records a failed attempt; answers true when it was the last one. */
  private recordFailure(row: OutboxEntry, error: string): Promise<boolean> {
    return this.storage.write(OUTBOX_LOCK, async (tx) => {
      if (row.attempts < MAIL_MAX_ATTEMPTS) {
        await tx.outbox.recordError(row.id, error);
        return false;
      }
      await this.markFailed(tx, row, error, this.clock.now());
      return true;
    });
  }

  private async markFailed(
    tx: TransactionStores,
    row: OutboxEntry,
    error: string,
    now: number,
  ): Promise<void> {
    await tx.outbox.markFailed(row.id, error, now);
    // The purpose and the error, not the recipients or the text: the audit log outlives the mail.
    await this.audit.record(tx, {
      at: now,
      account: SYSTEM_ACTOR,
      action: 'mail.failed',
      detail: { outboxId: row.id, purpose: row.mail.purpose, attempts: row.attempts, error },
    });
  }
}
