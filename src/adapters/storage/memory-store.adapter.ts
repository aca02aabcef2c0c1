import type { KeyValueStorage } from '../../domain/storage/storage.port';

type StorageListener = (key: string | null, newValue: string | null) => void;

/** The operations of the storage port, each of which a test can make throw (`breaks`). */
export type StorageOperation = 'get' | 'set' | 'remove' | 'subscribe';

/**
 * The in-memory twin of the Web Storage stores. Like the browser, its own writes do not notify
 * its subscribers; `changeElsewhere` plays the part of another tab writing to the same area, and
 * `breaks` a browser whose storage throws (private mode, quota full).
 */
export class MemoryStore implements KeyValueStorage {
  /** What is stored, for a test to read or to change underneath the code under test. */
  readonly values = new Map<string, string>();
  private listeners: StorageListener[] = [];
  private readonly broken = new Set<StorageOperation>();

  constructor(initial: Record<string, string> = {}) {
    for (const [k, v] of Object.entries(initial)) this.values.set(k, v);
  }

  get(key: string): string | null {
    this.failIfBroken('get');
    return this.values.get(key) ?? null;
  }

  set(key: string, value: string): void {
    this.failIfBroken('set');
    this.values.set(key, value);
  }

  remove(key: string): void {
    this.failIfBroken('remove');
    this.values.delete(key);
  }

  subscribe(listener: StorageListener): () => void {
    this.failIfBroken('subscribe');
    this.listeners = [...this.listeners, listener];
    return () => {
      this.listeners = this.listeners.filter((l) => l !== listener);
    };
  }

  /** Another tab set (or, with null, removed) a key; `key` null means it cleared everything. */
  changeElsewhere(key: string | null, newValue: string | null): void {
    if (key === null) this.values.clear();
    else if (newValue === null) this.values.delete(key);
    else this.values.set(key, newValue);
    for (const listener of this.listeners) listener(key, newValue);
  }

  snapshot(): Record<string, string> {
    return Object.fromEntries(this.values);
  }

  /** From now on these operations throw, as Web Storage does in private mode or when full. */
  breaks(...operations: StorageOperation[]): this {
    for (const operation of operations) this.broken.add(operation);
    return this;
  }

  /** Every operation works again. */
  heals(): this {
    this.broken.clear();
    return this;
  }

  /** How many subscribers are still listening, so a test can see that one unsubscribed. */
  get listenerCount(): number {
    return this.listeners.length;
  }

  private failIfBroken(operation: StorageOperation): void {
    if (this.broken.has(operation))
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  }
}
