import {
  LIST_PAGE_SIZE,
  listParamsFromSearch,
  searchFromListParams,
} from '../../../src/domain/content/list-params';

describe('list state in the query string', () => {
  it('reads offset, search, tag, year, sort and order', () => {
    expect(
      listParamsFromSearch('?offset=24&search=%E6%B8%AF%E5%8F%A3&tag=歷史&year=2025&sort=date&order=asc'),
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
});
