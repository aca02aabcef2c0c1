import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useStore } from 'zustand';
import type { Timers } from '../../domain/time/clock.port';
import { dialogsStore as appDialogsStore, type DialogsStore } from '../../stores/dialogs.store';
import type { DialogViewProps } from './dialog-view';
import { SnackBar } from './snack-bar';

export type DialogView = ComponentType<DialogViewProps>;

let loadedView: DialogView | undefined;
let loadingView: Promise<DialogView> | undefined;

/**
 * The dialog UI chunk (Chakra Dialog, Ark and zag's dialog machine: about 18 KB gzip), fetched once on
 * the first request. A failed fetch is forgotten, so the next dialog tries again.
 */
export function loadDialogView(): Promise<DialogView> {
  if (loadedView) return Promise.resolve(loadedView);
  loadingView ??= import(/* webpackChunkName: "dialog-view" */ './dialog-view').then(
    (m) => (loadedView = m.QueuedDialogView),
    (error: unknown) => {
      loadingView = undefined;
      throw error;
    },
  );
  return loadingView;
}

/**
 * Renders the global dialogs (one at a time, oldest first) and snacks of a dialogs store. Mount exactly
 * one, inside ChakraProvider and the i18n provider; until it is mounted, alert/confirm/error reject
 * with `globalCmp not ready`.
 *
 * The host itself is light and in the initial JS: it attaches to the store on mount (so the app counts
 * as ready for dialogs at once) and always renders the snack bar, whose live region must be in the page
 * before the first message. The dialog UI is loaded when the first dialog is queued (`loadDialogView`).
 * Should that fetch fail (offline), the queued dialogs are closed with reason `close` and their text is
 * shown as snacks instead, so the visitor still reads it and no caller waits forever.
 */
export function DialogHost({
  store = appDialogsStore,
  timers,
  loadView = loadDialogView,
}: {
  store?: DialogsStore;
  /** The core's timers: a snack's 1600 ms run on them (manual time in tests). */
  timers: Timers;
  /** Where the dialog UI comes from; tests hand in a slow or failing loader. */
  loadView?: () => Promise<DialogView>;
}) {
  const current = useStore(store, (s) => s.dialogs[0]);
  const [View, setView] = useState<DialogView | undefined>(() =>
    loadView === loadDialogView ? loadedView : undefined,
  );

  useEffect(() => store.getState().attachHost(), [store]);

  // Once started, a fetch runs to its end even if the dialog that asked for it is gone meanwhile.
  const mounted = useRef(false);
  const fetching = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const needed = current !== undefined;
  useEffect(() => {
    if (!needed || View || fetching.current) return;
    fetching.current = true;
    loadView().then(
      (view) => {
        fetching.current = false;
        if (mounted.current) setView(() => view);
      },
      () => {
        fetching.current = false;
        if (!mounted.current) return;
        const state = store.getState();
        for (const d of state.dialogs) {
          state.close(d.id, 'close');
          state.remove(d.id);
          state.showSnack(d.config.title ? `${d.config.title}：${d.config.content}` : d.config.content);
        }
      },
    );
  }, [needed, View, store, loadView]);

  // Closed (by navigation) before its UI ever arrived: it was never on screen, so there is no exit to wait for.
  const closingUnseen = !View && current?.closing ? current.id : undefined;
  useEffect(() => {
    if (closingUnseen !== undefined) store.getState().remove(closingUnseen);
  }, [closingUnseen, store]);

  return (
    <>
      {/* Keyed by id: each dialog gets its own Ark machine, so focus is restored and re-trapped per dialog. */}
      {current && View && <View key={current.id} dialog={current} store={store} />}
      <SnackBar store={store} timers={timers} />
    </>
  );
}
