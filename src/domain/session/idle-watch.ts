import type { KeyValueStorage } from '../storage/storage.port';
import type { Clock, TimerHandle, Timers } from '../time/clock.port';

/** When the last activity in any tab happened (ms since the epoch), shared through storage. */
export const LAST_ACTIVITY_KEY = 'lastActivityAt';
/** The warning comes this long before the end (2 minutes; WCAG 2.2.1 asks for at least 20 s). */
export const IDLE_WARNING_LEAD_MS = 2 * 60_000;
/**
 * A busy tab writes its activity at most this often: storage events wake every other tab, and
 * a few seconds out of the agency's 30 minutes change nothing.
 */
export const ACTIVITY_WRITE_EVERY_MS = 5_000;
const MINUTE_MS = 60_000;

export type IdleState =
  | { phase: 'active' }
  /** The warning is up: `minutesLeft` counts down whole minutes (rounded up) to `endsAt`. */
  | { phase: 'warning'; endsAt: number; minutesLeft: number }
  /** The idle time ran out; `onIdle` has been called once. */
  | { phase: 'ended' };

export interface IdleWatchDeps {
  clock: Clock;
  timers: Timers;
  /** The storage every tab shares (localStorage): one busy tab keeps the others alive. */
  storage: KeyValueStorage;
  /** The agency's idle time (`IDLE_LOGOUT_MINUTES`), in ms; 0 or less watches nothing. */
  idleMs: number;
  /** Called once when the idle time has run out in this tab. */
  onIdle(): void;
}

const ACTIVE: IdleState = Object.freeze({ phase: 'active' });

/**
 * The idle logout (附表十; WCAG 2.2.1): activity resets the count, a warning comes
 * `IDLE_WARNING_LEAD_MS` before the end and counts down in minutes, and at the end `onIdle` runs.
 * While the warning is up, only an explicit `extend()` (繼續使用) or activity in another tab
 * resets it: the keys that reach the button must not close the dialog under the user's hands.
 * One timer at a time: activity only notes the time, and the timer reads it when it fires, so a
 * burst of key presses costs no timer work.
 */
export class IdleWatch {
  private state: IdleState = ACTIVE;
  private lastActivity: number;
  private lastWritten = Number.NEGATIVE_INFINITY;
  private timer: TimerHandle | null = null;
  private readonly listeners = new Set<() => void>();
  private readonly stopStorage: () => void;
  private readonly leadMs: number;

  constructor(private readonly deps: IdleWatchDeps) {
    // A short idle time (a test server, a strict agency) still leaves half of it before the warning.
    this.leadMs = Math.min(IDLE_WARNING_LEAD_MS, Math.floor(deps.idleMs / 2));
    // Opening a page is activity; a newer time from another tab counts too.
    this.lastActivity = Math.max(deps.clock.now(), this.stored());
    this.write(this.lastActivity);
    this.stopStorage = deps.storage.subscribe((key) => {
      if (key === LAST_ACTIVITY_KEY) this.fromOtherTab();
    });
    this.arm();
  }

  getState(): IdleState {
    return this.state;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** A key, a pointer, a wheel, a touch, or the tab shown again. Ignored while the warning is up. */
  activity(): void {
    if (this.state.phase !== 'active') return;
    this.lastActivity = this.deps.clock.now();
    if (this.lastActivity - this.lastWritten >= ACTIVITY_WRITE_EVERY_MS) this.write(this.lastActivity);
  }

  /** 繼續使用: the count starts again, in every tab. */
  extend(): void {
    if (this.state.phase === 'ended') return;
    this.lastActivity = this.deps.clock.now();
    this.write(this.lastActivity);
    this.set(ACTIVE);
    this.arm();
  }

  dispose(): void {
    this.cancel();
    this.stopStorage();
    this.listeners.clear();
  }

  private fromOtherTab(): void {
    const stored = this.stored();
    if (this.state.phase === 'ended' || stored <= this.lastActivity) return;
    this.lastActivity = stored;
    if (this.state.phase === 'warning') {
      this.set(ACTIVE);
      this.arm();
    }
  }

  /** Schedules the next moment something changes: the warning, a minute of it, or the end. */
  private arm(): void {
    this.cancel();
    if (this.deps.idleMs <= 0 || this.state.phase === 'ended') return;
    this.lastActivity = Math.max(this.lastActivity, this.stored());
    const now = this.deps.clock.now();
    const endsAt = this.lastActivity + this.deps.idleMs;
    const warnAt = endsAt - this.leadMs;
    if (now >= endsAt) {
      this.set({ phase: 'ended' });
      this.deps.onIdle();
      return;
    }
    if (now < warnAt) {
      if (this.state.phase !== 'active') this.set(ACTIVE);
      this.timer = this.deps.timers.schedule(() => this.arm(), warnAt - now);
      return;
    }
    const minutesLeft = Math.ceil((endsAt - now) / MINUTE_MS);
    this.set({ phase: 'warning', endsAt, minutesLeft });
    // The next whole minute left, or the end.
    const nextChange = Math.max(endsAt - (minutesLeft - 1) * MINUTE_MS - now, 1);
    this.timer = this.deps.timers.schedule(() => this.arm(), Math.min(nextChange, endsAt - now));
  }

  private stored(): number {
    const text = this.deps.storage.get(LAST_ACTIVITY_KEY);
    return text !== null && /^\d{1,16}$/.test(text) ? Number(text) : 0;
  }

  private write(at: number): void {
    this.lastWritten = at;
    this.deps.storage.set(LAST_ACTIVITY_KEY, String(at));
  }

  private cancel(): void {
    if (this.timer !== null) this.deps.timers.cancel(this.timer);
    this.timer = null;
  }

  private set(next: IdleState): void {
    const now = this.state;
    if (
      now.phase === next.phase &&
      (now.phase !== 'warning' || (next.phase === 'warning' && now.minutesLeft === next.minutesLeft))
    )
      return;
    this.state = next;
    for (const listener of this.listeners) listener();
  }
}
