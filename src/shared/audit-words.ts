import { LETTER_STATUS_LABELS, type LetterStatus } from './letter-status';

/**
 * The audit log in words, one table for the 稽核紀錄 screen and the server's CSV: each action's
 * zh-TW name, and a line's detail (stored as JSON) as sentences a staff member reads.
 */

/**
 * Every action the audit table holds, with its zh-TW name: sign-in and account actions
 * and the document actions the authoring server records (src/server/authoring, files, locks).
 */
export const AUDIT_ACTIONS: ReadonlyArray<{ action: string; text: string }> = [
  { action: 'login.success', text: '登入成功' },
  { action: 'login.failure', text: '登入失敗' },
  { action: 'login.locked', text: '登入鎖定' },
  { action: 'logout', text: '登出' },
  { action: 'refresh.reuse', text: '權杖重複使用' },
  { action: 'session.idle-end', text: '閒置登出' },
  { action: 'password.change', text: '變更密碼' },
  { action: 'email.change', text: '變更電子郵件' },
  { action: 'name.change', text: '變更顯示名稱' },
  { action: 'two-factor.enable', text: '設定兩步驟驗證' },
  { action: 'account.create', text: '新增帳號' },
  { action: 'account.join', text: '加入網站' },
  { action: 'account.update', text: '修改帳號' },
  { action: 'account.rights', text: '修改權限' },
  { action: 'account.disable', text: '停用帳號' },
  { action: 'account.enable', text: '啟用帳號' },
  { action: 'account.unlock', text: '解除鎖定' },
  { action: 'account.reset-password', text: '重設密碼' },
  { action: 'account.end-sessions', text: '結束所有登入' },
  { action: 'account.reset-two-factor', text: '重設兩步驟驗證' },
  { action: 'account.delete', text: '刪除帳號' },
  { action: 'account.idle-disable', text: '閒置停用帳號' },
  { action: 'audit.purge', text: '清除過期稽核紀錄' },
  { action: 'settings.update', text: '更新設定' },
  { action: 'create', text: '建立文件' },
  { action: 'save', text: '暫存' },
  { action: 'restore', text: '還原版本' },
  { action: 'publish', text: '發布' },
  { action: 'unpublish', text: '取消發布' },
  { action: 'publish.schedule', text: '排定發布' },
  { action: 'publish.scheduled', text: '排程發布' },
  { action: 'publish.blocked', text: '排程發布未通過檢查' },
  { action: 'unpublish.schedule', text: '排定取消發布' },
  { action: 'unpublish.scheduled', text: '排程取消發布' },
  { action: 'schedule.cancel', text: '取消排程' },
  { action: 'delete', text: '移到回收桶' },
  { action: 'trash.restore', text: '從回收桶還原' },
  { action: 'lock.takeover', text: '接手編輯' },
  { action: 'file.upload', text: '上傳檔案' },
  { action: 'review.submit', text: '送審' },
  { action: 'review.withdraw', text: '撤回送審' },
  { action: 'review.approve', text: '審核通過' },
  { action: 'review.return', text: '退回修改' },
  { action: 'module.create', text: '新增單元' },
  { action: 'module.delete', text: '刪除單元' },
  { action: 'session.end', text: '結束登入' },
  { action: 'mailbox.read', text: '閱讀信件' },
  { action: 'mailbox.assign', text: '指派信件' },
  { action: 'mailbox.note', text: '新增處理紀錄' },
  { action: 'mailbox.reply', text: '回覆信件' },
  { action: 'mailbox.close', text: '結案' },
  { action: 'mailbox.reopen', text: '重新處理' },
  { action: 'mailbox.export', text: '匯出信件' },
  { action: 'mailbox.purge', text: '清除逾期信件' },
  { action: 'mailbox.notice', text: '修改個人資料蒐集告知' },
  { action: 'mail.failed', text: '寄信失敗' },
  { action: 'site.add', text: '新增網站' },
  { action: 'site.hosts', text: '變更網站網址' },
  { action: 'site.disable', text: '停用網站' },
  { action: 'site.enable', text: '啟用網站' },
  { action: 'site.remove', text: '移除網站（30 天內可復原）' },
  { action: 'site.restore', text: '復原網站' },
  { action: 'site.purge', text: '永久刪除網站' },
  { action: 'site.export', text: '匯出網站' },
  { action: 'site.import', text: '匯入網站' },
  { action: 'site.backup', text: '網站備份' },
];

const TEXTS = new Map(AUDIT_ACTIONS.map(({ action, text }) => [action, text]));

/** An action in words; one this list does not know shows as stored, never blank. */
export const auditActionText = (action: string): string => TEXTS.get(action) ?? action;

