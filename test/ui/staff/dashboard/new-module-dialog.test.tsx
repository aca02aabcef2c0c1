import type { MemoryDialogs } from '../../../../src/adapters/dialogs/memory-dialogs.adapter';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StaffDashboard } from '../../../../src/ui/staff/dashboard/staff-dashboard';
import { ContentBody } from '../../../../src/ui/staff/content/content.page';
import { axeViolations } from '../../../support/axe-violations';
import { twinKit } from '../../editor/support/editing-twins';
import { StaffAt } from '../support/staff-support';

// axe walks every node of the page and its dialog.
jest.setTimeout(30_000);

beforeEach(() => {
  // jsdom has no canvas; axe only uses one to spot icon-font ligatures.
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  // jsdom lays nothing out, and the focus trap only focuses an element that has a size.
  jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(80);
});
afterEach(() => jest.restoreAllMocks());

const ADMIN = { 'themesite.access': 'editor admin' };

function setup(stored: Record<string, string> = ADMIN) {
  const parts = twinKit(stored);
  parts.render(
    <StaffAt current="">
      <StaffDashboard lang="zh-tw" />
    </StaffAt>,
    '/home/zh-tw/editor',
  );
  return { ...parts, user: userEvent.setup() };
}

/** A module's page under 內容, where 刪除單元 is. */
function setupModule(
  path: string,
  stored: Record<string, string> = ADMIN,
  before = (_: ReturnType<typeof twinKit>) => {},
) {
  const parts = twinKit(stored);
  before(parts);
  parts.render(
    <StaffAt current={`content/${path}`}>
      <ContentBody lang="zh-tw" path={path} tab="items" />
    </StaffAt>,
    `/home/zh-tw/editor/content/${path}`,
  );
  return { ...parts, user: userEvent.setup() };
}

/** The modules the staff navigation lists under 內容. */
const navModule = (name: string) =>
  within(screen.getByRole('navigation', { name: '編輯者工具' })).queryByRole('link', { name });

const part = (name: string) => document.querySelector<HTMLElement>(`[data-part="${name}"]`);

