import type { DocumentData, EditableDocument } from '../../domain/editing/authoring.port';
import { SAVE_TIMING, type SaveTiming } from '../../domain/editing/save-schedule';
import { saveAfterTyping } from '../../domain/editing/save-state';
import {
  changeAll,
  changeField,
  isDirty,
  rebase,
  replaceWith,
  workingCopyOf,
} from '../../domain/editing/working-copy';
import { createBackup } from './edit-session/backup';
import { createConflict } from './edit-session/conflict';
import type { EditSession, EditSessionDeps, EditSnapshot } from './edit-session/edit-session.types';
import { createLock } from './edit-session/lock';
import { createSaveLoop } from './edit-session/save-loop';
import { createSessionEnd } from './edit-session/session-end';
import { initialEditState, isReadOnly, snapshotOf, type PartContext } from './edit-session/state';

export type {
  ConflictChoice,
  ConflictView,
  EditSession,
  EditSessionDeps,
  EditSnapshot,
  LeaveOutcome,
  LockState,
  RestoreOffer,
  SaveFailure,
  SaveState,
  StatusKind,
} from './edit-session/edit-session.types';

/**
 * The edit session of one document: the working copy and what is unsaved, the
 * temporary-save schedule (600000 ms after the last change, at most 600000 ms after the first),
 * the local backup (about 1 s after each change, never mid-composition, removed only once the
 * server confirmed that revision), and the decisions on a conflict (412), a lock, a lost network
 * and an ended session. Views render its snapshot and forward events; nothing here knows React.
 *
 * Each concern is a part over one shared `EditState` (after tldraw's editor managers): the save
 * loop, the backup, the conflict, the lock and the session's end own their timers and their
 * teardown; this function loads the document, takes the typing and wires the parts together.
 */
export function createEditSession(deps: EditSessionDeps): EditSession {
  const timing: SaveTiming = { ...SAVE_TIMING, ...deps.timing };
  const listeners = new Set<() => void>();
  const state = initialEditState();
  let snapshot: EditSnapshot = snapshotOf(state, deps.canWrite);

  function notify(): void {
    snapshot = snapshotOf(state, deps.canWrite);
    for (const listener of listeners) listener();
  }

  const ctx: PartContext = {
    deps,
    timing,
    state,
    notify,
    now: () => deps.clock.now(),
    readOnly: () => isReadOnly(state, deps.canWrite),
  };

  // The parts call one another only through these arrows, so the order they are made in is free.
  const backup = createBackup(ctx, { applyAll: (data) => applyAll(data) });
  const saveLoop = createSaveLoop(ctx, {
    writeBackup: () => backup.write(),
    discardBackup: () => backup.discard(),
    openConflict: (theirs) => conflict.open(theirs),
    endSession: () => sessionEnd.end(),
  });
  const conflict = createConflict(ctx, {
    stopSaveSchedule: () => saveLoop.stopSchedule(),
    runSave: (trigger) => saveLoop.run(trigger),
    writeBackup: () => backup.write(),
    removeBackup: () => backup.remove(),
    applyAll: (data) => applyAll(data),
  });
  const lock = createLock(ctx, {
    stopSaveSchedule: () => saveLoop.stopSchedule(),
    scheduleSave: () => saveLoop.schedule(),
    flushBackup: () => backup.flush(),
  });
  const sessionEnd = createSessionEnd(ctx, {
    stopSaveSchedule: () => saveLoop.stopSchedule(),
    stopLock: () => lock.stop(),
    flushBackup: () => backup.flush(),
    runSave: (trigger) => saveLoop.run(trigger),
  });

  /** A whole text applied as changes: an accepted restore, the text brought back after a conflict. */
  function applyAll(data: DocumentData): void {
    state.workingCopy = changeAll(state.workingCopy, data);
    state.lastChangeAt = ctx.now();
    state.firstUnsavedAt ??= state.lastChangeAt;
    saveLoop.schedule();
    backup.schedule();
    notify();
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    async open() {
      state.phase = 'loading';
      notify();
      let opened: EditableDocument;
      try {
        opened = await deps.authoring.document(deps.docId);
      } catch (error) {
        state.phase = 'failed';
        state.loadError = error;
        notify();
        return;
      }
      state.serverDocument = opened;
      state.baseRevision = opened.revision;
      state.workingCopy = workingCopyOf(opened.draft);
      await backup.offerOnOpen(opened);
      if (deps.canWrite) await lock.take(false);
      saveLoop.listen();
      backup.listen();
      state.phase = 'ready';
      sessionEnd.scheduleWarning();
      notify();
    },

    change(field, value) {
      // While a restore is offered the form waits for the answer, so a keystroke cannot write a
      // new backup over the one being offered.
      if (state.phase !== 'ready' || ctx.readOnly() || state.restoreOffer) return;
      const next = changeField(state.workingCopy, field, value);
      if (next === state.workingCopy) return;
      state.workingCopy = next;
      state.lastChangeAt = ctx.now();
      if (state.saveInFlight) state.firstChangeWhileSaving ??= state.lastChangeAt;
      state.firstUnsavedAt ??= state.lastChangeAt;
      state.save = saveAfterTyping(state.save, next.data);
      saveLoop.schedule();
      backup.schedule();
      notify();
    },

    composing: (active) => backup.composing(active),

    saveNow: (trigger = 'button') => saveLoop.run(trigger),

    flushBackup: () => backup.flush(),

    resolveConflict: (choice) => conflict.resolve(choice),

    acceptRestore: () => backup.acceptRestore(),

    declineRestore: () => backup.declineRestore(),

    restoreDiscarded: () => conflict.restoreDiscarded(),

    takeOver: () => lock.takeOver(),

    async leave() {
      if (!isDirty(state.workingCopy)) return 'clean';
      if (!ctx.readOnly() && !state.conflict) await saveLoop.run('leave');
      await backup.flush();
      return isDirty(state.workingCopy) ? 'unsaved' : 'saved';
    },

    sessionEnded: () => sessionEnd.end(),

    async pageHidden() {
      // The release goes first, before the backup's slower write: the page may be gone in a moment.
      lock.releaseForPageHide();
      await backup.flush();
    },

    pageShown: () => lock.pageShown(),

    adopt(next) {
      if (next.docId !== deps.docId) return;
      state.serverDocument = next;
      state.baseRevision = next.revision;
      state.workingCopy = isDirty(state.workingCopy)
        ? rebase(state.workingCopy, next.draft)
        : replaceWith(state.workingCopy, next.draft);
      notify();
    },

    async dispose() {
      if (state.disposed) return;
      await backup.flush();
      state.disposed = true;
      saveLoop.dispose();
      backup.dispose();
      conflict.dispose();
      lock.dispose();
      sessionEnd.dispose();
      listeners.clear();
      await lock.release();
    },
  };
}
