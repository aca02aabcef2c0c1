import type { LetterStatus } from '../../shared/letter-status';
import { letterOverdue } from '../../shared/letter-status';
import type {
  Colleague,
  LetterNote,
  LetterPage,
  LetterReply,
  LetterSummary,
} from '../../shared/mailbox-inbox.types';
import type { DashboardLetter, DashboardList } from '../../shared/review.types';
import { immediate, type SqliteDatabase } from '../database/sqlite.database';
import { formatTaipeiDateTime, taipeiDayStamp } from '../platform/taipei-time';

export interface MailboxMessage {
  name: string;
  email: string;
  phone?: string;
  subject: string;
  content: string;
}

/** A stored submission as editors read it; every field is plain text, never HTML. */
export interface StoredMailboxMessage extends MailboxMessage {
  serialNo: string;
  path: string;
  /** `YYYY-MM-DD HH:mm:ss`, Asia/Taipei. */
  createdAt: string;
}

/** The list's and the export's filter, already checked and turned into times. */
export interface LetterFilter {
  status?: LetterStatus | undefined;
  /** Each word must appear in the serial number, name, email, subject or content. */
  words?: string[] | undefined;
  from?: number | undefined;
  toExclusive?: number | undefined;
  /** An account, or null for letters nobody is assigned to. */
  assignee?: string | null | undefined;
  overdue?: boolean | undefined;
}

/** A letter with the times the inbox's rules read. */
export interface StoredLetter extends LetterSummary {
  createdAtMs: number;
  replyByMs: number;
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
  status: LetterStatus;
  assignee: string | null;
  assignee_name: string | null;
  reply_by: number | null;
  updated_at: number | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** What the migration gave letters stored before the inbox existed. */
const LEGACY_REPLY_DAYS = 7;

const LETTER_SELECT = `SELECT m.*, u.display_name AS assignee_name FROM mailbox_messages m
  LEFT JOIN users u ON u.account = m.assignee`;

const colleague = (account: string, displayName: string | null): Colleague => ({
  account,
  displayName: displayName ?? account,
});

/** `YYYY-MM-DD` in Asia/Taipei. */
export const taipeiDay = (epochMs: number): string => formatTaipeiDateTime(epochMs).slice(0, 10);

function letterOf(row: LetterRow, now: number): StoredLetter {
  const replyByMs = row.reply_by ?? row.created_at + LEGACY_REPLY_DAYS * DAY_MS;
  return {
    serialNo: row.serial_no,
    path: row.module_path,
    name: row.name,
    email: row.email,
    ...(row.phone !== null ? { phone: row.phone } : {}),
    subject: row.subject,
    content: row.content,
    createdAt: formatTaipeiDateTime(row.created_at),
    status: row.status,
    assignee: row.assignee === null ? null : colleague(row.assignee, row.assignee_name),
    replyBy: taipeiDay(replyByMs),
    overdue: letterOverdue(row.status, replyByMs, now),
    createdAtMs: row.created_at,
    replyByMs,
  };
}

function summaryOf(letter: StoredLetter): LetterSummary {
  const { createdAtMs: _created, replyByMs: _replyBy, ...summary } = letter;
  return summary;
}

function letterWhere(
  paths: readonly string[],
  filter: LetterFilter,
  now: number,
): { where: string; values: Record<string, unknown> } {
  const clauses = ['m.module_path IN (SELECT value FROM json_each(@paths))'];
  const values: Record<string, unknown> = { paths: JSON.stringify(paths) };
  if (filter.status !== undefined) {
    clauses.push('m.status = @status');
    values.status = filter.status;
  }
  (filter.words ?? []).forEach((word, index) => {
    // instr rather than LIKE: a citizen's % or _ is a character to find, not a wildcard.
    const name = `word${index}`;
    clauses.push(
      `(instr(lower(m.serial_no), @${name}) > 0 OR instr(lower(m.name), @${name}) > 0 OR
        instr(lower(m.email), @${name}) > 0 OR instr(lower(m.subject), @${name}) > 0 OR
        instr(lower(m.content), @${name}) > 0)`,
    );
    values[name] = word.toLowerCase();
  });
  if (filter.from !== undefined) {
    clauses.push('m.created_at >= @from');
    values.from = filter.from;
  }
  if (filter.toExclusive !== undefined) {
    clauses.push('m.created_at < @toExclusive');
    values.toExclusive = filter.toExclusive;
  }
  if (filter.assignee === null) clauses.push('m.assignee IS NULL');
  else if (filter.assignee !== undefined) {
    clauses.push('m.assignee = @assignee');
    values.assignee = filter.assignee;
  }
  if (filter.overdue) {
    // letterOverdue in SQL: still waiting for an answer, and past the reply-by time.
    clauses.push(`m.status IN ('new', 'in-progress') AND m.reply_by < @now`);
    values.now = now;
  }
  return { where: `WHERE ${clauses.join(' AND ')}`, values };
}

/** The letters of the mailbox (民意信箱), their internal notes and their replies, in SQLite. */
export class MailboxRepository {
  constructor(private readonly db: SqliteDatabase) {}

