import {
  changesOf,
  chromeAfterSave,
  formOf,
  isDirty,
  keywordsOf,
  problemsOf,
  savedMessage,
  updateProblems,
} from '../../../src/domain/site-settings/site-settings-form';
import { EMPTY_CONTACT, type FullSiteSettings } from '../../../src/shared/site-settings.schema';

const SAVED: FullSiteSettings = {
  indexEditable: true,
  requireReview: false,
  requireClassification: false,
  title: '網站名稱',
  agency: '',
  description: '網站建置中',
  keywords: ['港口'],
  calendar: 'gregorian',
  pageFeedback: true,
  contact: { ...EMPTY_CONTACT, phone: '(02) 2345-6789' },
};

describe('網站設定 form policy', () => {
  it('splits keywords at 、 and commas, dropping blanks', () => {
    expect(keywordsOf('港口、 工藝,文化資產，， ;燈塔；\n漁村')).toEqual([
      '港口',
      '工藝',
      '文化資產',
      '燈塔',
      '漁村',
    ]);
    expect(keywordsOf('   ')).toEqual([]);
  });

  it('opens on the saved settings, keywords joined with 、, and is clean until something changes', () => {
    const form = formOf(SAVED);
    expect(form.keywords).toBe('港口');
    expect(isDirty(SAVED, form)).toBe(false);
    expect(changesOf(SAVED, { ...form, title: ' 網站名稱 ', keywords: '港口、' })).toEqual({});
  });

  it('sends only what changed, the contact field by field', () => {
    const form = {
      ...formOf(SAVED),
      title: '臨海文化館',
      agency: '臨海鎮公所',
      description: '港口與工藝',
      keywords: '港口、工藝',
      requireReview: true,
      indexEditable: false,
      calendar: 'roc' as const,
      contact: { ...SAVED.contact, email: 'a@b.tw' },
    };
    expect(changesOf(SAVED, form)).toEqual({
      title: '臨海文化館',
      agency: '臨海鎮公所',
      description: '港口與工藝',
      keywords: ['港口', '工藝'],
      requireReview: true,
      indexEditable: false,
      calendar: 'roc',
      contact: { email: 'a@b.tw' },
    });
    expect(isDirty(SAVED, form)).toBe(true);
  });

  it('checks with the shared schema and names problems by the form fields', () => {
    expect(updateProblems({ title: '  ', contact: { email: 'nope' } })).toEqual({
      title: '請填寫網站名稱',
      'contact.email': '電子郵件格式不正確，例如 service@example.gov.tw',
    });
    expect(updateProblems({ keywords: ['a'.repeat(31)] })).toEqual({
      keywords: '每個關鍵字不可超過 30 個字',
    });
    expect(updateProblems({ requireReview: true })).toEqual({});
    expect(problemsOf({ 'keywords.2': '太長', keywords: '重複' })).toEqual({ keywords: '太長' });
  });

  it('words the save by what visitors will see', () => {
    expect(savedMessage({ title: 'x' })).toBe('已儲存網站設定。網站名稱與簡介已套用到所有頁面。');
    expect(savedMessage({ description: 'x' })).toContain('所有頁面');
    expect(savedMessage({ requireReview: true })).toBe('已儲存網站設定。');
  });

  it("gives this tab's chrome the saved name and the contact over the footer's own", () => {
    const saved = { ...SAVED, title: '臨海文化館', contact: { ...EMPTY_CONTACT, address: '港口路 1 號' } };
    const chrome = chromeAfterSave(
      {
        footer: { copyright: '©', phone: '(02) 1111-2222', links: [] },
        metadata: { title: '網站名稱', description: '', keywords: [], ogImage: '/og.png' },
      },
      saved,
    );
    expect(chrome.footer).toEqual({ copyright: '©', address: '港口路 1 號', links: [] });
    expect(chrome.metadata).toEqual({
      title: '臨海文化館',
      agency: '',
      description: '網站建置中',
      keywords: ['港口'],
      calendar: 'gregorian',
      pageFeedback: true,
      ogImage: '/og.png',
    });
    expect(chromeAfterSave({ footer: null, metadata: null }, saved).footer).toBeNull();
  });
});
