import type { ReactElement } from 'react';
import type { MemoryDialogs } from '../../../../src/adapters/dialogs/memory-dialogs.adapter';
import { anAccount, MemoryAccounts } from '../../../../src/adapters/http/memory-accounts.adapter';
import { MemorySites } from '../../../../src/adapters/http/memory-sites.adapter';
import { MemoryChecklist } from '../../../../src/adapters/http/memory-checklist.adapter';
import { MemorySiteSettings } from '../../../../src/adapters/http/memory-site-settings.adapter';
import { accountsKitOver } from '../../../../src/application/accounts/accounts-kit';
import { ServicesProvider } from '../../../../src/composition/services-provider';
import { createTestContainer } from '../../../../src/composition/test-container';
import { renderWithProviders } from '../../../support/render-with-providers';

export const PATHS = [
  { path: 'news', title: '最新消息' },
  { path: 'about', title: '關於我們' },
];

/**
 * 帳號管理's kit over the accounts twin, handed to the views through the services as the
 * composition root does: an administrator `admin` without an address and an editor `lin` with
 * one and with rights on news (w without p).
 */
export function accountsTwins(path = '/home/zh-tw/editor/accounts') {
  const loggedIn = { access_token: 'tok', isLoggedIn: 'true', 'themesite.account': 'admin' };
  const { services, twins } = createTestContainer({ stored: loggedIn, path });
  twins.time.advance(Date.UTC(2026, 10, 26, 2, 0) - twins.time.now());
  const accounts = new MemoryAccounts(twins.time)
    .withPaths(PATHS)
    .seed(
      anAccount('admin', {
        displayName: '管理者',
        admin: true,
        twoFactor: true,
        lastLoginAt: '2026-11-26T01:00:00.000Z',
      }),
    )
    .seed(
      // Edits news without publishing: while the site requires review, lin submits.
      anAccount('lin', {
        displayName: '林編輯',
        email: 'lin@museum.example',
        rights: [{ path: 'news', r: true, w: true, d: false, p: false }],
      }),
    );
  const dialogs = twins.dialogs as MemoryDialogs;
  const kit = accountsKitOver({
    accounts,
    audit: accounts,
    siteSettings: new MemorySiteSettings(),
    sites: new MemorySites(),
    checklist: new MemoryChecklist(),
    dialogs,
    clock: twins.time,
  });
  const withKit = { ...services, openAccounts: () => Promise.resolve(kit) };
  const render = (ui: ReactElement) =>
    renderWithProviders(<ServicesProvider services={withKit}>{ui}</ServicesProvider>, { path });
  return { accounts, dialogs, kit, twins, services: withKit, render };
}
