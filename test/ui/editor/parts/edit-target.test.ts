import { CHROME_NAMES } from '../../../../src/shared/document-id';
import { CHROME_PARTS, chromePartTitle } from '../../../../src/domain/editing/chrome-parts';
import { describeTarget } from '../../../../src/ui/editor/parts/edit-target';

describe('what the editor panel names and where 關閉編輯 leads', () => {
  it('names every part of the chrome in zh-TW, never by its code', () => {
    expect(CHROME_PARTS.map((part) => part.name)).toEqual([...CHROME_NAMES]);
    for (const name of CHROME_NAMES) expect(chromePartTitle(name)).toMatch(/^[頁選橫]/);
    expect(chromePartTitle('bannerMobile')).toBe('橫幅（手機）');
  });

  it('leads a part of the chrome back to 儀表板, where 網站外觀 opened it, and names the part', () => {
    const facts = describeTarget({ type: 'chrome', lang: 'zh-tw', name: 'footer' });
    expect(facts.pageHref).toBe('/home/zh-tw');
    expect(facts.closeHref).toBe('/home/zh-tw/editor');
    expect(facts.heading).toBe('編輯頁尾');
  });

  it('leads a page back to itself out of edit mode', () => {
    const facts = describeTarget({ type: 'item', lang: 'zh-tw', path: 'news', id: 'a1' });
    expect(facts.closeHref).toBe('/home/zh-tw/news/a1');
    expect(facts.heading).toBe('編輯此頁');
    expect(describeTarget({ type: 'structure', lang: 'zh-tw', landing: 'home' }).closeHref).toBe(
      '/home/zh-tw',
    );
  });
});
