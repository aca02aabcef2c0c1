import { letterOverdue } from '../../shared/letter-status';
import type { DashboardLetter } from '../../shared/review.types';
import type { RightsRepository } from '../auth/rights.repository';
import type { SqliteDatabase } from '../database/sqlite.database';
import type { Clock } from '../platform/clock';
import { formatTaipeiDateTime } from '../platform/taipei-time';
import { DASHBOARD_ROWS, type NewLetters } from './dashboard.service';

/** MAILBOX_REPLY_DAYS' default, for a letter stored before its reply-by time was. */
const DEFAULT_REPLY_DAYS = 7;
const DAY_MS = 86_400_000;

interface LetterRow {
  serial_no: string;
  module_path: string;
  subject: string;
  created_at: number;
  reply_by: number | null;
}

/**
 * 新信件 for the dashboard, read from `mailbox_messages` (status 'new', migration 5): letters on the
 * mailboxes the account may read, oldest first, as they wait longest. Null without r on any
 * mailbox. The mailbox inbox may answer this itself; this is the same query from the same table.
 */
export function newLettersFrom(db: SqliteDatabase, rights: RightsRepository, clock: Clock): NewLetters {
  return (account) => {
    const mailboxes = (
      db.prepare("SELECT path FROM modules WHERE kind = 'mailbox' ORDER BY path").all() as Array<{
        path: string;
      }>
    )
      .map((row) => row.path)
      .filter((path) => rights.rightsOn(account, path).r);
    if (mailboxes.length === 0) return null;
    const where = "status = 'new' AND module_path IN (SELECT value FROM json_each(?))";
    const paths = JSON.stringify(mailboxes);
    const rows = db
      .prepare(
        `SELECT serial_no, module_path, subject, created_at, reply_by FROM mailbox_messages
         WHERE ${where} ORDER BY created_at, serial_no LIMIT ?`,
      )
      .all(paths, DASHBOARD_ROWS) as LetterRow[];
    const { n } = db.prepare(`SELECT COUNT(*) AS n FROM mailbox_messages WHERE ${where}`).get(paths) as {
      n: number;
    };
    const now = clock.now();
    return {
      count: n,
      rows: rows.map((row): DashboardLetter => {
        const replyBy = row.reply_by ?? row.created_at + DEFAULT_REPLY_DAYS * DAY_MS;
        return {
          serialNo: row.serial_no,
          path: row.module_path,
          subject: row.subject,
          createdAt: formatTaipeiDateTime(row.created_at),
          replyBy: formatTaipeiDateTime(replyBy).slice(0, 10),
          overdue: letterOverdue('new', replyBy, now),
        };
      }),
    };
  };
}
