import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MemoryDialogs } from '../../../src/adapters/dialogs/memory-dialogs.adapter';
import type { MemoryHttp } from '../../../src/adapters/http/memory-http.adapter';
import { MemoryConnectivity } from '../../../src/adapters/network/memory-connectivity.adapter';
import { draftKey, parseDraft } from '../../../src/application/content/mailbox-form';
import { go, renderApp, type RenderedApp } from '../shell/support/render-app';

/**
 * The page containers over the real content slice (ApiContent, the use cases, the api client's
 * error policy), with the test container's twins at the edges: what a visitor sees when a list,
 * a section or a page cannot be loaded, and the mailbox page's draft and idempotency key.
 */
jest.setTimeout(30_000);

const errorBody = (status: number, description: string) => ({
  status,
  body: { status, error_description: description, code: `E${status}`, time: '2026-01-01 10:00:00' },
});
const NEWS_LIST = /^\/api\/cms\/news(\?|$)/;
const ROWS = {
  status: 200,
  body: { rows: [{ id: 'n1', title: '春節開館公告', date: '2026-01-20' }], total: 1 },
};
const homeWithNews = (http: MemoryHttp) =>
  http.on('GET', '/api/site/structure', {
    status: 200,
    body: {
      templateKey: 'template-001',
      index: [{ layout: 'index-article-01', title: '本館消息', path: 'news', limit: 6 }],
    },
  });
const newsModule = (http: MemoryHttp) =>
  http.on('GET', '/api/site/module/news', {
    status: 200,
    body: { moduleKey: 'cms-normal', templateKey: 'template-002', title: '最新消息' },
  });
const mailboxModule = (http: MemoryHttp) =>
  http
    .on('GET', '/api/site/module/mailbox', {
      status: 200,
      body: { moduleKey: 'cms-mailbox', templateKey: 'template-002', title: '民意信箱' },
    })
    // The form sends nothing before its 個人資料蒐集告知 is shown.
    .on('GET', '/api/mailbox/mailbox/notice', { status: 200, body: { text: '一、蒐集機關：測試館。' } });

const shown = (app: RenderedApp) => (app.twins.dialogs as MemoryDialogs).shown;
const failedSection = () => document.querySelector<HTMLElement>('[data-part="section-failed"]');

describe('a home section whose list fails', () => {
  it('says which failure it met under its own title, with no dialog, and loads again on 重新載入', async () => {
    const app = await renderApp({
      chakraDialogs: false,
      script: (http) => homeWithNews(http).on('GET', NEWS_LIST, errorBody(500, '壞了'), ROWS),
    });
    await waitFor(() => expect(failedSection()).not.toBeNull());
    const section = failedSection()!;
    expect(within(section).getByRole('heading', { level: 2, name: '本館消息' })).toBeInTheDocument();
    expect(section.querySelector('[data-failure="server"]')).not.toBeNull();
    expect(within(section).getByRole('alert')).toHaveTextContent('網站伺服器暫時無法提供資料');
    expect(screen.queryByText('目前沒有資料')).toBeNull();
    expect(shown(app)).toEqual([]);

    fireEvent.click(within(section).getByRole('button', { name: '重新載入' }));
    expect(await screen.findByRole('link', { name: /春節開館公告/ })).toBeInTheDocument();
    expect(failedSection()).toBeNull();
    expect(app.twins.http.requestsTo('GET', NEWS_LIST)).toHaveLength(2);
  });

  it('says the device is offline, and loads again by itself when the network comes back', async () => {
    const connectivity = new MemoryConnectivity(false);
    await renderApp({
      chakraDialogs: false,
      connectivity,
      script: (http) => homeWithNews(http).on('GET', NEWS_LIST, { fail: 'offline' }, ROWS),
    });
    await waitFor(() => expect(document.querySelector('[data-failure="offline"]')).not.toBeNull());
    expect(screen.getByRole('alert')).toHaveTextContent('您的裝置目前沒有網路連線');
    await act(async () => connectivity.goOnline());
    expect(await screen.findByRole('link', { name: /春節開館公告/ })).toBeInTheDocument();
  });

  it('ends the session on a 612: the error dialog, then the login page', async () => {
    const app = await renderApp({
      chakraDialogs: false,
      path: '/home/zh-tw',
      stored: { access_token: 'old-token', isLoggedIn: 'true' },
      script: (http) =>
        homeWithNews(http).on('GET', NEWS_LIST, errorBody(612, '登入資訊無效或已失效，請重新登入。')),
    });
    await waitFor(() =>
      expect(shown(app)).toEqual([
        { kind: 'error', title: 'Error', message: '登入資訊無效或已失效，請重新登入。' },
      ]),
    );
    await waitFor(() =>
      expect(app.twins.navigation.current()).toBe(`/login?returnUrl=${encodeURIComponent('/home/zh-tw')}`),
    );
    expect(app.services.stores.session.getState().isLoggedIn).toBe(false);
  });
});

