import { offsetFromQuery, searchPageHref } from '../../../src/domain/content/page-query';

describe('the page a query string names', () => {
  it('turns a page into the offset of its first row, with any page size', () => {
    expect(offsetFromQuery(new URLSearchParams('page=4'), 10)).toBe(30);
    expect(offsetFromQuery(new URLSearchParams('page=4'), 12)).toBe(36);
    expect(offsetFromQuery(new URLSearchParams(''), 12)).toBe(0);
  });

  it('reads a page past any list as the first page, and an old link offset when no page is named', () => {
    expect(offsetFromQuery(new URLSearchParams('page=100001'), 12)).toBe(0);
    expect(offsetFromQuery(new URLSearchParams('offset=30'), 12)).toBe(30);
    expect(offsetFromQuery(new URLSearchParams('offset=1000000'), 12)).toBe(0);
  });
});

describe('the link to a page of the site search', () => {
  it('keeps the phrase of a site search and adds the page after it', () => {
    expect(searchPageHref('/home/zh-tw/search', '媽祖 廟', 2)).toBe(
      `/home/zh-tw/search?q=${encodeURIComponent('媽祖 廟')}&page=2`,
    );
    expect(searchPageHref('/home/zh-tw/search', '媽祖', 1)).toBe(
      `/home/zh-tw/search?q=${encodeURIComponent('媽祖')}`,
    );
    expect(searchPageHref('/home/zh-tw/search', '', 1)).toBe('/home/zh-tw/search');
    expect(searchPageHref('/home/zh-tw/search', '', 3)).toBe('/home/zh-tw/search?page=3');
  });
});

describe('the link to a filtered page of the site search', () => {
  it('puts the module and the year after the phrase and before the page', () => {
    expect(searchPageHref('/home/zh-tw/search', '燈塔', 2, { module: 'news', year: 2025 })).toBe(
      `/home/zh-tw/search?q=${encodeURIComponent('燈塔')}&module=news&year=2025&page=2`,
    );
    expect(searchPageHref('/home/zh-tw/search', '燈塔', 1, { module: '新 聞' })).toBe(
      `/home/zh-tw/search?q=${encodeURIComponent('燈塔')}&module=${encodeURIComponent('新 聞')}`,
    );
    expect(searchPageHref('/home/zh-tw/search', '燈塔', 1, { module: undefined, year: undefined })).toBe(
      `/home/zh-tw/search?q=${encodeURIComponent('燈塔')}`,
    );
  });
});
