import type { StatisticsReport } from '../../../src/shared/statistics.types';
import { aSmallSite } from '../support/demo-site.builder';
import { signIn, type EditorClient } from '../support/sign-in';
import { startTestServer, type TestServer } from '../support/test-server';

const NONE = { r: false, w: false, d: false, p: false };
/** 23:59 in Taipei on 30 November 2026. */
const BEFORE_MIDNIGHT = Date.parse('2026-11-30T23:59:00+08:00');

describe('網站統計 from the server’s own daily counts', () => {
  let server: TestServer;
  let editor: EditorClient;
  let reader: EditorClient;
  let guest: EditorClient;

  const view = (path: string, id: string) =>
    fetch(`${server.baseUrl}/api/cms/${path}/${id}/view`, { method: 'POST' }).then((r) => r.status);
  const answer = (path: string, body: object) =>
    fetch(`${server.baseUrl}/api/feedback/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then((r) => r.status);
  const report = (client: EditorClient, query = '?from=2026-11-30&to=2026-12-01') =>
    client.send<StatisticsReport>('GET', `/backend/statistics${query}`);

  beforeAll(async () => {
    const site = aSmallSite();
    server = await startTestServer({
      seed: {
        site: () => ({
          ...site,
          accounts: [
            ...site.accounts,
            // 最新消息 only: the other modules' pages are not theirs to see.
            {
              account: 'reader',
              password: 'Reader#2026',
              displayName: '林讀者',
              rights: NONE,
              pathRights: { news: { r: true, w: false, d: false, p: false } },
            },
          ],
        }),
        images: () => [],
      },
      counterFlushMs: 20,
    });
    // 頁面回饋 on 22 November, before the range: left out of it.
    expect(await answer('news', { helpful: true, itemId: 'n1' })).toBe(200);
    server.clock.advanceSeconds((BEFORE_MIDNIGHT - server.clock.now()) / 1000);
    editor = await signIn(server, 'editor');
    reader = await signIn(server, 'reader');
    guest = await signIn(server, 'guest');
    // The title column (what view counts join) and the published JSON (what 頁面回饋 reads).
    await server.sql(
      'UPDATE items SET title = \'=HYPERLINK("http://x")\', ' +
        'json = REPLACE(json, \'"title":"林阿海"\', \'"title":"=HYPERLINK(\\"http://x\\")"\') ' +
        "WHERE module_path = 'people' AND id = 'p1'",
    );
    // 23:59 in Taipei: a visit, n1 once; two minutes later (the next day): n1 twice, the page, a person.
    expect(await view('news', 'n1')).toBe(204);
    expect((await fetch(`${server.baseUrl}/api/site/hit`, { method: 'POST' })).status).toBe(200);
    server.clock.advanceSeconds(120);
    for (const [path, id] of [
      ['news', 'n1'],
      ['news', 'n1'],
      ['about', '42'],
      ['people', 'p1'],
    ] as const)
      expect(await view(path, id)).toBe(204);
    // In the range: 否 on n1 and on the person, 是 on the single page 關於本館.
    expect(await answer('news', { helpful: false, itemId: 'n1', comment: '找不到時間' })).toBe(200);
    expect(await answer('people', { helpful: false, itemId: 'p1' })).toBe(200);
    expect(await answer('about', { helpful: true })).toBe(200);
    // The counter flushes every 20 ms: wait until the report holds every view.
    for (let tries = 0; tries < 100; tries += 1) {
      if ((await report(editor)).body.total?.views === 5) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
  afterAll(() => server.close());

  it('counts a view at 23:59 and one at 00:01 in Taipei on two days, with the visits and months', async () => {
    const answer = await report(editor);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body.days).toEqual([
      { day: '2026-11-30', views: 1, visits: 1 },
      { day: '2026-12-01', views: 4, visits: 0 },
    ]);
    expect(answer.body.months).toEqual([
      { month: '2026-11', views: 1, visits: 1 },
      { month: '2026-12', views: 4, visits: 0 },
    ]);
    expect(answer.body.total).toEqual({ views: 5, visits: 1 });
  });

  it('names modules and pages by their titles, the most viewed first, with what their links need', async () => {
    const { body } = await report(editor);
    expect(body.modules).toEqual([
      { path: 'news', title: '最新消息', views: 3 },
      { path: 'about', title: '關於本館', views: 1 },
      { path: 'people', title: '人物', views: 1 },
    ]);
    expect(body.pages[0]).toEqual({
      path: 'news',
      id: 'n1',
      title: '港口節開幕',
      moduleTitle: '最新消息',
      single: false,
      slug: null,
      published: true,
      views: 3,
    });
    expect(body.pages.map((page) => [page.title, page.single])).toEqual([
      ['港口節開幕', false],
      ['關於本館', true],
      ['=HYPERLINK("http://x")', false],
    ]);
  });

  it('shows staff with rights on some modules only those modules’ pages, and refuses someone with none', async () => {
    const { body } = await report(reader);
    expect(body.modules.map((module) => module.path)).toEqual(['news']);
    expect(body.pages.map((page) => page.id)).toEqual(['n1']);
    expect(body.total).toEqual({ views: 3, visits: 1 });
    const refused = await report(guest);
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).toContain('您沒有檢視網站統計的權限');
    const anonymous = await fetch(`${server.baseUrl}/backend/statistics`);
    // The API's own code for a request without a token: sign in first.
    expect(anonymous.status).toBe(612);
  });

  it('counts 頁面回饋 in the range per page, the most 否 first, with its rate and the totals', async () => {
    const { body } = await report(editor);
    expect(body.feedback.pages.map((page) => [page.title, page.yes, page.no, page.rate])).toEqual([
      ['港口節開幕', 0, 1, 0],
      ['=HYPERLINK("http://x")', 0, 1, 0],
      ['關於本館', 1, 0, 100],
    ]);
    expect(body.feedback.pages[2]).toMatchObject({ path: 'about', id: '', single: true, published: true });
    expect(body.feedback.total).toEqual({ yes: 1, no: 2, rate: 33 });
    // The 是 of 22 November is outside the range; a range that holds it counts it.
    const wider = await report(editor, '?from=2026-11-22&to=2026-12-01');
    expect(wider.body.feedback.pages[0]).toMatchObject({ id: 'n1', yes: 1, no: 1, rate: 50 });
  });

  it('shows 頁面回饋 only of the pages the account may read', async () => {
    const { body } = await report(reader);
    expect(body.feedback.pages.map((page) => [page.path, page.id])).toEqual([['news', 'n1']]);
    expect(body.feedback.total).toEqual({ yes: 0, no: 1, rate: 0 });
  });

  it('covers the last 30 days, today included, when no range is asked', async () => {
    const { body } = await report(editor, '');
    expect([body.from, body.to, body.days.length]).toEqual(['2026-11-02', '2026-12-01', 30]);
  });

  it.each([
    ['?from=2026-12-02&to=2026-12-01', '結束日期不可早於開始日期'],
    ['?from=2025-11-30&to=2026-12-01', '查詢期間最長 366 天'],
    ['?from=2026-02-30&to=2026-03-01', '開始日期必須是 YYYY-MM-DD 的日期'],
    ['?from=2026-11-01', '請填寫結束日期'],
    ['?from=2026-11-01&to=%3Cscript%3E', '結束日期必須是 YYYY-MM-DD 的日期'],
  ])('refuses the range %s with a 400 in zh-TW', async (query, message) => {
    const answer = await report(editor, query);
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain(message);
  });

  it('exports the report as a spreadsheet CSV whose formulas stay text', async () => {
    const answer = await editor.send<string>(
      'GET',
      '/backend/statistics/export?from=2026-11-30&to=2026-12-01',
      {
        headers: { accept: 'text/csv' },
      },
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(answer.headers.get('content-disposition')).toBe(
      'attachment; filename="statistics-2026-11-30-2026-12-01.csv"',
    );
    const text = String(answer.body);
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('類別,期間,單元,頁面,頁面網址,瀏覽次數,造訪人次,是,否,有幫助比率');
    expect(lines).toContain('每日,2026-11-30,,,,1,1,,,');
    expect(lines).toContain('每月,2026-12,,,,4,0,,,');
    expect(lines).toContain('單元,2026-11-30～2026-12-01,最新消息,,,3,,,,');
    expect(lines).toContain('頁面,2026-11-30～2026-12-01,最新消息,港口節開幕,/home/zh-tw/news/n1,3,,,,');
    expect(lines).toContain('頁面,2026-11-30～2026-12-01,關於本館,關於本館,/home/zh-tw/about,1,,,,');
    expect(lines).toContain(
      '頁面,2026-11-30～2026-12-01,人物,"\'=HYPERLINK(""http://x"")",/home/zh-tw/people/p1,1,,,,',
    );
    expect(lines).toContain(
      '頁面回饋,2026-11-30～2026-12-01,最新消息,港口節開幕,/home/zh-tw/news/n1,,,0,1,0%',
    );
    expect(lines).toContain(
      '頁面回饋,2026-11-30～2026-12-01,人物,"\'=HYPERLINK(""http://x"")",/home/zh-tw/people/p1,,,0,1,0%',
    );
    expect(lines).toContain('頁面回饋合計,2026-11-30～2026-12-01,,,,,,1,2,33%');
  });
});
