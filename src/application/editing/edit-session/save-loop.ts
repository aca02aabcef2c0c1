import {
  SaveConflict,
  type ConflictCopy,
  type DocumentData,
  type EditableDocument,
} from '../../../domain/editing/authoring.port';
import { nextSaveAt, type SaveTrigger } from '../../../domain/editing/save-schedule';
import { failedSave, isOwnLostSave, tooLongToSend } from '../../../domain/editing/save-state';
import { isDirty, landSave, rebase } from '../../../domain/editing/working-copy';
import { NetworkError, RetryRequiredError, SessionExpiredError } from '../../../domain/errors/api-errors';
import { timerSlot, type PartContext } from './state';

export interface SaveLoopNeeds {
  writeBackup(): Promise<void>;
  /** The server has every change: the device's copy goes. */
  discardBackup(): void;
  /** Another editor's revision met the save (412). */
  openConflict(theirs: ConflictCopy): void;
  /** The login session is over (612, a 611 that survived its refresh). */
  endSession(): Promise<void>;
}

/**
 * The temporary save: `debounceMs` after the last change, at most `maxWaitMs` after the first,
 * at once on demand; one save at a time, each based on the revision the last one made; a lost
 * answer resent with the same idempotency key; a save failed for the network sent again once the
 * device is online.
 */
export interface SaveLoopPart {
  /** (Re)arms the schedule from the current changes, or clears it when no save may go out. */
  schedule(): void;
  /** No scheduled save (a conflict, a lost lock, the session's end). */
  stopSchedule(): void;
  /** Saves now; resolves when the save has landed or failed. */
  run(trigger: SaveTrigger): Promise<void>;
  /** Listens for the device coming back online. */
  listen(): void;
  dispose(): void;
}

export function createSaveLoop(ctx: PartContext, needs: SaveLoopNeeds): SaveLoopPart {
  const { deps, state } = ctx;
  const timer = timerSlot(deps.timers);
  const stopListening: Array<() => void> = [];

  function schedule(): void {
    timer.stop();
    if (
      state.disposed ||
      ctx.readOnly() ||
      state.conflict ||
      state.restoreOffer ||
      !isDirty(state.workingCopy) ||
      state.firstUnsavedAt === null
    )
      return;
    const due = nextSaveAt(state.firstUnsavedAt, state.lastChangeAt, ctx.timing);
    timer.start(() => void run('schedule'), due - ctx.now());
  }

  async function run(trigger: SaveTrigger): Promise<void> {
    if (state.saveInFlight) {
      // One save at a time: the next goes out when this one has landed, so it is based on the
      // revision this one makes rather than meeting a 412 from ourselves.
      if (trigger !== 'schedule') state.queuedSaveTrigger = trigger;
      return state.saveInFlight;
    }
    if (state.disposed || ctx.readOnly() || state.conflict || !isDirty(state.workingCopy)) return;
    timer.stop();
    if (refuseTooLong()) return;
    state.saveInFlight = send().finally(() => {
      state.saveInFlight = null;
    });
    await state.saveInFlight;
    const again = state.queuedSaveTrigger;
    state.queuedSaveTrigger = null;
    if (again && isDirty(state.workingCopy)) await run(again);
  }

  async function send(retried = false): Promise<void> {
    const sentVersion = state.workingCopy.version;
    const payload: DocumentData = state.workingCopy.data;
    const text = JSON.stringify(payload);
    const key = state.unansweredSave?.payload === text ? state.unansweredSave.key : deps.newKey();
    state.unansweredSave = { payload: text, key };
    state.firstChangeWhileSaving = null;
    state.save = { kind: 'saving' };
    ctx.notify();
    try {
      const answer = await deps.authoring.save(deps.docId, payload, state.baseRevision, key);
      state.unansweredSave = null;
      landed(answer, sentVersion);
    } catch (error) {
      if (error instanceof RetryRequiredError && !retried) {
        // The write met a refreshed token: the key and `If-Match` make sending it again safe.
        return send(true);
      }
      if (error instanceof SaveConflict) {
        state.unansweredSave = null;
        if (isOwnLostSave(error.current, deps.account, state.unansweredPayloads)) {
          // Our own earlier save committed but its answer was lost: not another editor.
          state.baseRevision = error.current.revision;
          state.workingCopy = rebase(state.workingCopy, error.current.data as DocumentData);
          return send(retried);
        }
        needs.openConflict(error.current);
        return;
      }
      failed(error);
    }
  }

  /** Over the schema's limit: never sent, and the text stays on the device. */
  function refuseTooLong(): boolean {
    const refusal = tooLongToSend(state.workingCopy.data);
    if (!refusal) return false;
    state.save = refusal;
    void needs.writeBackup();
    ctx.notify();
    return true;
  }

  function landed(answer: EditableDocument, sentVersion: number): void {
    state.unansweredPayloads.clear();
    state.lastSaveFailedForNetwork = false;
    state.serverDocument = answer;
    state.baseRevision = answer.revision;
    state.workingCopy = landSave(state.workingCopy, sentVersion, answer.draft);
    state.save = { kind: 'saved', at: ctx.now() };
    if (isDirty(state.workingCopy)) {
      state.firstUnsavedAt = state.firstChangeWhileSaving ?? ctx.now();
      void needs.writeBackup();
    } else {
      state.firstUnsavedAt = null;
      // The server has this revision: the device's copy is no longer needed.
      needs.discardBackup();
    }
    state.firstChangeWhileSaving = null;
    schedule();
    ctx.notify();
  }

  function failed(error: unknown): void {
    if (state.unansweredSave && error instanceof NetworkError)
      state.unansweredPayloads.add(state.unansweredSave.payload);
    if (error instanceof SessionExpiredError) {
      void needs.endSession();
      return;
    }
    state.lastSaveFailedForNetwork = error instanceof NetworkError;
    state.save = failedSave(error);
    // The text stays on the device whatever the server said.
    void needs.writeBackup();
    ctx.notify();
  }

  /** The device is online again: a save that failed for the network goes out without a click. */
  function backOnline(): void {
    if (!state.lastSaveFailedForNetwork || state.disposed || state.sessionEnded) return;
    void run('online');
  }

  return {
    schedule,
    stopSchedule: () => timer.stop(),
    run,
    listen() {
      if (deps.connectivity) stopListening.push(deps.connectivity.onOnline(backOnline));
    },
    dispose() {
      timer.stop();
      for (const stop of stopListening.splice(0)) stop();
    },
  };
}
