/** An edit lock as stored: who holds it, since when, and their last heartbeat (epoch ms). */
export interface StoredLock {
  account: string;
  displayName: string;
  startedAt: number;
  heartbeatAt: number;
}

/**
 * Advisory edit locks, one row per document. Acquiring and heartbeats read the row and
 * write it in one unit of work under `{ document: docId }`: the row may not exist yet, so the
 * document is what the lock is taken on.
 */
export interface EditLockStore {
  find(docId: string): Promise<StoredLock | undefined>;
  /** Writes the document's lock, replacing whatever row was there. */
  put(docId: string, lock: StoredLock): Promise<void>;
  heartbeat(docId: string, at: number): Promise<void>;
  /** Removes the lock only when `account` holds it. */
  release(docId: string, account: string): Promise<void>;
}