describe('a module page whose list fails', () => {
  it('marks the failure kind and asks for the same list again on 重新載入', async () => {
    const app = await renderApp({
      chakraDialogs: false,
      path: '/home/zh-tw/news?offset=12',
      script: (http) => newsModule(http).on('GET', NEWS_LIST, { fail: 'timeout' }, ROWS),
    });
    await waitFor(() => expect(document.querySelector('[data-failure="network"]')).not.toBeNull());
    expect(screen.getByRole('alert')).toHaveTextContent('無法連線到網站伺服器');
    fireEvent.click(screen.getByRole('button', { name: '重新載入' }));
    expect(await screen.findByRole('link', { name: /春節開館公告/ })).toBeInTheDocument();
    const [first, second] = app.twins.http.requestsTo('GET', NEWS_LIST);
    expect(second?.url).toBe(first?.url);
  });

  it('takes a 404 for an item as an answer: /404, with no dialog', async () => {
    const app = await renderApp({
      chakraDialogs: false,
      path: '/home/zh-tw/news/999',
      script: (http) => newsModule(http).on('GET', '/api/cms/news/999', errorBody(404, 'Not Found')),
    });
    await waitFor(() => expect(app.twins.navigation.current()).toBe('/404'));
    expect(shown(app)).toEqual([]);
  });
});