  /**
   * Stores a submission and answers its serial number `M{YYYYMMDD}-{n}`: the Taipei day, then a
   * counter that restarts each day. Numbering and insert share one transaction, so two
   * submissions never get the same number. A letter sent again with the same idempotency key (a
   * resend after a lost answer) is not stored twice: the first one's number is answered.
   */
  add(
    modulePath: string,
    message: MailboxMessage,
    now: number,
    idempotencyKey?: string,
    replyBy: number = now + LEGACY_REPLY_DAYS * DAY_MS,
  ): string {
    return immediate(this.db, () => {
      const earlier = idempotencyKey === undefined ? undefined : this.serialFor(idempotencyKey);
      if (earlier !== undefined) return earlier;
      const prefix = `M${taipeiDayStamp(now)}-`;
      const { last } = this.db
        .prepare(
          'SELECT MAX(CAST(substr(serial_no, ?) AS INTEGER)) AS last FROM mailbox_messages WHERE serial_no LIKE ?',
        )
        .get(prefix.length + 1, `${prefix}%`) as { last: number | null };
      const serialNo = `${prefix}${String((last ?? 0) + 1).padStart(4, '0')}`;
      this.db
        .prepare(
          `INSERT INTO mailbox_messages (serial_no, module_path, name, email, phone, subject, content, created_at,
             idempotency_key, status, reply_by, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'new', ?, ?)`,
        )
        .run(
          serialNo,
          modulePath,
          message.name,
          message.email,
          message.phone ?? null,
          message.subject,
          message.content,
          now,
          idempotencyKey ?? null,
          replyBy,
          now,
        );
      return serialNo;
    });
  }

  /** The serial number of the letter stored with this idempotency key, if any. */
  serialFor(idempotencyKey: string): string | undefined {
    const row = this.db
      .prepare('SELECT serial_no FROM mailbox_messages WHERE idempotency_key = ?')
      .get(idempotencyKey) as { serial_no: string } | undefined;
    return row?.serial_no;
  }

  /**
   * The mailbox paths: every module of kind mailbox, and any path letters were stored under (a
   * mailbox module removed later still has letters someone must be able to read and purge).
   */
  mailboxPaths(): string[] {
    const rows = this.db
      .prepare(
        `SELECT path FROM modules WHERE kind = 'mailbox'
         UNION SELECT DISTINCT module_path FROM mailbox_messages ORDER BY 1`,
      )
      .all() as Array<{ path: string }>;
    return rows.map((row) => row.path);
  }

  /** Letters on `paths` matching `filter`, newest first; all of them without `limit`. */
  query(paths: readonly string[], filter: LetterFilter, now: number, limit?: number, offset = 0): LetterPage {
    const { where, values } = letterWhere(paths, filter, now);
    const rows = this.db
      .prepare(
        `${LETTER_SELECT} ${where} ORDER BY m.created_at DESC, m.serial_no DESC LIMIT @limit OFFSET @offset`,
      )
      .all({ ...values, limit: limit ?? -1, offset }) as LetterRow[];
    const { total } = this.db
      .prepare(`SELECT COUNT(*) AS total FROM mailbox_messages m ${where}`)
      .get(values) as { total: number };
    return { rows: rows.map((row) => summaryOf(letterOf(row, now))), total };
  }

