import { createStore, type StoreApi } from 'zustand/vanilla';
import { GLOBAL_CMP_NOT_READY } from '../domain/config/constants';
import type { ModalConfig } from '../domain/modal/modal-config';

/** Spec section 4: submit raises the confirm event; every other way out (取消, Esc, Close, backdrop, navigation) is `close`. */
export type CloseReason = 'submit' | 'close';

/** The snack bar's defaults (spec section 9): shown 1.6 s, closed with an X. View values, not the core's. */
export const SNACK_DURATION_MS = 1600;
export const SNACK_ACTION = 'X';

/** An alert offers 確認 only; a confirm adds 取消; an error is an alert that interrupts (role alertdialog). */
export type DialogKind = 'alert' | 'confirm' | 'error';

export interface QueuedDialog {
  id: number;
  kind: DialogKind;
  config: ModalConfig;
  /** Set once a close reason is known; the dialog stays queued until its exit animation has run. */
  closing: boolean;
}

export interface QueuedSnack {
  id: number;
  message: string;
  action: string;
  durationMs: number;
}

export interface DialogsState {
  /** How many DialogHost components are mounted; dialogs are only accepted while one is. */
  hosts: number;
  /** Shown one at a time, oldest first. */
  dialogs: QueuedDialog[];
  /** Shown one at a time, oldest first. */
  snacks: QueuedSnack[];

  /** Called by a DialogHost when it mounts; returns the detach function for its unmount. */
  attachHost(): () => void;
  /** Queues a dialog and resolves with the reason it was closed. Rejects with `globalCmp not ready` without a host. */
  open(kind: DialogKind, config: ModalConfig): Promise<CloseReason>;
  /** Settles the dialog's promise at once and starts its exit. Closing twice keeps the first reason. */
  close(id: number, reason: CloseReason): void;
  /** Drops a closed dialog from the queue once its exit animation is over. */
  remove(id: number): void;
  /** Closes, with reason `close`, every dialog whose config says `closeOnNavigation` (spec section 9). */
  closeOnNavigation(): void;
  showSnack(message: string, options?: { action?: string; durationMs?: number }): number;
  dismissSnack(id: number): void;
}

export type DialogsStore = StoreApi<DialogsState>;

export function createDialogsStore(): DialogsStore {
  let nextId = 1;
  // Promise settlers stay out of the state: they are not data a view should render or compare.
  const settlers = new Map<number, (reason: CloseReason) => void>();

  return createStore<DialogsState>()((set, get) => {
    const settle = (id: number, reason: CloseReason): boolean => {
      const resolve = settlers.get(id);
      if (!resolve) return false;
      settlers.delete(id);
      resolve(reason);
      return true;
    };

    return {
      hosts: 0,
      dialogs: [],
      snacks: [],

      attachHost() {
        set((s) => ({ hosts: s.hosts + 1 }));
        let attached = true;
        return () => {
          if (!attached) return;
          attached = false;
          set((s) => ({ hosts: s.hosts - 1 }));
          // Without a host nothing could ever close the remaining dialogs: settle them instead of leaking.
          if (get().hosts === 0) {
            for (const d of get().dialogs) settle(d.id, 'close');
            set({ dialogs: [] });
          }
        };
      },

      open(kind, config) {
        if (get().hosts === 0) return Promise.reject(new Error(GLOBAL_CMP_NOT_READY));
        const id = nextId++;
        const closed = new Promise<CloseReason>((resolve) => settlers.set(id, resolve));
        set((s) => ({ dialogs: [...s.dialogs, { id, kind, config, closing: false }] }));
        return closed;
      },

      close(id, reason) {
        if (!settle(id, reason)) return;
        set((s) => ({ dialogs: s.dialogs.map((d) => (d.id === id ? { ...d, closing: true } : d)) }));
      },

      remove(id) {
        settle(id, 'close');
        set((s) => ({ dialogs: s.dialogs.filter((d) => d.id !== id) }));
      },

      closeOnNavigation() {
        const { dialogs } = get();
        const leaving = dialogs.filter((d) => d.config.closeOnNavigation);
        if (leaving.length === 0) return;
        for (const d of leaving) settle(d.id, 'close');
        // The one on screen leaves with its exit animation; queued ones that were never seen just go.
        set({
          dialogs: dialogs.flatMap((d, i) => {
            if (!d.config.closeOnNavigation) return [d];
            return i === 0 ? [{ ...d, closing: true }] : [];
          }),
        });
      },

      showSnack(message, options = {}) {
        const id = nextId++;
        const snack: QueuedSnack = {
          id,
          message,
          action: options.action ?? SNACK_ACTION,
          durationMs: options.durationMs ?? SNACK_DURATION_MS,
        };
        set((s) => ({ snacks: [...s.snacks, snack] }));
        return id;
      },

      dismissSnack(id) {
        set((s) => ({ snacks: s.snacks.filter((n) => n.id !== id) }));
      },
    };
  });
}

/** The application's one queue; the composition root binds ChakraDialogs over it and mounts one DialogHost. */
export const dialogsStore: DialogsStore = createDialogsStore();

/** Spec section 9: shared modals close on navigation. The router calls this on every location change. */
export function closeAllOnNavigation(store: DialogsStore = dialogsStore): void {
  store.getState().closeOnNavigation();
}
