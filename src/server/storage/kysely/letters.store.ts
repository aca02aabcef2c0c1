import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type {
  LetterEntryRecord,
  LetterFilter,
  LetterRecord,
  LetterStore,
  NewLetter,
  ReplyRecord,
} from '../../ports/letter-store.port';
import type { LetterStatus } from '../../../shared/letter-status';
import type { Tables } from '../tables';
import type { SqlDialect } from './sql-dialect';

/** A mailbox's own 個人資料蒐集告知 is a row of the meta table (kept by backups with the rest). */
const noticeKey = (path: string) => `mailbox_notice:${path}`;

type LetterTables = Tables & { m: Tables['mailbox_messages'] };

/** The columns the filter searches, each word in any of them. */
const SEARCHED = ['m.serial_no', 'm.name', 'm.email', 'm.subject', 'm.content'] as const;

function letterWhere(paths: readonly string[], filter: LetterFilter, now: number, dialect: SqlDialect) {
  return (eb: ExpressionBuilder<LetterTables, 'm'>) => {
    const clauses = [eb('m.module_path', 'in', [...paths])];
    if (filter.status !== undefined) clauses.push(eb('m.status', '=', filter.status));
    for (const word of filter.words ?? []) {
      const lowered = word.toLowerCase();
      // instr rather than LIKE: a citizen's % or _ is a character to find, not a wildcard; and it
      // finds Chinese text, which LIKE's case folding knows nothing of.
      clauses.push(
        eb.or(SEARCHED.map((column) => dialect.contains(sql`lower(${sql.ref(column)})`, lowered))),
      );
    }
    if (filter.from !== undefined) clauses.push(eb('m.created_at', '>=', filter.from));
    if (filter.toExclusive !== undefined) clauses.push(eb('m.created_at', '<', filter.toExclusive));
    if (filter.assignee === null) clauses.push(eb('m.assignee', 'is', null));
    else if (filter.assignee !== undefined) clauses.push(eb('m.assignee', '=', filter.assignee));
    if (filter.overdue) {
      // letterOverdue in SQL: still waiting for an answer, and past the reply-by time.
      clauses.push(eb('m.status', 'in', ['new', 'in-progress']), eb('m.reply_by', '<', now));
    }
    return eb.and(clauses);
  };
}

interface LetterRow {
  serial_no: string;
  module_path: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  content: string;
  created_at: number;
  status: string;
  assignee: string | null;
  assignee_name: string | null;
  reply_by: number | null;
}

const letterOf = (row: LetterRow): LetterRecord => ({
  serialNo: row.serial_no,
  path: row.module_path,
  name: row.name,
  email: row.email,
  ...(row.phone !== null ? { phone: row.phone } : {}),
  subject: row.subject,
  content: row.content,
  createdAt: row.created_at,
  status: row.status as LetterStatus,
  assignee: row.assignee,
  assigneeName: row.assignee_name,
  replyBy: row.reply_by,
});

export class KyselyLetterStore implements LetterStore {
  constructor(
    private readonly q: Kysely<Tables>,
    private readonly dialect: SqlDialect,
  ) {}

  async serialFor(idempotencyKey: string): Promise<string | undefined> {
    const row = await this.q
      .selectFrom('mailbox_messages')
      .select('serial_no')
      .where('idempotency_key', '=', idempotencyKey)
      .executeTakeFirst();
    return row?.serial_no;
  }

  async lastNumber(prefix: string): Promise<number> {
    // The prefix is ASCII (`M20261126-`), so LIKE is safe here; no LIKE on Chinese text anywhere.
    const row = await this.q
      .selectFrom('mailbox_messages')
      .select((eb) =>
        eb.fn
          .max<number | null>(eb.cast(eb.fn('substr', ['serial_no', eb.val(prefix.length + 1)]), 'integer'))
          .as('last'),
      )
      .where('serial_no', 'like', `${prefix}%`)
      .executeTakeFirst();
    return Number(row?.last ?? 0);
  }

  async insert(letter: NewLetter): Promise<void> {
    const { message } = letter;
    await this.q
      .insertInto('mailbox_messages')
      .values({
        serial_no: letter.serialNo,
        module_path: letter.path,
        name: message.name,
        email: message.email,
        phone: message.phone ?? null,
        subject: message.subject,
        content: message.content,
        created_at: letter.createdAt,
        idempotency_key: letter.idempotencyKey,
        status: 'new',
        reply_by: letter.replyBy,
        updated_at: letter.createdAt,
      })
      .execute();
  }

  async mailboxPaths(): Promise<string[]> {
    const rows = await this.q
      .selectFrom('modules')
      .select('path')
      .where('kind', '=', 'mailbox')
      .union(this.q.selectFrom('mailbox_messages').select('module_path as path'))
      .orderBy('path')
      .execute();
    return rows.map((row) => row.path);
  }

