import { formBody, listQuery, toQueryString, withQuery } from '../../../src/application/api/query-string';

describe('query strings', () => {
  it('builds the list parameters with query as URL-encoded JSON, spaces as %20 never +', () => {
    const query = toQueryString(
      listQuery({
        limit: 12,
        offset: 24,
        query: { search: '台灣 歷史', tag: '人物', year: 2025 },
        sort: 'date',
        order: 'desc',
      }),
    );
    expect(query).toBe(
      `?limit=12&offset=24&query=${encodeURIComponent('{"search":"台灣 歷史","tag":"人物","year":2025}')}&sort=date&order=desc`,
    );
    expect(query).toContain('%20');
    expect(query).not.toContain('+');
  });

  it('leaves out what is not set, and an empty query object', () => {
    expect(toQueryString(listQuery({ offset: 0, query: { search: '', tag: undefined } }))).toBe('?offset=0');
    expect(toQueryString(listQuery({}))).toBe('');
  });

  it('encodes any flat parameters, dropping null, undefined and empty ones', () => {
    expect(toQueryString({ q: 'a+b c', on: true, none: null, gone: undefined, blank: '' })).toBe(
      '?q=a%2Bb%20c&on=true',
    );
  });

  it('appends to a path with or without its own query', () => {
    expect(withQuery('/api/cms/news', { limit: 5 })).toBe('/api/cms/news?limit=5');
    expect(withQuery('/api/cms/tag?x=1', { limit: 5 })).toBe('/api/cms/tag?x=1&limit=5');
    expect(withQuery('/api/site/menu', undefined)).toBe('/api/site/menu');
    expect(withQuery('/api/site/menu', {})).toBe('/api/site/menu');
  });

  it('form-encodes fields with spaces as %20', () => {
    expect(formBody({ account: 'editor 1', 'g-recaptcha-response': 'a&b' })).toBe(
      'account=editor%201&g-recaptcha-response=a%26b',
    );
  });
});
