import { act, screen, waitFor } from '@testing-library/react';
import { ChakraDialogs } from '../../../src/adapters/dialogs/chakra-dialogs.adapter';
import { ManualTime } from '../../../src/adapters/time/manual-time.adapter';
import { DialogHost, type DialogView } from '../../../src/ui/feedback/dialog-host';
import { QueuedDialogView } from '../../../src/ui/feedback/dialog-view';
import {
  closeAllOnNavigation,
  createDialogsStore,
  type DialogsStore,
} from '../../../src/stores/dialogs.store';
import { renderWithProviders } from '../../support/render-with-providers';

let store: DialogsStore;
let dialogs: ChakraDialogs;
let time: ManualTime;

beforeEach(() => {
  store = createDialogsStore();
  dialogs = new ChakraDialogs(store);
  time = new ManualTime();
});

/** A loader the test settles by hand, counting its calls. */
function manualLoader() {
  const calls: { resolve(view: DialogView): void; reject(error: Error): void }[] = [];
  const load = jest.fn(() => new Promise<DialogView>((resolve, reject) => calls.push({ resolve, reject })));
  return { load, calls };
}

function ask<T>(call: () => Promise<T>): Promise<T> {
  let pending!: Promise<T>;
  act(() => {
    pending = call();
  });
  return pending;
}

describe('DialogHost loading the dialog UI on demand', () => {
  it('counts as mounted at once and fetches the dialog UI only when the first dialog is requested', async () => {
    const { load, calls } = manualLoader();
    renderWithProviders(<DialogHost store={store} timers={time} loadView={load} />);
    expect(store.getState().hosts).toBe(1);
    expect(load).not.toHaveBeenCalled();

    const shown = ask(() => dialogs.alert('延遲載入', '標題'));
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await act(async () => calls[0]!.resolve(QueuedDialogView));
    expect(await screen.findByRole('dialog', { name: '標題' })).toBeInTheDocument();
    await act(async () => closeAllOnNavigation(store));
    await shown;
    await waitFor(() => expect(store.getState().dialogs).toEqual([]));
  });

  it('shows the text as a snack and answers close when the dialog UI cannot be fetched, then tries again', async () => {
    const { load, calls } = manualLoader();
    renderWithProviders(<DialogHost store={store} timers={time} loadView={load} />);

    const answer = ask(() => dialogs.confirm('網路中斷了嗎？', '確認'));
    await act(async () => calls[0]!.reject(new Error('ChunkLoadError')));

    await expect(answer).resolves.toBe(false);
    expect(store.getState().dialogs).toEqual([]);
    expect(screen.getByRole('status', { name: '通知' })).toHaveTextContent('確認：網路中斷了嗎？');

    void ask(() => dialogs.alert('再試一次'));
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => calls[1]!.reject(new Error('ChunkLoadError')));
  });

  it('drops a dialog closed by navigation before its UI arrived, so the queue moves on', async () => {
    const { load, calls } = manualLoader();
    renderWithProviders(<DialogHost store={store} timers={time} loadView={load} />);

    const first = ask(() => dialogs.alert('第一則'));
    await act(async () => closeAllOnNavigation(store));
    await expect(first).resolves.toBeUndefined();
    expect(store.getState().dialogs).toEqual([]);

    const second = ask(() => dialogs.alert('第二則', '二'));
    await act(async () => calls[0]!.resolve(QueuedDialogView));
    expect(await screen.findByRole('dialog', { name: '二' })).toBeInTheDocument();
    await act(async () => closeAllOnNavigation(store));
    await second;
    await waitFor(() => expect(store.getState().dialogs).toEqual([]));
  });
});
