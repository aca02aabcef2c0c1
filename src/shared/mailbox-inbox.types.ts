import type { LetterStatus } from './letter-status';

const enc = encodeURIComponent;

/**
 * **ext** The mailbox inbox (信箱管理): reading needs r on the letter's mailbox path,
 * every write w. Reading a letter, and every write, is audited.
 */
export const MAILBOX_PATHS = {
  /** GET `LetterQuery` → `LetterPage` (newest first). Also the spec's list, with more fields. */
  letters: '/backend/mailbox',
  /** GET → `LetterDetail`; audited as `mailbox.read`. */
  letter: (serialNo: string) => `/backend/mailbox/${enc(serialNo)}`,
  /** POST `{ assignee: string | null }` → `LetterDetail`; mails the colleague. */
  assign: (serialNo: string) => `/backend/mailbox/${enc(serialNo)}/assign`,
  /** POST `{ body }` → `LetterDetail`: an internal note, never shown or sent to the citizen. */
  notes: (serialNo: string) => `/backend/mailbox/${enc(serialNo)}/notes`,
  /** POST `{ body }` → `LetterDetail`: stored, mailed to the citizen, status 已回覆. */
  reply: (serialNo: string) => `/backend/mailbox/${enc(serialNo)}/reply`,
  /** POST `{ event: 'close' | 'reopen' }` → `LetterDetail`. */
  status: (serialNo: string) => `/backend/mailbox/${enc(serialNo)}/status`,
  /** GET `LetterQuery` (no limit) → text/csv, UTF-8 with a BOM; audited as `mailbox.export`. */
  export: '/backend/mailbox/export.csv',
  /** GET → `Colleague[]`: who letters can be assigned to (w on a mailbox path the caller reads). */
  staff: '/backend/mailbox/staff',
  /** GET → `MailboxNoticeSetting[]`, one per mailbox; administrators only. */
  notices: '/backend/mailbox/notices',
  /** GET / PUT `{ text }` (null: the default) → `MailboxNoticeSetting`; administrators only. */
  notice: (path: string) => `/backend/mailbox/notice/${enc(path)}`,
} as const;

/** Query of the list and the export; every field optional. */
export interface LetterQuery {
  status?: LetterStatus;
  /** Words in the serial number, name, email, subject or content. */
  q?: string;
  /** Received on or after this Taipei day, `YYYY-MM-DD`. */
  from?: string;
  /** Received on or before this Taipei day, `YYYY-MM-DD`. */
  to?: string;
  /** An account, or `none` for letters nobody is assigned to. */
  assignee?: string;
  /** Only letters past their reply-by time and still unanswered. */
  overdue?: boolean;
  limit?: number;
  offset?: number;
}

export interface Colleague {
  account: string;
  displayName: string;
}

/** A letter as the list shows it (the spec's fields, then the inbox's). */
export interface LetterSummary {
  serialNo: string;
  path: string;
  name: string;
  email: string;
  phone?: string;
  subject: string;
  content: string;
  /** `YYYY-MM-DD HH:mm:ss`, Asia/Taipei (the spec's format). */
  createdAt: string;
  status: LetterStatus;
  assignee: Colleague | null;
  /** The reply-by day, `YYYY-MM-DD` Taipei: MAILBOX_REPLY_DAYS after the letter came. */
  replyBy: string;
  overdue: boolean;
}

export interface LetterPage {
  rows: LetterSummary[];
  total: number;
}

export interface LetterNote {
  id: number;
  author: Colleague;
  body: string;
  /** ISO 8601. */
  at: string;
}

export interface LetterReply {
  id: number;
  author: Colleague;
  body: string;
  at: string;
  /** The mail's delivery: queued until the SMTP server took it; failed after the last retry. */
  delivery: 'queued' | 'sent' | 'failed';
}

export interface LetterDetail extends LetterSummary {
  notes: LetterNote[];
  replies: LetterReply[];
}
