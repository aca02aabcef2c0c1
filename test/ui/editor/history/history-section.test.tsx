import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useSyncExternalStore } from 'react';
import type { EditSession } from '../../../../src/application/editing/edit-session';
import type { EditingKit } from '../../../../src/application/editing/editing-kit';
import { HistorySection } from '../../../../src/ui/editor/history/history-section';
import { twinKit } from '../support/editing-twins';

const DOC = 'item:news:news-001';
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 23, 2, minutes)).toISOString();

/** The workspace's part: the session's snapshot handed to the section, as editor-workspace does. */
function Panel({ kit, session }: { kit: EditingKit; session: EditSession }) {
  const snapshot = useSyncExternalStore(session.subscribe, session.getSnapshot);
  const previewRoot = useRef<HTMLDivElement>(null);
  if (snapshot.phase !== 'ready') return null;
  return (
    <>
      <p data-testid="draft-title">{String(snapshot.data.title)}</p>
      <HistorySection
        kit={kit}
        session={session}
        snapshot={snapshot}
        target={{ type: 'item', lang: 'zh-tw', path: 'news', id: 'news-001' }}
        docId={DOC}
        previewRoot={previewRoot}
      />
    </>
  );
}

async function setup() {
  const parts = twinKit();
  const first = { id: 'news-001', title: '燈塔修復', content: '<p>燈塔在九月完工。</p><p>歡迎參觀。</p>' };
  const second = { ...first, title: '燈塔修復完成', content: '<p>燈塔在十月完工。</p><p>歡迎參觀。</p>' };
  parts.history.record(DOC, { revision: 1, action: 'create', account: 'writer', at: at(0), data: first });
  parts.history.record(DOC, { revision: 2, action: 'publish', account: 'editor', at: at(5), data: first });
  parts.authoring.seed(DOC, second, 3);
  parts.history.record(DOC, { revision: 3, action: 'save', account: 'editor', at: at(10), data: second });
  const session = parts.kit.openSession({ docId: DOC, canWrite: true });
  await session.open();
  parts.render(<Panel kit={parts.kit} session={session} />);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: /版本紀錄/ }));
  await screen.findByRole('list', { name: '版本' });
  return { ...parts, session, user };
}

describe('the history panel', () => {
  it('stays closed until asked, then lists the revisions newest first in zh-TW and Taiwan time', async () => {
    const { user } = await setup();
    const toggle = screen.getByRole('button', { name: /版本紀錄/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const items = within(screen.getByRole('list', { name: '版本' })).getAllByRole('button');
    expect(items.map((item) => item.textContent)).toEqual([
      '第 3 版・暫存・editor・2026-11-23 10:10（目前草稿）',
      '第 2 版・發布・editor・2026-11-23 10:05',
      '第 1 版・建立・writer・2026-11-23 10:00',
    ]);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: '版本' })).not.toBeInTheDocument();
  });

  it('shows the difference from a chosen revision to the draft, the HTML as struck and added words', async () => {
    const { user } = await setup();
    await user.click(screen.getByRole('button', { name: /^第 2 版/ }));
    const diff = await screen.findByRole('group', { name: '內容' });
    expect(diff.querySelector('del')).toHaveTextContent('〔刪除：九〕');
    expect(diff.querySelector('ins')).toHaveTextContent('〔新增：十〕');
    expect(diff).toHaveTextContent('歡迎參觀。');
    expect(diff.innerHTML).not.toContain('&lt;p');
    const table = screen.getByRole('table', { name: '其他欄位' });
    expect(within(table).getByRole('rowheader', { name: '標題' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('顯示第 2 版與目前草稿的差異');
    expect(screen.getByRole('button', { name: /^第 2 版/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('restores a revision as the draft after a confirmation, over the session’s revision, and adopts it', async () => {
    const { user, dialogs, authoring, session } = await setup();
    await user.click(screen.getByRole('button', { name: /^第 2 版/ }));
    await user.click(await screen.findByRole('button', { name: '還原為草稿' }));
    await waitFor(() => expect(screen.getByTestId('draft-title')).toHaveTextContent('燈塔修復'));
    expect(dialogs.shown.at(-1)).toMatchObject({
      kind: 'confirm',
      title: '還原為草稿',
      action: '還原為草稿',
    });
    expect(authoring.current(DOC)).toMatchObject({ revision: 4, draft: { title: '燈塔修復' } });
    expect(session.getSnapshot().document?.revision).toBe(4);
    expect(screen.getByRole('status')).toHaveTextContent('已將第 2 版還原為草稿（第 4 版），尚未發布');
    expect(await screen.findByRole('button', { name: /^第 4 版・還原/ })).toBeInTheDocument();
    const audit = screen.getByRole('table', { name: /稽核紀錄/ });
    expect(within(audit).getAllByRole('row')[1]).toHaveTextContent('還原（第 4 版）');
  });

  it('restores nothing when the editor answers 取消', async () => {
    const { user, dialogs, authoring } = await setup();
    dialogs.confirmAnswer = false;
    await user.click(screen.getByRole('button', { name: /^第 1 版/ }));
    await user.click(await screen.findByRole('button', { name: '還原為草稿' }));
    expect(authoring.current(DOC).revision).toBe(3);
  });

  it('saves unsaved typing first, so the restore drops nothing and history keeps it', async () => {
    const { user, authoring, session } = await setup();
    act(() => session.change('title', '還沒暫存的標題'));
    await user.click(screen.getByRole('button', { name: /^第 1 版/ }));
    await user.click(await screen.findByRole('button', { name: '還原為草稿' }));
    await waitFor(() => expect(authoring.current(DOC).revision).toBe(5));
    expect(authoring.saves.map((save) => save.data.title)).toEqual(['還沒暫存的標題']);
    expect(authoring.current(DOC).draft.title).toBe('燈塔修復');
  });

  it('announces a conflict and restores nothing when another editor saved meanwhile', async () => {
    const { user, authoring } = await setup();
    await user.click(screen.getByRole('button', { name: /^第 1 版/ }));
    await screen.findByRole('button', { name: '還原為草稿' });
    authoring.as('writer');
    await authoring.save(DOC, { title: '撰稿的版本' }, 3, 'other-key');
    authoring.as('editor');
    await user.click(screen.getByRole('button', { name: '還原為草稿' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('另一位編輯已更新這份文件（第 4 版），沒有還原。'),
    );
    expect(authoring.current(DOC).draft.title).toBe('撰稿的版本');
  });

  it('does not offer to restore the revision the draft already is', async () => {
    const { user } = await setup();
    await user.click(screen.getByRole('button', { name: /^第 3 版/ }));
    expect(await screen.findByText('這就是目前的草稿。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '還原為草稿' })).toBeDisabled();
  });

  it('is operable from the keyboard alone', async () => {
    const { user } = await setup();
    screen.getByRole('button', { name: /版本紀錄/ }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: /^第 3 版/ })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: '第 2 版與目前草稿的差異' })).toBeInTheDocument();
  });
});
