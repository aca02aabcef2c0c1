import type { Kysely } from 'kysely';
import type { OutgoingMail } from '../../ports/mailer.port';
import type { MailDelivery, OutboxEntry, OutboxStore } from '../../ports/outbox-store.port';
import type { Tables } from '../tables';
import type { SqlDialect } from './sql-dialect';

export class KyselyOutboxStore implements OutboxStore {
  constructor(
    private readonly q: Kysely<Tables>,
    private readonly dialect: SqlDialect,
  ) {}

  async add(mail: OutgoingMail, now: number): Promise<number> {
    const { id } = await this.q
      .insertInto('mail_outbox')
      .values({
        recipients: JSON.stringify(mail.to),
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        purpose: mail.purpose,
        created_at: now,
        next_attempt_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  async delivery(id: number): Promise<MailDelivery> {
    const row = await this.q
      .selectFrom('mail_outbox')
      .select(['sent_at', 'failed_at'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return 'sent';
    return row.sent_at !== null ? 'sent' : row.failed_at !== null ? 'failed' : 'queued';
  }

  async nextDue(now: number): Promise<OutboxEntry | undefined> {
    // Claimed: on SQLite the one writer makes read-then-claim safe; on PostgreSQL the
    // row stays locked until the unit of work ends and rows another dispatcher holds are passed
    // over, so instances sending at once each take a different mail instead of queueing.
    const row = await this.dialect
      .claim(
        this.q
          .selectFrom('mail_outbox')
          .select(['id', 'recipients', 'subject', 'text', 'html', 'purpose', 'attempts'])
          .where('sent_at', 'is', null)
          .where('failed_at', 'is', null)
          .where('next_attempt_at', '<=', now)
          .orderBy('next_attempt_at')
          .orderBy('id')
          .limit(1),
      )
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      id: row.id,
      attempts: row.attempts,
      mail: {
        to: JSON.parse(row.recipients) as string[],
        subject: row.subject,
        text: row.text,
        html: row.html,
        purpose: row.purpose,
      },
    };
  }

  async claim(id: number, attempts: number, nextAttemptAt: number): Promise<void> {
    await this.q
      .updateTable('mail_outbox')
      .set({ attempts, next_attempt_at: nextAttemptAt })
      .where('id', '=', id)
      .execute();
  }

  async markSent(id: number, at: number): Promise<void> {
    await this.q
      .updateTable('mail_outbox')
      .set({ sent_at: at, last_error: null })
      .where('id', '=', id)
      .execute();
  }

  async recordError(id: number, error: string): Promise<void> {
    await this.q.updateTable('mail_outbox').set({ last_error: error }).where('id', '=', id).execute();
  }

  async markFailed(id: number, error: string, at: number): Promise<void> {
    await this.q
      .updateTable('mail_outbox')
      .set({ failed_at: at, last_error: error })
      .where('id', '=', id)
      .execute();
  }

  async purgeDoneBefore(before: number): Promise<number> {
    const result = await this.q
      .deleteFrom('mail_outbox')
      .where('created_at', '<', before)
      .where((eb) => eb.or([eb('sent_at', 'is not', null), eb('failed_at', 'is not', null)]))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
