import { formatClientTime } from '../time/client-time-format';
import type { LockView } from './authoring.port';
import { groupDigits } from './content-size';

/** `HH:MM` of an epoch time in Taiwan (UTC+8, no daylight saving). */
export function taipeiClock(epochMs: number): string {
  return formatClientTime(epochMs).slice(11, 16);
}

const isoMs = (iso: string): number => Date.parse(iso);

/**
 * The editor's zh-TW texts that depend on data (issue 14). They live in the core so the status
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
  /** Beside the spec's 612 dialog, while unsaved changes sit in the device's backup (issue 20). */
  keptOnDevice: '變更已保存在這台裝置上；重新登入後即可繼續編輯',
  /** Checked before sending: a retry cannot help, only a shorter text (issue 20). */
  contentTooLong: (length: number, max: number) =>
    `內文超過 ${groupDigits(max)} 字（目前 ${groupDigits(length)} 字），請縮短後再暫存`,
  /** A 413 from the server or a proxy in front of it: the same advice without a count. */
  tooLarge: '內容過長，伺服器無法接受；請縮短後再暫存',
  sessionEnding: (minutes: number) => `登入將在 ${minutes} 分鐘後到期。請先暫存，並重新登入以繼續編輯。`,
} as const;
