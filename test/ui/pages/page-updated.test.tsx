import { waitFor } from '@testing-library/react';
import { renderApp, SITE } from '../shell/support/render-app';

/** 「最後更新」 under every content page, in the one date format. */
jest.setTimeout(30_000);

const updated = () => document.querySelector('[data-part="page-updated"]');
const news = {
  status: 200,
  body: { moduleKey: 'cms-normal', templateKey: 'template-002', title: '最新消息' },
} as const;
const siteDated = { status: 200, body: { ...SITE.footer, updatedAt: '2026-01-05' } };

describe('「最後更新」 of a content page', () => {
  it('is the item’s own update date on a detail page, as a Taipei day', async () => {
    await renderApp({
      path: '/home/zh-tw/news/n1',
      script: (http) =>
        http
          .on('GET', '/api/site/footer', siteDated)
          .on('GET', '/api/site/module/news', news)
          .on('GET', '/api/cms/news/n1', {
            status: 200,
            body: { id: 'n1', title: '春節開館公告', updatedAt: '2026-02-27T17:00:00Z' },
          }),
    });
    await waitFor(() => expect(updated()).toHaveTextContent('最後更新：2026年2月28日'));
    expect(updated()?.querySelector('time')).toHaveAttribute('dateTime', '2026-02-28');
  });

  it('is the site’s date on a list whose rows carry none', async () => {
    await renderApp({
      path: '/home/zh-tw/news',
      script: (http) =>
        http
          .on('GET', '/api/site/footer', siteDated)
          .on('GET', '/api/site/module/news', news)
          .on('GET', /^\/api\/cms\/news(\?|$)/, {
            status: 200,
            body: { rows: [{ id: 'n1', title: '春節開館公告', date: '2026-01-20' }], total: 1 },
          }),
    });
    await waitFor(() => expect(updated()).toHaveTextContent('最後更新：2026年1月5日'));
  });

  it('is the single page’s own date when it has one', async () => {
    await renderApp({
      path: '/home/zh-tw/about',
      script: (http) =>
        http.on('GET', '/api/site/footer', siteDated).on('GET', '/api/cms/about', {
          status: 200,
          body: {
            id: 1,
            title: '關於我們',
            description: '',
            content: '<p>本館</p>',
            updatedAt: '2026-03-03',
          },
        }),
    });
    await waitFor(() => expect(updated()).toHaveTextContent('最後更新：2026年3月3日'));
  });
});
