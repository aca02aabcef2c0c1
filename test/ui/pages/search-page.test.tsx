import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderApp } from '../shell/support/render-app';

/** The site search over the real content slice: its form and its pager work as plain HTML too. */
jest.setTimeout(30_000);

const TAGGED = /^\/api\/cms\/tag(\?|$)/;
const thirty = {
  status: 200,
  body: {
    rows: [{ id: 'n1', title: '燈塔修復完成', kind: 'normal', path: 'news', date: '2026-01-20' }],
    total: 30,
  },
};
const q = encodeURIComponent('燈塔');

describe('the search page', () => {
  it('is a GET form to the search page with the phrase as q', async () => {
    await renderApp({ chakraDialogs: false, path: '/home/zh-tw/search' });
    const form = await waitFor(() => {
      const found = document.querySelector<HTMLFormElement>('main form[role="search"]');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/home/zh-tw/search');
    expect(form.querySelector('input[type="search"]')).toHaveAttribute('name', 'q');
  });

  it('opens at the page its URL names, and links the other pages with the phrase kept', async () => {
    const app = await renderApp({
      chakraDialogs: false,
      path: `/home/zh-tw/search?q=${q}&page=2`,
      script: (http) => http.on('GET', TAGGED, thirty),
    });
    expect(await screen.findByRole('link', { name: '第 2 頁' })).toHaveAttribute('aria-current', 'page');
    const asked = app.twins.http.requestsTo('GET', TAGGED);
    expect(new URL(asked[0]!.url, 'http://site').searchParams.get('offset')).toBe('12');
    expect(screen.getByRole('link', { name: '第 3 頁' })).toHaveAttribute(
      'href',
      `/home/zh-tw/search?q=${q}&page=3`,
    );
    expect(screen.getByRole('link', { name: '第 1 頁' })).toHaveAttribute(
      'href',
      `/home/zh-tw/search?q=${q}`,
    );
    fireEvent.click(screen.getByRole('link', { name: '下一頁' }));
    await waitFor(() => expect(app.twins.navigation.current()).toBe(`/home/zh-tw/search?q=${q}&page=3`));
  });
});
