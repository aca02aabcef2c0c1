import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConflictView, RestoreOffer } from '../../../src/application/editing/edit-session';
import { diffJson } from '../../../src/shared/json-diff';
import { ConflictDialog, RestoreDialog } from '../../../src/ui/editor/edit-dialogs';
import { renderWithProviders } from '../../support/render-with-providers';

const LABELS: Record<string, string> = { title: '標題', content: '內容' };
const labelOf = (path: string) => LABELS[path] ?? path;

const server = { title: '望潮燈塔週末導覽', content: '<p>導覽於每週六出發。</p>' };
const local = { title: '望潮燈塔平日導覽', content: '<p>導覽於每週六出發。</p><p>全程約四十分鐘。</p>' };

const offer: RestoreOffer = {
  backup: { docId: 'item:news:news-010', account: 'editor', baseRevision: 2, data: local, savedAt: 0 },
  changes: diffJson(server, local),
  serverMovedOn: false,
  text: '這台裝置上有 08:00 未暫存的內容，要還原嗎？',
};

/** The struck and added words of a table row, without the words a screen reader hears around them. */
function marks(row: HTMLElement, tag: 'del' | 'ins'): string[] {
  return Array.from(row.querySelectorAll(tag)).map((mark) =>
    (mark.textContent ?? '').replace(/^〔(刪除|新增)：/, '').replace(/〕$/, ''),
  );
}

describe('the restore question after a reload', () => {
  // jsdom lays nothing out, and the focus trap only focuses an element that has a size.
  beforeEach(() => {
    jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(80);
  });
  afterEach(() => jest.restoreAllMocks());

  it('opens with focus on 還原, so a reflexive Enter restores the text instead of throwing it away', async () => {
    const user = userEvent.setup();
    const onRestore = jest.fn();
    const onDiscard = jest.fn();
    renderWithProviders(
      <RestoreDialog offer={offer} onRestore={onRestore} onDiscard={onDiscard} labelOf={labelOf} />,
    );
    const dialog = await screen.findByRole('alertdialog', { name: '還原未暫存的內容' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '還原' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(onRestore).toHaveBeenCalledTimes(1);
    expect(onDiscard).not.toHaveBeenCalled();
  });

  it('strikes only the words that differ, not the whole field, and marks an added paragraph alone', async () => {
    renderWithProviders(
      <RestoreDialog offer={offer} onRestore={jest.fn()} onDiscard={jest.fn()} labelOf={labelOf} />,
    );
    const table = await screen.findByRole('table', { name: '本機內容與伺服器草稿的差異' });
    const title = within(table).getByRole('rowheader', { name: '標題' }).closest('tr')!;
    expect(marks(title, 'del')).toEqual(['週末']);
    expect(marks(title, 'ins')).toEqual(['平日']);
    expect(title.querySelector('[data-side="from"]')).toHaveTextContent('望潮燈塔〔刪除：週末〕導覽');
    const content = within(table).getByRole('rowheader', { name: '內容' }).closest('tr')!;
    expect(marks(content, 'del')).toEqual([]);
    expect(marks(content, 'ins')).toEqual(['\n全程約四十分鐘。']);
  });
});

describe('the conflict dialog', () => {
  it('marks the words the two versions differ in, word by word as 版本紀錄 does', async () => {
    const conflict: ConflictView = {
      theirs: { revision: 3, data: server, updatedBy: 'writer', updatedAt: '2026-11-23T02:00:00.000Z' },
      mine: local,
      changes: diffJson(server, local),
      byLine: '張撰稿 於 10:00 儲存了新版本',
    };
    renderWithProviders(
      <ConflictDialog conflict={conflict} canCopy busy={false} onChoose={jest.fn()} labelOf={labelOf} />,
    );
    const table = await screen.findByRole('table', { name: '兩個版本的差異' });
    const title = within(table).getByRole('rowheader', { name: '標題' }).closest('tr')!;
    expect(marks(title, 'del')).toEqual(['週末']);
    expect(marks(title, 'ins')).toEqual(['平日']);
    expect(title.querySelector('[data-side="to"]')).toHaveTextContent('望潮燈塔〔新增：平日〕導覽');
  });
});
