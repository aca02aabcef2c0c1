import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { taipeiDateOf } from '../../../../src/domain/editing/new-item-defaults';
import type { ContentKind } from '../../../../src/shared/api-types';
import { DocumentsPanel } from '../../../../src/ui/staff/content/documents-panel';
import { TrashPanel } from '../../../../src/ui/staff/content/trash-panel';
import { twinKit } from '../../editor/support/editing-twins';

jest.setTimeout(30_000);

/** A module's documents and its trash, as its pages under 內容 draw them. */
function setup(
  path = 'news',
  kind: ContentKind = 'normal',
  before?: (parts: ReturnType<typeof twinKit>) => Promise<void>,
) {
  const parts = twinKit();
  for (let n = 1; n <= 25; n += 1) {
    parts.time.advance(60_000);
    const doc = parts.authoring.seed(`item:news:n-${n}`, { id: `n-${n}`, title: `消息 ${n}` });
    if (n === 7) parts.authoring.put({ ...doc, status: 'changed' });
  }
  parts.authoring.seed('item:events:e-1', { id: 'e-1', title: '夏日活動' }, 1, 'events');
  return (async () => {
    await before?.(parts);
    parts.render(
      <>
        <DocumentsPanel kit={parts.kit} lang="zh-tw" path={path} kind={kind} />
        <TrashPanel kit={parts.kit} path={path} />
      </>,
      `/home/zh-tw/editor/content/${path}`,
    );
    return { ...parts, user: userEvent.setup() };
  })();
}

const table = () => screen.findByRole('table', { name: /的項目$/ });

describe('a module’s documents and trash', () => {
  it('lists the first module’s items newest first, with a status badge in words and a link into the editor', async () => {
    await setup();
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(20);
    expect(rows[0]).toHaveTextContent('消息 25');
    expect(within(rows[0]!).getByText('已發布')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: '開啟編輯：消息 25' })).toHaveAttribute(
      'href',
      '/home/zh-tw/news/n-25?edit=1',
    );
    expect(screen.getByText('共 25 筆，第 1 / 2 頁')).toBeInTheDocument();
  });

  it('pages, searches and filters by status', async () => {
    const { user } = await setup();
    await table();
    await user.click(screen.getByRole('button', { name: '下一頁' }));
    await screen.findByText('共 25 筆，第 2 / 2 頁');
    expect(within(await table()).getAllByRole('row')).toHaveLength(6);

    await user.selectOptions(screen.getByLabelText('狀態'), 'changed');
    await screen.findByText('共 1 筆，第 1 / 1 頁');
    expect(within(await table()).getByText('發布後已修改')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('狀態'), '');
    await user.type(screen.getByLabelText('搜尋標題'), '消息 2{Enter}');
    await screen.findByText(/^共 7 筆/);
  });

  it('asks for a title, then creates a draft item and opens it in the editor', async () => {
    const { user, authoring, twins } = await setup();
    await table();
    await user.click(screen.getByRole('button', { name: '新增項目' }));
    expect(screen.getByRole('alert')).toHaveTextContent('請填寫標題');
    expect(screen.getByLabelText('標題（必填）')).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText('標題（必填）'), '港口特展');
    await user.click(screen.getByRole('button', { name: '新增項目' }));
    await waitFor(() => expect(twins.navigation.current()).toBe('/home/zh-tw/news/copy-1?edit=1'));
    expect(authoring.current('item:news:copy-1')).toMatchObject({
      status: 'draft',
      // An article starts dated today in Taipei, by the twins' clock.
      draft: { title: '港口特展', publishDate: taipeiDateOf(twins.time.now()) },
    });
  });

  it('offers no 新增項目 on a single page, and says why instead', async () => {
    await setup('about', 'single');
    expect(await screen.findByText(/這個單元是一個頁面，沒有可新增的項目/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新增項目' })).toBeNull();
    expect(screen.queryByLabelText('標題（必填）')).toBeNull();
  });

  it('lists the trash with who deleted what and when it is purged, and restores an item', async () => {
    const { user, authoring } = await setup('news', 'normal', async ({ authoring }) => {
      authoring.as('writer');
      await authoring.remove('item:news:n-3');
      authoring.as('editor');
    });
    const trash = await screen.findByRole('table', { name: 'news 的回收桶' });
    const row = within(trash).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('消息 3');
    expect(row).toHaveTextContent('writer');
    expect(row).toHaveTextContent('2026-01-31');
    await user.click(within(row).getByRole('button', { name: '還原：消息 3' }));
    await screen.findByText('已還原「消息 3」為未發布的草稿');
    expect(authoring.current('item:news:n-3').status).toBe('draft');
    expect(await screen.findByText('回收桶是空的。')).toBeInTheDocument();
  });
});
