import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StaffDashboard } from '../../../../src/ui/staff/dashboard/staff-dashboard';
import { forgetStaffStanding } from '../../../../src/ui/staff/frame/use-staff';
import { ContentBody } from '../../../../src/ui/staff/content/content.page';
import { twinKit } from '../../editor/support/editing-twins';
import { StaffAt } from '../support/staff-support';

// The editing kit, the modules, the rights and the lists answer one after another.
const SLOW = { timeout: 10_000 };
jest.setTimeout(30_000);

const LIST = { count: 0, rows: [] };

function setup(access: string, options: { reviewer?: boolean; mailbox?: boolean } = {}) {
  forgetStaffStanding();
  const parts = twinKit({ 'themesite.access': access });
  parts.authoring.knownModules.set('events', { path: 'events', title: '活動', kind: 'normal' });
  parts.authoring.knownModules.set('about', { path: 'about', title: '關於我們', kind: 'single' });
  parts.rights.byPath.set('about', { r: false, w: false, d: false, p: false });
  parts.publishing.summary = {
    ...parts.publishing.summary,
    pendingReview: options.reviewer ? LIST : null,
    newLetters: options.mailbox ? LIST : null,
  };
  return { ...parts, user: userEvent.setup() };
}

const nav = () => screen.getByRole('navigation', { name: '編輯者工具' });
const entries = () =>
  within(nav())
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the staff navigation', () => {
  it('shows an administrator every page, 內容 with the modules it may read, in the one order', async () => {
    const { render } = setup('editor admin', { reviewer: true, mailbox: true });
    render(<StaffAt current="audit" />, '/home/zh-tw/editor/audit');
    await waitFor(() => expect(entries()).toContain('活動'), SLOW);
    await waitFor(() => expect(entries()).toContain('審核'), SLOW);
    expect(entries()).toEqual([
      '儀表板',
      '內容',
      '最新消息',
      '活動',
      '審核',
      '信箱',
      '網站統計',
      '頁面回饋',
      '帳號',
      '稽核紀錄',
      '網站設定',
      '政府網站檢核',
      '我的帳號',
    ]);
    const link = (name: string) => within(nav()).getByRole('link', { name });
    expect(link('網站設定')).toHaveAttribute('href', '/home/zh-tw/editor/settings');
    expect(link('活動')).toHaveAttribute('href', '/home/zh-tw/editor/content/events');
    expect(link('稽核紀錄')).toHaveAttribute('aria-current', 'page');
    expect(
      within(nav())
        .getAllByRole('link')
        .filter((a) => a.hasAttribute('aria-current')),
    ).toHaveLength(1);
  });

  it('shows a writer only the dashboard, content, 網站統計, 頁面回饋 and their own account', async () => {
    const { render } = setup('editor');
    render(<StaffAt current="" />, '/home/zh-tw/editor');
    await waitFor(() => expect(entries()).toContain('活動'), SLOW);
    expect(entries()).toEqual(['儀表板', '內容', '最新消息', '活動', '網站統計', '頁面回饋', '我的帳號']);
    expect(within(nav()).getByRole('link', { name: '儀表板' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows an account without any right only its own account page', async () => {
    const { render, rights } = setup('');
    render(<StaffAt current="account" />, '/home/zh-tw/editor/account');
    expect(entries()).toEqual(['我的帳號']);
    expect(within(nav()).getByRole('link', { name: '我的帳號' })).toHaveAttribute('aria-current', 'page');
    // Nothing is asked for an account that edits nothing.
    expect(rights.asked).toEqual([]);
  });

  it('marks a module’s trash as inside that module and 內容', async () => {
    const { render } = setup('editor');
    render(<StaffAt current="content/news/trash" />, '/home/zh-tw/editor/content/news/trash');
    const news = await within(nav()).findByRole('link', { name: '最新消息' }, SLOW);
    expect(news).toHaveAttribute('aria-current', 'true');
    expect(within(nav()).getByRole('link', { name: '內容' })).toHaveAttribute('aria-current', 'true');
    expect(within(nav()).getByRole('link', { name: '儀表板' })).not.toHaveAttribute('aria-current');
  });

  it('folds behind a button that says whether it is open', async () => {
    const { render, user } = setup('editor');
    render(<StaffAt current="" />, '/home/zh-tw/editor');
    const toggle = within(nav()).getByRole('button', { name: '展開編輯者工具選單' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(within(nav()).getByRole('button', { name: '收合編輯者工具選單' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});

describe('the dashboard', () => {
  it('keeps what waits and links to every page the account may see, with no rights query or connection test', async () => {
    const { render } = setup('editor admin', { reviewer: true });
    render(
      <StaffAt current="">
        <StaffDashboard lang="zh-tw" />
      </StaffAt>,
      '/home/zh-tw/editor',
    );
    await screen.findByRole('heading', { name: '待辦事項' }, SLOW);
    const pages = within(document.querySelector('[data-part="dashboard-pages"]') as HTMLElement);
    await waitFor(() => expect(pages.getByRole('link', { name: '審核' })).toBeInTheDocument(), SLOW);
    expect(pages.getByRole('link', { name: '內容' })).toHaveAttribute('href', '/home/zh-tw/editor/content');
    expect(pages.getByRole('link', { name: '網站設定' })).toHaveAttribute(
      'href',
      '/home/zh-tw/editor/settings',
    );
    expect(screen.getByRole('link', { name: '編輯頁首' })).toHaveAttribute(
      'href',
      '/home/zh-tw/editor/chrome/header',
    );
    expect(screen.getByRole('button', { name: '新增單元' })).toBeInTheDocument();
    expect(screen.queryByText('查詢權限')).toBeNull();
    expect(screen.queryByText('連線測試')).toBeNull();
  });
});

describe('a module’s pages under 內容', () => {
  function contentAt(path: string, tab: 'items' | 'trash', access = 'editor') {
    const parts = setup(access);
    for (let n = 1; n <= 3; n += 1) {
      parts.time.advance(60_000);
      parts.authoring.seed(`item:news:n-${n}`, { id: `n-${n}`, title: `消息 ${n}` });
    }
    const base = `/home/zh-tw/editor/content/${path}`;
    parts.render(
      <StaffAt current={tab === 'trash' ? `content/${path}/trash` : `content/${path}`}>
        <ContentBody lang="zh-tw" path={path} tab={tab} />
      </StaffAt>,
      tab === 'trash' ? `${base}/trash` : base,
    );
    return parts;
  }

  it('lists the module’s documents under its name, with tabs to its items and its trash', async () => {
    contentAt('news', 'items');
    const table = await screen.findByRole('table', { name: /的項目$/ }, SLOW);
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByRole('heading', { level: 1, name: '最新消息' })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: '最新消息的頁面' });
    expect(within(tabs).getByRole('link', { name: '項目' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: '回收桶' })).toHaveAttribute(
      'href',
      '/home/zh-tw/editor/content/news/trash',
    );
    expect(screen.getByRole('button', { name: '新增項目' })).toBeInTheDocument();
    expect(screen.getByLabelText('狀態')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /刪除單元/ })).toBeNull();
  });

  it('shows the trash at its own address, without the items', async () => {
    contentAt('news', 'trash');
    const tabs = await screen.findByRole('navigation', { name: '最新消息的頁面' }, SLOW);
    expect(within(tabs).getByRole('link', { name: '回收桶' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('回收桶是空的。', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: /的項目$/ })).toBeNull();
  });

  it('offers 刪除單元 to administrators on the module’s page', async () => {
    contentAt('events', 'items', 'editor admin');
    expect(await screen.findByRole('button', { name: '刪除單元「活動」' }, SLOW)).toBeInTheDocument();
  });

  it('lists on 內容 only the modules the account may read', async () => {
    setup('editor').render(
      <StaffAt current="content">
        <ContentBody lang="zh-tw" path={null} tab="items" />
      </StaffAt>,
      '/home/zh-tw/editor/content',
    );
    const main = await screen.findByRole('heading', { level: 1, name: '內容' });
    const list = within(main.parentElement as HTMLElement);
    await waitFor(() => expect(list.getByRole('link', { name: '活動' })).toBeInTheDocument(), SLOW);
    expect(list.queryByRole('link', { name: '關於我們' })).toBeNull();
  });
});
