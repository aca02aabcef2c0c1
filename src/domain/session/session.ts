import { STORAGE_KEYS } from '../config/constants';
import { SafeStorage } from '../storage/safe-storage';
import type { KeyValueStorage } from '../storage/storage.port';
import { presentValue } from '../storage/stored-value';

export interface SessionState {
  readonly loggedIn: boolean;
  /** The stored access token, or null. */
  readonly token: string | null;
}

type SessionListener = (state: SessionState) => void;

const LOGGED_OUT: SessionState = Object.freeze({ loggedIn: false, token: null });

/**
 * The authentication state kept in storage (spec sections 3 and 4): `access_token` and the
 * `isLoggedIn` flag. Storage is the source of truth, so a login or logout in another tab reaches
 * this one through the storage port's change events.
 */
export class Session {
  private readonly storage: KeyValueStorage;
  private state: SessionState;
  private listeners: SessionListener[] = [];
  private readonly unsubscribeStorage: () => void;

  constructor(storage: KeyValueStorage) {
    this.storage = storage instanceof SafeStorage ? storage : new SafeStorage(storage);
    this.state = this.read();
    this.unsubscribeStorage = this.storage.subscribe((key) => {
      if (key === null || key === STORAGE_KEYS.accessToken || key === STORAGE_KEYS.isLoggedIn)
        this.refreshState();
    });
  }

  /** The same object until the session changes (usable as an external-store snapshot). */
  getState(): SessionState {
    return this.state;
  }

  get token(): string | null {
    return this.state.token;
  }

  /**
   * Logged in needs both the flag the route guard reads (`isLoggedIn` equal to `'true'`) and a token:
   * a flag without a token cannot call anything.
   */
  get isLoggedIn(): boolean {
    return this.state.loggedIn;
  }

  /** Logged out → logged in: the token call succeeded. */
  start(token: string): void {
    this.storage.set(STORAGE_KEYS.accessToken, token);
    this.storage.set(STORAGE_KEYS.isLoggedIn, 'true');
    this.refreshState();
  }

  /** A refreshed token replaces the old one; the logged-in flag is untouched. */
  renew(token: string): void {
    this.storage.set(STORAGE_KEYS.accessToken, token);
    this.refreshState();
  }

  /** Logged in → logged out: both stored values are removed. */
  end(): void {
    this.storage.remove(STORAGE_KEYS.accessToken);
    this.storage.remove(STORAGE_KEYS.isLoggedIn);
    this.refreshState();
  }

  /** Calls `listener` on every change, from this tab or another. Returns the unsubscribe function. */
  subscribe(listener: SessionListener): () => void {
    this.listeners = [...this.listeners, listener];
    return () => {
      this.listeners = this.listeners.filter((l) => l !== listener);
    };
  }

  /** Stops listening to storage changes (when the app is torn down, e.g. between tests). */
  dispose(): void {
    this.unsubscribeStorage();
    this.listeners = [];
  }

  private read(): SessionState {
    const token = presentValue(this.storage.get(STORAGE_KEYS.accessToken));
    const flag = presentValue(this.storage.get(STORAGE_KEYS.isLoggedIn));
    if (token === null && flag === null) return LOGGED_OUT;
    return { loggedIn: flag === 'true' && token !== null, token };
  }

  private refreshState(): void {
    const next = this.read();
    if (next.loggedIn === this.state.loggedIn && next.token === this.state.token) return;
    this.state = next;
    for (const listener of this.listeners) listener(next);
  }
}
