import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Session } from '../domain/session/session';
import type { KeyValueStorage } from '../domain/storage/storage.port';

/**
 * Who is shown as logged in. The core session knows only the token and the flag; the name shown
 * in the header is kept beside them (same storage, so other tabs and reloads show it too).
 */
export const ACCOUNT_NAME_KEY = 'themesite.account';

export interface SessionViewState {
  isLoggedIn: boolean;
  /** The display name or account given at login; null when logged out or not known. */
  accountName: string | null;
}

export interface SessionStore extends StoreApi<SessionViewState> {
  /** Called after a successful login with the name to show. */
  rememberAccount(name: string): void;
  dispose(): void;
}

/**
 * The React-facing view of the core session. It follows the session, which itself follows the
 * storage: a login, logout or new token in another tab reaches this store without a reload.
 */
export function createSessionStore(session: Session, storage: KeyValueStorage): SessionStore {
  const read = (): SessionViewState => {
    const isLoggedIn = session.isLoggedIn;
    return { isLoggedIn, accountName: isLoggedIn ? storage.get(ACCOUNT_NAME_KEY) : null };
  };
  const store = createStore<SessionViewState>(read);
  const sync = (): void => {
    const next = read();
    const now = store.getState();
    if (next.isLoggedIn !== now.isLoggedIn || next.accountName !== now.accountName) store.setState(next);
  };

  const stopSession = session.subscribe((state) => {
    // A stale name must not greet the next person who logs in on this browser.
    if (!state.loggedIn) storage.remove(ACCOUNT_NAME_KEY);
    sync();
  });
  const stopStorage = storage.subscribe((key) => {
    if (key === null || key === ACCOUNT_NAME_KEY) sync();
  });

  return Object.assign(store, {
    rememberAccount(name: string) {
      storage.set(ACCOUNT_NAME_KEY, name);
      sync();
    },
    dispose() {
      stopSession();
      stopStorage();
    },
  });
}
