import type { DocumentData, EditableDocument } from '../../../domain/editing/authoring.port';
import type { SaveTiming, SaveTrigger } from '../../../domain/editing/save-schedule';
import { editStatus, type SaveState } from '../../../domain/editing/save-state';
import {
  isDirty,
  unsavedFields,
  workingCopyOf,
  type WorkingCopy,
} from '../../../domain/editing/working-copy';
import type { TimerHandle, Timers } from '../../../domain/time/clock.port';
import type {
  ConflictView,
  EditSessionDeps,
  EditSnapshot,
  LockState,
  RestoreOffer,
} from './edit-session.types';

/**
 * Everything one edit session knows, in one record the parts share. Each part writes the fields of
 * its own concern and reads the others' (a save waits while a conflict is open or the lock is
 * lost); the snapshot the views render is built from this record alone.
 */
export interface EditState {
  phase: EditSnapshot['phase'];
  loadError: unknown;
  /** The document as the server last gave it: on open, in a save's answer, a conflict taken, an adopt. */
  serverDocument: EditableDocument | null;
  /** The revision the next save is based on (`If-Match`). */
  baseRevision: number;
  /** What the form and the preview show, with a version per field. */
  workingCopy: WorkingCopy;
  save: SaveState;
  conflict: ConflictView | null;
  restoreOffer: RestoreOffer | null;
  lock: LockState;
  sessionEnded: boolean;
  disposed: boolean;
  sessionWarning: string | null;
  backupFailed: boolean;
  /** Documents made by "save mine as a new draft". */
  draftsSavedAsNew: EditableDocument[];
  /** My text after "take theirs", until the editor closes. */
  discardedText: DocumentData | null;

  /** When the oldest change the server has not got was made; `null` with nothing unsaved. */
  firstUnsavedAt: number | null;
  lastChangeAt: number;
  /** The first change made while a save was on its way: the next schedule counts from it. */
  firstChangeWhileSaving: number | null;
  saveInFlight: Promise<void> | null;
  /** A save asked for while another was on its way: it goes out when that one has landed. */
  queuedSaveTrigger: SaveTrigger | null;
  /** The payload and key of the last save that got no answer: a resend of it reuses the key. */
  unansweredSave: { payload: string; key: string } | null;
  /** Payloads sent without an answer (a dropped network), to recognise our own save in a 412. */
  unansweredPayloads: Set<string>;
  /** The last save failed for the network: the device's `online` event sends it again. */
  lastSaveFailedForNetwork: boolean;
  /** An input method is composing: the backup waits for the end. */
  composing: boolean;
  /** A backup was due when composing started: it is scheduled again at the end. */
  backupWaitsForComposition: boolean;
}

export function initialEditState(): EditState {
  return {
    phase: 'loading',
    loadError: null,
    serverDocument: null,
    baseRevision: 0,
    workingCopy: workingCopyOf({}),
    save: { kind: 'idle' },
    conflict: null,
    restoreOffer: null,
    lock: { kind: 'none' },
    sessionEnded: false,
    disposed: false,
    sessionWarning: null,
    backupFailed: false,
    draftsSavedAsNew: [],
    discardedText: null,
    firstUnsavedAt: null,
    lastChangeAt: 0,
    firstChangeWhileSaving: null,
    saveInFlight: null,
    queuedSaveTrigger: null,
    unansweredSave: null,
    unansweredPayloads: new Set(),
    lastSaveFailedForNetwork: false,
    composing: false,
    backupWaitsForComposition: false,
  };
}

/** Nothing can be changed: no `w`, another editor's lock, or an ended session. */
export function isReadOnly(state: EditState, canWrite: boolean): boolean {
  return !canWrite || state.lock.kind === 'other' || state.lock.kind === 'lost' || state.sessionEnded;
}

export function snapshotOf(state: EditState, canWrite: boolean): EditSnapshot {
  const dirty = isDirty(state.workingCopy);
  return {
    phase: state.phase,
    loadError: state.loadError,
    document: state.serverDocument,
    data: state.workingCopy.data,
    dirty,
    unsaved: unsavedFields(state.workingCopy),
    save: state.save,
    status: editStatus({
      sessionEnded: state.sessionEnded,
      conflict: state.conflict !== null,
      save: state.save,
      dirty,
    }),
    conflict: state.conflict,
    restoreOffer: state.restoreOffer,
    lock: state.lock,
    readOnly: isReadOnly(state, canWrite),
    canWrite,
    sessionEnded: state.sessionEnded,
    sessionWarning: state.sessionWarning,
    backupFailed: state.backupFailed,
    copies: state.draftsSavedAsNew,
    discarded: state.discardedText,
  };
}

/** What every part is given: the ports, the timing, the shared record and the way to say it changed. */
export interface PartContext {
  readonly deps: EditSessionDeps;
  readonly timing: SaveTiming;
  readonly state: EditState;
  /** The record changed: a new snapshot for the views. */
  readonly notify: () => void;
  readonly now: () => number;
  readonly readOnly: () => boolean;
}

/** One pending timer a part owns: starting it again replaces the pending run. */
export interface TimerSlot {
  start(run: () => void, ms: number): void;
  stop(): void;
  readonly pending: boolean;
}

export function timerSlot(timers: Timers): TimerSlot {
  let handle: TimerHandle | null = null;
  const stop = (): void => {
    if (handle !== null) timers.cancel(handle);
    handle = null;
  };
  return {
    start(run, ms) {
      stop();
      handle = timers.schedule(() => {
        handle = null;
        run();
      }, ms);
    },
    stop,
    get pending() {
      return handle !== null;
    },
  };
}
