import type { KeyValueStorage } from '../../../src/domain/storage/storage.port';

type Listener = (key: string | null, newValue: string | null) => void;

/** An in-memory storage port that can play another tab (`changeElsewhere`) and a broken browser (`breaks`). */
export class FakeStorage implements KeyValueStorage {
  readonly values = new Map<string, string>();
  private listeners: Listener[] = [];
  private readonly broken = new Set<'get' | 'set' | 'remove' | 'subscribe'>();

  constructor(initial: Record<string, string> = {}) {
    for (const [key, value] of Object.entries(initial)) this.values.set(key, value);
  }

  /** From now on these operations throw, as Web Storage does in private mode or when full. */
  breaks(...operations: Array<'get' | 'set' | 'remove' | 'subscribe'>): this {
    for (const operation of operations) this.broken.add(operation);
    return this;
  }

  heals(): this {
    this.broken.clear();
    return this;
  }

  get listenerCount(): number {
    return this.listeners.length;
  }

  get(key: string): string | null {
    this.fail('get');
    return this.values.get(key) ?? null;
  }

  set(key: string, value: string): void {
    this.fail('set');
    this.values.set(key, value);
  }

  remove(key: string): void {
    this.fail('remove');
    this.values.delete(key);
  }

  subscribe(listener: Listener): () => void {
    this.fail('subscribe');
    this.listeners.push(listener);
    return () => {
      this.listeners = this.listeners.filter((l) => l !== listener);
    };
  }

  /** Another tab wrote the same storage; null key means it cleared everything. */
  changeElsewhere(key: string | null, newValue: string | null): void {
    if (key === null) this.values.clear();
    else if (newValue === null) this.values.delete(key);
    else this.values.set(key, newValue);
    for (const listener of this.listeners) listener(key, newValue);
  }

  private fail(operation: 'get' | 'set' | 'remove' | 'subscribe'): void {
    if (this.broken.has(operation))
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  }
}
