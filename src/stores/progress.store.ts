import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ProgressCounter } from '../domain/progress/progress-counter';

export interface ProgressState {
  /** True while any task counted by the core is open. */
  visible: boolean;
}

export interface ProgressStore extends StoreApi<ProgressState> {
  /** Stops following the counter (app teardown, tests). */
  dispose(): void;
}

/** The top progress bar's view of the core's shared counter: one flag, flipped by the counter. */
export function createProgressStore(counter: ProgressCounter): ProgressStore {
  const store = createStore<ProgressState>(() => ({ visible: counter.visible }));
  const unsubscribe = counter.subscribe((visible) => store.setState({ visible }));
  return Object.assign(store, { dispose: unsubscribe });
}
