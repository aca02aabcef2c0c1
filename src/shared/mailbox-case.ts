import type { LetterStatus } from './letter-status';

/**
 * **ext** What a citizen may ask of the mailbox without an account: the mailbox's 個人資料蒐集告知
 * (個人資料保護法 §8), shown before a letter is sent, and 案件查詢, a letter's status by its
 * case number and the email address it was sent with. The staff's side (editing the notice) is in
 * MAILBOX_PATHS.
 */

export { CASE_LOOKUP_SEGMENT, caseLookupHref } from './case-lookup-path';

/** POST body of 案件查詢. */
export interface CaseLookupRequest {
  serialNo: string;
  email: string;
}

/** A letter's progress as the citizen reads it: no content, no name, nothing staff wrote. */
export interface CaseStatus {
  serialNo: string;
  status: LetterStatus;
  /** The status in the citizen's words (CASE_STATUS_TEXT). */
  statusText: string;
  /** Taipei day the letter came, `YYYY-MM-DD`. */
  receivedOn: string;
  /** The reply-by day, `YYYY-MM-DD`. */
  replyBy: string;
  /** Taipei day of the latest reply, `YYYY-MM-DD`; null before any. */
  repliedOn: string | null;
}

/** The statuses as a citizen is told them; staff's own words are LETTER_STATUS_LABELS. */
export const CASE_STATUS_TEXT: Readonly<Record<LetterStatus, string>> = {
  new: '已收件，等待處理',
  'in-progress': '處理中',
  replied: '已回覆',
  closed: '已結案',
};

/** The one answer to any case number and address that do not belong together. */
export const CASE_NOT_FOUND_TEXT =
  '查無符合的案件。請確認案件編號與電子郵件地址都與來信時填寫的相同；信件超過保存期限後也會刪除。';

export const CASE_SERIAL_MAX = 40;
export const CASE_EMAIL_MAX = 254;

/** `GET` the public notice of a mailbox. */
export interface MailboxNotice {
  text: string;
}

/** The staff's view of a mailbox's notice: what is shown, the default, and whether it was edited. */
export interface MailboxNoticeSetting {
  path: string;
  /** The mailbox's title (民意信箱, 首長信箱…). */
  title: string;
  text: string;
  defaultText: string;
  custom: boolean;
}

export const NOTICE_MAX = 5000;
