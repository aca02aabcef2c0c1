import type { DocumentData, EditableDocument } from '../../../domain/editing/authoring.port';
import type { EditBackup } from '../../../domain/editing/backup.port';
import { EDIT_MESSAGES } from '../../../domain/editing/edit-messages';
import { isDirty } from '../../../domain/editing/working-copy';
import { diffJson } from '../../../shared/json-diff';
import { timerSlot, type PartContext } from './state';

export interface BackupNeeds {
  /** Applies a whole text as changes (an accepted restore). */
  applyAll(data: DocumentData): void;
}

/**
 * The copy of unsaved work on the device: written about 1 s after each change, never
 * mid-composition, at once when the page or the session goes; offered back on open when it differs
 * from the server's draft; removed only once the server has the text.
 */
export interface BackupPart {
  /** A change was made: write the backup after `backupDelayMs`, or after the composition ends. */
  schedule(): void;
  /** Writes now, unless an offered older backup is still undecided or nothing is unsaved. */
  write(): Promise<void>;
  /** The pending write goes out now (the tab is hidden, the session ends, the editor closes). */
  flush(): Promise<void>;
  /** The server has every change: no pending write, and the device's copy goes. */
  discard(): void;
  /** Drops the pending write and removes the device's copy (take theirs, save as a new draft). */
  remove(): Promise<void>;
  composing(active: boolean): void;
  /** On open: offer a backup that differs from the server's draft, drop one that does not. */
  offerOnOpen(server: EditableDocument): Promise<void>;
  acceptRestore(): void;
  declineRestore(): Promise<void>;
  /** Registers the 612 dialog's line while unsaved text sits in the backup, and the idle logout's flush. */
  listen(): void;
  dispose(): void;
}

const sameData = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

export function createBackup(ctx: PartContext, needs: BackupNeeds): BackupPart {
  const { deps, state } = ctx;
  const timer = timerSlot(deps.timers);
  const stopListening: Array<() => void> = [];

  const removeStored = (): Promise<void> =>
    deps.backups.remove(deps.account, deps.docId).catch(() => undefined);

  function schedule(): void {
    timer.stop();
    if (state.composing) {
      state.backupWaitsForComposition = true;
      return;
    }
    timer.start(() => void write(), ctx.timing.backupDelayMs);
  }

  async function write(): Promise<void> {
    // An open offer holds an older backup the user has not decided on: never write over it.
    if (state.restoreOffer || !isDirty(state.workingCopy) || deps.account === '') return;
    const backup: EditBackup = {
      docId: deps.docId,
      account: deps.account,
      baseRevision: state.baseRevision,
      data: state.workingCopy.data,
      savedAt: ctx.now(),
    };
    try {
      await deps.backups.write(backup);
      if (state.backupFailed) {
        state.backupFailed = false;
        ctx.notify();
      }
    } catch {
      state.backupFailed = true;
      ctx.notify();
    }
  }

  async function flush(): Promise<void> {
    timer.stop();
    state.backupWaitsForComposition = false;
    await write();
  }

  /** The line for the 612 dialog: only while something unsaved really sits in the backup. */
  function keptOnDeviceNote(): string | null {
    return isDirty(state.workingCopy) && deps.account !== '' && !state.backupFailed
      ? EDIT_MESSAGES.keptOnDevice
      : null;
  }

  return {
    schedule,
    write,

    flush,

    discard() {
      timer.stop();
      void removeStored();
    },

    async remove() {
      timer.stop();
      await removeStored();
    },

    composing(active) {
      state.composing = active;
      if (active) {
        if (timer.pending) state.backupWaitsForComposition = true;
        timer.stop();
      } else if (state.backupWaitsForComposition) {
        state.backupWaitsForComposition = false;
        schedule();
      }
    },

    async offerOnOpen(server) {
      const backup = deps.account
        ? await deps.backups.read(deps.account, deps.docId).catch(() => undefined)
        : undefined;
      if (backup && !sameData(backup.data, server.draft)) {
        state.restoreOffer = {
          backup,
          changes: diffJson(server.draft, backup.data),
          serverMovedOn: backup.baseRevision !== server.revision,
          text: EDIT_MESSAGES.restoreOffer(backup.savedAt),
        };
      } else if (backup) {
        // The server already has exactly this text.
        await removeStored();
      }
    },

    acceptRestore() {
      if (!state.restoreOffer) return;
      const { backup } = state.restoreOffer;
      state.restoreOffer = null;
      needs.applyAll(backup.data);
    },

    async declineRestore() {
      if (!state.restoreOffer) return;
      state.restoreOffer = null;
      await removeStored();
      ctx.notify();
    },

    listen() {
      if (!deps.sessionEndNotes) return;
      stopListening.push(deps.sessionEndNotes.add(keptOnDeviceNote));
      // The idle logout writes the backup before it ends the session.
      stopListening.push(deps.sessionEndNotes.addFlush(flush));
    },

    dispose() {
      timer.stop();
      for (const stop of stopListening.splice(0)) stop();
    },
  };
}
