export interface Navigation {
  goTo(path: string): void;
  replace(path: string): void;
  /** Leaves the app for another site's URL (a redirect the CMS asked for), replacing this entry. */
  leave(url: string): void;
  /** Path plus query string of the current location, e.g. `/home/zh-tw/news?offset=10`. */
  current(): string;
}
