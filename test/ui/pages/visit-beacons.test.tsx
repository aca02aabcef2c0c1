import { screen, waitFor } from '@testing-library/react';
import type { MemoryDialogs } from '../../../src/adapters/dialogs/memory-dialogs.adapter';
import { MemoryStore } from '../../../src/adapters/storage/memory-store.adapter';
import type { MemoryHttp } from '../../../src/adapters/http/memory-http.adapter';
import { VISIT_COUNTED_KEY } from '../../../src/application/content/visit-counter.use-case';
import { renderApp } from '../shell/support/render-app';

/** 瀏覽人次 in the footer and the view beacon of a detail page, over the real content slice. */
jest.setTimeout(30_000);

const newsItem = (http: MemoryHttp) =>
  http
    .on('GET', '/api/site/module/news', {
      status: 200,
      body: { moduleKey: 'cms-normal', templateKey: 'template-002', title: '最新消息' },
    })
    .on('GET', '/api/cms/news/n1', {
      status: 200,
      body: { id: 'n1', title: '春節開館公告', date: '2026-01-20' },
    });

const visitCount = () => document.querySelector('[data-part="visit-count"]');

describe('瀏覽人次 in the footer', () => {
  it('counts the visit once and shows the total the beacon answers', async () => {
    const app = await renderApp({
      chakraDialogs: false,
      script: (http) => http.on('POST', '/api/site/hit', { status: 200, body: { total: 12345 } }),
    });
    await waitFor(() => expect(visitCount()).toHaveTextContent('瀏覽人次：12,345'));
    expect(app.twins.http.requestsTo('POST', '/api/site/hit')).toHaveLength(1);
    expect(app.twins.sessionStorage.get(VISIT_COUNTED_KEY)).toBe('true');
  });

  it('only reads the total when this browser session was already counted', async () => {
    const app = await renderApp({
      chakraDialogs: false,
      sessionStorage: new MemoryStore({ [VISIT_COUNTED_KEY]: 'true' }),
      script: (http) => http.on('GET', '/api/site/hit', { status: 200, body: 77 }),
    });
    await waitFor(() => expect(visitCount()).toHaveTextContent('瀏覽人次：77'));
    expect(app.twins.http.requestsTo('POST', '/api/site/hit')).toHaveLength(0);
  });

  it('falls back to the total when the beacon fails, and shows nothing when both fail', async () => {
    const app = await renderApp({
      chakraDialogs: false,
      script: (http) =>
        http
          .on('POST', '/api/site/hit', { status: 500, body: { status: 500 } })
          .on('GET', '/api/site/hit', { status: 200, body: 9 }),
    });
    await waitFor(() => expect(visitCount()).toHaveTextContent('瀏覽人次：9'));
    expect((app.twins.dialogs as MemoryDialogs).shown).toEqual([]);
    app.unmount();

    await renderApp({
      chakraDialogs: false,
      script: (http) =>
        http.on('POST', '/api/site/hit', { fail: 'offline' }).on('GET', '/api/site/hit', { fail: 'offline' }),
    });
    await waitFor(() => expect(visitCount()).not.toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(visitCount()?.textContent?.trim()).toBe('');
    expect(screen.queryByText(/瀏覽人次/)).toBeNull();
  });
});

describe('the view beacon of a detail page', () => {
  it('is sent once after the item has arrived, and its failure shows no dialog', async () => {
    const app = await renderApp({
      chakraDialogs: false,
      path: '/home/zh-tw/news/n1',
      script: (http) =>
        newsItem(http).on('POST', '/api/cms/news/n1/view', { status: 500, body: { status: 500 } }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: '春節開館公告' })).toBeInTheDocument();
    await waitFor(() => expect(app.twins.http.requestsTo('POST', '/api/cms/news/n1/view')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(app.twins.http.requestsTo('POST', '/api/cms/news/n1/view')).toHaveLength(1);
    expect((app.twins.dialogs as MemoryDialogs).shown).toEqual([]);
  });

  it('is not sent while a staff member is signed in, nor is the visit counted: 網站統計 is the public’s', async () => {
    const app = await renderApp({
      chakraDialogs: false,
      path: '/home/zh-tw/news/n1',
      stored: { access_token: 'tok', isLoggedIn: 'true' },
      script: (http) =>
        newsItem(http)
          .on('POST', '/api/cms/news/n1/view', { status: 204 })
          .on('GET', '/api/site/hit', { status: 200, body: 12000 })
          .on('POST', '/api/site/hit', { status: 200, body: { total: 12001 } }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: '春節開館公告' })).toBeInTheDocument();
    await waitFor(() => expect(visitCount()).toHaveTextContent('瀏覽人次：12,000'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(app.twins.http.requestsTo('POST', '/api/cms/news/n1/view')).toHaveLength(0);
    expect(app.twins.http.requestsTo('POST', '/api/site/hit')).toHaveLength(0);
  });
});
