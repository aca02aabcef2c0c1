import {
  MemorySiteSettings,
  PLACEHOLDER_SETTINGS,
} from '../../../src/adapters/http/memory-site-settings.adapter';
import {
  loadSiteSettings,
  saveSiteSettings,
  SETTINGS_NOT_ADMIN,
} from '../../../src/application/site-settings/site-settings.use-case';
import { formOf } from '../../../src/domain/site-settings/site-settings-form';
import { ApiError, NetworkError } from '../../../src/domain/errors/api-errors';

describe('網站設定 use cases', () => {
  it('loads the settings for an administrator, refuses others with a sentence, and words a failure', async () => {
    const source = new MemorySiteSettings();
    expect(await loadSiteSettings(source)).toEqual({ kind: 'loaded', settings: PLACEHOLDER_SETTINGS });
    source.admin = false;
    expect(await loadSiteSettings(source)).toEqual({ kind: 'refused', message: SETTINGS_NOT_ADMIN });
    source.failNext = new ApiError({
      status: 403,
      error_description: '您沒有這個頁面的權限。',
      code: 'E403',
      time: '2026-11-22 10:00:00',
    });
    expect(await loadSiteSettings(source)).toEqual({ kind: 'refused', message: SETTINGS_NOT_ADMIN });
    source.failNext = new NetworkError('offline');
    const failed = await loadSiteSettings(source);
    expect(failed.kind).toBe('failed');
  });

  it('saves only what changed and answers the committed settings', async () => {
    const source = new MemorySiteSettings();
    const form = { ...formOf(PLACEHOLDER_SETTINGS), title: ' 臨海文化館 ', requireReview: true };
    const outcome = await saveSiteSettings(source, PLACEHOLDER_SETTINGS, form);
    expect(outcome).toEqual({
      kind: 'saved',
      message: '已儲存網站設定。網站名稱與簡介已套用到所有頁面。',
      settings: { ...PLACEHOLDER_SETTINGS, title: '臨海文化館', requireReview: true },
    });
    expect(source.saves).toEqual([{ title: ' 臨海文化館 ', requireReview: true }]);
  });

  it('sends nothing when nothing changed, or when the schema refuses', async () => {
    const source = new MemorySiteSettings();
    expect(await saveSiteSettings(source, PLACEHOLDER_SETTINGS, formOf(PLACEHOLDER_SETTINGS))).toEqual({
      kind: 'unchanged',
      message: '沒有需要儲存的變更。',
    });
    const invalid = await saveSiteSettings(source, PLACEHOLDER_SETTINGS, {
      ...formOf(PLACEHOLDER_SETTINGS),
      title: '',
      contact: { ...PLACEHOLDER_SETTINGS.contact, phone: '請來電' },
    });
    expect(invalid).toEqual({
      kind: 'invalid',
      message: '尚未儲存：有 2 個欄位需要修正。',
      problems: {
        title: '請填寫網站名稱',
        'contact.phone': '電話格式不正確，例如 (02) 2345-6789 或 0912-345-678',
      },
    });
    expect(source.saves).toEqual([]);
  });

  it("words the server's refusal and its fields, keeping the form", async () => {
    const source = new MemorySiteSettings();
    source.admin = false;
    const form = { ...formOf(PLACEHOLDER_SETTINGS), title: '我的網站' };
    expect(await saveSiteSettings(source, PLACEHOLDER_SETTINGS, form)).toEqual({
      kind: 'failed',
      message: `尚未儲存：${SETTINGS_NOT_ADMIN}`,
      problems: {},
    });
    source.failNext = new ApiError({
      status: 400,
      error_description: '輸入資料有誤',
      code: 'E400',
      time: '2026-11-22 10:00:00',
      fields: { 'contact.email': '電子郵件格式不正確' },
    });
    expect(await saveSiteSettings(source, PLACEHOLDER_SETTINGS, form)).toEqual({
      kind: 'failed',
      message: '尚未儲存：輸入資料有誤',
      problems: { 'contact.email': '電子郵件格式不正確' },
    });
  });
});
