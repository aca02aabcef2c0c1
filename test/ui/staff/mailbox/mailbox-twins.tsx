import type { ReactElement } from 'react';
import type { MemoryDialogs } from '../../../../src/adapters/dialogs/memory-dialogs.adapter';
import { aLetter, MemoryMailbox } from '../../../../src/adapters/http/memory-mailbox.adapter';
import { mailboxKitOver } from '../../../../src/application/mailbox/mailbox-kit';
import { ServicesProvider } from '../../../../src/composition/services-provider';
import { createTestContainer } from '../../../../src/composition/test-container';
import type { Rights } from '../../../../src/domain/rights/rights';
import { renderWithProviders } from '../../../support/render-with-providers';

export const LIN = { account: 'lin', displayName: '林編輯' };
export const EDITOR = { account: 'editor', displayName: '編輯' };
export const INBOX = '/home/zh-tw/editor/mailbox';

/**
 * 信箱管理's kit over the mailbox twin, handed to the views through the services as the composition
 * root does, on 2026-11-26 10:00 Taipei: 25 letters a day apart (M-001 the oldest, overdue), the
 * newest, M-025, with a citizen's words that look like markup.
 */
export function mailboxTwins({ path = INBOX, rights = { r: true, w: true, d: false } as Rights } = {}) {
  const loggedIn = { access_token: 'tok', isLoggedIn: 'true', 'themesite.account': 'editor' };
  const { services, twins } = createTestContainer({ stored: loggedIn, path });
  twins.time.advance(Date.UTC(2026, 10, 26, 2, 0) - twins.time.now());
  const mailbox = new MemoryMailbox(twins.time).withStaff([EDITOR, LIN]);
  for (let n = 1; n <= 25; n += 1) {
    const day = new Date(Date.UTC(2026, 10, 1 + n));
    const date = day.toISOString().slice(0, 10);
    const replyBy = new Date(day.getTime() + 7 * 86_400_000).toISOString().slice(0, 10);
    const serial = `M-${String(n).padStart(3, '0')}`;
    mailbox.seed(
      aLetter(serial, {
        createdAt: `${date} 09:00:00`,
        replyBy,
        subject: n === 25 ? '公園路燈不亮' : `第 ${n} 封來信`,
        content: n === 25 ? '路燈壞了。\n<b>請盡快</b>修理。' : '內容',
        ...(n === 24 ? { status: 'in-progress' as const, assignee: LIN } : {}),
      }),
    );
  }
  const rightsSource = { rights: () => Promise.resolve(rights) };
  const dialogs = twins.dialogs as MemoryDialogs;
  const kit = mailboxKitOver({ mailbox, rights: rightsSource, dialogs, clock: twins.time });
  const withKit = { ...services, openMailbox: () => Promise.resolve(kit) };
  const render = (ui: ReactElement) =>
    renderWithProviders(<ServicesProvider services={withKit}>{ui}</ServicesProvider>, { path });
  return { mailbox, dialogs, kit, twins, services: withKit, render };
}
