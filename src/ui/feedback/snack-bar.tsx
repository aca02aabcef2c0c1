import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { buttonClass } from '../parts/button-class';
import type { Timers } from '../../domain/time/clock.port';
import type { DialogsStore, QueuedSnack } from '../../stores/dialogs.store';
import styles from './snack-bar.module.css';

/**
 * The snack bar: one short message at a time at the bottom of the screen, dismissed after its duration
 * (1600 ms by default) or by its action button (`X` by default). The live region is always in the page, empty when
 * idle, because screen readers only announce changes inside a region they already know about.
 */
export function SnackBar({ store, timers }: { store: DialogsStore; timers: Timers }) {
  const { t } = useTranslation();
  const current = useStore(store, (s) => s.snacks[0]);

  return (
    <div
      role="status"
      aria-live="polite"
      aria-label={t('ui-services.notifications')}
      className={styles.region}
    >
      {/* Keyed by id: a new snack starts with a fresh timer and nothing held. */}
      {current && <SnackView key={current.id} snack={current} store={store} timers={timers} />}
    </div>
  );
}

function SnackView({ snack, store, timers }: { snack: QueuedSnack; store: DialogsStore; timers: Timers }) {
  const { t } = useTranslation();
  // While the pointer or focus is on the snack its time stops: reading it or reaching `X` can take longer than 1.6 s.
  const [held, setHeld] = useState({ hover: false, focus: false });
  const paused = held.hover || held.focus;
  const dismiss = () => store.getState().dismissSnack(snack.id);

  useEffect(() => {
    if (paused) return;
    const handle = timers.schedule(() => store.getState().dismissSnack(snack.id), snack.durationMs);
    return () => timers.cancel(handle);
  }, [paused, snack, store, timers]);

  return (
    <div
      data-snack=""
      className={styles.snack}
      onMouseEnter={() => setHeld((h) => ({ ...h, hover: true }))}
      onMouseLeave={() => setHeld((h) => ({ ...h, hover: false }))}
      onFocus={() => setHeld((h) => ({ ...h, focus: true }))}
      onBlur={() => setHeld((h) => ({ ...h, focus: false }))}
    >
      <p className={styles.message}>{snack.message}</p>
      <button
        type="button"
        className={buttonClass({ variant: 'ghost', size: 'sm', className: styles.action })}
        title={t('ui-services.snackActionHint')}
        onClick={dismiss}
      >
        {snack.action}
      </button>
    </div>
  );
}
