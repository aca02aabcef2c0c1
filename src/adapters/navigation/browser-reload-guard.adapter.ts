/**
 * The one-time reload after a chunk failed to load (a deploy replaced the hashed files the open page
 * still names): kept in sessionStorage so that a second failure shows the error instead of looping.
 */
const RELOAD_MARK = 'themesite.chunkReload';

/** Where the one-time reload guard is kept; sessionStorage in the browser, a map in tests. */
export interface ReloadGuard {
  tried(): boolean;
  mark(): void;
  clear(): void;
  reload(): void;
}

export const browserReloadGuard: ReloadGuard = {
  tried: () => safe(() => window.sessionStorage.getItem(RELOAD_MARK) === '1', false),
  mark: () => safe(() => window.sessionStorage.setItem(RELOAD_MARK, '1'), undefined),
  clear: () => safe(() => window.sessionStorage.removeItem(RELOAD_MARK), undefined),
  reload: () => window.location.reload(),
};

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}
