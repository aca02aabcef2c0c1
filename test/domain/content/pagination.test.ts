import { LIST_PAGE_SIZE } from '../../../src/domain/content/list-params';
import { listPageHref, pageWindow, pagination, searchPageHref } from '../../../src/domain/content/pagination';

describe('pageWindow', () => {
  it('shows first, last and the neighbours of the current page with gaps between', () => {
    expect(pageWindow(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
  });

  it('shows a lone skipped page instead of a gap', () => {
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
  });
});

describe('pagination', () => {
  it('offers the page on view, its neighbours and the window of page numbers', () => {
    expect(pagination(50, 12, 12)).toEqual({
      current: 2,
      pages: 5,
      slots: [1, 2, 3, 4, 5],
      previous: 1,
      next: 3,
    });
  });

  it('has no previous page on the first page and no next one on the last', () => {
    expect(pagination(24, 12, 0)).toMatchObject({ current: 1, previous: null, next: 2 });
    expect(pagination(24, 12, 12)).toMatchObject({ current: 2, previous: 1, next: null });
  });

  it('shows an offset past the end as the last page', () => {
    expect(pagination(30, 12, 600)).toMatchObject({ current: 3, pages: 3, next: null });
  });

  it('offers no pager when one page holds every row', () => {
    expect(pagination(12, 12, 0)).toBeNull();
    expect(pagination(0, 12, 0)).toBeNull();
    expect(pagination(-4, 12, 0)).toBeNull();
  });

  it('takes a page size of zero or less as one row a page rather than dividing by it', () => {
    expect(pagination(3, 0, 1)).toMatchObject({ current: 2, pages: 3 });
  });
});

describe('the link to a page', () => {
  it('is the list URL with page=N, keeping the filters and sort', () => {
    const params = {
      limit: LIST_PAGE_SIZE,
      offset: 0,
      query: { search: '臨海 港口', tag: '歷史', year: 2025 },
      sort: 'date',
      order: 'asc' as const,
    };
    expect(listPageHref('/home/zh-tw/news', params, 2)).toBe(
      `/home/zh-tw/news?page=2&search=${encodeURIComponent('臨海')}%20${encodeURIComponent('港口')}` +
        `&tag=${encodeURIComponent('歷史')}&year=2025&sort=date&order=asc`,
    );
  });

  it('leaves the page out for the first page, whatever page the list is on', () => {
    expect(listPageHref('/home/zh-tw/news', { limit: 12, offset: 36 }, 1)).toBe('/home/zh-tw/news');
    expect(listPageHref('/home/zh-tw/news', { offset: 36 }, 0)).toBe('/home/zh-tw/news');
  });

  it('counts pages in the list own page size', () => {
    expect(listPageHref('/home/zh-tw/news', { limit: 5, offset: 0 }, 3)).toBe('/home/zh-tw/news?page=3');
  });

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
