import { createStore, type StoreApi } from 'zustand/vanilla';
import type { OwedStep } from '../domain/account/owed-steps';
import type { Session } from '../domain/session/session';
import type { KeyValueStorage } from '../domain/storage/storage.port';

/**
 * Who is shown as logged in. The core session knows only the token and the flag; the name shown
 * in the header is kept beside them (same storage, so other tabs and reloads show it too).
 */
export const ACCOUNT_NAME_KEY = 'themesite.account';
/**
 * What the header links to, from `GET /backend/me` after login: 'editor'
 * and/or 'admin', space-separated. Kept beside the name, so the header needs no fetch of its own.
 */
export const ACCOUNT_ACCESS_KEY = 'themesite.access';

/** The header's way in: 編輯者工具 for any right, 帳號管理 and 稽核紀錄 for administrators. */
export interface AccountAccess {
  editor: boolean;
  admin: boolean;
  /** A 平台管理者: 網站列表. */
  platform: boolean;
}

export interface SessionViewState {
  isLoggedIn: boolean;
  /** The display name or account given at login; null when logged out or not known. */
  accountName: string | null;
  /** null until `GET /backend/me` has answered once for this login. */
  access: AccountAccess | null;
  /** What the login still owes (a new password, two-step setup) before anything else. */
  owed: readonly OwedStep[];
}

export interface SessionStore extends StoreApi<SessionViewState> {
  /** Called after a successful login with the name to show. */
  rememberAccount(name: string): void;
  /** Called with what `GET /backend/me` said the account may reach. */
  rememberAccess(access: AccountAccess): void;
  dispose(): void;
}

/** What the server renders: it never sees the browser's session. */
const SIGNED_OUT: SessionViewState = {
  isLoggedIn: false,
  accountName: null,
  access: null,
  owed: Object.freeze([]),
};

const accessFrom = (text: string | null): AccountAccess | null => {
  if (text === null) return null;
  const words = text.split(' ');
  return {
    editor: words.includes('editor'),
    admin: words.includes('admin'),
    platform: words.includes('platform'),
  };
};

/**
 * The React-facing view of the core session. It follows the session, which itself follows the
 * storage: a login, logout or new token in another tab reaches this store without a reload.
 */
export function createSessionStore(session: Session, storage: KeyValueStorage): SessionStore {
  const read = (): SessionViewState => {
    const isLoggedIn = session.isLoggedIn;
    return {
      isLoggedIn,
      accountName: isLoggedIn ? storage.get(ACCOUNT_NAME_KEY) : null,
      access: isLoggedIn ? accessFrom(storage.get(ACCOUNT_ACCESS_KEY)) : null,
      owed: session.owed,
    };
  };
  // The initial state is the signed-out one, and the real state follows at once. zustand's
  // `useStore` answers React's server snapshot with the initial state, so a page hydrating the
  // server's anonymous render (the server cannot see tokens kept in browser storage)
  // first draws exactly that, and React then re-renders the signed-in parts (the header's account
  // links, the idle watch, edit buttons) as an ordinary update, without a hydration mismatch.
  // `createRoot` never reads the server snapshot: a client-only start draws the real state at once.
  const store = createStore<SessionViewState>(() => SIGNED_OUT);
  store.setState(read(), true);
  const sync = (): void => {
    const next = read();
    const now = store.getState();
    if (
      next.isLoggedIn !== now.isLoggedIn ||
      next.accountName !== now.accountName ||
      next.owed !== now.owed ||
      next.access?.editor !== now.access?.editor ||
      next.access?.admin !== now.access?.admin
    )
      store.setState(next);
  };

  const stopSession = session.subscribe((state) => {
    // A stale name or role must not greet the next person who logs in on this browser.
    if (!state.loggedIn) {
      storage.remove(ACCOUNT_NAME_KEY);
      storage.remove(ACCOUNT_ACCESS_KEY);
    }
    sync();
  });
  const stopStorage = storage.subscribe((key) => {
    if (key === null || key === ACCOUNT_NAME_KEY || key === ACCOUNT_ACCESS_KEY) sync();
  });

  return Object.assign(store, {
    rememberAccount(name: string) {
      storage.set(ACCOUNT_NAME_KEY, name);
      sync();
    },
    rememberAccess(access: AccountAccess) {
      const words = [access.editor && 'editor', access.admin && 'admin', access.platform && 'platform']
        .filter(Boolean)
        .join(' ');
      storage.set(ACCOUNT_ACCESS_KEY, words);
      sync();
    },
    dispose() {
      stopSession();
      stopStorage();
    },
  });
}
