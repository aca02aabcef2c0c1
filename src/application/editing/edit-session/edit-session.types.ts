import type {
  AuthoringSource,
  ConflictCopy,
  DocumentData,
  EditableDocument,
  LockView,
} from '../../../domain/editing/authoring.port';
import type { BackupStore, EditBackup } from '../../../domain/editing/backup.port';
import type { SaveTiming, SaveTrigger } from '../../../domain/editing/save-schedule';
import type { SaveState, StatusKind } from '../../../domain/editing/save-state';
import type { Connectivity } from '../../../domain/network/connectivity.port';
import type { SessionEndNotes } from '../../../domain/session/session-end-notes';
import type { Clock, Timers } from '../../../domain/time/clock.port';
import type { JsonChange } from '../../../shared/json-diff';

export type { SaveFailure, SaveState, StatusKind } from '../../../domain/editing/save-state';

export interface EditSessionDeps {
  docId: string;
  /** The signed-in account: backups are kept per document and per account. */
  account: string;
  authoring: AuthoringSource;
  backups: BackupStore;
  timers: Timers;
  clock: Clock;
  /** A fresh idempotency key. */
  newKey: () => string;
  /** `w` on the document's path. Without it the draft is shown read-only and nothing is saved. */
  canWrite: boolean;
  timing?: Partial<SaveTiming>;
  /** The absolute end of the login session (ms since the epoch), when known. */
  sessionEndsAt?: () => number | null;
  /** The device's network: a save that failed for the network is sent again when it returns. */
  connectivity?: Connectivity;
  /** Where the spec's 612 dialog finds the line that says the changes are kept on this device. */
  sessionEndNotes?: SessionEndNotes;
}

export type LockState =
  | { kind: 'none' }
  | { kind: 'mine' }
  /** Another editor's live lock: the draft is read-only until the user takes over. */
  | { kind: 'other'; holder: LockView; text: string }
  /**
   * Another editor took the lock over while this one was open: read-only like `other`, the
   * unsaved text kept in the form and on the device, until the user takes it back.
   */
  | { kind: 'lost'; holder: LockView; text: string };

export interface ConflictView {
  theirs: ConflictCopy;
  mine: DocumentData;
  /** From their copy to mine. */
  changes: JsonChange[];
  byLine: string;
}

export interface RestoreOffer {
  backup: EditBackup;
  /** From the server's draft to the backup. */
  changes: JsonChange[];
  /** The server's draft moved on since the backup's revision. */
  serverMovedOn: boolean;
  text: string;
}

export interface EditSnapshot {
  phase: 'loading' | 'ready' | 'failed';
  loadError: unknown;
  document: EditableDocument | null;
  /** The working copy: what the form and the preview show. */
  data: DocumentData;
  dirty: boolean;
  unsaved: readonly string[];
  save: SaveState;
  status: { kind: StatusKind; text: string };
  conflict: ConflictView | null;
  restoreOffer: RestoreOffer | null;
  lock: LockState;
  /** Nothing can be changed: no `w`, or another editor's lock not taken over. */
  readOnly: boolean;
  canWrite: boolean;
  sessionEnded: boolean;
  /** The warning before the session's absolute end, once it is due. */
  sessionWarning: string | null;
  backupFailed: boolean;
  /** Documents made by "save mine as a new draft". */
  copies: readonly EditableDocument[];
  /** My text after "take theirs", until the editor closes: one click brings it back. */
  discarded: DocumentData | null;
}

export type LeaveOutcome = 'clean' | 'saved' | 'unsaved';

export type ConflictChoice = 'mine' | 'theirs' | 'copy';

export interface EditSession {
  getSnapshot(): EditSnapshot;
  subscribe(listener: () => void): () => void;
  open(): Promise<void>;
  /** One field changed in the form. */
  change(field: string, value: unknown): void;
  /** An input method started or ended composing: the backup waits for the end. */
  composing(active: boolean): void;
  /** 暫存 now (the button, Ctrl/⌘+S, a retry). Resolves when the save has landed or failed. */
  saveNow(trigger?: SaveTrigger): Promise<void>;
  /** Writes the backup at once (the tab is hidden or closing, the session is ending). */
  flushBackup(): Promise<void>;
  resolveConflict(choice: ConflictChoice): Promise<void>;
  acceptRestore(): void;
  declineRestore(): Promise<void>;
  /** Brings back the text dropped by "take theirs". */
  restoreDiscarded(): void;
  /** Replaces another editor's lock (audited on the server). */
  takeOver(): Promise<void>;
  /** Before the editor closes: save what is unsaved, and say whether anything is left. */
  leave(): Promise<LeaveOutcome>;
  /** The login session ended (612, a logout elsewhere): keep everything on the device. */
  sessionEnded(): Promise<void>;
  /**
   * A newer copy of the document from another action of this editor (a publish, a restored
   * revision): it becomes the base of the next save. Unsaved changes stay; with none, the form
   * shows the new draft.
   */
  adopt(document: EditableDocument): void;
  /**
   * The page is going away (`pagehide`: the tab closes, the browser navigates off the site):
   * release the lock with a request that outlives the page, so colleagues do not see 正在編輯 for
   * its 150 s, and flush the backup, which holds any text whose save is still pending.
   */
  pageHidden(): Promise<void>;
  /** The page came back from the browser's back-forward cache after `pageHidden`: lock again. */
  pageShown(): Promise<void>;
  /** Stops the timers and releases the lock; the backup is flushed first. */
  dispose(): Promise<void>;
}
