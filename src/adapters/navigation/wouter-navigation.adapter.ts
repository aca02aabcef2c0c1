import { navigate, useBrowserLocation, useSearch } from 'wouter/use-browser-location';
import type { Navigation } from '../../domain/navigation/navigation.port';
import type { RouterLocation } from './router-location';

/** The navigation port over the browser's History API, through wouter so its routes re-render. */
export class WouterNavigation implements Navigation, RouterLocation {
  readonly hook = useBrowserLocation;
  readonly searchHook = useSearch;

  constructor(
    private readonly loc: Pick<Location, 'pathname' | 'search' | 'hash' | 'replace'> = window.location,
  ) {}

  goTo(path: string): void {
    navigate(path);
  }

  replace(path: string): void {
    navigate(path, { replace: true });
  }

  leave(url: string): void {
    this.loc.replace(url);
  }

  current(): string {
    return `${this.loc.pathname}${this.loc.search}`;
  }
}
