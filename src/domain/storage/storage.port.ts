/** String key-value storage (browser localStorage/sessionStorage in production). */
export interface KeyValueStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  /**
   * Changes made elsewhere (another tab) to this storage. `key` is null when everything was cleared.
   * Returns the unsubscribe function.
   */
  subscribe(listener: (key: string | null, newValue: string | null) => void): () => void;
}