/** What each detail key is called; a key not here shows as stored. */
const KEY_WORDS: Readonly<Record<string, string>> = {
  serialNo: '案件編號',
  ip: 'IP',
  reason: '原因',
  limit: '失敗次數上限',
  until: '鎖定至',
  twoFactor: '兩步驟驗證',
  sessionRevoked: '已結束該次登入',
  email: '電子郵件',
  previousEmail: '原電子郵件',
  displayName: '顯示名稱',
  previousName: '原顯示名稱',
  outboxId: '郵件編號',
  purpose: '郵件用途',
  attempts: '嘗試次數',
  error: '錯誤',
  count: '筆數',
  filter: '篩選條件',
  noteId: '處理紀錄編號',
  replyId: '回覆編號',
  fileId: '檔案編號',
  type: '類型',
  path: '路徑',
  custom: '自訂內容',
  kind: '類型',
  title: '標題',
  templateKey: '版型',
  documents: '文件',
  startedAt: '開始時間',
  note: '退回原因',
  at: '時間',
  target: '帳號',
  account: '帳號',
  rights: '權限',
  sessionsEnded: '結束的登入數',
  attemptsCleared: '清除的失敗次數',
  retentionDays: '保存天數',
  before: '早於',
  initialPassword: '初始密碼',
  admin: '管理者',
  disabled: '停用',
  requireReview: '發布前需要審核',
  requireClassification: '發布前需填分類檢索',
  indexEditable: '首頁可編輯',
  q: '關鍵字',
  status: '狀態',
  assignee: '承辦人',
  during: '發生於',
  reset: '重新設定',
  site: '網站代碼',
  name: '網站名稱',
  origin: '網址',
  aliases: '其他網址',
  content: '內容',
  purgeAt: '永久刪除時間',
  file: '封存檔',
  fromSite: '原網站代碼',
  rows: '資料筆數',
  exportedAt: '匯出時間',
  bytes: '檔案大小（位元組）',
  encrypted: '已加密',
  people: '人員',
};

/** Values that are codes, in words. */
const VALUE_WORDS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  reason: {
    credentials: '帳號或密碼錯誤',
    captcha: '驗證碼錯誤',
    otp: '兩步驟驗證碼錯誤',
    disabled: '帳號已停用',
    'not-member': '不是本網站的人員',
    empty: '新增後未曾使用',
    expired: '移除已滿 30 天',
  },
  during: {
    'password.change': '變更密碼',
    'two-factor.reset': '重新設定兩步驟驗證',
  },
  status: LETTER_STATUS_LABELS as Readonly<Record<LetterStatus, string>>,
};

/** What `from` and `to` are, for the actions whose detail moves something from one to the other. */
const MOVE_WORDS: Readonly<Record<string, string>> = {
  'mailbox.assign': '承辦人',
  'lock.takeover': '編輯者',
};

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** `2026-11-23 10:32` in Taipei (UTC+8, no daylight saving). */
const taipeiTime = (iso: string): string =>
  new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

function valueWords(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '（無）';
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (typeof value === 'string') {
    if (ISO_TIME.test(value) && !Number.isNaN(Date.parse(value))) return taipeiTime(value);
    return VALUE_WORDS[key]?.[value] ?? value;
  }
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value))
    return value.length === 0 ? '（無）' : value.map((v) => valueWords(key, v)).join('、');
  const pairs = Object.entries(value as Record<string, unknown>).map(
    ([inner, v]) => `${KEY_WORDS[inner] ?? inner} ${valueWords(inner, v)}`,
  );
  return pairs.length === 0 ? '（無）' : pairs.join('，');
}

const isMove = (value: unknown): value is { from: unknown; to: unknown } =>
  typeof value === 'object' && value !== null && 'from' in value && 'to' in value;

/**
 * A line's detail as sentences: `狀態由 處理中 改為 已回覆；案件編號：…`. A change (`{from, to}`)
 * reads 「X由 A 改為 B」, times are Taipei's, flags 是/否, codes their words; text that is not a
 * JSON object is shown as stored, and nothing as —.
 */
export function auditDetailText(detail: string | null, action = ''): string {
  if (detail === null || detail === '') return '—';
  let parsed: unknown;
  try {
    parsed = JSON.parse(detail);
  } catch {
    return detail;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return detail;
  const record = parsed as Record<string, unknown>;
  const sentences: string[] = [];
  const moved = MOVE_WORDS[action];
  if (moved && 'to' in record)
    sentences.push(
      `${moved}由 ${valueWords('account', record.from)} 改為 ${valueWords('account', record.to)}`,
    );
  else if (moved && 'from' in record) sentences.push(`原${moved}：${valueWords('account', record.from)}`);
  for (const [key, value] of Object.entries(record)) {
    if (moved && (key === 'from' || key === 'to')) continue;
    const name = KEY_WORDS[key] ?? key;
    if (isMove(value))
      sentences.push(`${name}由 ${valueWords(key, value.from)} 改為 ${valueWords(key, value.to)}`);
    else sentences.push(`${name}：${valueWords(key, value)}`);
  }
  return sentences.length > 0 ? sentences.join('；') : '—';
}

/** The IP a line recorded (sign-in records it in its detail), or ''. */
export function auditIpOf(detail: string | null): string {
  if (!detail) return '';
  try {
    const parsed: unknown = JSON.parse(detail);
    const ip = (parsed as { ip?: unknown } | null)?.ip;
    return typeof ip === 'string' ? ip : '';
  } catch {
    return '';
  }
}
