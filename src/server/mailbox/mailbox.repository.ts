import type { ListAnswer } from '../../shared/api-types';
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

interface MessageRow {
  serial_no: string;
  module_path: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  content: string;
  created_at: number;
}

export class MailboxRepository {
  constructor(private readonly db: SqliteDatabase) {}

  /**
   * Stores a submission and answers its serial number `M{YYYYMMDD}-{n}`: the Taipei day, then a
   * counter that restarts each day. Numbering and insert share one transaction, so two
   * submissions never get the same number. A letter sent again with the same idempotency key (a
   * resend after a lost answer) is not stored twice: the first one's number is answered.
   */
  add(modulePath: string, message: MailboxMessage, now: number, idempotencyKey?: string): string {
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
          `INSERT INTO mailbox_messages (serial_no, module_path, name, email, phone, subject, content, created_at, idempotency_key)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
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

  /** Newest first. */
  list(limit: number, offset: number): ListAnswer<StoredMailboxMessage> {
    const rows = this.db
      .prepare('SELECT * FROM mailbox_messages ORDER BY created_at DESC, serial_no DESC LIMIT ? OFFSET ?')
      .all(limit, offset) as MessageRow[];
    const { total } = this.db.prepare('SELECT COUNT(*) AS total FROM mailbox_messages').get() as {
      total: number;
    };
    return {
      rows: rows.map((row) => ({
        serialNo: row.serial_no,
        path: row.module_path,
        name: row.name,
        email: row.email,
        ...(row.phone !== null ? { phone: row.phone } : {}),
        subject: row.subject,
        content: row.content,
        createdAt: formatTaipeiDateTime(row.created_at),
      })),
      total,
    };
  }
}
