import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuditPanel } from '../../../../src/ui/staff/audit/audit-panel';
import AuditPage from '../../../../src/ui/staff/audit/audit.page';
import { accountsTwins } from '../support/accounts-twins';
import { axeViolations } from '../../../support/axe-violations';

jest.setTimeout(30_000);

beforeAll(() => {
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

/** 60 unlocks of lin a minute apart, a lock take-over on a news item, and one login. */
function setup(before: (parts: ReturnType<typeof accountsTwins>) => void = () => {}) {
  const parts = accountsTwins('/home/zh-tw/editor/audit');
  const { accounts, twins } = parts;
  for (let n = 0; n < 60; n += 1) {
    twins.time.advance(60_000);
    void accounts.act('lin', 'unlock');
  }
  accounts.record({
    at: '2026-11-27T03:00:00.000Z',
    account: 'lin',
    action: 'lock.takeover',
    docId: 'item:news:n-1',
    revision: 4,
    detail: '{"from":"chen"}',
  });
  accounts.record({
    at: '2026-11-28T01:00:00.000Z',
    account: 'admin',
    action: 'login.success',
    docId: null,
    revision: null,
    detail: null,
  });
  before(parts);
  const save = jest.fn<void, [string, string]>();
  const view = parts.render(<AuditPanel kit={parts.kit} save={save} />);
  return { ...parts, view, save, user: userEvent.setup() };
}

const table = () => screen.findByRole('table', { name: /^稽核紀錄/ });
const count = () => document.querySelector('[data-part="audit-count"]')!;

describe('稽核紀錄', () => {
  it('shows the newest 50 lines with time in Taipei, the action in words, document and revision', async () => {
    setup();
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(50);
    expect(rows[0]).toHaveTextContent('2026-11-28 09:00:00');
    expect(rows[0]).toHaveTextContent('登入成功');
    expect(rows[1]).toHaveTextContent('接手編輯');
    expect(rows[1]).toHaveTextContent('news 的未命名項目');
    expect(rows[1]).not.toHaveTextContent('item:news:n-1');
    expect(rows[1]).toHaveTextContent('原編輯者：chen');
    expect(rows[2]).toHaveTextContent('解除鎖定');
    expect(count()).toHaveTextContent('共 62 筆，第 1 / 2 頁');
  });

  it('pages with buttons', async () => {
    const { user } = setup();
    await table();
    expect(screen.getByRole('button', { name: '上一頁' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '下一頁' }));
    await waitFor(() => expect(count()).toHaveTextContent('共 62 筆，第 2 / 2 頁'));
    expect(within(await table()).getAllByRole('row')).toHaveLength(13);
    expect(screen.getByRole('button', { name: '下一頁' })).toBeDisabled();
  });

  it('filters by account, action, document and dates, and clears them', async () => {
    const { user } = setup();
    await table();
    await user.selectOptions(screen.getByLabelText('動作'), 'lock.takeover');
    await user.click(screen.getByRole('button', { name: '查詢' }));
    await waitFor(() => expect(count()).toHaveTextContent('共 1 筆'));

    await user.selectOptions(screen.getByLabelText('動作'), '');
    await user.type(screen.getByLabelText('帳號'), 'admin');
    await user.type(screen.getByLabelText('開始日期'), '2026-11-28');
    await user.click(screen.getByRole('button', { name: '查詢' }));
    await waitFor(() => expect(count()).toHaveTextContent('共 1 筆'));
    expect(within(await table()).getByText('登入成功')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '清除條件' }));
    await user.type(screen.getByLabelText('文件代號'), 'item:news:n-9');
    await user.click(screen.getByRole('button', { name: '查詢' }));
    expect(await screen.findByText('沒有符合條件的紀錄。')).toBeInTheDocument();
  });

  it('says why a date range cannot be asked', async () => {
    const { user } = setup();
    await table();
    await user.type(screen.getByLabelText('開始日期'), '2026-12-01');
    await user.type(screen.getByLabelText('結束日期'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: '查詢' }));
    await waitFor(() => expect(count()).toHaveTextContent('結束日期不可早於開始日期。'));
  });

  it('exports the CSV with the same filters and says which file was saved', async () => {
    const { user, save } = setup();
    await table();
    await user.selectOptions(screen.getByLabelText('動作'), 'lock.takeover');
    await user.click(screen.getByRole('button', { name: '查詢' }));
    await waitFor(() => expect(count()).toHaveTextContent('共 1 筆'));
    await user.click(screen.getByRole('button', { name: '匯出 CSV' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    const [name, text] = save.mock.calls[0]!;
    expect(name).toMatch(/^稽核紀錄-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(text.split('\r\n')).toHaveLength(2);
    expect(text).toContain('接手編輯');
    expect(screen.getByText(`已下載 ${name}（依目前的篩選條件）。`)).toBeInTheDocument();
  });

  it('words a failed export', async () => {
    const { user, accounts } = setup();
    await table();
    jest.spyOn(accounts, 'csv').mockRejectedValueOnce(new Error('down'));
    await user.click(screen.getByRole('button', { name: '匯出 CSV' }));
    expect(await screen.findByText('無法匯出稽核紀錄，請稍後再試。')).toBeInTheDocument();
  });

  it('shows a non-administrator the server’s sentence', async () => {
    setup(({ accounts }) => accounts.as('lin'));
    expect(await screen.findByRole('alert')).toHaveTextContent('只有網站管理者可以管理帳號與查看稽核紀錄。');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('is a page in the site’s frame, passing axe', async () => {
    const parts = accountsTwins('/home/zh-tw/editor/audit');
    await parts.accounts.act('lin', 'end-sessions');
    parts.render(<AuditPage />);
    expect(await screen.findByRole('heading', { level: 1, name: '稽核紀錄' })).toBeInTheDocument();
    await table();
    expect(await axeViolations({ inFrame: true })).toEqual([]);
  });
});
