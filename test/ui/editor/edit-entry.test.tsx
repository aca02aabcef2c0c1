import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MemoryNavigation } from '../../../src/adapters/navigation/memory-navigation.adapter';
import EditEntry from '../../../src/ui/editor/edit-entry';
import { axeViolations } from '../../support/axe-violations';
import { twinKit } from './support/editing-twins';

/** The door a signed-in writer finds on a module's public list: 新增 beside 編輯此頁. */
function setUp(rights: { r: boolean; w: boolean; d: boolean }) {
  const parts = twinKit();
  parts.twins.http.on('GET', '/backend/rights/news', { status: 200, body: rights });
  parts.render(<EditEntry path="news" newItem={{ lang: 'zh-tw' }} />, '/home/zh-tw/news');
  return { ...parts, user: userEvent.setup() };
}

describe('新增 on a module’s public list', () => {
  it('creates a draft with the typed title through the dashboard’s use case and opens it in edit mode', async () => {
    const { user, authoring, twins } = setUp({ r: true, w: true, d: false });
    await user.click(await screen.findByRole('button', { name: '新增' }));
    const title = screen.getByLabelText('新項目的標題');
    await waitFor(() => expect(title).toHaveFocus());
    expect(await axeViolations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: '建立並編輯' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('請填寫標題');

    await user.type(title, '開放參觀日');
    await user.click(screen.getByRole('button', { name: '建立並編輯' }));
    const navigation = twins.navigation as MemoryNavigation;
    await waitFor(() => expect(navigation.visited.at(-1)).toMatch(/^\/home\/zh-tw\/news\/[^/?]+\?edit=1$/));
    const id = navigation.visited.at(-1)!.split('/').pop()!.split('?')[0]!;
    const doc = authoring.current(`item:news:${id}`);
    expect(doc.draft).toEqual(expect.objectContaining({ title: '開放參觀日' }));
  });

  it('gives the focus back to 新增 when the form is cancelled', async () => {
    const { user } = setUp({ r: true, w: true, d: false });
    await user.click(await screen.findByRole('button', { name: '新增' }));
    await user.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '新增' })).toHaveFocus());
  });

  it('is not offered to a reader without w', async () => {
    setUp({ r: true, w: false, d: false });
    await screen.findByRole('link', { name: '檢視草稿' });
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
  });
});
