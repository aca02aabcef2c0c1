import { modalConfig } from '../../src/domain/modal/modal-config';
import { closeAllOnNavigation, createDialogsStore } from '../../src/stores/dialogs.store';

describe('the dialogs store', () => {
  it('keeps the first close reason when a dialog is closed twice', async () => {
    const store = createDialogsStore();
    store.getState().attachHost();
    const closed = store.getState().open('confirm', modalConfig({ content: '？' }));
    const [dialog] = store.getState().dialogs;
    store.getState().close(dialog!.id, 'submit');
    store.getState().close(dialog!.id, 'close');
    await expect(closed).resolves.toBe('submit');
    expect(store.getState().dialogs).toEqual([{ ...dialog, closing: true }]);
    store.getState().remove(dialog!.id);
    expect(store.getState().dialogs).toEqual([]);
  });

  it('leaves a dialog configured not to close on navigation in place when the route changes', async () => {
    const store = createDialogsStore();
    store.getState().attachHost();
    const sticky = store.getState().open('alert', modalConfig({ content: '留著', closeOnNavigation: false }));
    const ordinary = store.getState().open('confirm', modalConfig({ content: '關掉' }));

    closeAllOnNavigation(store);

    await expect(ordinary).resolves.toBe('close');
    expect(store.getState().dialogs.map((d) => [d.config.content, d.closing])).toEqual([['留著', false]]);
    let settled = false;
    void sticky.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
  });

  it('marks only the dialog on screen as closing on navigation and drops the unseen ones', () => {
    const store = createDialogsStore();
    store.getState().attachHost();
    void store.getState().open('alert', modalConfig({ content: '一' }));
    void store.getState().open('alert', modalConfig({ content: '二' }));
    closeAllOnNavigation(store);
    expect(store.getState().dialogs.map((d) => [d.config.content, d.closing])).toEqual([['一', true]]);
  });

  it('stays ready while any of several hosts is mounted, and detaching twice counts once', async () => {
    const store = createDialogsStore();
    const detachFirst = store.getState().attachHost();
    const detachSecond = store.getState().attachHost();
    detachFirst();
    detachFirst();
    expect(store.getState().hosts).toBe(1);
    const open = store.getState().open('alert', modalConfig({ content: '仍可顯示' }));
    expect(store.getState().dialogs).toHaveLength(1);
    detachSecond();
    await expect(open).resolves.toBe('close');
    await expect(store.getState().open('alert', modalConfig({ content: '太遲' }))).rejects.toThrow(
      'globalCmp not ready',
    );
  });

  it('fills in the snack defaults of 1600 ms and X', () => {
    const store = createDialogsStore();
    const id = store.getState().showSnack('好了');
    expect(store.getState().snacks).toEqual([{ id, message: '好了', action: 'X', durationMs: 1600 }]);
    store.getState().dismissSnack(id);
    expect(store.getState().snacks).toEqual([]);
  });
});