describe('新增單元 in the editor dashboard', () => {
  it('is offered to administrators only', async () => {
    setup({ 'themesite.access': 'editor' });
    await screen.findByRole('heading', { name: '我的草稿（0）' });
    expect(screen.queryByRole('button', { name: '新增單元' })).not.toBeInTheDocument();
  });

  it('opens from the keyboard on its name field, with the address hint, and passes axe', async () => {
    const { user } = setup();
    const add = await screen.findByRole('button', { name: '新增單元' });
    expect(add).toHaveAttribute('data-part', 'add-module');
    add.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: '新增單元' });
    await waitFor(() => expect(screen.getByLabelText('單元名稱')).toHaveFocus());
    const path = screen.getByLabelText('網址代稱');
    expect(path).toHaveAccessibleDescription(expect.stringContaining('小寫英文字母開頭'));
    // Before anything is typed, the hint shows the address as a person reads it, not %E2%80%A6.
    expect(dialog).toHaveTextContent('網址將是 /home/zh-tw/…');
    expect(dialog).not.toHaveTextContent('%E2');
    await user.tab();
    await user.keyboard('bulletins');
    expect(path).toHaveValue('bulletins');
    expect(dialog).toHaveTextContent('網址將是 /home/zh-tw/bulletins');
    expect(screen.getByLabelText('類型')).toHaveAttribute('data-part', 'module-field-kind');
    expect(await axeViolations()).toEqual([]);
  });

  it('names each field to fix without sending, and moves focus to the first', async () => {
    const { user, authoring } = setup();
    const create = jest.spyOn(authoring, 'createModule');
    await user.click(await screen.findByRole('button', { name: '新增單元' }));
    await screen.findByRole('dialog');
    await user.type(screen.getByLabelText('網址代稱'), 'Search');
    await user.click(part('module-submit')!);
    expect(screen.getByLabelText('單元名稱')).toHaveAccessibleDescription('請填寫單元名稱');
    expect(screen.getByLabelText('單元名稱')).toHaveFocus();
    expect(screen.getByLabelText('網址代稱')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('類型')).toHaveAccessibleDescription('請選擇單元類型');
    expect(create).not.toHaveBeenCalled();
    expect(await axeViolations()).toEqual([]);
  });

  it('puts the server’s 409 under the address when a module already has it', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: '新增單元' }));
    await screen.findByRole('dialog');
    await user.type(screen.getByLabelText('單元名稱'), '新聞');
    await user.type(screen.getByLabelText('網址代稱'), 'news');
    await user.selectOptions(screen.getByLabelText('類型'), '一般文章（消息列表、公告）');
    await user.click(part('module-submit')!);
    await waitFor(() => expect(screen.getByLabelText('網址代稱')).toHaveFocus());
    expect(screen.getByLabelText('網址代稱')).toHaveAccessibleDescription(
      expect.stringContaining('這個網址代稱已有單元使用，請換一個'),
    );
  });

  it('creates the module, says so with links to it and to the menu editor, and lists it for its items', async () => {
    const { user, authoring } = setup();
    await user.click(await screen.findByRole('button', { name: '新增單元' }));
    await screen.findByRole('dialog');
    await user.type(screen.getByLabelText('單元名稱'), '活動花絮');
    await user.type(screen.getByLabelText('網址代稱'), 'highlights');
    await user.selectOptions(screen.getByLabelText('類型'), 'gallery');
    await user.click(part('module-submit')!);

    const created = await waitFor(() => {
      const found = part('module-created');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(created).toHaveTextContent('已新增單元「活動花絮」，網址是 /home/zh-tw/highlights。');
    await waitFor(() => expect(screen.getByText(/^已新增單元/)).toHaveFocus());
    expect(screen.getByRole('link', { name: '前往新單元' })).toHaveAttribute(
      'href',
      '/home/zh-tw/highlights',
    );
    expect(created).toHaveTextContent('還沒有放進網站選單');
    expect(screen.getByRole('link', { name: '編輯選單' })).toHaveAttribute(
      'href',
      '/home/zh-tw/editor/chrome/menu',
    );
    expect(authoring.current('settings:highlights').draft).toMatchObject({
      info: { moduleKey: 'cms-gallery', title: '活動花絮' },
    });
    expect(await axeViolations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: '完成' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: '新增單元' })).toHaveFocus());
    // Its page under 內容 is in the staff navigation at once, before the menu names it.
    await waitFor(() =>
      expect(navModule('活動花絮')).toHaveAttribute('href', '/home/zh-tw/editor/content/highlights'),
    );
  });

  it('sends a single page’s author to write it in the editor', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: '新增單元' }));
    await screen.findByRole('dialog');
    await user.type(screen.getByLabelText('單元名稱'), '關於我們');
    await user.type(screen.getByLabelText('網址代稱'), 'about-us');
    await user.selectOptions(screen.getByLabelText('類型'), 'single');
    await user.click(part('module-submit')!);
    expect(await screen.findByRole('link', { name: '前往新單元並撰寫內容' })).toHaveAttribute(
      'href',
      '/home/zh-tw/about-us?edit=1',
    );
  });

  it('shows the server’s refusal when the account is no administrator after all', async () => {
    const { user, authoring } = setup();
    authoring.admin = false;
    await user.click(await screen.findByRole('button', { name: '新增單元' }));
    await screen.findByRole('dialog');
    await user.type(screen.getByLabelText('單元名稱'), '公告');
    await user.type(screen.getByLabelText('網址代稱'), 'notices');
    await user.selectOptions(screen.getByLabelText('類型'), 'normal');
    await user.click(part('module-submit')!);
    expect(await screen.findByRole('alert')).toHaveTextContent('只有網站管理者可以執行這項操作。');
  });
});

describe('刪除單元 on a module’s page', () => {
  it('deletes the module after the question, says so, and takes it off the navigation', async () => {
    const { user, twins } = setupModule('mistake', ADMIN, ({ authoring }) =>
      authoring.knownModules.set('mistake', { path: 'mistake', title: '打錯的單元', kind: 'normal' }),
    );
    await waitFor(() => expect(navModule('打錯的單元')).toBeInTheDocument());
    await user.click(await screen.findByRole('button', { name: '刪除單元「打錯的單元」' }));
    await waitFor(() => expect(part('module-status')).toHaveTextContent('已刪除單元「打錯的單元」。'));
    expect((twins.dialogs as MemoryDialogs).shown.at(-1)).toMatchObject({
      kind: 'confirm',
      title: '刪除單元',
    });
    await waitFor(() => expect(navModule('打錯的單元')).not.toBeInTheDocument());
    expect(navModule('最新消息')).toBeInTheDocument();
  });

  it('says the server’s reason and keeps the module when it still holds items', async () => {
    const { user } = setupModule('news', ADMIN, ({ authoring }) => {
      authoring.seed('item:news:n-1', { id: 'n-1', title: '消息' });
    });
    await user.click(await screen.findByRole('button', { name: '刪除單元「最新消息」' }));
    await waitFor(() =>
      expect(part('module-status')).toHaveTextContent(
        /^這個單元還有 \d+ 個項目，請先刪除項目，再刪除單元。$/,
      ),
    );
    expect(navModule('最新消息')).toBeInTheDocument();
  });

  it('is offered to administrators only', async () => {
    setupModule('news', { 'themesite.access': 'editor' });
    await screen.findByText(/^共 \d+ 筆/);
    expect(screen.queryByRole('button', { name: /^刪除單元/ })).not.toBeInTheDocument();
  });
});
