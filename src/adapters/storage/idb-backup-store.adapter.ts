import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import type { BackupStore, EditBackup } from '../../domain/editing/backup.port';

export interface IdbBackupStoreOptions {
  /** The database and object store; tests may name their own. */
  dbName?: string;
  storeName?: string;
}

/** One record per account and document; the NUL cannot occur in an account name or a document id. */
export const backupKey = (account: string, docId: string): string => `${account}\u0000${docId}`;

/**
 * Backups in IndexedDB through idb-keyval, in a database of their own so that no other library's
 * keys mix with them. IndexedDB may be missing or refuse to open (private browsing, a full disk,
 * a blocked upgrade): then `read` answers nothing and `write` and `remove` reject, so the editor
 * can say that no local copy is kept rather than pretend one is.
 */
export class IdbBackupStore implements BackupStore {
  private readonly dbName: string;
  private readonly storeName: string;
  private store: UseStore | undefined;

  constructor(options: IdbBackupStoreOptions = {}) {
    this.dbName = options.dbName ?? 'themesite-editor';
    this.storeName = options.storeName ?? 'backups';
  }

  async read(account: string, docId: string): Promise<EditBackup | undefined> {
    try {
      const value: unknown = await get(backupKey(account, docId), this.use());
      return isBackupOf(value, account, docId) ? value : undefined;
    } catch {
      // Unreadable is the same as absent: there is nothing the editor could offer.
      return undefined;
    }
  }

  async write(backup: EditBackup): Promise<void> {
    await set(backupKey(backup.account, backup.docId), backup, this.use());
  }

  async remove(account: string, docId: string): Promise<void> {
    await del(backupKey(account, docId), this.use());
  }

  /**
   * Opened on first use, not in the constructor: where `indexedDB` does not exist, the first call
   * throws inside an async method (a rejection) instead of the composition root failing.
   */
  private use(): UseStore {
    this.store ??= createStore(this.dbName, this.storeName);
    return this.store;
  }
}

/**
 * A record written by this version for this account and document. Anything else (a record from an
 * older shape, a hand-edited one) is not offered: restoring it could put garbage into the form.
 */
function isBackupOf(value: unknown, account: string, docId: string): value is EditBackup {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Partial<EditBackup>;
  return (
    record.account === account &&
    record.docId === docId &&
    typeof record.baseRevision === 'number' &&
    typeof record.savedAt === 'number' &&
    typeof record.data === 'object' &&
    record.data !== null &&
    !Array.isArray(record.data)
  );
}
