import type { ConflictCopy, DocumentData } from '../../../domain/editing/authoring.port';
import { EDIT_MESSAGES } from '../../../domain/editing/edit-messages';
import type { SaveTrigger } from '../../../domain/editing/save-schedule';
import { rebase, replaceWith } from '../../../domain/editing/working-copy';
import { diffJson } from '../../../shared/json-diff';
import type { ConflictChoice } from './edit-session.types';
import type { PartContext } from './state';

export interface ConflictNeeds {
  stopSaveSchedule(): void;
  runSave(trigger: SaveTrigger): Promise<void>;
  writeBackup(): Promise<void>;
  removeBackup(): Promise<void>;
  /** Applies a whole text as changes (the text brought back after "take theirs"). */
  applyAll(data: DocumentData): void;
}

/**
 * A 412 from another editor: the schedule stops and the writer chooses keep mine (saved over their
 * revision), take theirs (mine kept for 復原我的版本) or save mine as a new draft.
 */
export interface ConflictPart {
  open(theirs: ConflictCopy): void;
  resolve(choice: ConflictChoice): Promise<void>;
  restoreDiscarded(): void;
  dispose(): void;
}

export function createConflict(ctx: PartContext, needs: ConflictNeeds): ConflictPart {
  const { deps, state } = ctx;

  async function resolve(choice: ConflictChoice): Promise<void> {
    if (!state.conflict) return;
    const { theirs } = state.conflict;
    if (choice === 'copy') {
      const mine = { ...state.workingCopy.data };
      delete mine.id;
      const created = await deps.authoring.create(state.serverDocument?.path ?? '', mine);
      state.draftsSavedAsNew = [...state.draftsSavedAsNew, created];
    }
    state.conflict = null;
    state.baseRevision = theirs.revision;
    const theirData = theirs.data as DocumentData;
    if (choice === 'mine') {
      // Saved over their revision, knowingly: their text stays in the revisions.
      state.workingCopy = rebase(state.workingCopy, theirData);
      ctx.notify();
      await needs.runSave('retry');
      return;
    }
    state.discardedText = choice === 'theirs' ? state.workingCopy.data : null;
    state.workingCopy = replaceWith(state.workingCopy, theirData);
    state.firstUnsavedAt = null;
    needs.stopSaveSchedule();
    if (state.serverDocument)
      state.serverDocument = { ...state.serverDocument, revision: theirs.revision, draft: theirData };
    await needs.removeBackup();
    ctx.notify();
  }

  return {
    open(theirs) {
      needs.stopSaveSchedule();
      state.save = { kind: 'idle' };
      state.conflict = {
        theirs,
        mine: state.workingCopy.data,
        changes: diffJson(theirs.data, state.workingCopy.data),
        byLine: EDIT_MESSAGES.conflictBy(theirs.updatedByName ?? theirs.updatedBy, theirs.updatedAt),
      };
      void needs.writeBackup();
      ctx.notify();
    },

    resolve,

    restoreDiscarded() {
      if (!state.discardedText || ctx.readOnly()) return;
      const mine = state.discardedText;
      state.discardedText = null;
      needs.applyAll(mine);
    },

    // The conflict holds no timer: an open question simply stays open until the editor closes.
    dispose() {},
  };
}
