import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './progress-bar.module.css';

/**
 * Whether the shared top progress bar should show. The core's `ProgressCounter` (spec section 4:
 * shared by concurrent tasks, closed only when all have finished) has exactly this shape.
 */
export interface ProgressSource {
  readonly visible: boolean;
  /** Calls `listener` when visibility flips; returns the unsubscribe function. */
  subscribe(listener: (visible: boolean) => void): () => void;
}

/** A zustand store holding `{ visible }` (src/stores/progress.store.ts) seen as a progress source. */
export function progressSourceOf(store: {
  getState(): { visible: boolean };
  subscribe(listener: (state: { visible: boolean }) => void): () => void;
}): ProgressSource {
  return {
    get visible() {
      return store.getState().visible;
    },
    subscribe: (listener) => store.subscribe((state) => listener(state.visible)),
  };
}

/**
 * The top progress bar. Indeterminate (the tasks report no percentage), so it has no aria-valuenow;
 * it is only in the page while the source says visible. Under reduced motion the bar stands still.
 */
export function ProgressBar({ source, label }: { source: ProgressSource; label?: string }) {
  const { t } = useTranslation();
  const subscribe = useCallback((onChange: () => void) => source.subscribe(() => onChange()), [source]);
  const visible = useSyncExternalStore(
    subscribe,
    () => source.visible,
    () => false,
  );

  if (!visible) return null;
  return (
    <div
      role="progressbar"
      aria-label={label ?? t('ui-services.progress')}
      aria-busy="true"
      className={styles.track}
    >
      <div data-part="indicator" className={styles.indicator} />
    </div>
  );
}
