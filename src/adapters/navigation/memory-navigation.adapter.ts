import { memoryLocation } from 'wouter/memory-location';
import type { Navigation } from '../../domain/navigation/navigation.port';
import { GuardSlot, type LeaveGuard, type RouterLocation } from './router-location';

/**
 * The in-memory twin of `WouterNavigation`, over wouter's own `memoryLocation` (the way wouter's
 * tests swap the location hook). `history` lists every place visited, links included.
 */
export class MemoryNavigation implements Navigation, RouterLocation {
  private readonly location: ReturnType<typeof memoryLocation> & { history: string[] };

  constructor(start = '/') {
    this.location = memoryLocation({ path: start, record: true });
    this.navigate = this.slot.guarded((to, options) => this.location.navigate(to, options));
  }

  private readonly slot = new GuardSlot();
  private readonly navigate: (to: string, options?: { replace?: boolean }) => void;

  get hook(): RouterLocation['hook'] {
    const { hook } = this.location;
    return (...args) => [hook(...args)[0], this.navigate];
  }

  get searchHook(): RouterLocation['searchHook'] {
    return this.location.searchHook;
  }

  get history(): readonly string[] {
    return this.location.history;
  }

  /** Every place the core sent it to (`goTo` and `replace`, not links), in order. */
  readonly visited: string[] = [];

  goTo(path: string): void {
    this.visited.push(path);
    this.navigate(path);
  }

  replace(path: string): void {
    this.visited.push(path);
    this.navigate(path, { replace: true });
  }

  guardLeaving(guard: LeaveGuard): () => void {
    return this.slot.install(guard);
  }

  /** Other sites this navigation was asked to leave for, in order. */
  readonly left: string[] = [];

  leave(url: string): void {
    this.left.push(url);
  }

  current(): string {
    return this.location.history[this.location.history.length - 1] ?? '/';
  }
}
