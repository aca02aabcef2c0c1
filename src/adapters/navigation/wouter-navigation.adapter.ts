import { navigate, useBrowserLocation, useSearch } from 'wouter/use-browser-location';
import type { Navigation } from '../../domain/navigation/navigation.port';
import { GuardSlot, type LeaveGuard, type RouterLocation } from './router-location';

/** The navigation port over the browser's History API, through wouter so its routes re-render. */
export class WouterNavigation implements Navigation, RouterLocation {
  private readonly slot = new GuardSlot();
  private readonly navigate = this.slot.guarded(navigate);
  /** The browser location, with moves through the leave guard. */
  readonly hook = (): [string, (to: string, options?: { replace?: boolean }) => void] => [
    useBrowserLocation()[0],
    this.navigate,
  ];
  readonly searchHook = useSearch;

  constructor(
    private readonly loc: Pick<Location, 'pathname' | 'search' | 'hash' | 'replace'> = window.location,
  ) {}

  goTo(path: string): void {
    this.navigate(path);
  }

  replace(path: string): void {
    this.navigate(path, { replace: true });
  }

  guardLeaving(guard: LeaveGuard): () => void {
    return this.slot.install(guard);
  }

  leave(url: string): void {
    this.loc.replace(url);
  }

  current(): string {
    return `${this.loc.pathname}${this.loc.search}`;
  }
}
