import {
  LIST_PAGE_SIZE,
  listPageHref,
  listParamsFromSearch,
  pageOfOffset,
  searchFromListParams,
} from '../../../src/domain/content/list-params';

describe('list state in the query string', () => {
  it('reads page, search, tag, year, sort and order', () => {
    expect(
      listParamsFromSearch('?page=3&search=%E6%B8%AF%E5%8F%A3&tag=歷史&year=2025&sort=date&order=asc'),
    ).toEqual({
      limit: LIST_PAGE_SIZE,
      offset: 24,
      query: { search: '港口', tag: '歷史', year: 2025 },
      sort: 'date',
      order: 'asc',
    });
  });

  it('starts at the first page with no filters when the query string is empty', () => {
    expect(listParamsFromSearch('')).toEqual({ limit: LIST_PAGE_SIZE, offset: 0 });
  });

  it('drops malformed values instead of sending them to the server', () => {
    expect(
      listParamsFromSearch('?offset=-3&year=abc&sort=drop%20table&order=sideways&search=%20%20'),
    ).toEqual({
      limit: LIST_PAGE_SIZE,
      offset: 0,
    });
  });

  it('writes spaces as %20 and leaves defaults out', () => {
    expect(searchFromListParams({ offset: 0, query: { search: '臨海 港口' } })).toBe(
      `?search=${encodeURIComponent('臨海')}%20${encodeURIComponent('港口')}`,
    );
    expect(searchFromListParams({ limit: LIST_PAGE_SIZE, offset: 0 })).toBe('');
  });

  it('round-trips every field', () => {
    const params = {
      limit: LIST_PAGE_SIZE,
      offset: 12,
      query: { tag: '工藝', year: 2024 },
      sort: 'title',
      order: 'desc' as const,
    };
    expect(listParamsFromSearch(searchFromListParams(params))).toEqual(params);
  });

  it('still reads the offset of a link made before pages were links', () => {
    expect(listParamsFromSearch('?offset=12').offset).toBe(12);
  });

  it('takes the page over an offset when a link names both', () => {
    expect(listParamsFromSearch('?page=2&offset=36').offset).toBe(LIST_PAGE_SIZE);
    expect(listParamsFromSearch('?page=1&offset=36').offset).toBe(0);
  });

  it('reads page 1, a page of zero, a fraction or a word as the first page', () => {
    for (const page of ['1', '0', '-2', '2.5', 'two', '', '100001']) {
      expect(listParamsFromSearch(`?page=${page}`).offset).toBe(0);
    }
  });

  it('writes the page, not the offset, and leaves the first page out', () => {
    expect(searchFromListParams({ limit: LIST_PAGE_SIZE, offset: 24, query: { tag: '港口' } })).toBe(
      `?page=3&tag=${encodeURIComponent('港口')}`,
    );
    expect(searchFromListParams({ limit: LIST_PAGE_SIZE, offset: 0, sort: 'date' })).toBe('?sort=date');
    // An offset inside a page (an old link) writes the page it falls on.
    expect(searchFromListParams({ offset: 30 })).toBe('?page=3');
    expect(searchFromListParams({})).toBe('');
  });

  it('reads what the filter form sends without the script: empty fields and the sort with its order', () => {
    expect(listParamsFromSearch('?search=&tag=&year=&sort=')).toEqual({ limit: LIST_PAGE_SIZE, offset: 0 });
    expect(
      listParamsFromSearch(`?search=${encodeURIComponent('安平')}&tag=&year=2024&sort=date%3Aasc`),
    ).toEqual({
      limit: LIST_PAGE_SIZE,
      offset: 0,
      query: { search: '安平', year: 2024 },
      sort: 'date',
      order: 'asc',
    });
    expect(listParamsFromSearch('?sort=title:sideways')).toEqual({
      limit: LIST_PAGE_SIZE,
      offset: 0,
      sort: 'title',
    });
  });

  it('gives an explicit order the last word over the one the sort carries', () => {
    expect(listParamsFromSearch('?sort=date:asc&order=desc')).toMatchObject({ sort: 'date', order: 'desc' });
  });

  it('ignores an order with no sort to apply it to', () => {
    expect(listParamsFromSearch('?sort=:asc')).toEqual({ limit: LIST_PAGE_SIZE, offset: 0 });
  });
});

describe('pages and offsets', () => {
  it('names the page an offset falls on, counting from 1', () => {
    expect(pageOfOffset(0)).toBe(1);
    expect(pageOfOffset(11)).toBe(1);
    expect(pageOfOffset(12)).toBe(2);
    expect(pageOfOffset(25, 12)).toBe(3);
    expect(pageOfOffset(-5, 12)).toBe(1);
    expect(pageOfOffset(7, 0)).toBe(8);
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
});
