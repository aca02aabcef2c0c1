import type { BaseLocationHook, BaseSearchHook } from 'wouter';

/** Asked before the app moves to `to`; resolves false to stay where it is. */
export type LeaveGuard = (to: string) => Promise<boolean>;

/**
 * The location hooks the React router reads. They come from the same adapter the core navigates
 * with, so a `goTo` from the core and a click on a link move one and the same location.
 */
export interface RouterLocation {
  hook: BaseLocationHook;
  searchHook: BaseSearchHook;
  /**
   * Installs the guard every in-app move asks first (links and `goTo` alike): the editor saves, then
   * asks 確認/取消 if something is still unsaved. Returns the function that removes it.
   */
  guardLeaving(guard: LeaveGuard): () => void;
}

type Navigate = (to: string, options?: { replace?: boolean }) => void;

/** The one guard slot both location adapters share: a move goes ahead when no guard says no. */
export class GuardSlot {
  private guard: LeaveGuard | null = null;

  install(guard: LeaveGuard): () => void {
    this.guard = guard;
    return () => {
      if (this.guard === guard) this.guard = null;
    };
  }

  /** Wraps a router's navigate so every move passes the guard first. */
  guarded(navigate: Navigate): Navigate {
    return (to, options) => {
      const guard = this.guard;
      if (!guard) {
        navigate(to, options);
        return;
      }
      void guard(to).then(
        (go) => go && navigate(to, options),
        // A guard that failed must not trap the user on the page.
        () => navigate(to, options),
      );
    };
  }
}