  letter(serialNo: string, now: number): StoredLetter | undefined {
    const row = this.db.prepare(`${LETTER_SELECT} WHERE m.serial_no = ?`).get(serialNo) as
      LetterRow | undefined;
    return row ? letterOf(row, now) : undefined;
  }

  /** A letter's status and assignee after an inbox action. */
  update(serialNo: string, change: { status: LetterStatus; assignee?: string | null }, now: number): void {
    this.db
      .prepare(
        `UPDATE mailbox_messages SET status = @status, updated_at = @now,
           assignee = CASE WHEN @setAssignee THEN @assignee ELSE assignee END
         WHERE serial_no = @serialNo`,
      )
      .run({
        serialNo,
        status: change.status,
        now,
        setAssignee: change.assignee !== undefined ? 1 : 0,
        assignee: change.assignee ?? null,
      });
  }

  addNote(serialNo: string, account: string, body: string, now: number): number {
    return Number(
      this.db
        .prepare('INSERT INTO mailbox_notes (serial_no, account, body, at) VALUES (?, ?, ?, ?)')
        .run(serialNo, account, body, now).lastInsertRowid,
    );
  }

  addReply(serialNo: string, account: string, body: string, now: number, outboxId: number): number {
    return Number(
      this.db
        .prepare(
          'INSERT INTO mailbox_replies (serial_no, account, body, at, outbox_id) VALUES (?, ?, ?, ?, ?)',
        )
        .run(serialNo, account, body, now, outboxId).lastInsertRowid,
    );
  }

  notes(serialNo: string): LetterNote[] {
    const rows = this.db
      .prepare(
        `SELECT n.id, n.account, u.display_name, n.body, n.at FROM mailbox_notes n
         LEFT JOIN users u ON u.account = n.account WHERE n.serial_no = ? ORDER BY n.id`,
      )
      .all(serialNo) as Array<{
      id: number;
      account: string;
      display_name: string | null;
      body: string;
      at: number;
    }>;
    return rows.map((row) => ({
      id: row.id,
      author: colleague(row.account, row.display_name),
      body: row.body,
      at: new Date(row.at).toISOString(),
    }));
  }

  /** Replies with their mail's delivery, read from the outbox row (gone after its purge: sent). */
  replies(serialNo: string): LetterReply[] {
    const rows = this.db
      .prepare(
        `SELECT r.id, r.account, u.display_name, r.body, r.at, o.id AS outbox, o.sent_at, o.failed_at
         FROM mailbox_replies r
         LEFT JOIN users u ON u.account = r.account
         LEFT JOIN mail_outbox o ON o.id = r.outbox_id
         WHERE r.serial_no = ? ORDER BY r.id`,
      )
      .all(serialNo) as Array<{
      id: number;
      account: string;
      display_name: string | null;
      body: string;
      at: number;
      outbox: number | null;
      sent_at: number | null;
      failed_at: number | null;
    }>;
    return rows.map((row) => ({
      id: row.id,
      author: colleague(row.account, row.display_name),
      body: row.body,
      at: new Date(row.at).toISOString(),
      delivery:
        row.outbox === null || row.sent_at !== null ? 'sent' : row.failed_at !== null ? 'failed' : 'queued',
    }));
  }

  /** Letters that came before `before`, with their notes and replies, deleted; answers how many. */
  purgeBefore(before: number): number {
    const letters = 'SELECT serial_no FROM mailbox_messages WHERE created_at < ?';
    this.db.prepare(`DELETE FROM mailbox_notes WHERE serial_no IN (${letters})`).run(before);
    this.db.prepare(`DELETE FROM mailbox_replies WHERE serial_no IN (${letters})`).run(before);
    return this.db.prepare('DELETE FROM mailbox_messages WHERE created_at < ?').run(before).changes;
  }

  /**
   * The dashboard's 新信件 (issue 23): letters nobody has taken up yet on `paths` (the mailbox
   * paths the caller may read), newest first, with how many there are.
   */
  newLetters(paths: readonly string[], now: number, limit = 10): DashboardList<DashboardLetter> {
    const page = this.query(paths, { status: 'new' }, now, limit);
    return {
      count: page.total,
      rows: page.rows.map(({ serialNo, path, subject, createdAt, replyBy, overdue }) => ({
        serialNo,
        path,
        subject,
        createdAt,
        replyBy,
        overdue,
      })),
    };
  }
}
