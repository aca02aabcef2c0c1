import { Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useServices } from '../../composition/services-provider';
import type { IdleState, IdleWatch } from '../../domain/session/idle-watch';
import { lazyChunk } from '../layouts/lazy-layout';
import { withChakra } from '../theme/with-chakra';

/** The agency's idle time when the server could not be asked (`IDLE_LOGOUT_MINUTES` default, 30). */
export const DEFAULT_IDLE_SECONDS = 30 * 60;

// The warning's Chakra dialog loads when it is first needed, two minutes before the end.
const IdleWarning = lazyChunk(
  withChakra<IdleWarningProps>(() =>
    import(/* webpackChunkName: "account" */ './idle-warning').then((m) => ({
      default: m.IdleWarning,
    })),
  ),
);

interface IdleWarningProps {
  minutes: number;
  onExtend(): void;
}

/** What counts as using the page (WCAG 2.2.1): keys, pointers, the wheel, touch, the tab shown again. */
const ACTIVITY_EVENTS = ['keydown', 'pointerdown', 'wheel', 'touchstart'] as const;

/** Listens on the document for activity; returns the removal. Passive: it never delays scrolling. */
export function listenForActivity(doc: Document, onActivity: () => void): () => void {
  const options = { capture: true, passive: true };
  const onVisible = () => {
    if (doc.visibilityState === 'visible') onActivity();
  };
  for (const name of ACTIVITY_EVENTS) doc.addEventListener(name, onActivity, options);
  doc.addEventListener('visibilitychange', onVisible);
  doc.defaultView?.addEventListener('focus', onVisible);
  return () => {
    for (const name of ACTIVITY_EVENTS) doc.removeEventListener(name, onActivity, options);
    doc.removeEventListener('visibilitychange', onVisible);
    doc.defaultView?.removeEventListener('focus', onVisible);
  };
}

const ACTIVE: IdleState = { phase: 'active' };
const NO_WATCH = () => () => undefined;

/**
 * The logged-in tab's companion, its own chunk: it reads the account once
 * (`GET /backend/me`, which also keeps the header's links current) and runs the idle watch with the
 * agency's time, showing the warning two minutes before the end.
 */
export default function SignedIn() {
  const { openAccount } = useServices();
  const [watch, setWatch] = useState<IdleWatch | null>(null);

  useEffect(() => {
    let stopped = false;
    let started: IdleWatch | undefined;
    let detach: (() => void) | undefined;
    void (async () => {
      const kit = await openAccount();
      const loaded = await kit.loadMe();
      if (stopped) return;
      started = kit.watchIdle(loaded.kind === 'loaded' ? loaded.me.idleLogoutSeconds : DEFAULT_IDLE_SECONDS);
      const watching = started;
      detach = listenForActivity(document, () => watching.activity());
      setWatch(started);
    })();
    return () => {
      stopped = true;
      detach?.();
      started?.dispose();
    };
  }, [openAccount]);

  const state = useSyncExternalStore(
    watch ? (listener) => watch.subscribe(listener) : NO_WATCH,
    () => watch?.getState() ?? ACTIVE,
  );

  return state.phase === 'warning' && watch ? (
    <Suspense fallback={null}>
      <IdleWarning minutes={state.minutesLeft} onExtend={() => watch.extend()} />
    </Suspense>
  ) : null;
}
