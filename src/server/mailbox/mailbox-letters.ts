import type { LetterNote, LetterReply, LetterSummary } from '../../shared/mailbox-inbox.types';
import { letterOverdue } from '../../shared/letter-status';
import { formatTaipeiDateTime, taipeiDayStamp } from '../platform/taipei-time';
import type {
  LetterEntryRecord,
  LetterRecord,
  LetterStore,
  MailboxMessage,
  ReplyRecord,
} from '../ports/letter-store.port';

/** A stored submission as editors read it; every field is plain text, never HTML. */
export interface StoredMailboxMessage extends MailboxMessage {
  serialNo: string;
  path: string;
  /** `YYYY-MM-DD HH:mm:ss`, Asia/Taipei. */
  createdAt: string;
}

/** A letter with the times the inbox's rules read. */
export interface StoredLetter extends LetterSummary {
  createdAtMs: number;
  replyByMs: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** What the migration gave letters stored before the inbox existed. */
export const LEGACY_REPLY_DAYS = 7;

/** `YYYY-MM-DD` in Asia/Taipei. */
export const taipeiDay = (epochMs: number): string => formatTaipeiDateTime(epochMs).slice(0, 10);

const colleague = (account: string, displayName: string | null) => ({
  account,
  displayName: displayName ?? account,
});

/** A stored letter as the inbox shows it at `now` (overdue or not), in Taipei time. */
export function letterOf(record: LetterRecord, now: number): StoredLetter {
  const replyByMs = record.replyBy ?? record.createdAt + LEGACY_REPLY_DAYS * DAY_MS;
  return {
    serialNo: record.serialNo,
    path: record.path,
    name: record.name,
    email: record.email,
    ...(record.phone !== undefined ? { phone: record.phone } : {}),
    subject: record.subject,
    content: record.content,
    createdAt: formatTaipeiDateTime(record.createdAt),
    status: record.status,
    assignee: record.assignee === null ? null : colleague(record.assignee, record.assigneeName),
    replyBy: taipeiDay(replyByMs),
    overdue: letterOverdue(record.status, replyByMs, now),
    createdAtMs: record.createdAt,
    replyByMs,
  };
}

export function summaryOf(letter: StoredLetter): LetterSummary {
  const { createdAtMs: _created, replyByMs: _replyBy, ...summary } = letter;
  return summary;
}

export const noteOf = (note: LetterEntryRecord): LetterNote => ({
  id: note.id,
  author: colleague(note.account, note.displayName),
  body: note.body,
  at: new Date(note.at).toISOString(),
});

export const replyOf = (reply: ReplyRecord): LetterReply => ({
  ...noteOf(reply),
  delivery: reply.delivery,
});

/** Where a day's serial numbers start: `M{YYYYMMDD}-`, the Taipei day. */
export const serialPrefixOf = (now: number): string => `M${taipeiDayStamp(now)}-`;

/**
 * Stores a submission and answers its serial number `M{YYYYMMDD}-{n}`: the Taipei day, then a
 * counter that restarts each day. Run it in a unit of work that holds the day's serial lock
 * (`{ key: 'mailbox-serial:' + day }`), so numbering and insert are one step and two submissions
 * never get the same number. A letter sent again with the same idempotency key (a resend after a
 * lost answer) is not stored twice: the first one's number is answered.
 */
export async function storeLetter(
  letters: LetterStore,
  path: string,
  message: MailboxMessage,
  now: number,
  idempotencyKey?: string,
  replyBy: number = now + LEGACY_REPLY_DAYS * DAY_MS,
): Promise<string> {
  const earlier = idempotencyKey === undefined ? undefined : await letters.serialFor(idempotencyKey);
  if (earlier !== undefined) return earlier;
  const prefix = serialPrefixOf(now);
  const serialNo = `${prefix}${String((await letters.lastNumber(prefix)) + 1).padStart(4, '0')}`;
  await letters.insert({
    serialNo,
    path,
    message,
    createdAt: now,
    idempotencyKey: idempotencyKey ?? null,
    replyBy,
  });
  return serialNo;
}

/** The lock `storeLetter` runs under: one writer of serial numbers per Taipei day. */
export const serialLockOf = (now: number) => ({ key: `mailbox-serial:${taipeiDayStamp(now)}` });
