import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { MenuItem } from '../../../../src/shared/api-types';
import { MenuTreeForm } from '../../../../src/ui/editor/chrome-forms/menu-tree-form';

const item = (id: string, title: string, children: MenuItem[] = []): MenuItem => ({
  id,
  title,
  path: id,
  children,
});

const PAGES = [
  { path: 'about', title: '關於本館' },
  { path: 'news', title: '最新消息' },
];

/** The form over its own state, as the editor holds it; `changes` records what it reported. */
function renderTree(
  initial: MenuItem[],
  pages: ReadonlyArray<{ path: string; title: string; published?: false }> = PAGES,
) {
  const changes: MenuItem[][] = [];
  function Host() {
    const [menu, setMenu] = useState(initial);
    return (
      <MenuTreeForm
        menu={menu}
        pages={pages}
        onChange={(next) => {
          changes.push(next);
          setMenu(next);
        }}
      />
    );
  }
  render(<Host />);
  return { changes, live: () => screen.getByRole('status').textContent };
}

const topIds = (menu: MenuItem[] | undefined) => menu?.map((i) => i.id);

describe('the menu tree form', () => {
  const menu = () => [
    item('about', '關於本館', [item('intro', '本館簡介')]),
    item('news', '最新消息'),
    item('links', '相關連結'),
  ];

  it('names every move button after its item', () => {
    renderTree(menu());
    for (const name of ['上移「最新消息」', '下移「最新消息」', '移到…「最新消息」']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: /^縮排「最新消息」/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^凸排「本館簡介」/ })).toBeInTheDocument();
  });

  it('moves an item up, announces its place and keeps focus on its button', async () => {
    const user = userEvent.setup();
    const { changes, live } = renderTree(menu());
    await user.click(screen.getByRole('button', { name: '上移「相關連結」' }));
    expect(topIds(changes.at(-1))).toEqual(['about', 'links', 'news']);
    expect(live()).toBe('已移到第 2 個，共 3 個');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '上移「相關連結」' }));
  });

  it('indents an item under the previous one and announces the new parent', async () => {
    const user = userEvent.setup();
    const { changes, live } = renderTree(menu());
    await user.click(screen.getByRole('button', { name: /^縮排「最新消息」/ }));
    expect(changes.at(-1)?.[0]?.children.map((c) => c.id)).toEqual(['intro', 'news']);
    expect(live()).toBe('已移入「關於本館」之下');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /^縮排「最新消息」/ }));
  });

  it('outdents a child one level and keeps focus on it', async () => {
    const user = userEvent.setup();
    const { changes, live } = renderTree(menu());
    await user.click(screen.getByRole('button', { name: /^凸排「本館簡介」/ }));
    expect(topIds(changes.at(-1))).toEqual(['about', 'intro', 'news', 'links']);
    expect(live()).toBe('已移出「關於本館」，成為第一層項目');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /^凸排「本館簡介」/ }));
  });

  it('says the first item is already first instead of changing anything', async () => {
    const user = userEvent.setup();
    const { changes, live } = renderTree(menu());
    const up = screen.getByRole('button', { name: '上移「關於本館」' });
    expect(up).toHaveAttribute('aria-disabled', 'true');
    await user.click(up);
    expect(changes).toHaveLength(0);
    expect(live()).toBe('「關於本館」已在第一個');
  });

  it('moves an item to a chosen place with 移到…', async () => {
    const user = userEvent.setup();
    const { changes, live } = renderTree(menu());
    await user.click(screen.getByRole('button', { name: '移到…「相關連結」' }));
    const select = screen.getByLabelText('將「相關連結」移到');
    expect(document.activeElement).toBe(select);
    await user.selectOptions(select, '0');
    await user.click(screen.getByRole('button', { name: '移動' }));
    expect(topIds(changes.at(-1))).toEqual(['links', 'about', 'news']);
    expect(live()).toBe('已移到第 1 個，共 3 個');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '移到…「相關連結」' }));
  });

  it('renames an item, and the buttons take the new name', async () => {
    const user = userEvent.setup();
    renderTree(menu());
    const news = screen.getByRole('group', { name: /^「最新消息」/ });
    const title = within(news).getByLabelText('標題');
    await user.clear(title);
    await user.type(title, '館訊');
    expect(screen.getByRole('button', { name: '上移「館訊」' })).toBeInTheDocument();
  });

  it('turns an item into an external link and flags an address that is not http or https', async () => {
    const user = userEvent.setup();
    const { changes } = renderTree(menu());
    const links = screen.getByRole('group', { name: /^「相關連結」/ });
    await user.click(within(links).getByLabelText('外部連結'));
    const url = within(links).getByLabelText('網址');
    await user.clear(url);
    await user.type(url, 'ftp://example.tw');
    expect(within(links).getByText('請輸入 http:// 或 https:// 開頭的網址')).toBeInTheDocument();
    await user.clear(url);
    await user.type(url, 'https://example.tw');
    await user.click(within(links).getByLabelText('另開新視窗'));
    expect(changes.at(-1)?.[2]).toEqual({
      id: 'links',
      title: '相關連結',
      url: 'https://example.tw',
      target: '_blank',
      children: [],
    });
  });

  it('adds an item at the end with focus in its title, and deletes one', async () => {
    const user = userEvent.setup();
    const { changes, live } = renderTree(menu());
    await user.click(screen.getByRole('button', { name: '新增項目' }));
    expect(topIds(changes.at(-1))).toEqual(['about', 'news', 'links', 'menu-item']);
    // It links the first page, and takes that page's title rather than 新項目.
    expect(document.activeElement).toHaveValue('關於本館');
    expect(changes.at(-1)?.at(-1)).toMatchObject({ path: 'about', title: '關於本館' });
    expect(live()).toBe('已新增項目「關於本館」於最後');
    await user.click(screen.getByRole('button', { name: '刪除「最新消息」' }));
    expect(topIds(changes.at(-1))).toEqual(['about', 'links', 'menu-item']);
    expect(live()).toBe('已刪除「最新消息」');
  });

  it('after a deletion, gives focus to the next item’s 刪除, or the previous one’s at the end', async () => {
    const user = userEvent.setup();
    renderTree(menu());
    await user.click(screen.getByRole('button', { name: '刪除「最新消息」' }));
    expect(screen.getByRole('button', { name: '刪除「相關連結」' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: '刪除「相關連結」' }));
    expect(screen.getByRole('button', { name: '刪除「關於本館」' })).toHaveFocus();
  });
  it('fills the title from the page chosen, until the editor types one of their own', async () => {
    const user = userEvent.setup();
    const { changes } = renderTree([]);
    await user.click(screen.getByRole('button', { name: '新增項目' }));
    const entry = screen.getAllByRole('listitem')[0]!;
    await user.selectOptions(within(entry).getByLabelText('頁面', { exact: true }), 'news');
    expect(within(entry).getByLabelText('標題', { exact: true })).toHaveValue('最新消息');
    expect(changes.at(-1)).toEqual([expect.objectContaining({ path: 'news', title: '最新消息' })]);
    const title = within(entry).getByLabelText('標題', { exact: true });
    await user.clear(title);
    await user.type(title, '本館消息');
    await user.selectOptions(within(entry).getByLabelText('頁面', { exact: true }), 'about');
    expect(title).toHaveValue('本館消息');
    expect(changes.at(-1)).toEqual([expect.objectContaining({ path: 'about', title: '本館消息' })]);
  });

  it('says so beside an item whose page is not published yet: visitors would meet 找不到網頁', async () => {
    const user = userEvent.setup();
    renderTree(
      [item('news', '最新消息')],
      [...PAGES, { path: 'intro', title: '關於我們', published: false }],
    );
    const entry = screen.getAllByRole('listitem')[0]!;
    const select = within(entry).getByLabelText('頁面', { exact: true });
    expect(entry.querySelector('[data-part="menu-item-unpublished"]')).toBeNull();
    expect(within(entry).getByRole('option', { name: '關於我們（intro）・尚未發布' })).toBeInTheDocument();
    await user.selectOptions(select, 'intro');
    expect(select).toHaveAccessibleDescription('尚未發布：訪客會看到找不到網頁。請先發布這個頁面。');
    expect(within(entry).getByLabelText('標題', { exact: true })).toHaveValue('關於我們');
  });
});
