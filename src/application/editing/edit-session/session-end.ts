import { EDIT_MESSAGES } from '../../../domain/editing/edit-messages';
import type { SaveTrigger } from '../../../domain/editing/save-schedule';
import { minutesLeft, sessionWarningAt } from '../../../domain/editing/session-lifetime';
import { timerSlot, type PartContext } from './state';

export interface SessionEndNeeds {
  stopSaveSchedule(): void;
  stopLock(): void;
  flushBackup(): Promise<void>;
  runSave(trigger: SaveTrigger): Promise<void>;
}

/**
 * The login session's end: a warning before its absolute end (WCAG 2.2.1), which also saves; and
 * the end itself (612, a logout elsewhere), which stops every schedule and keeps the text on the
 * device.
 */
export interface SessionEndPart {
  /** Arms the warning `SESSION_WARNING_LEAD_MS` before the session's known end. */
  scheduleWarning(): void;
  end(): Promise<void>;
  dispose(): void;
}

export function createSessionEnd(ctx: PartContext, needs: SessionEndNeeds): SessionEndPart {
  const { deps, state } = ctx;
  const warning = timerSlot(deps.timers);

  return {
    scheduleWarning() {
      const endsAt = deps.sessionEndsAt?.() ?? null;
      const at = sessionWarningAt(endsAt, ctx.now());
      if (at === null || endsAt === null) return;
      warning.start(() => {
        state.sessionWarning = EDIT_MESSAGES.sessionEnding(minutesLeft(endsAt, ctx.now()));
        ctx.notify();
        void needs.runSave('session-warning');
      }, at - ctx.now());
    },

    async end() {
      if (state.sessionEnded) return;
      state.sessionEnded = true;
      needs.stopSaveSchedule();
      needs.stopLock();
      warning.stop();
      if (state.save.kind === 'saving') state.save = { kind: 'idle' };
      ctx.notify();
      await needs.flushBackup();
    },

    dispose: () => warning.stop(),
  };
}
