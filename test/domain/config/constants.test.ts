import * as constants from '../../../src/domain/config/constants';
import { CORE_MESSAGES } from '../../../src/domain/messages/core-messages';

describe('business constants (spec section 9)', () => {
  it('keeps the numbers and texts the spec fixes', () => {
    expect(constants.TEMP_SAVE_DEBOUNCE_MS).toBe(600000);
    expect(constants.INDEX_EDITABLE).toBe(false);
    expect(constants.DEFAULT_LANG).toBe('zh-tw');
    expect(constants.LANGS).toEqual(['zh-tw']);
    expect(constants.MAX_REDIRECTS).toBe(31);
    // The spec fixes the first two; the session's end is the client's own (WCAG 2.2.1 warning).
    expect(constants.STORAGE_KEYS).toEqual({
      accessToken: 'access_token',
      isLoggedIn: 'isLoggedIn',
      sessionEndsAt: 'sessionEndsAt',
      setupOwed: 'setupOwed',
    });
    expect(constants.HOME_PATH).toBe('/home/zh-tw');
    expect(constants.LOGIN_PATH).toBe('/login');
    expect(constants.GLOBAL_CMP_NOT_READY).toBe('globalCmp not ready');
  });

  it('gives the shared modal the spec defaults', () => {
    expect(constants.MODAL).toEqual({
      closeOnNavigation: true,
      okBtnLabel: '確認',
      cancelBtnLabel: '取消',
      showClose: true,
      closeLabel: 'Close',
    });
  });

  it('bounds the login fields and says the same bounds in the messages', () => {
    expect(constants.LOGIN_FIELDS).toEqual({ account: { min: 1, max: 64 }, password: { min: 1, max: 128 } });
    expect(CORE_MESSAGES.accountTooLong.text).toContain(String(constants.LOGIN_FIELDS.account.max));
    expect(CORE_MESSAGES.passwordTooLong.text).toContain(String(constants.LOGIN_FIELDS.password.max));
  });
});

describe('core messages', () => {
  it('gives every message a unique stable key and a zh-TW text', () => {
    const messages = Object.values(CORE_MESSAGES);
    expect(new Set(messages.map((m) => m.key)).size).toBe(messages.length);
    for (const message of messages) {
      expect(message.key).toMatch(/^core\.[a-z]+\.[A-Za-z]+$/);
      expect(message.text).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('asks for a resubmission in plain words', () => {
    expect(CORE_MESSAGES.retryRequired.text).toBe('登入狀態已更新，請再送出一次。');
  });
});
