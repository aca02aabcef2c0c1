import { mailboxFailureText } from '../../domain/mailbox/mailbox-failures';
import type { MailboxSource } from '../../domain/mailbox/mailbox.port';
import { NOTICE_MAX, type MailboxNoticeSetting } from '../../shared/mailbox-case';

export type NoticesOutcome =
  { kind: 'listed'; notices: MailboxNoticeSetting[] } | { kind: 'failed'; message: string };

/** Every mailbox's 個人資料蒐集告知, for the administrators' form on 信箱管理. */
export async function loadNotices(source: Pick<MailboxSource, 'notices'>): Promise<NoticesOutcome> {
  try {
    return { kind: 'listed', notices: await source.notices() };
  } catch (error) {
    return { kind: 'failed', message: mailboxFailureText(error, '無法載入個人資料蒐集告知，請稍後再試。') };
  }
}

export type NoticeSaveOutcome =
  | { kind: 'saved'; notice: MailboxNoticeSetting; message: string }
  | { kind: 'invalid'; message: string }
  | { kind: 'failed'; message: string };

/** Why a notice cannot be saved as typed, or null. */
export function noticeTextProblem(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return '請填寫告知內容；要用預設內容請按「還原預設」。';
  if (trimmed.length > NOTICE_MAX) return `告知內容最多 ${NOTICE_MAX} 個字，目前 ${trimmed.length} 個字。`;
  return null;
}

/** Saves a mailbox's notice (null: back to the default, which names the site as it is then). */
export async function saveNotice(
  source: Pick<MailboxSource, 'writeNotice'>,
  path: string,
  text: string | null,
): Promise<NoticeSaveOutcome> {
  if (text !== null) {
    const problem = noticeTextProblem(text);
    if (problem) return { kind: 'invalid', message: problem };
  }
  try {
    const notice = await source.writeNotice(path, text === null ? null : text.trim());
    return {
      kind: 'saved',
      notice,
      message:
        text === null
          ? '已還原預設的個人資料蒐集告知。'
          : '已儲存個人資料蒐集告知，民意信箱表單即日起顯示新內容。',
    };
  } catch (error) {
    return { kind: 'failed', message: mailboxFailureText(error, '無法儲存個人資料蒐集告知，請稍後再試。') };
  }
}
