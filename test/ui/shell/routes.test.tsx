import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from './support/render-app';

jest.mock('../../../src/ui/pages/home.page', () => ({
  __esModule: true,
  default: jest.requireActual('./support/page-doubles').pageDouble('home'),
}));
jest.mock('../../../src/ui/pages/module.page', () => ({
  __esModule: true,
  default: jest.requireActual('./support/page-doubles').ModulePageDouble,
}));
jest.mock('../../../src/ui/pages/detail.page', () => ({
  __esModule: true,
  default: jest.requireActual('./support/page-doubles').pageDouble('detail'),
}));
jest.mock('../../../src/ui/pages/search.page', () => ({
  __esModule: true,
  default: jest.requireActual('./support/page-doubles').pageDouble('search'),
}));
jest.mock('../../../src/ui/pages/sitemap.page', () => ({
  __esModule: true,
  default: jest.requireActual('./support/page-doubles').pageDouble('sitemap'),
}));

const notFoundPage = () => document.querySelector<HTMLElement>('[data-page="not-found"]');

describe('the route table', () => {
  it('sends a visitor opening / to the zh-tw home page', async () => {
    const app = await renderApp({ path: '/' });
    await waitFor(() => expect(app.twins.navigation.current()).toBe('/home/zh-tw'));
    expect(await screen.findByRole('heading', { level: 1, name: 'home' })).toBeInTheDocument();
  });

  it('shows the plain text 404 Not Found on /404', async () => {
    await renderApp({ path: '/404' });
    await waitFor(() => expect(notFoundPage()).toHaveTextContent(/^404 Not Found$/));
  });

  it.each(['/nope', '/home/zh-tw/news/1/extra', '/home/en', '/home/en/news'])(
    'ends an unknown path like %s on /404',
    async (path) => {
      const app = await renderApp({ path });
      await waitFor(() => expect(app.twins.navigation.current()).toBe('/404'));
      await waitFor(() => expect(notFoundPage()).toHaveTextContent('404 Not Found'));
    },
  );

  it('ends a page the CMS does not know on /404', async () => {
    const app = await renderApp({ path: '/home/zh-tw/missing' });
    await waitFor(() => expect(app.twins.navigation.current()).toBe('/404'));
  });

  it.each([
    ['/home/zh-tw/sitemap', 'sitemap', { lang: 'zh-tw' }],
    ['/home/zh-tw/search?q=歷史', 'search', { lang: 'zh-tw' }],
    ['/home/zh-tw/news/42', 'detail news 42', { lang: 'zh-tw', path: 'news', id: '42' }],
  ])('renders %s with the lang inherited from /home/:lang', async (path, heading, params) => {
    await renderApp({ path });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(JSON.parse(screen.getByTestId('params').textContent ?? '{}')).toMatchObject(params);
  });

  it('resolves /home/:lang/:path through the module call and frames it with the named template', async () => {
    const app = await renderApp({ path: '/home/zh-tw/about' });
    expect(await screen.findByRole('heading', { level: 1, name: '關於我們' })).toBeInTheDocument();
    expect(app.twins.http.requestsTo('GET', '/api/site/module/about')).toHaveLength(1);
    await waitFor(() => expect(document.querySelector('[data-layout="template-002"]')).not.toBeNull());
    const main = document.getElementById('main-content')!;
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('關於我們');
  });
});
