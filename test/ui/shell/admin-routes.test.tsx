import { screen, waitFor, within } from '@testing-library/react';
import { PLACEHOLDER_SETTINGS } from '../../../src/adapters/http/memory-site-settings.adapter';
import { renderApp } from './support/render-app';

const loggedIn = { access_token: 'tok', isLoggedIn: 'true', 'themesite.account': 'admin' };
const forbidden = {
  status: 403,
  body: {
    status: 403,
    error_description: '只有網站管理者可以管理帳號。',
    code: 'E403',
    time: '2026-01-01 00:00:00',
  },
};

describe('the administrators’ routes, through the composition root', () => {
  it('opens 帳號管理 from its address and reads the accounts with the token', async () => {
    const app = await renderApp({
      path: '/home/zh-tw/editor/accounts',
      stored: loggedIn,
      script: (http) =>
        http
          .on('GET', '/backend/accounts', {
            status: 200,
            body: [
              {
                account: 'admin',
                displayName: '管理者',
                admin: true,
                email: 'admin@museum.example',
                rights: [{ path: '*', r: true, w: true, d: true, p: true }],
                lastLoginAt: null,
                createdAt: null,
                status: 'active',
                disabledReason: null,
                twoFactor: true,
                passwordChangeRequired: false,
              },
            ],
          })
          .on('GET', '/backend/rights-paths', { status: 200, body: [{ path: 'news', title: '最新消息' }] }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: '帳號管理' })).toBeInTheDocument();
    const row = await waitFor(() => {
      const found = document.querySelector('[data-part="account-row"][data-account="admin"]');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(row).toHaveTextContent('全站：檢視、編輯、刪除、發布');
    expect(row).toHaveTextContent('admin@museum.example');
    expect(app.twins.http.requestsTo('GET', '/backend/accounts')[0]!.headers.access_token).toBe('tok');
  });

  it('shows a non-administrator the server’s 403 as a sentence, with no error dialog', async () => {
    const app = await renderApp({
      path: '/home/zh-tw/editor/audit',
      stored: loggedIn,
      script: (http) => http.on('GET', /^\/backend\/audit/, forbidden),
    });
    expect(await screen.findByRole('heading', { level: 1, name: '稽核紀錄' })).toBeInTheDocument();
    expect(await screen.findByText('只有網站管理者可以管理帳號。')).toBeInTheDocument();
    expect(app.twins.http.requestsTo('GET', /^\/backend\/audit\?/)[0]!.url).toBe(
      '/backend/audit?limit=50&offset=0',
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens 網站設定 in the staff area, its entry marked as the page shown', async () => {
    await renderApp({
      path: '/home/zh-tw/editor/settings',
      stored: { ...loggedIn, 'themesite.access': 'editor admin' },
      script: (http) => http.on('GET', '/backend/site/settings', { status: 200, body: PLACEHOLDER_SETTINGS }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: '網站設定' })).toBeInTheDocument();
    const nav = await screen.findByRole('navigation', { name: '編輯者工具' });
    const entry = await within(nav).findByRole('link', { name: '網站設定' });
    expect(entry).toHaveAttribute('href', '/home/zh-tw/editor/settings');
    expect(entry).toHaveAttribute('aria-current', 'page');
  });

  it('sends a visitor who is not logged in to the login page', async () => {
    const app = await renderApp({ path: '/home/zh-tw/editor/accounts' });
    await waitFor(() => expect(app.twins.navigation.current()).toMatch(/^\/login\?returnUrl=/));
  });
});
