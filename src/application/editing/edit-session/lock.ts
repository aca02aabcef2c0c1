import { LockHeld, type LockView } from '../../../domain/editing/authoring.port';
import { EDIT_MESSAGES } from '../../../domain/editing/edit-messages';
import { ApiError, SessionExpiredError } from '../../../domain/errors/api-errors';
import { timerSlot, type PartContext } from './state';

export interface LockNeeds {
  stopSaveSchedule(): void;
  scheduleSave(): void;
  flushBackup(): Promise<void>;
}

/**
 * The edit lock: taken on open, kept by a heartbeat every `heartbeatMs`, watched by a poll every
 * `lockPollMs` while it is mine, taken over on request, released on `pagehide` and on close.
 */
export interface LockPart {
  /** Takes the lock; another editor's live lock makes the draft read-only. */
  take(takeOver: boolean): Promise<void>;
  /** Replaces another editor's lock (audited on the server); the kept text is scheduled again. */
  takeOver(): Promise<void>;
  /** The page is going away: release the lock with a request that outlives the page. */
  releaseForPageHide(): void;
  /** The page is back from the back-forward cache: lock again. */
  pageShown(): Promise<void>;
  /** No heartbeat and no poll any more (the session ended). */
  stop(): void;
  /** Releases the lock when it is mine (the editor closes). */
  release(): Promise<void>;
  dispose(): void;
}

export function createLock(ctx: PartContext, needs: LockNeeds): LockPart {
  const { deps, state } = ctx;
  const heartbeat = timerSlot(deps.timers);
  const poll = timerSlot(deps.timers);

  function stop(): void {
    heartbeat.stop();
    poll.stop();
  }

  async function take(takeOver: boolean): Promise<void> {
    try {
      await deps.authoring.lock(deps.docId, takeOver ? { takeOver: true } : {});
      state.lock = { kind: 'mine' };
      startHeartbeat();
      startPoll();
    } catch (error) {
      if (error instanceof LockHeld) {
        state.lock = { kind: 'other', holder: error.lock, text: EDIT_MESSAGES.lockedBy(error.lock) };
        poll.stop();
      }
      // Any other failure leaves the document unlocked; saves are still guarded by `If-Match`.
    }
  }

  function startHeartbeat(): void {
    heartbeat.stop();
    if (state.disposed || state.sessionEnded) return;
    heartbeat.start(() => void beat(), ctx.timing.heartbeatMs);
  }

  async function beat(): Promise<void> {
    if (state.disposed || state.lock.kind !== 'mine') return;
    try {
      await deps.authoring.heartbeat(deps.docId);
    } catch (error) {
      if (error instanceof LockHeld) {
        lost(error.lock);
        return;
      }
      if (error instanceof ApiError && error.status === 409) {
        // The lock lapsed (a sleeping laptop) and nobody took it: take it again.
        await take(false);
        ctx.notify();
        if (state.lock.kind !== 'mine') return;
      }
      if (error instanceof SessionExpiredError) return;
    }
    startHeartbeat();
  }

  /**
   * Asks who holds the lock every `lockPollMs` while it is mine: a take-over reaches
   * this editor within seconds, not at the next heartbeat a minute later. A poll, not a server-sent
   * event stream: it passes every proxy and CDN, needs no connection held open per editor, and
   * works the same with several server instances; a failed poll simply waits for the next one.
   */
  function startPoll(): void {
    poll.stop();
    if (state.disposed || state.sessionEnded) return;
    poll.start(() => void askWhoHolds(), ctx.timing.lockPollMs);
  }

  async function askWhoHolds(): Promise<void> {
    // Every way out of `mine` (lost, other, released, ended, disposed) stops the poll's timer.
    try {
      const holder = await deps.authoring.lockStatus(deps.docId);
      if (state.disposed || state.sessionEnded || state.lock.kind !== 'mine') return;
      if (holder && holder.account !== deps.account) {
        lost(holder);
        return;
      }
    } catch {
      // Offline or a server fault: the next poll asks again, and the heartbeat keeps the lock.
    }
    startPoll();
  }

  /**
   * Another editor took the lock over: this one turns read-only at once, so nothing more is typed
   * that could not be saved, and the unsaved text goes to the device's backup, never lost.
   */
  function lost(holder: LockView): void {
    state.lock = { kind: 'lost', holder, text: EDIT_MESSAGES.lockLost(holder) };
    needs.stopSaveSchedule();
    stop();
    ctx.notify();
    void needs.flushBackup();
  }

  return {
    take,

    async takeOver() {
      if (!deps.canWrite) return;
      await take(true);
      // Text kept while the lock was lost goes back on the schedule once the lock is mine again.
      needs.scheduleSave();
      ctx.notify();
    },

    releaseForPageHide() {
      if (state.lock.kind !== 'mine' || state.sessionEnded || state.disposed) return;
      state.lock = { kind: 'none' };
      stop();
      void deps.authoring.unlock(deps.docId, { keepalive: true }).catch(() => undefined);
    },

    async pageShown() {
      if (state.disposed || state.sessionEnded || !deps.canWrite || state.lock.kind !== 'none') return;
      await take(false);
      needs.scheduleSave();
      ctx.notify();
    },

    stop,

    async release() {
      if (state.lock.kind === 'mine' && !state.sessionEnded)
        await deps.authoring.unlock(deps.docId).catch(() => undefined);
    },

    dispose: stop,
  };
}
