import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemorySites } from '../../../../src/adapters/http/memory-sites.adapter';
import { MemorySiteSettings } from '../../../../src/adapters/http/memory-site-settings.adapter';
import { MemoryChecklist } from '../../../../src/adapters/http/memory-checklist.adapter';
import { accountsKitOver } from '../../../../src/application/accounts/accounts-kit';
import { SETTINGS_NOT_ADMIN } from '../../../../src/application/site-settings/site-settings.use-case';
import { SiteSettingsPanel } from '../../../../src/ui/staff/settings/site-settings-panel';
import { accountsTwins } from '../support/accounts-twins';
import { axeViolations } from '../../../support/axe-violations';

jest.setTimeout(30_000);

beforeEach(() => {
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => jest.restoreAllMocks());

function setup(source = new MemorySiteSettings()) {
  const parts = accountsTwins('/home/zh-tw/editor/settings');
  const kit = accountsKitOver({
    accounts: parts.accounts,
    audit: parts.accounts,
    siteSettings: source,
    sites: new MemorySites(),
    checklist: new MemoryChecklist(),
    dialogs: parts.dialogs,
    clock: parts.twins.time,
  });
  const saved = jest.fn();
  parts.render(<SiteSettingsPanel kit={kit} onSaved={saved} />);
  return { ...parts, source, saved, user: userEvent.setup() };
}

const status = () => document.querySelector('[data-part="settings-status"]')!;

describe('網站設定', () => {
  it('labels every field in plain zh-TW with its help, and axe finds nothing', async () => {
    setup();
    const title = await screen.findByLabelText('網站名稱');
    expect(title).toHaveValue('網站名稱');
    expect(title).toHaveAccessibleDescription(expect.stringContaining('瀏覽器分頁'));
    expect(screen.getByLabelText('網站簡介')).toHaveValue('網站建置中');
    expect(screen.getByLabelText('機關名稱')).toHaveAccessibleDescription(
      expect.stringContaining('提供機關'),
    );
    expect(screen.getByLabelText('發布前需送審')).not.toBeChecked();
    expect(screen.getByLabelText('發布前需填分類檢索')).not.toBeChecked();
    expect(screen.getByLabelText('發布前需填分類檢索')).toHaveAccessibleDescription(
      expect.stringContaining('主題分類、施政分類或服務分類至少一項'),
    );
    expect(screen.getByLabelText('首頁可編排')).toBeChecked();
    expect(screen.getByLabelText(/^西元/)).toBeChecked();
    for (const label of ['地址', '電話', '傳真', '電子郵件', '開放時間'])
      expect(screen.getByLabelText(label)).toHaveValue('');
    expect(await axeViolations()).toEqual([]);
  });

  it('saves what was changed and says so in the status line', async () => {
    const { user, source, saved } = setup();
    const title = await screen.findByLabelText('網站名稱');
    await user.clear(title);
    await user.type(title, '臨海文化館');
    await user.type(screen.getByLabelText('機關名稱'), '臨海鎮公所');
    await user.click(screen.getByLabelText('發布前需送審'));
    await user.click(screen.getByLabelText('發布前需填分類檢索'));
    expect(status()).toHaveTextContent('有尚未儲存的變更。');
    await user.click(screen.getByRole('button', { name: '儲存設定' }));
    await waitFor(() =>
      expect(status()).toHaveTextContent('已儲存網站設定。網站名稱與簡介已套用到所有頁面。'),
    );
    expect(source.saves).toEqual([
      { title: '臨海文化館', agency: '臨海鎮公所', requireReview: true, requireClassification: true },
    ]);
    expect(saved).toHaveBeenCalledWith(expect.objectContaining({ title: '臨海文化館', requireReview: true }));
  });

  it('names what to fix under its field, moves focus there, and keeps what was typed', async () => {
    const { user, source } = setup();
    const title = await screen.findByLabelText('網站名稱');
    await user.clear(title);
    await user.type(screen.getByLabelText('電子郵件'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: '儲存設定' }));
    await waitFor(() => expect(status()).toHaveTextContent('尚未儲存：有 2 個欄位需要修正。'));
    expect(title).toHaveFocus();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription(expect.stringContaining('請填寫網站名稱'));
    expect(screen.getByLabelText('電子郵件')).toHaveValue('not-an-address');
    expect(source.saves).toEqual([]);
  });

  it('asks before leaving with unsaved changes, and not once they are saved', async () => {
    const { user, services, dialogs } = setup();
    const title = await screen.findByLabelText('網站名稱');
    await user.type(title, '！');
    dialogs.confirmAnswer = false;
    services.navigation.goTo('/home/zh-tw');
    await waitFor(() => expect(dialogs.shown.map((d) => d.title)).toContain('尚未儲存'));
    expect(title).toHaveValue('網站名稱！');
    await user.click(screen.getByRole('button', { name: '儲存設定' }));
    await waitFor(() => expect(status()).toHaveTextContent('已儲存網站設定。'));
    const asked = dialogs.shown.length;
    services.navigation.goTo('/home/zh-tw');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(dialogs.shown.length).toBe(asked);
  });

  it('tells someone who is not an administrator, instead of a form', async () => {
    const source = new MemorySiteSettings();
    source.admin = false;
    setup(source);
    expect(await screen.findByText(SETTINGS_NOT_ADMIN)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '儲存設定' })).toBeNull();
  });
});
