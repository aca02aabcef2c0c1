export interface Navigation {
  goTo(path: string): void;
  replace(path: string): void;
  /** Path plus query string of the current location, e.g. `/home/zh-tw/news?offset=10`. */
  current(): string;
}
