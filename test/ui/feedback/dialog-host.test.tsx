import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraDialogs } from '../../../src/adapters/dialogs/chakra-dialogs.adapter';
import { ManualTime } from '../../../src/adapters/time/manual-time.adapter';
import { DialogHost } from '../../../src/ui/feedback/dialog-host';
import {
  closeAllOnNavigation,
  createDialogsStore,
  type DialogsStore,
} from '../../../src/stores/dialogs.store';
import { renderWithProviders } from '../../support/render-with-providers';

let store: DialogsStore;
let dialogs: ChakraDialogs;

beforeEach(() => {
  store = createDialogsStore();
  dialogs = new ChakraDialogs(store);
});

// A closing dialog leaves the queue when Ark's exit animation reports done, a tick after the promise settles;
// waiting for it keeps that last update inside the test that caused it.
afterEach(async () => {
  await waitFor(() => expect(store.getState().dialogs).toEqual([]));
});

/** Opens a dialog the way the core would, outside any event handler, with React told about the update. */
function ask<T>(call: () => Promise<T>): Promise<T> {
  let pending!: Promise<T>;
  act(() => {
    pending = call();
  });
  return pending;
}

function mountHost() {
  return renderWithProviders(<DialogHost store={store} timers={new ManualTime()} />);
}

describe('DialogHost with ChakraDialogs', () => {
  it('rejects alert, confirm and error with "globalCmp not ready" before a host is mounted', async () => {
    await expect(dialogs.alert('嗨')).rejects.toThrow(new Error('globalCmp not ready'));
    await expect(dialogs.confirm('確定嗎？')).rejects.toThrow('globalCmp not ready');
    await expect(dialogs.error('壞了')).rejects.toThrow('globalCmp not ready');
  });

  it('shows an info alert with its message and resolves when 確認 is pressed', async () => {
    const user = userEvent.setup();
    mountHost();
    let done = false;
    const shown = ask(() => dialogs.alert('資料已儲存', '完成').then(() => (done = true)));

    const dialog = await screen.findByRole('dialog', { name: '完成' });
    expect(within(dialog).getByText('資料已儲存')).toBeInTheDocument();
    expect(done).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: '確認' }));
    await shown;
    expect(done).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('answers a confirm with true on 確認', async () => {
    const user = userEvent.setup();
    mountHost();
    const answer = ask(() => dialogs.confirm('要刪除這篇文章嗎？'));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: '確認' }));
    await expect(answer).resolves.toBe(true);
  });

  it('names a confirm’s yes button after its action, and answers true on it', async () => {
    const user = userEvent.setup();
    mountHost();
    const answer = ask(() => dialogs.confirm('這個項目會移到回收桶。', '刪除', { action: '刪除' }));
    const dialog = await screen.findByRole('alertdialog', { name: '刪除' });
    expect(within(dialog).queryByRole('button', { name: '確認' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '取消' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '刪除' }));
    await expect(answer).resolves.toBe(true);
  });

  it('answers a confirm with false on 取消, on Escape and on the Close button', async () => {
    const user = userEvent.setup();
    mountHost();

    const byCancel = ask(() => dialogs.confirm('一'));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '取消' }));
    await expect(byCancel).resolves.toBe(false);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    const byEscape = ask(() => dialogs.confirm('二'));
    await screen.findByText('二');
    await user.keyboard('{Escape}');
    await expect(byEscape).resolves.toBe(false);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    const byClose = ask(() => dialogs.confirm('三'));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Close' }));
    await expect(byClose).resolves.toBe(false);
  });

  it('titles an error alert "Error" unless given a title', async () => {
    const user = userEvent.setup();
    mountHost();
    const first = ask(() => dialogs.error('伺服器忙碌中 (Error code: E42, Error time: 2026-01-01 10:00:00)'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(within(dialog).getByText(/Error code: E42/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '確認' }));
    await first;

    const second = ask(() => dialogs.error('權杖無效', '登入逾時'));
    expect(await screen.findByRole('alertdialog', { name: '登入逾時' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await expect(second).resolves.toBeUndefined();
  });

  it('shows an error’s note as its own line under the message, part of the dialog’s description', async () => {
    const user = userEvent.setup();
    mountHost();
    const shown = ask(() =>
      dialogs.error('登入已失效，請重新登入。', undefined, {
        note: '變更已保存在這台裝置上；重新登入後即可繼續編輯',
      }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(dialog).toHaveAccessibleDescription(
      expect.stringMatching(/^登入已失效，請重新登入。\s*變更已保存在這台裝置上；重新登入後即可繼續編輯$/),
    );
    expect(within(dialog).getByText('變更已保存在這台裝置上；重新登入後即可繼續編輯')).toHaveAttribute(
      'data-part',
      'dialog-note',
    );
    await user.click(within(dialog).getByRole('button', { name: '確認' }));
    await shown;
  });

  it('shows queued dialogs one at a time, oldest first', async () => {
    const user = userEvent.setup();
    mountHost();
    const first = ask(() => dialogs.alert('第一則', '一'));
    const second = ask(() => dialogs.confirm('第二則', '二'));

    await screen.findByRole('dialog', { name: '一' });
    expect(screen.queryByText('第二則')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '確認' }));
    await first;
    const next = await screen.findByRole('alertdialog', { name: '二' });
    await user.click(within(next).getByRole('button', { name: '確認' }));
    await expect(second).resolves.toBe(true);
  });

  it('closes every dialog on navigation, a pending confirm answering false', async () => {
    mountHost();
    const shown = ask(() => dialogs.confirm('離開前要儲存嗎？'));
    const queued = ask(() => dialogs.alert('排隊中'));
    await screen.findByRole('alertdialog');

    await act(async () => closeAllOnNavigation(store));

    await expect(shown).resolves.toBe(false);
    await expect(queued).resolves.toBeUndefined();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.queryByText('排隊中')).not.toBeInTheDocument();
    expect(store.getState().dialogs).toEqual([]);
  });

  it('settles open dialogs when the host unmounts and rejects new ones afterwards', async () => {
    const { unmount } = mountHost();
    const shown = ask(() => dialogs.confirm('還在嗎？'));
    await screen.findByRole('alertdialog');

    unmount();

    await expect(shown).resolves.toBe(false);
    await expect(dialogs.alert('之後')).rejects.toThrow('globalCmp not ready');
  });

  it('moves focus into the dialog and gives it back on close', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(
      <>
        <button type="button">刪除</button>
        <DialogHost store={store} timers={new ManualTime()} />
      </>,
    );
    const trigger = within(container).getByRole('button', { name: '刪除' });
    trigger.focus();
    const answer = ask(() => dialogs.confirm('確定刪除？'));
    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await answer;
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('lays the modal out 600px wide, 5% from the top, at most 90% high, entering in 150 ms and leaving in 75 ms', async () => {
    mountHost();
    const shown = ask(() => dialogs.alert('版面', '尺寸'));
    const dialog = await screen.findByRole('dialog', { name: '尺寸' });

    const open = getComputedStyle(dialog);
    expect(open.width).toBe('600px');
    expect(open.marginTop).toBe('5vh');
    expect(open.maxHeight).toBe('90vh');
    expect(open.animationDuration).toBe('150ms');
    // jsdom runs no animation, so the closed state is looked at directly rather than caught mid-exit.
    dialog.setAttribute('data-state', 'closed');
    expect(getComputedStyle(dialog).animationDuration).toBe('75ms');
    dialog.setAttribute('data-state', 'open');

    await act(async () => closeAllOnNavigation(store));
    await shown;
  });
});
