import type { MailboxNoticeSetting } from '../../shared/mailbox-case';
import type { Colleague, LetterDetail, LetterPage, LetterQuery } from '../../shared/mailbox-inbox.types';

/**
 * 信箱管理: the inbox API of docs/api.md ("Mailbox inbox", **ext**). Reading needs r on
 * the letter's mailbox path, every write w. Failures reject with the api client's typed errors
 * (`ApiError` with the server's zh-TW words, `NetworkError`, `RetryRequiredError`).
 */
export interface MailboxSource {
  list(query: LetterQuery): Promise<LetterPage>;
  /** One letter with its notes and replies; the server audits the reading. */
  open(serialNo: string): Promise<LetterDetail>;
  /** `null` takes the letter off whoever had it. */
  assign(serialNo: string, assignee: string | null): Promise<LetterDetail>;
  note(serialNo: string, body: string): Promise<LetterDetail>;
  /** Stored, mailed to the citizen; the letter becomes 已回覆. */
  reply(serialNo: string, body: string): Promise<LetterDetail>;
  setStatus(serialNo: string, event: 'close' | 'reopen'): Promise<LetterDetail>;
  /** The letters under the query as CSV text (UTF-8; the byte order mark is the saver's business). */
  csv(query: LetterQuery): Promise<string>;
  /** Who letters can be assigned to. */
  staff(): Promise<Colleague[]>;
  /** **ext** Every mailbox's 個人資料蒐集告知 with its default; administrators only (403). */
  notices(): Promise<MailboxNoticeSetting[]>;
  /** An administrator's text for a mailbox's notice; null goes back to the default. */
  writeNotice(path: string, text: string | null): Promise<MailboxNoticeSetting>;
}
