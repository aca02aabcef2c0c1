import {
  LETTER_STATUS_LABELS,
  letterEvents,
  type LetterEvent,
  type LetterStatus,
} from '../../shared/letter-status';
import type { Colleague, LetterReply, LetterSummary } from '../../shared/mailbox-inbox.types';
import { replyGreeting } from '../../shared/mailbox-mail';
import { formatClientTime } from '../time/client-time-format';

/** The longest note and reply the form takes (a reply is a letter, a note a line for colleagues). */
export const NOTE_MAX = 2000;
export const REPLY_MAX = 10000;

/** What a letter offers: the events its status allows, and none of them to a reader without w. */
export type LetterOffers = Readonly<Record<LetterEvent, boolean>>;

export function letterOffers(status: LetterStatus, writable: boolean): LetterOffers {
  const allowed = writable ? letterEvents(status) : [];
  return {
    assign: allowed.includes('assign'),
    note: allowed.includes('note'),
    reply: allowed.includes('reply'),
    close: allowed.includes('close'),
    reopen: allowed.includes('reopen'),
  };
}

/** Why a note or reply cannot be sent as typed, or null. */
export function letterTextProblem(kind: 'note' | 'reply', body: string): string | null {
  const text = body.trim();
  const max = kind === 'note' ? NOTE_MAX : REPLY_MAX;
  const name = kind === 'note' ? '內部備註' : '回覆內容';
  if (text === '') return `請填寫${name}。`;
  if (text.length > max) return `${name}最多 ${max} 個字，目前 ${text.length} 個字。`;
  return null;
}

/**
 * Why a reply cannot be sent as typed, or null: the form starts with the greeting
 * (`replyStarter`), so a reply that is the greeting alone is as empty as none.
 */
export function replyTextProblem(name: string, body: string): string | null {
  if (body.trim() === replyGreeting(name)) return '請在問候語下方填寫回覆內容。';
  return letterTextProblem('reply', body);
}

export const statusText = (status: LetterStatus): string => LETTER_STATUS_LABELS[status];

/** The colleague's name and account, or 未指派. */
export const assigneeText = (assignee: Colleague | null): string =>
  assignee === null ? '未指派' : `${assignee.displayName}（${assignee.account}）`;

/**
 * The reply-by day in words. Overdue is said, not only coloured: 「已逾期，應於 … 前回覆」. An
 * answered or closed letter has no deadline left.
 */
export function replyByText(letter: Pick<LetterSummary, 'status' | 'replyBy' | 'overdue'>): string {
  if (letter.overdue) return `已逾期，應於 ${letter.replyBy} 前回覆`;
  if (letter.status === 'new' || letter.status === 'in-progress') return `${letter.replyBy} 前回覆`;
  return `期限 ${letter.replyBy}（已處理）`;
}

const DELIVERY: Readonly<Record<LetterReply['delivery'], string>> = {
  queued: '等待寄出',
  sent: '已寄給民眾',
  failed: '寄送失敗，請聯絡網站管理者',
};

export const deliveryText = (delivery: LetterReply['delivery']): string => DELIVERY[delivery];

/** An ISO time of a note or reply, in Taipei; the stored text when it is not a time. */
export const letterTimeText = (at: string): string => formatClientTime(Date.parse(at)) || at;

/** The question before a reply leaves: it goes to the citizen by email and cannot be taken back. */
export const replyQuestion = (letter: Pick<LetterSummary, 'name' | 'email'>) => ({
  title: '寄出回覆',
  message: `回覆將以電子郵件寄給 ${letter.name}（${letter.email}），寄出後無法收回。確定要寄出嗎？`,
  action: '寄出回覆',
});

/** The question before 結案: a closed letter takes no more work until it is reopened. */
export const closeQuestion = (letter: Pick<LetterSummary, 'serialNo'>) => ({
  title: '結案',
  message: `將信件 ${letter.serialNo} 結案？結案後不能再指派、備註或回覆，除非重新開啟。`,
  action: '結案',
});
