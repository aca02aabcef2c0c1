import type { BackupStore, EditBackup } from '../../domain/editing/backup.port';
import { backupKey as key } from './idb-backup-store.adapter';

/**
 * The in-memory twin of `IdbBackupStore`. `breaks()` plays a browser without IndexedDB (private
 * mode): reads answer nothing and writes reject, as the real one does.
 */
export class MemoryBackupStore implements BackupStore {
  /** What is stored, by `account\0docId`, for a test to read. */
  readonly backups = new Map<string, EditBackup>();
  private broken = false;

  breaks(): this {
    this.broken = true;
    return this;
  }

  /** IndexedDB is back (the user left private mode, the quota freed up). */
  mends(): this {
    this.broken = false;
    return this;
  }

  read(account: string, docId: string): Promise<EditBackup | undefined> {
    if (this.broken) return Promise.resolve(undefined);
    const stored = this.backups.get(key(account, docId));
    return Promise.resolve(stored === undefined ? undefined : copy(stored));
  }

  write(backup: EditBackup): Promise<void> {
    if (this.broken) return Promise.reject(new Error('IndexedDB unavailable'));
    this.backups.set(key(backup.account, backup.docId), copy(backup));
    return Promise.resolve();
  }

  remove(account: string, docId: string): Promise<void> {
    if (this.broken) return Promise.reject(new Error('IndexedDB unavailable'));
    this.backups.delete(key(account, docId));
    return Promise.resolve();
  }
}

/**
 * A copy, as IndexedDB's structured clone gives, so a caller cannot change what is stored. Through
 * JSON, since documents are JSON and jsdom has no `structuredClone`.
 */
const copy = (backup: EditBackup): EditBackup => JSON.parse(JSON.stringify(backup)) as EditBackup;
