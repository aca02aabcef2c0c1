import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryDialogs } from '../../../../src/adapters/dialogs/memory-dialogs.adapter';
import { MemoryMyAccount } from '../../../../src/adapters/http/memory-my-account.adapter';
import { MemoryNavigation } from '../../../../src/adapters/navigation/memory-navigation.adapter';
import { MemoryStore } from '../../../../src/adapters/storage/memory-store.adapter';
import { ManualTime } from '../../../../src/adapters/time/manual-time.adapter';
import { accountKitOver } from '../../../../src/application/account/account-kit';
import { Session } from '../../../../src/domain/session/session';
import { SessionEndNotes } from '../../../../src/domain/session/session-end-notes';
import type { MyAccount } from '../../../../src/shared/accounts.types';
import { TwoFactorSetup } from '../../../../src/ui/account/my-account/two-factor-setup';
import { renderWithProviders } from '../../../support/render-with-providers';
import { axeViolations } from '../../../support/axe-violations';

jest.setTimeout(30_000);

const ENROLLED: MyAccount = {
  account: 'lin',
  displayName: '林編輯',
  admin: false,
  platformAdmin: false,
  email: null,
  anyRights: true,
  twoFactor: { enabled: true, required: false, recoveryCodesLeft: 10 },
  passwordChangeRequired: false,
  twoFactorSetupRequired: false,
  passwordChangedAt: null,
  passwordExpiresAt: null,
  idleLogoutSeconds: 1800,
  passwordRules: { minLength: 12, maxLength: 128 },
};

function setup(me: MyAccount) {
  const storage = new MemoryStore();
  const session = new Session(storage);
  session.start('tok', undefined, []);
  const remote = new MemoryMyAccount({ ...me }, 'first pass 1234');
  const time = new ManualTime();
  const kit = accountKitOver({
    security: remote,
    sessions: remote,
    dialogs: new MemoryDialogs(),
    session,
    rememberAccess: () => {},
    idle: {
      clock: time,
      timers: time,
      storage,
      sessionEndNotes: new SessionEndNotes(),
      logout: async () => ({ ok: true }),
      navigation: new MemoryNavigation('/home/zh-tw/editor/account'),
    },
  });
  renderWithProviders(<TwoFactorSetup kit={kit} me={me} onDone={() => {}} />);
  return { remote, user: userEvent.setup() };
}

describe('設定兩步驟登入 on 我的帳號', () => {
  it('asks for the password and a code before replacing a working second step', async () => {
    const { remote, user } = setup(ENROLLED);
    await user.click(screen.getByRole('button', { name: '重新設定兩步驟登入' }));
    expect(remote.calls).not.toContain('startTwoFactor');
    const password = screen.getByLabelText('目前的密碼');
    const code = screen.getByLabelText('驗證 App 上目前的驗證碼，或一組復原碼');
    expect(await axeViolations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: '確認身分並繼續' }));
    expect(password).toHaveAccessibleDescription('請輸入目前的密碼。');
    expect(remote.calls).not.toContain('startTwoFactor');

    await user.type(password, 'wrong password');
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: '確認身分並繼續' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription('目前的密碼不正確。'));
    expect(password).toHaveFocus();

    await user.clear(password);
    await user.type(password, 'first pass 1234');
    await user.click(screen.getByRole('button', { name: '確認身分並繼續' }));
    expect(await screen.findByLabelText('2. 輸入 App 上顯示的 6 位數驗證碼')).toBeInTheDocument();
  });

  it('starts a first enrolment at once, without asking', async () => {
    const { remote, user } = setup({
      ...ENROLLED,
      twoFactor: { enabled: false, required: false, recoveryCodesLeft: 0 },
    });
    await user.click(screen.getByRole('button', { name: '設定兩步驟登入' }));
    expect(await screen.findByLabelText('2. 輸入 App 上顯示的 6 位數驗證碼')).toBeInTheDocument();
    expect(remote.calls).toContain('startTwoFactor');
    expect(screen.queryByLabelText('目前的密碼')).toBeNull();
  });
});
