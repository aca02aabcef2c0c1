import type { DocumentData } from './authoring.port';

/**
 * A local copy of unsaved work: what the editor held, on which server revision it was based, and
 * when it was written. One per document per account, so a shared computer never offers one
 * editor's text to another.
 */
export interface EditBackup {
  docId: string;
  account: string;
  baseRevision: number;
  data: DocumentData;
  /** Milliseconds since the epoch. */
  savedAt: number;
}

/** Where backups live (IndexedDB in the browser, a map in tests). Never throws for a missing one. */
export interface BackupStore {
  read(account: string, docId: string): Promise<EditBackup | undefined>;
  write(backup: EditBackup): Promise<void>;
  remove(account: string, docId: string): Promise<void>;
}
