import { act, screen, waitFor, within } from '@testing-library/react';
import type { MemoryDialogs } from '../../../src/adapters/dialogs/memory-dialogs.adapter';
import { MemoryHttp } from '../../../src/adapters/http/memory-http.adapter';
import { disposeServices } from '../../../src/composition/container';
import { createTestContainer } from '../../../src/composition/test-container';
import { documentTitle } from '../../../src/ui/navigation/route-change';
import { loadStartupData } from '../../../src/ui/shell/start-app';
import { go, renderApp, scriptSite, SITE } from './support/render-app';

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

describe('start-up', () => {
  it('asks for the site configuration, header, menu, footer, banners and metadata in one wave', async () => {
    const { services, twins } = createTestContainer();
    const order: string[] = [];
    let releaseConfig: () => void = () => {};
    const http = scriptSite(new MemoryHttp());
    twins.http.on('GET', /.*/, async (request) => {
      order.push(request.url);
      if (request.url === '/api/site/config') await new Promise<void>((resolve) => (releaseConfig = resolve));
      return http.send(request).then((r) => ({ status: r.status, body: r.body }));
    });
    const done = loadStartupData(services);
    await act(async () => {});
    // Nothing waits for the configuration: every call is out while it is still pending.
    expect([...order].sort()).toEqual(
      [
        '/api/site/config',
        '/api/site/header',
        '/api/site/menu',
        '/api/site/footer',
        '/api/site/banner',
        '/api/site/bannerMobile',
        '/api/site/metadata',
      ].sort(),
    );
    releaseConfig();
    await done;
    expect(services.stores.siteConfig.getState().config).toEqual(SITE.config);
    expect(services.stores.siteChrome.getState()).toMatchObject({
      status: 'ready',
      header: SITE.header,
      menu: SITE.menu,
    });
    disposeServices(services);
  });

  it('keeps an empty configuration when it fails, without a dialog, and still loads the chrome', async () => {
    const { services, twins } = createTestContainer();
    scriptSite(twins.http).on('GET', '/api/site/config', {
      status: 500,
      body: { status: 500, error_description: 'x', code: 'E', time: 't' },
    });
    await loadStartupData(services);
    expect(services.stores.siteConfig.getState()).toEqual({ config: [], loaded: true });
    expect(services.stores.siteChrome.getState().status).toBe('ready');
    expect((twins.dialogs as MemoryDialogs).shown).toEqual([]);
    disposeServices(services);
  });
});

describe('the page frame', () => {
  it('fills the frame slots with the header, the account slot, the menu, the breadcrumb and the footer', async () => {
    await renderApp({ path: '/home/zh-tw/about' });
    await waitFor(() => expect(document.querySelector('[data-layout="template-002"]')).not.toBeNull());
    const header = document.querySelector('header')!;
    expect(within(header).getByText('文化主題網')).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: '登入' })).toBeInTheDocument();
    // The menu may sit behind its 選單 button at this width; its links are in the page either way.
    expect(document.querySelector('nav[aria-label="主選單"]')).toHaveTextContent('最新消息');
    const crumbs = screen.getByRole('navigation', { name: /麵包屑/ });
    expect(within(crumbs).getByText('關於我們')).toHaveAttribute('aria-current', 'page');
    expect(document.querySelector('footer')).toHaveTextContent('© 文化主題網');
  });

  it('falls back to the default frame for a template this client does not know', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const app = await renderApp({ path: '/home/zh-tw/odd' });
    app.twins.http.on('GET', '/api/site/module/odd', {
      status: 200,
      body: { moduleKey: 'cms-normal', templateKey: 'template-999', title: '奇怪' },
    });
    await go(app, '/home/zh-tw/about');
    await go(app, '/home/zh-tw/odd');
    expect(await screen.findByRole('heading', { level: 1, name: '奇怪' })).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('[data-layout="template-001"]')).not.toBeNull());
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('template-999'));
    warn.mockRestore();
  });
});

describe('on a route change', () => {
  it('sets the document title to the page title and the site title', async () => {
    await renderApp({ path: '/home/zh-tw/about' });
    await waitFor(() => expect(document.title).toBe('關於我們 - 文化主題網'));
    expect(documentTitle('文化主題網', '文化主題網')).toBe('文化主題網');
  });

  it('moves focus to the new main heading and announces the new title', async () => {
    const app = await renderApp({ path: '/home/zh-tw' });
    await screen.findByRole('heading', { level: 1, name: 'home' });
    expect(document.body).toHaveFocus();
    await go(app, '/home/zh-tw/about');
    const heading = await screen.findByRole('heading', { level: 1, name: '關於我們' });
    await waitFor(() => expect(heading).toHaveFocus());
    const announcer = document.querySelector('[data-part="route-announcer"]')!;
    expect(announcer).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => expect(announcer).toHaveTextContent('關於我們'));
  });

  it('puts the new title and the site description into the preview tags', async () => {
    const app = await renderApp({ path: '/home/zh-tw' });
    await screen.findByRole('heading', { level: 1, name: 'home' });
    await go(app, '/home/zh-tw/about');
    await waitFor(() =>
      expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute(
        'content',
        '關於我們 - 文化主題網',
      ),
    );
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', '測試網站');
  });

  it('moves focus to the main content when the page has no heading', async () => {
    const app = await renderApp({ path: '/home/zh-tw' });
    await screen.findByRole('heading', { level: 1, name: 'home' });
    await go(app, '/404');
    await waitFor(() => expect(document.getElementById('main-content')).toHaveFocus());
  });

  it('closes the dialogs that are open', async () => {
    const app = await renderApp({ path: '/home/zh-tw' });
    await screen.findByRole('heading', { level: 1, name: 'home' });
    let closed = false;
    await act(async () => {
      void app.services.dialogs.alert('一則通知').then(() => (closed = true));
    });
    expect(await screen.findByText('一則通知')).toBeInTheDocument();
    await go(app, '/home/zh-tw/about');
    await waitFor(() => expect(closed).toBe(true));
  });
});

