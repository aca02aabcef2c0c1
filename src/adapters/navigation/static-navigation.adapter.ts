import { useBrowserLocation, useSearch } from 'wouter/use-browser-location';
import type { Navigation } from '../../domain/navigation/navigation.port';
import type { LeaveGuard, RouterLocation } from './router-location';

/**
 * The location of a server render: wouter's browser hooks on their server path
 * (`ssrPath`, `ssrSearch`: on the server React reads only that snapshot), and a render that never
 * moves. A move the views ask for (a redirect) is only noted: the server lets the browser make it.
 * The options go to the hooks themselves: a `<Router hook>` starts from wouter's default router and
 * would not inherit an outer router's `ssrPath`.
 */
export class StaticNavigation implements Navigation, RouterLocation {
  /** Where the render asked to go, if anywhere. */
  movedTo: string | null = null;

  private readonly ssrPath: string;
  private readonly ssrSearch: string;

  constructor(private readonly url: string) {
    const [path = '/', search = ''] = url.split('?');
    this.ssrPath = path || '/';
    this.ssrSearch = search;
  }

  readonly hook: RouterLocation['hook'] = () => [
    useBrowserLocation({ ssrPath: this.ssrPath })[0],
    (to: string) => {
      this.movedTo = to;
    },
  ];

  readonly searchHook: RouterLocation['searchHook'] = () => useSearch({ ssrSearch: this.ssrSearch });

  goTo(path: string): void {
    this.movedTo = path;
  }

  replace(path: string): void {
    this.movedTo = path;
  }

  guardLeaving(_guard: LeaveGuard): () => void {
    return () => {};
  }

  leave(url: string): void {
    this.movedTo = url;
  }

  current(): string {
    return this.url;
  }
}
