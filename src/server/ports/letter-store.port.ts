import type { LetterStatus } from '../../shared/letter-status';
import type { MailDelivery } from './outbox-store.port';

/** What a citizen wrote, cleaned of control characters; every field is plain text, never HTML. */
export interface MailboxMessage {
  name: string;
  email: string;
  phone?: string;
  subject: string;
  content: string;
}

/** A letter as stored; times are epoch milliseconds. */
export interface LetterRecord extends MailboxMessage {
  serialNo: string;
  path: string;
  createdAt: number;
  status: LetterStatus;
  assignee: string | null;
  /** The assignee's display name, null without an assignee or when the account is gone. */
  assigneeName: string | null;
  /** Null only for letters stored before the inbox existed. */
  replyBy: number | null;
}

export interface NewLetter {
  serialNo: string;
  path: string;
  message: MailboxMessage;
  createdAt: number;
  idempotencyKey: string | null;
  replyBy: number;
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

/** A note or a reply on a letter, with its author's display name (null when the account is gone). */
export interface LetterEntryRecord {
  id: number;
  account: string;
  displayName: string | null;
  body: string;
  at: number;
}

export interface ReplyRecord extends LetterEntryRecord {
  /** Read from the reply's outbox row; a purged row was delivered. */
  delivery: MailDelivery;
}

/** The mailbox's letters (民意信箱), their internal notes and their replies. */
export interface LetterStore {
  /** The serial number of the letter stored with this idempotency key, if any. */
  serialFor(idempotencyKey: string): Promise<string | undefined>;
  /**
   * The highest counter among serial numbers `{prefix}{n}`, 0 when there is none. Read it in the
   * unit of work that inserts the next one, under that day's serial lock.
   */
  lastNumber(prefix: string): Promise<number>;
  insert(letter: NewLetter): Promise<void>;
  /** Every module of kind mailbox, and any path letters were stored under, sorted. */
  mailboxPaths(): Promise<string[]>;
  /** Letters on `paths` matching `filter`, newest first, and how many match; all without `limit`. */
  query(
    paths: readonly string[],
    filter: LetterFilter,
    now: number,
    limit?: number,
    offset?: number,
  ): Promise<{ rows: LetterRecord[]; total: number }>;
  letter(serialNo: string): Promise<LetterRecord | undefined>;
  /** A letter's status and, when given, its assignee (null: nobody) after an inbox action. */
  update(
    serialNo: string,
    change: { status: LetterStatus; assignee?: string | null },
    now: number,
  ): Promise<void>;
  addNote(serialNo: string, account: string, body: string, at: number): Promise<number>;
  addReply(serialNo: string, account: string, body: string, at: number, outboxId: number): Promise<number>;
  notes(serialNo: string): Promise<LetterEntryRecord[]>;
  replies(serialNo: string): Promise<ReplyRecord[]>;
  /** The mailbox's own 個人資料蒐集告知 as an administrator wrote it; undefined: the default. */
  notice(path: string): Promise<string | undefined>;
  /** Stores the mailbox's notice; null goes back to the default. */
  writeNotice(path: string, text: string | null): Promise<void>;
  /** Letters that came before `before`, with their notes and replies, deleted; answers how many letters. */
  purgeBefore(before: number): Promise<number>;
}
