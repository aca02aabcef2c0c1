import type { KeyValueStorage } from '../../domain/storage/storage.port';

type StorageListener = (key: string | null, newValue: string | null) => void;

/**
 * The storage port over one Web Storage area. `subscribe` hears the browser's `storage` event,
 * which fires in the OTHER tabs of the same origin when this area changes: that is how a logout
 * or a refreshed token in one tab reaches the rest.
 */
export class WebStorageStore implements KeyValueStorage {
  constructor(
    private readonly area: Storage,
    private readonly events: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  ) {}

  // Refusals (private mode, full quota, storage disabled) are passed on, not swallowed: the core's
  // SafeStorage then keeps the value in memory, which a silent failure here would defeat.
  get(key: string): string | null {
    return this.area.getItem(key);
  }

  set(key: string, value: string): void {
    this.area.setItem(key, value);
  }

  remove(key: string): void {
    this.area.removeItem(key);
  }

  subscribe(listener: StorageListener): () => void {
    const onStorage = (event: StorageEvent): void => {
      if (event.storageArea !== this.area) return;
      listener(event.key, event.newValue);
    };
    this.events.addEventListener('storage', onStorage);
    return () => this.events.removeEventListener('storage', onStorage);
  }
}

/** localStorage: shared by all tabs of the origin, kept across visits (the session lives here). */
export class LocalStorageStore extends WebStorageStore {
  constructor(win: Window = window) {
    super(win.localStorage, win);
  }
}

/** sessionStorage: this tab only, gone when it closes (the mailbox draft lives here). */
export class SessionStorageStore extends WebStorageStore {
  constructor(win: Window = window) {
    super(win.sessionStorage, win);
  }
}