describe('a landing page', () => {
  it('names itself in one h1 above the h2 of its sections, as the home page does', async () => {
    await renderApp({
      chakraDialogs: false,
      path: '/home/zh-tw/explore',
      script: (http) =>
        http
          .on('GET', '/api/site/module/explore', {
            status: 200,
            body: { moduleKey: 'index', templateKey: 'template-011', title: '探索臨海' },
          })
          .on('GET', '/api/site/structure/explore', {
            status: 200,
            body: {
              templateKey: 'template-011',
              index: [{ layout: 'index-article-01', title: '研究與典藏消息', path: 'news', limit: 5 }],
            },
          })
          .on('GET', NEWS_LIST, ROWS),
    });
    expect(await screen.findByRole('heading', { level: 2, name: '研究與典藏消息' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([
      '探索臨海',
    ]);
  });
});

describe('the 導盲磚 and the skip link', () => {
  it('are plain anchors to places on the page: U and Z in the chrome, C at the top of the content', async () => {
    await renderApp({
      chakraDialogs: false,
      path: '/home/zh-tw/news',
      script: (http) => newsModule(http).on('GET', NEWS_LIST, ROWS),
    });
    await screen.findByRole('link', { name: /春節開館公告/ });
    const main = document.getElementById('main-content')!;
    const anchors = [...document.querySelectorAll('a[accesskey]')].map((a) => [
      a.getAttribute('accesskey'),
      a.getAttribute('href'),
      a.id,
    ]);
    expect(anchors).toEqual([
      ['U', '#accesskey-u', 'accesskey-u'],
      ['C', '#accesskey-c', 'accesskey-c'],
      ['Z', '#accesskey-z', 'accesskey-z'],
    ]);
    expect(main.querySelector('a[accesskey]')).toBe(main.querySelector('a'));
    expect(document.querySelector('[data-part="skip-link"]')).toHaveAttribute('href', '#main-content');
  });
});

describe('a list opened at a page its URL names', () => {
  const thirty = { status: 200, body: { rows: ROWS.body.rows, total: 30 } };

  it('asks for that page and marks it in the pager, from the first request on', async () => {
    const app = await renderApp({
      chakraDialogs: false,
      path: '/home/zh-tw/news?page=2&year=2026',
      script: (http) => newsModule(http).on('GET', NEWS_LIST, thirty),
    });
    expect(await screen.findByRole('link', { name: '第 2 頁' })).toHaveAttribute('aria-current', 'page');
    const asked = app.twins.http.requestsTo('GET', NEWS_LIST);
    expect(asked).toHaveLength(1);
    expect(new URL(asked[0]!.url, 'http://site').searchParams.get('offset')).toBe('12');
    expect(screen.getByRole('link', { name: '第 3 頁' })).toHaveAttribute(
      'href',
      '/home/zh-tw/news?page=3&year=2026',
    );
  });

  it('moves to the next page through the router on its link, asking for that page only', async () => {
    const app = await renderApp({
      chakraDialogs: false,
      path: '/home/zh-tw/news?page=2',
      script: (http) => newsModule(http).on('GET', NEWS_LIST, thirty),
    });
    fireEvent.click(await screen.findByRole('link', { name: '下一頁' }));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: '第 3 頁' })).toHaveAttribute('aria-current', 'page'),
    );
    expect(app.twins.navigation.current()).toBe('/home/zh-tw/news?page=3');
    const asked = app.twins.http.requestsTo('GET', NEWS_LIST);
    expect(asked.map((r) => new URL(r.url, 'http://site').searchParams.get('offset'))).toEqual(['12', '24']);
  });

  it('reads an old link offset as the page it falls on', async () => {
    await renderApp({
      chakraDialogs: false,
      path: '/home/zh-tw/news?offset=24',
      script: (http) => newsModule(http).on('GET', NEWS_LIST, thirty),
    });
    expect(await screen.findByRole('link', { name: '第 3 頁' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('the mailbox page', () => {
  const fill = () => {
    const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });
    fireEvent.change(field('姓名'), { target: { value: '陳小明' } });
    fireEvent.change(field('電子郵件'), { target: { value: 'ming@example.tw' } });
    fireEvent.change(field('主旨'), { target: { value: '開放時間' } });
    fireEvent.change(field('內容'), { target: { value: '請問週一是否開館？' } });
  };

  it('carries the noscript that tells a visitor without JavaScript the form needs it', async () => {
    await renderApp({
      chakraDialogs: false,
      path: '/home/zh-tw/mailbox',
      script: (http) => mailboxModule(http),
    });
    await screen.findByRole('textbox', { name: /^姓名/ });
    const main = document.getElementById('main-content')!;
    expect(main.querySelector('noscript[data-part="mailbox-needs-script"]')).not.toBeNull();
  });

  it('writes the draft typed within the debounce when the visitor leaves the page', async () => {
    const app = await renderApp({
      chakraDialogs: false,
      path: '/home/zh-tw/mailbox',
      script: (http) => newsModule(mailboxModule(http)).on('GET', NEWS_LIST, ROWS),
    });
    const name = await screen.findByRole('textbox', { name: /^姓名/ });
    fireEvent.change(name, { target: { value: '陳' } });
    expect(app.twins.sessionStorage.get(draftKey('mailbox'))).toBeNull();
    await go(app, '/home/zh-tw/news');
    await screen.findByRole('link', { name: /春節開館公告/ });
    expect(parseDraft(app.twins.sessionStorage.get(draftKey('mailbox')))).toMatchObject({ name: '陳' });

    await go(app, '/home/zh-tw/mailbox');
    expect(await screen.findByRole('textbox', { name: /^姓名/ })).toHaveValue('陳');
    expect(screen.getByText('已還原您先前未送出的內容。')).toBeInTheDocument();
  });

  it('resends a letter whose answer was lost with the same Idempotency-Key, and clears the draft once stored', async () => {
    const user = userEvent.setup();
    const app = await renderApp({
      chakraDialogs: false,
      path: '/home/zh-tw/mailbox',
      script: (http) =>
        mailboxModule(http).on(
          'POST',
          '/api/cms/mailbox',
          { fail: 'timeout' },
          {
            status: 200,
            body: { serialNo: 'MB1150099' },
          },
        ),
    });
    await screen.findByRole('textbox', { name: /^姓名/ });
    fill();
    await user.click(screen.getByRole('button', { name: '送出' }));
    await screen.findByText('訊息可能已送出，請勿重複送出；如未收到回覆請稍後再試。');
    expect(parseDraft(app.twins.sessionStorage.get(draftKey('mailbox')))).toMatchObject({ name: '陳小明' });
    await user.click(screen.getByRole('button', { name: '送出' }));
    expect(await screen.findByText('案件編號：MB1150099')).toBeInTheDocument();

    const posts = app.twins.http.requestsTo('POST', '/api/cms/mailbox');
    expect(posts).toHaveLength(2);
    const keys = posts.map((p) => p.headers['Idempotency-Key'] ?? p.headers['idempotency-key']);
    expect(keys[0]).toEqual(expect.any(String));
    expect(keys[1]).toBe(keys[0]);
    expect(app.twins.sessionStorage.get(draftKey('mailbox'))).toBeNull();
  });
});