describe('app-level redirects', () => {
  it('follows redirectTo to the final page and replaces the URL with it', async () => {
    const app = await renderApp({ path: '/home/zh-tw/old' });
    app.twins.http
      .on('GET', '/api/site/module/old', {
        status: 200,
        body: { moduleKey: 'x', templateKey: 'template-001', title: 'old', redirectTo: 'older' },
      })
      .on('GET', '/api/site/module/older', {
        status: 200,
        body: { moduleKey: 'x', templateKey: 'template-001', title: 'older', redirectTo: 'about' },
      });
    await go(app, '/home/zh-tw/about');
    await go(app, '/home/zh-tw/old');
    await waitFor(() => expect(app.twins.navigation.current()).toBe('/home/zh-tw/about'));
    expect(await screen.findByRole('heading', { level: 1, name: '關於我們' })).toBeInTheDocument();
  });

  it('gives up after 31 redirects with an error page', async () => {
    const app = await renderApp({ path: '/home/zh-tw' });
    app.twins.http.on('GET', /^\/api\/site\/module\/hop-\d+$/, (request) => {
      const n = Number(request.url.split('-').pop());
      return {
        status: 200,
        body: { moduleKey: 'x', templateKey: 'template-001', title: `hop ${n}`, redirectTo: `hop-${n + 1}` },
      };
    });
    await go(app, '/home/zh-tw/hop-0');
    expect(await screen.findByRole('heading', { level: 1, name: '轉址次數過多' })).toBeInTheDocument();
    expect(app.twins.http.requestsTo('GET', /^\/api\/site\/module\/hop-/)).toHaveLength(32);
    expect(app.twins.navigation.current()).toBe('/home/zh-tw/hop-0');
  });
});

describe('the staff area', () => {
  const ME = {
    account: 'editor',
    displayName: '編輯',
    admin: false,
    email: null,
    anyRights: true,
    twoFactor: { enabled: false, required: false, recoveryCodesLeft: 0 },
    passwordChangeRequired: false,
    twoFactorSetupRequired: false,
    passwordChangedAt: null,
    passwordExpiresAt: null,
    idleLogoutSeconds: 1800,
    passwordRules: { minLength: 12, maxLength: 128 },
  };
  const loggedIn = {
    access_token: 'tok',
    isLoggedIn: 'true',
    'themesite.account': 'editor',
    'themesite.access': 'editor',
  };
  const LIST = { count: 0, rows: [] };
  const SUMMARY = {
    requireReview: false,
    myDrafts: LIST,
    pendingReview: null,
    returnedToMe: LIST,
    scheduled: LIST,
    recentlyPublished: LIST,
    newLetters: null,
  };

  it('asks for its modules and dashboard at once and, after the token expired, refreshes it once', async () => {
    const app = await renderApp({
      path: '/home/zh-tw/editor/content',
      stored: loggedIn,
      script: (http) =>
        http
          .on('GET', /^\/backend\//, (r) => {
            // The account's own answer arrives before the token expires; the staff area's after.
            if (r.url === '/backend/me') return { status: 200, body: ME };
            if (r.headers.access_token !== 'tok-2')
              return {
                status: 611,
                body: { status: 611, error_description: 'expired', code: 'E611', time: 't' },
              };
            if (r.url.startsWith('/backend/rights/'))
              return { status: 200, body: { r: true, w: true, d: true } };
            if (r.url === '/backend/modules') return { status: 200, body: [] };
            if (r.url === '/backend/dashboard') return { status: 200, body: SUMMARY };
            return {
              status: 404,
              body: { status: 404, error_description: '找不到', code: 'E404', time: 't' },
            };
          })
          .on('POST', '/backend/oauth/reflash', {
            status: 200,
            body: { access_token: 'tok-2', expires_in: 2 },
          }),
    });
    const nav = await screen.findByRole('navigation', { name: '編輯者工具' });
    await waitFor(() => expect(within(nav).getByRole('link', { name: '關於我們' })).toBeInTheDocument(), {
      timeout: 5000,
    });
    expect(within(nav).getByRole('link', { name: '內容' })).toHaveAttribute('aria-current', 'page');
    // Several GETs went out with the expired token at once; each was asked again with the new one.
    const expired = app.twins.http
      .requestsTo('GET', /^\/backend\//)
      .filter((r) => r.headers.access_token === 'tok' && r.url !== '/backend/me')
      .map((r) => r.url);
    expect(expired).toEqual(expect.arrayContaining(['/backend/dashboard', '/backend/modules']));
    const retried = app.twins.http
      .requestsTo('GET', /^\/backend\//)
      .filter((r) => r.headers.access_token === 'tok-2')
      .map((r) => r.url);
    expect(retried).toEqual(expect.arrayContaining(expired));
    // The rights on each module, asked once the modules answered, went out with the new token.
    expect(retried).toEqual(expect.arrayContaining(['/backend/rights/news', '/backend/rights/about']));
    expect(app.twins.http.requestsTo('POST', '/backend/oauth/reflash')).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  }, 30_000);
});
