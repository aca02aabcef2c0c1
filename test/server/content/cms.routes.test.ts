import type { ListAnswer, TaggedRow } from '../../../src/shared/api-types';
import { buildDemoSite } from '../../../src/server/demo';
import { smallSiteSeed } from '../support/demo-site.builder';
import { expectErrorBody, getJson, listUrl, postEmpty } from '../support/http-client';
import { startTestServer, type TestServer } from '../support/test-server';

type Row = Record<string, unknown> & { id: string };
const ids = (answer: { body: unknown }): string[] =>
  (answer.body as ListAnswer<Row>).rows.map((row) => row.id);

describe('cms lists, details and pages', () => {
  let server: TestServer;
  let url: (path: string) => string;

  beforeAll(async () => {
    server = await startTestServer({ seed: smallSiteSeed });
    url = (path) => `${server.baseUrl}${path}`;
  });
  afterAll(() => server.close());

  it('lists a dated kind newest first, ten to a page by default, with the total', async () => {
    const answer = await getJson<ListAnswer<Row>>(url('/api/cms/news'));
    expect(answer.status).toBe(200);
    expect(ids(answer)).toEqual(['n5', 'n3', 'n2', 'n4', 'n1']);
    expect(answer.body.total).toBe(5);
  });

  it('pages with limit and offset while the total stays the number of matches', async () => {
    const answer = await getJson<ListAnswer<Row>>(listUrl(url('/api/cms/news'), { limit: 2, offset: 2 }));
    expect(ids(answer)).toEqual(['n2', 'n4']);
    expect(answer.body.total).toBe(5);
  });

  it('names every tag of the module beside any page of its list, for the tag filter (ext)', async () => {
    const first = await getJson<ListAnswer<Row>>(listUrl(url('/api/cms/news'), { limit: 1, offset: 0 }));
    const filtered = await getJson<ListAnswer<Row>>(listUrl(url('/api/cms/news'), { query: { year: 2026 } }));
    const everyTag = new Set<string>();
    for (const row of (await getJson<ListAnswer<Row>>(url('/api/cms/news'))).body.rows)
      for (const tag of (row.tags as string[] | undefined) ?? []) everyTag.add(tag);
    expect(everyTag.size).toBeGreaterThan(1);
    expect(new Set(first.body.tags)).toEqual(everyTag);
    expect(new Set(filtered.body.tags)).toEqual(everyTag);
  });

  it('keeps the seeded order for kinds without dates', async () => {
    expect(ids(await getJson(url('/api/cms/people')))).toEqual(['p1', 'p2', 'p3']);
  });

  it('sorts by a whitelisted field of the kind in either order', async () => {
    expect(ids(await getJson(listUrl(url('/api/cms/people'), { sort: 'birthYear', order: 'asc' })))).toEqual([
      'p2',
      'p1',
      'p3',
    ]);
    expect(ids(await getJson(listUrl(url('/api/cms/people'), { sort: 'birthYear', order: 'desc' })))).toEqual(
      ['p3', 'p1', 'p2'],
    );
    expect(ids(await getJson(listUrl(url('/api/cms/news'), { sort: 'publishDate', order: 'asc' })))).toEqual([
      'n1',
      'n4',
      'n2',
      'n3',
      'n5',
    ]);
  });

  it('refuses a sort field outside the whitelist with a message naming the allowed ones', async () => {
    const body = expectErrorBody(await getJson(listUrl(url('/api/cms/news'), { sort: 'password' })), 400);
    expect(body.fields?.sort).toMatch(/publishDate/);
  });

  it('filters by tag, by year and by every term of a search in title, description or content', async () => {
    expect(ids(await getJson(listUrl(url('/api/cms/news'), { query: { tag: '港口' } })))).toEqual([
      'n3',
      'n1',
    ]);
    expect(ids(await getJson(listUrl(url('/api/cms/news'), { query: { year: 2024 } })))).toEqual([
      'n4',
      'n1',
    ]);
    // The content is '老<strong>燈塔</strong>重新點亮&nbsp;夜空': inline tags join, entities decode,
    // and every term is found, in any order, wherever it stands.
    expect(
      ids(await getJson(listUrl(url('/api/cms/news'), { query: { search: '夜空 燈塔 重新點亮' } }))),
    ).toEqual(['n2']);
    expect(
      ids(await getJson(listUrl(url('/api/cms/news'), { query: { search: '燈塔重新點亮 夜空' } }))),
    ).toEqual(['n2']);
    // A phrase holds together: the space of &nbsp; parts 點亮 from 夜空.
    expect(ids(await getJson(listUrl(url('/api/cms/news'), { query: { search: '「點亮夜空」' } })))).toEqual(
      [],
    );
    expect(
      ids(await getJson(listUrl(url('/api/cms/news'), { query: { search: 'english evening' } }))),
    ).toEqual(['n4']);
    const both = await getJson<ListAnswer<Row>>(
      listUrl(url('/api/cms/news'), { query: { tag: '活動', year: 2024, search: 'harbor' } }),
    );
    expect(ids(both)).toEqual(['n4']);
    expect(both.body.total).toBe(1);
  });

  it('decodes %20 in the query parameter as a space', async () => {
    const answer = await getJson(`${url('/api/cms/news')}?query=%7B%22search%22%3A%22Harbor%20Night%22%7D`);
    expect(ids(answer)).toEqual(['n4']);
  });

  it('answers one item without counting the read, and counts a view beacon', async () => {
    const first = await getJson<Row>(url('/api/cms/news/n1'));
    const second = await getJson<Row>(url('/api/cms/news/n1'));
    expect(first.body).toMatchObject({ id: 'n1', title: '港口節開幕', publishDate: '2024-05-01', views: 3 });
    expect(second.body.views).toBe(3);
    const beacon = await postEmpty(url('/api/cms/news/n1/view'));
    expect(beacon.status).toBe(204);
    expect((await getJson<Row>(url('/api/cms/news/n1'))).body.views).toBe(4);
  });

  it('answers 404 to a view beacon for an unknown item', async () => {
    expectErrorBody(await postEmpty(url('/api/cms/news/no-such-item/view')), 404);
    expectErrorBody(await postEmpty(url('/api/cms/no-such-list/n1/view')), 404);
  });

  it('answers 404 for an unknown item, an unknown list and a detail under a page', async () => {
    expectErrorBody(await getJson(url('/api/cms/news/no-such-item')), 404);
    expectErrorBody(await getJson(url('/api/cms/no-such-list')), 404);
    expectErrorBody(await getJson(url('/api/cms/no-such-list/n1')), 404);
    expectErrorBody(await getJson(url('/api/cms/about/42')), 404);
  });

  it('answers the page object of a cms-single page, whose views move by the beacon with its id', async () => {
    const first = await getJson<Row>(url('/api/cms/about'));
    expect(first.body).toMatchObject({
      id: '42',
      title: '關於本館',
      dataProvider: '測試館',
      views: 7,
      images: [],
    });
    expect((await postEmpty(url('/api/cms/about/42/view'))).status).toBe(204);
    expect((await getJson<Row>(url('/api/cms/about'))).body.views).toBe(8);
  });

  it('answers the menu settings of a page and 404 for an unknown one', async () => {
    const answer = await getJson(url('/api/cms/menuSetting/news'));
    expect(answer.body).toEqual({
      showDate: true,
      showViews: true,
      showShare: true,
      showPrint: true,
      showTags: true,
      showRelated: true,
    });
    expectErrorBody(await getJson(url('/api/cms/menuSetting/nope')), 404);
  });

  it('lists items of every kind for a tag, each with its kind, path and date', async () => {
    const answer = await getJson<ListAnswer<TaggedRow>>(
      listUrl(url('/api/cms/tag'), { query: { tag: '港口' } }),
    );
    expect(answer.body.total).toBe(3);
    expect(answer.body.rows).toEqual([
      {
        id: 'n3',
        title: '漁具特展',
        description: '漁具特展的摘要',
        kind: 'normal',
        path: 'news',
        date: '2025-08-20',
        tags: ['展覽', '港口'],
      },
      {
        id: 'n1',
        title: '港口節開幕',
        description: '港口節開幕的摘要',
        kind: 'normal',
        path: 'news',
        date: '2024-05-01',
        tags: ['活動', '港口'],
      },
      { id: 'p1', title: '林阿海', kind: 'people', path: 'people', tags: ['港口'] },
    ]);
  });

  it('searches across kinds, pages included, for site search', async () => {
    const answer = await getJson<ListAnswer<TaggedRow>>(
      listUrl(url('/api/cms/tag'), { query: { search: '關於本館' } }),
    );
    expect(answer.body.rows.map((row) => [row.kind, row.path, row.id])).toEqual([['single', 'about', '42']]);
    const people = await getJson<ListAnswer<TaggedRow>>(
      listUrl(url('/api/cms/tag'), { query: { search: '生平' }, sort: 'title', limit: 2 }),
    );
    expect(people.body.total).toBe(3);
    expect(people.body.rows).toHaveLength(2);
  });

  it('answers the cross-kind list for a page whose module is the tag page', async () => {
    const viaPage = await getJson(listUrl(url('/api/cms/tags'), { query: { tag: '建築' } }));
    expect(ids(viaPage)).toEqual(['n2']);
  });

  it('keeps mailbox letters out of the public list of the mailbox page', async () => {
    expect((await getJson(url('/api/cms/mailbox'))).body).toEqual({ rows: [], total: 0 });
  });

  it('sends landing pages to /api/site/structure instead of answering them as lists', async () => {
    expectErrorBody(await getJson(url('/api/cms/explore')), 404);
    expect((await getJson(url('/api/site/structure/explore'))).body).toEqual({
      templateKey: 'template-011',
      index: [{ layout: 'index-portfolio-01', path: 'people' }],
    });
  });
});

