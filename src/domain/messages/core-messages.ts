/**
 * Every user-facing text the core produces. Each has a stable key, so that the UI layer can map it
 * through i18n later, and its zh-TW default, so that the core works before any translation loads.
 */
export interface CoreMessage {
  readonly key: string;
  readonly text: string;
}

export const CORE_MESSAGES = {
  genericError: { key: 'core.error.generic', text: '系統發生錯誤，請稍後再試。' },
  networkOffline: { key: 'core.error.networkOffline', text: '無法連線到伺服器，請檢查網路連線後再試一次。' },
  networkTimeout: { key: 'core.error.networkTimeout', text: '伺服器回應逾時，請稍後再試一次。' },
  networkAborted: { key: 'core.error.networkAborted', text: '連線已中斷。' },
  retryRequired: { key: 'core.error.retryRequired', text: '登入狀態已更新，請再送出一次。' },
  sessionExpired: { key: 'core.error.sessionExpired', text: '登入已逾時，請重新登入。' },
  invalidResponse: { key: 'core.error.invalidResponse', text: '伺服器回應格式有誤，請稍後再試。' },
  tooManyRedirects: { key: 'core.error.tooManyRedirects', text: '頁面轉址次數過多，無法開啟。' },
  loginRejected: { key: 'core.login.rejected', text: '帳號、密碼或驗證碼錯誤，請重新輸入。' },
  loginTooManyAttempts: { key: 'core.login.tooManyAttempts', text: '登入嘗試次數過多，請稍後再試。' },
  loginBadInput: { key: 'core.login.badInput', text: '登入資料有誤，請檢查後再送出。' },
  loginCaptchaUnavailable: {
    key: 'core.login.captchaUnavailable',
    text: '驗證碼無法載入，請重新整理頁面後再試。',
  },
  accountRequired: { key: 'core.login.accountRequired', text: '請輸入帳號。' },
  accountTooLong: { key: 'core.login.accountTooLong', text: '帳號不可超過 64 個字元。' },
  passwordRequired: { key: 'core.login.passwordRequired', text: '請輸入密碼。' },
  passwordTooLong: { key: 'core.login.passwordTooLong', text: '密碼不可超過 128 個字元。' },
} as const satisfies Record<string, CoreMessage>;

export type CoreMessageName = keyof typeof CORE_MESSAGES;