  async query(
    paths: readonly string[],
    filter: LetterFilter,
    now: number,
    limit?: number,
    offset = 0,
  ): Promise<{ rows: LetterRecord[]; total: number }> {
    // `IN ()` is no SQL on PostgreSQL; nobody reads a letter on no path.
    if (paths.length === 0) return { rows: [], total: 0 };
    const where = letterWhere(paths, filter, now, this.dialect);
    let select = this.letters().where(where).orderBy('m.created_at', 'desc').orderBy('m.serial_no', 'desc');
    if (limit !== undefined) select = select.limit(limit).offset(offset);
    const rows = await select.execute();
    const { total } = await this.q
      .selectFrom('mailbox_messages as m')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where(where)
      .executeTakeFirstOrThrow();
    return { rows: rows.map(letterOf), total: Number(total) };
  }

  async letter(serialNo: string): Promise<LetterRecord | undefined> {
    const row = await this.letters().where('m.serial_no', '=', serialNo).executeTakeFirst();
    return row ? letterOf(row) : undefined;
  }

  async update(
    serialNo: string,
    change: { status: LetterStatus; assignee?: string | null },
    now: number,
  ): Promise<void> {
    await this.q
      .updateTable('mailbox_messages')
      .set({
        status: change.status,
        updated_at: now,
        ...(change.assignee !== undefined ? { assignee: change.assignee } : {}),
      })
      .where('serial_no', '=', serialNo)
      .execute();
  }

  async addNote(serialNo: string, account: string, body: string, at: number): Promise<number> {
    const { id } = await this.q
      .insertInto('mailbox_notes')
      .values({ serial_no: serialNo, account, body, at })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  async addReply(
    serialNo: string,
    account: string,
    body: string,
    at: number,
    outboxId: number,
  ): Promise<number> {
    const { id } = await this.q
      .insertInto('mailbox_replies')
      .values({ serial_no: serialNo, account, body, at, outbox_id: outboxId })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  async notes(serialNo: string): Promise<LetterEntryRecord[]> {
    return this.q
      .selectFrom('mailbox_notes as n')
      .leftJoin('users as u', 'u.account', 'n.account')
      .select(['n.id', 'n.account', 'u.display_name as displayName', 'n.body', 'n.at'])
      .where('n.serial_no', '=', serialNo)
      .orderBy('n.id')
      .execute();
  }

  async replies(serialNo: string): Promise<ReplyRecord[]> {
    const rows = await this.q
      .selectFrom('mailbox_replies as r')
      .leftJoin('users as u', 'u.account', 'r.account')
      .leftJoin('mail_outbox as o', 'o.id', 'r.outbox_id')
      .select([
        'r.id',
        'r.account',
        'u.display_name as displayName',
        'r.body',
        'r.at',
        'o.id as outbox',
        'o.sent_at',
        'o.failed_at',
      ])
      .where('r.serial_no', '=', serialNo)
      .orderBy('r.id')
      .execute();
    return rows.map(({ outbox, sent_at, failed_at, ...reply }) => ({
      ...reply,
      delivery: outbox === null || sent_at !== null ? 'sent' : failed_at !== null ? 'failed' : 'queued',
    }));
  }

  async notice(path: string): Promise<string | undefined> {
    const row = await this.q
      .selectFrom('meta')
      .select('value')
      .where('key', '=', noticeKey(path))
      .executeTakeFirst();
    return row?.value;
  }

  async writeNotice(path: string, text: string | null): Promise<void> {
    if (text === null) {
      await this.q.deleteFrom('meta').where('key', '=', noticeKey(path)).execute();
      return;
    }
    await this.q
      .insertInto('meta')
      .values({ key: noticeKey(path), value: text })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: text }))
      .execute();
  }

  async purgeBefore(before: number): Promise<number> {
    const old = this.q.selectFrom('mailbox_messages').select('serial_no').where('created_at', '<', before);
    await this.q.deleteFrom('mailbox_notes').where('serial_no', 'in', old).execute();
    await this.q.deleteFrom('mailbox_replies').where('serial_no', 'in', old).execute();
    const result = await this.q
      .deleteFrom('mailbox_messages')
      .where('created_at', '<', before)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Letters with their assignee's display name. */
  private letters() {
    return this.q
      .selectFrom('mailbox_messages as m')
      .leftJoin('users as u', 'u.account', 'm.assignee')
      .select([
        'm.serial_no',
        'm.module_path',
        'm.name',
        'm.email',
        'm.phone',
        'm.subject',
        'm.content',
        'm.created_at',
        'm.status',
        'm.assignee',
        'u.display_name as assignee_name',
        'm.reply_by',
      ]);
  }
}