describe('cms endpoints on the demo site', () => {
  const demo = buildDemoSite();
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers every demo list with its rows and every demo page with its page object', async () => {
    for (const [path, module] of Object.entries(demo.modules)) {
      if (module.info.moduleKey === 'index' || module.kind === 'mailbox' || module.kind === 'tag') continue;
      const answer = await getJson<Record<string, unknown>>(
        `${server.baseUrl}/api/cms/${encodeURIComponent(path)}?limit=100`,
      );
      expect(answer.status).toBe(200);
      if (module.page) {
        expect(answer.body).toMatchObject({
          id: module.page.id,
          title: module.page.title,
          content: module.page.content,
        });
      } else {
        const rows = module.rows ?? [];
        expect(answer.body.total).toBe(rows.length);
        expect((answer.body as unknown as ListAnswer<Row>).rows.map((row) => row.id).sort()).toEqual(
          rows.map((row) => row.id).sort(),
        );
      }
    }
  });

  it('answers the detail of the first row of every demo list', async () => {
    for (const [path, module] of Object.entries(demo.modules)) {
      const row = module.rows?.[0];
      if (!row) continue;
      const answer = await getJson<Row>(
        `${server.baseUrl}/api/cms/${encodeURIComponent(path)}/${encodeURIComponent(row.id)}`,
      );
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ id: row.id, title: row.title });
    }
  });

  it('finds demo items by one of their tags across kinds', async () => {
    const tagged = Object.entries(demo.modules).flatMap(([path, module]) =>
      (module.rows ?? []).flatMap((row) =>
        Array.isArray(row.tags) ? (row.tags as string[]).map((tag) => ({ tag, path, id: row.id })) : [],
      ),
    );
    const first = tagged[0];
    expect(first).toBeDefined();
    const expected = tagged
      .filter((entry) => entry.tag === first!.tag)
      .map((entry) => `${entry.path}/${entry.id}`);
    const answer = await getJson<ListAnswer<TaggedRow>>(
      listUrl(`${server.baseUrl}/api/cms/tag`, { query: { tag: first!.tag }, limit: 100 }),
    );
    expect(answer.body.rows.map((row) => `${row.path}/${row.id}`).sort()).toEqual(expected.sort());
  });
});
