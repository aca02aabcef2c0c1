import type { Navigation } from '../../../src/domain/navigation/navigation.port';

/** Remembers every place it was sent to. */
export class FakeNavigation implements Navigation {
  readonly visited: string[] = [];

  constructor(private location = '/home/zh-tw') {}

  goTo(path: string): void {
    this.visited.push(path);
    this.location = path;
  }

  replace(path: string): void {
    this.goTo(path);
  }

  /** Other sites it was asked to leave for. */
  readonly left: string[] = [];

  leave(url: string): void {
    this.left.push(url);
  }

  current(): string {
    return this.location;
  }
}
