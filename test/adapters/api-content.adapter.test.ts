import { ApiContent } from '../../src/adapters/http/api-content.adapter';
import { aClient } from '../application/support/client-harness';

const TAGGED = /^\/api\/cms\/tag(\?|$)/;

describe('the content API adapter on a site search', () => {
  it('sends the module and year in the query, and keeps the facets and snippets of the answer', async () => {
    const { api, http } = aClient();
    const row = { id: 'n1', title: '燈塔', kind: 'normal', path: 'news', snippet: '老燈塔的透鏡' };
    const facets = {
      modules: [{ path: 'news', title: '最新消息', count: 3 }],
      years: [{ year: 2026, count: 2 }],
    };
    http.on('GET', TAGGED, { status: 200, body: { rows: [row], total: 3, facets } });
    const answer = await new ApiContent(api).tagged({
      limit: 12,
      offset: 0,
      query: { search: '燈塔', module: 'news', year: 2026 },
    });
    expect(answer).toEqual({ rows: [row], total: 3, facets });
    const query = new URL(http.requests[0]!.url, 'http://site').searchParams.get('query');
    expect(JSON.parse(query!)).toEqual({ search: '燈塔', module: 'news', year: 2026 });
  });

  it('keeps only whole facet entries, and none when the lists are missing', async () => {
    const { api, http } = aClient();
    http.on(
      'GET',
      TAGGED,
      {
        status: 200,
        body: {
          rows: [],
          total: 0,
          facets: {
            modules: [
              null,
              { path: '', title: 'x', count: 1 },
              { path: 'a', title: 'A', count: '2' },
              { path: 'b', title: 'B', count: 2 },
            ],
            years: [
              { year: '2026', count: 1 },
              { year: 2025, count: 1.5 },
              { year: 2024, count: 4 },
            ],
          },
        },
      },
      { status: 200, body: { rows: [], total: 0, facets: { modules: [] } } },
    );
    const content = new ApiContent(api);
    expect((await content.tagged({ query: { search: 'x' } })).facets).toEqual({
      modules: [{ path: 'b', title: 'B', count: 2 }],
      years: [{ year: 2024, count: 4 }],
    });
    expect((await content.tagged({ query: { search: 'x' } })).facets).toBeUndefined();
  });
});
