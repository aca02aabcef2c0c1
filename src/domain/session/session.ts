import { STORAGE_KEYS } from '../config/constants';
import { SafeStorage } from '../storage/safe-storage';
import type { KeyValueStorage } from '../storage/storage.port';
import { presentValue } from '../storage/stored-value';
import type { OwedStep } from '../account/owed-steps';

export interface SessionState {
  readonly loggedIn: boolean;
  /** The stored access token, or null. */
  readonly token: string | null;
  /**
   * When the session ends for good (ms since the epoch), refreshed or not; null when logged out or
   * when the server did not say.
   */
  readonly endsAt: number | null;
  /**
   * What the login still owes before anything else may be used, in the order it is
   * taken; [] when logged out or nothing is owed.
   */
  readonly owed: readonly OwedStep[];
}

type SessionListener = (state: SessionState) => void;

const LOGGED_OUT: SessionState = Object.freeze({
  loggedIn: false,
  token: null,
  endsAt: null,
  owed: Object.freeze([]) as readonly OwedStep[],
});

/**
 * The absolute end of a session from a token answer's `session_expires_in` (seconds left) and the
 * time the answer arrived; undefined when the server sent no usable count.
 */
export function sessionEndFrom(secondsLeft: unknown, now: number): number | undefined {
  return typeof secondsLeft === 'number' && Number.isFinite(secondsLeft) && secondsLeft >= 0
    ? now + secondsLeft * 1000
    : undefined;
}

/**
 * The authentication state kept in storage (spec sections 3 and 4): `access_token` and the
 * `isLoggedIn` flag, plus the session's absolute end, so every tab warns before the same moment. Storage is the source of truth, so a login or logout in another tab reaches
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
      if (
        key === null ||
        key === STORAGE_KEYS.accessToken ||
        key === STORAGE_KEYS.isLoggedIn ||
        key === STORAGE_KEYS.sessionEndsAt ||
        key === STORAGE_KEYS.setupOwed
      )
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

  /** When the session ends for good (ms since the epoch), or null when not known. */
  get endsAt(): number | null {
    return this.state.endsAt;
  }

  /** What the login still owes; [] when nothing is. */
  get owed(): readonly OwedStep[] {
    return this.state.owed;
  }

  /**
   * Logged out → logged in: the token call succeeded. Without `endsAt` (a server that does not say)
   * an end kept from an earlier session is dropped rather than warned about. `owed` is what the
   * token answer said must be done first; kept in storage, so a reload or another tab still owes it.
   */
  start(token: string, endsAt?: number, owed: readonly OwedStep[] = []): void {
    this.storage.set(STORAGE_KEYS.accessToken, token);
    this.storage.set(STORAGE_KEYS.isLoggedIn, 'true');
    this.storeEnd(endsAt);
    this.storeOwed(owed);
    this.refreshState();
  }

  /** An owed step was done (the server accepted the new password, or the second step). */
  settle(step: OwedStep): void {
    this.storeOwed(this.state.owed.filter((owed) => owed !== step));
    this.refreshState();
  }

  /**
   * A refreshed token replaces the old one; the logged-in flag is untouched. A refresh does not move
   * the session's end, so one that does not name it keeps the stored one.
   */
  renew(token: string, endsAt?: number): void {
    this.storage.set(STORAGE_KEYS.accessToken, token);
    if (endsAt !== undefined) this.storeEnd(endsAt);
    this.refreshState();
  }

  /** Logged in → logged out: every stored value is removed. */
  end(): void {
    this.storage.remove(STORAGE_KEYS.accessToken);
    this.storage.remove(STORAGE_KEYS.isLoggedIn);
    this.storage.remove(STORAGE_KEYS.sessionEndsAt);
    this.storage.remove(STORAGE_KEYS.setupOwed);
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

  private storeEnd(endsAt: number | undefined): void {
    if (endsAt === undefined) this.storage.remove(STORAGE_KEYS.sessionEndsAt);
    else this.storage.set(STORAGE_KEYS.sessionEndsAt, String(Math.round(endsAt)));
  }

  /** Kept as the names joined by commas, in the order they are taken (the login's order). */
  private storeOwed(owed: readonly OwedStep[]): void {
    if (owed.length === 0) this.storage.remove(STORAGE_KEYS.setupOwed);
    else this.storage.set(STORAGE_KEYS.setupOwed, owed.join());
  }

  /** Unknown names (edited by hand, a newer client) are dropped. Lives here, not in the owed-step
   * policy, so every visitor's bundle carries only this much of it. */
  private readOwed(): readonly OwedStep[] {
    const text = this.storage.get(STORAGE_KEYS.setupOwed);
    const owed = (text ?? '')
      .split(',')
      .filter((name): name is OwedStep => name === 'password' || name === 'two-factor');
    return owed.length > 0 ? owed : LOGGED_OUT.owed;
  }

  private read(): SessionState {
    const token = presentValue(this.storage.get(STORAGE_KEYS.accessToken));
    const flag = presentValue(this.storage.get(STORAGE_KEYS.isLoggedIn));
    if (token === null && flag === null) return LOGGED_OUT;
    const loggedIn = flag === 'true' && token !== null;
    const owed = loggedIn ? this.readOwed() : LOGGED_OUT.owed;
    return { loggedIn, token, endsAt: loggedIn ? this.readEnd() : null, owed };
  }

  /** A stored end that is not a whole number of milliseconds (edited by hand, cut short) is unknown. */
  private readEnd(): number | null {
    const text = presentValue(this.storage.get(STORAGE_KEYS.sessionEndsAt));
    return text !== null && /^\d{1,16}$/.test(text) ? Number(text) : null;
  }

  private refreshState(): void {
    const next = this.read();
    if (
      next.loggedIn === this.state.loggedIn &&
      next.token === this.state.token &&
      next.endsAt === this.state.endsAt &&
      next.owed.join() === this.state.owed.join()
    )
      return;
    this.state = next;
    for (const listener of this.listeners) listener(next);
  }
}
