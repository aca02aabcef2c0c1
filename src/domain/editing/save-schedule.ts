import { TEMP_SAVE_DEBOUNCE_MS } from '../../shared/authoring.constants';

/**
 * When the editor writes, to the server and to the device. Pure numbers and
 * functions of times in milliseconds; the edit session runs them on the `Timers` port.
 */
export interface SaveTiming {
  /** 暫存 this long after the last change (the spec's temporary-save debounce, 600000 ms). */
  debounceMs: number;
  /** …but at most this long after the first unsaved change, so continuous typing still saves. */
  maxWaitMs: number;
  /** The local backup, this long after each change. */
  backupDelayMs: number;
  /** The edit lock's heartbeat. The server frees a lock after 150 s without one. */
  heartbeatMs: number;
  /**
   * How often the editor asks who holds its lock, so another editor's take-over reaches
   * it within seconds instead of at the next heartbeat.
   */
  lockPollMs: number;
}

export const SAVE_TIMING: Readonly<SaveTiming> = Object.freeze({
  debounceMs: TEMP_SAVE_DEBOUNCE_MS,
  maxWaitMs: TEMP_SAVE_DEBOUNCE_MS,
  backupDelayMs: 1000,
  // Two heartbeats fit in the server's 150 s, so one lost on a bad network does not free the lock.
  heartbeatMs: 60_000,
  // A take-over must reach the other editor within 10 s: a poll every 5 s does, with one lost
  // answer to spare. The poll is a read of one row; the heartbeat (a write) stays at 60 s.
  lockPollMs: 5_000,
});

/**
 * The time the next temporary save is due: `debounceMs` after the last change, but never later than
 * `maxWaitMs` after the first change the server has not yet got.
 */
export function nextSaveAt(
  firstUnsavedAt: number,
  lastChangeAt: number,
  timing: SaveTiming = SAVE_TIMING,
): number {
  return Math.min(lastChangeAt + timing.debounceMs, firstUnsavedAt + timing.maxWaitMs);
}

/** The reasons a save goes out at once instead of on the schedule. */
export type SaveTrigger =
  | 'schedule'
  | 'button'
  | 'shortcut'
  | 'leave'
  | 'retry'
  | 'session-warning'
  /** The device came back online after a save failed for the network. */
  | 'online';
