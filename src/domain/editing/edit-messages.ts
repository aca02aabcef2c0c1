import type { ConfirmQuestion } from '../dialogs/dialogs.port';
import { formatClientTime } from '../time/client-time-format';
import type { LockView } from './authoring.port';
import { groupDigits } from './content-size';

/** `HH:MM` of an epoch time in Taiwan (UTC+8, no daylight saving). */
export function taipeiClock(epochMs: number): string {
  return formatClientTime(epochMs).slice(11, 16);
}

const isoMs = (iso: string): number => Date.parse(iso);

/**
 * The editor's zh-TW texts that depend on data. They live in the core so the status
 * line, the dialogs and the tests say the same words.
 */
export const EDIT_MESSAGES = {
  clean: '沒有未儲存的變更',
  dirty: '有未儲存的變更',
  saving: '暫存中…',
  saved: (at: number) => `已暫存 ${taipeiClock(at)}`,
  failed: '暫存失敗',
  offline: '網路連線中斷，變更保留在這台裝置上',
  conflict: '另一位編輯已更新這份文件，請選擇要保留的版本',
  sessionEnded: '登入已失效，變更已保存在這台裝置上；重新登入後即可繼續',
  backupFailed: '無法寫入本機備份；請儘快暫存',
  readOnly: '您只有檢視權限，無法儲存變更',
  leaveConfirm: '有未儲存的變更，確定要離開編輯嗎？變更仍保留在這台裝置上。',
  lockedBy: (lock: Pick<LockView, 'displayName' | 'startedAt'>) =>
    `${lock.displayName} 正在編輯（自 ${taipeiClock(isoMs(lock.startedAt))}）`,
  lockLost: (lock: Pick<LockView, 'displayName'>) =>
    `${lock.displayName} 已接手編輯這份文件；您的變更仍保留，暫存前請先確認`,
  conflictBy: (name: string, at: string) => `${name} 於 ${taipeiClock(isoMs(at))} 儲存了新版本`,
  restoreOffer: (savedAt: number) => `這台裝置上有 ${taipeiClock(savedAt)} 未暫存的內容，要還原嗎？`,
  /** Beside the spec's 612 dialog, while unsaved changes sit in the device's backup. */
  keptOnDevice: '變更已保存在這台裝置上；重新登入後即可繼續編輯',
  /** Checked before sending: a retry cannot help, only a shorter text. */
  contentTooLong: (length: number, max: number) =>
    `內文超過 ${groupDigits(max)} 字（目前 ${groupDigits(length)} 字），請縮短後再暫存`,
  /** A 413 from the server or a proxy in front of it: the same advice without a count. */
  tooLarge: '內容過長，伺服器無法接受；請縮短後再暫存',
  sessionEnding: (minutes: number) => `登入將在 ${minutes} 分鐘後到期。請先暫存，並重新登入以繼續編輯。`,
} as const;

/**
 * The status line as it is shown and as the live region announces it: a failed save says why
 * (「暫存失敗：網路連線中斷，變更保留在這台裝置上」), since a screen reader hearing only 暫存失敗 cannot
 * tell a dropped network from a refused field. Every other state is its own text.
 */
export function statusLine(
  status: { kind: string; text: string },
  save: { kind: string; message?: string },
): string {
  const reason = save.kind === 'failed' ? save.message?.trim().replace(/[。.]$/, '') : undefined;
  if (status.kind !== 'failed' || !reason || reason === status.text) return status.text;
  return `${status.text}：${reason}`;
}

/**
 * Every question the editor asks before acting. Each yes button says the action's name,
 * the same words as the button that asked, so nobody confirms a 確認 without reading what it does;
 * 取消 is always the way out.
 */
export const EDIT_QUESTIONS = {
  remove: {
    title: '刪除',
    message: '這個項目會移到回收桶，30 天內可以還原。確定要刪除嗎？',
    action: '刪除',
  },
  takeOver: (holder: string): ConfirmQuestion => ({
    title: '接手編輯',
    message: `${holder} 尚未暫存的變更可能會與您的衝突；接手會記錄在稽核紀錄中。確定要接手編輯嗎？`,
    action: '接手編輯',
  }),
  restoreRevision: (revision: number): ConfirmQuestion => ({
    title: '還原為草稿',
    message: `要將第 ${revision} 版還原為草稿嗎？目前的草稿會保留在版本紀錄中；還原後不會自動發布。`,
    action: '還原為草稿',
  }),
  unpublish: {
    title: '取消發布',
    message: '這個頁面會立即從網站下架，訪客將無法看到。確定要取消發布嗎？',
    action: '取消發布',
  },
  /** `when` as the editor reads it: 2027/01/05 18:30（台灣時間）. */
  scheduleUnpublish: (when: string): ConfirmQuestion => ({
    title: '排程下架',
    message: `這個頁面會在 ${when} 從網站下架，訪客將無法看到。確定嗎？`,
    action: '排程下架',
  }),
  leave: {
    title: '尚未暫存',
    message: EDIT_MESSAGES.leaveConfirm,
    action: '離開編輯',
  },
} as const satisfies Record<string, ConfirmQuestion | ((...args: never[]) => ConfirmQuestion)>;
