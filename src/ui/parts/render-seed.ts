import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';

/**
 * The answers of a server render, shared by the server and the first client render so
 * both draw the same tree. On the server (`server`) a page's loads and lazy chunks suspend until
 * they are in (React waits for them before it writes the HTML) and each plain-data answer is kept
 * for the page's embedded JSON. In the browser (`hydrate`) the first render takes the embedded
 * answers while it hydrates the server's markup (`useHydrating`); whatever mounts later loads as
 * it always did.
 */
export interface RenderSeed {
  mode: 'server' | 'hydrate';
  /** Answers by load key (src/ui/parts/use-load.ts). */
  readonly loads: Map<string, unknown>;
  /** Server only: loads on their way, one promise per key so React's retries share it. */
  readonly pending: Map<string, Promise<void>>;
  /** Server only: keys whose load failed or answered something that is not plain data. */
  readonly skipped: Set<string>;
  /** Server only: a load answered "not found" (the page's status becomes 404). */
  notFound: boolean;
  /** The page's absolute address in the server's markup: the browser's first render uses the same. */
  readonly pageUrl: string;
  /**
   * Server only: the lazy chunks the render drew (their webpackChunkName), in the order it asked
   * for them, so the server links their CSS and preloads their scripts in the page's head.
   */
  readonly chunks: Set<string>;
  /** Server only: the first screen's largest image, claimed by the part that draws it. */
  lcpImage: LcpImage | null;
}

/**
 * The picture the server preloads with high priority (`<link rel="preload" as="image">`): the same
 * `src`, `srcset`, `sizes` and `media` as the element that shows it, or the browser downloads twice.
 * A `<picture>` with a phone source gives one preload per source, each with its media query; one
 * with an AVIF source preloads that, with its `type` (src/ui/parts/picture-sources.ts).
 */
export interface LcpImage {
  sources: { href: string; srcset?: string; sizes?: string; media?: string; type?: string }[];
}

export function createRenderSeed(
  mode: RenderSeed['mode'],
  loads: Record<string, unknown> = {},
  pageUrl = '',
): RenderSeed {
  return {
    mode,
    pageUrl,
    loads: new Map(Object.entries(loads)),
    pending: new Map(),
    skipped: new Set(),
    notFound: false,
    chunks: new Set(),
    lcpImage: null,
  };
}

export const RenderSeedContext = createContext<RenderSeed | null>(null);

/** The seed of a server render or of the hydration after one; null for a client-only start. */
export function useRenderSeed(): RenderSeed | null {
  return useContext(RenderSeedContext);
}

/**
 * Marks `image` as the first screen's LCP image during a server render; the first part to claim
 * wins (the first section's banner, a detail's lead image). Called while rendering: it only writes
 * to the request's own seed, and the browser ignores it.
 */
export function claimLcpImage(seed: RenderSeed | null, image: LcpImage): void {
  if (seed?.mode === 'server' && seed.lcpImage === null && image.sources.length > 0) seed.lcpImage = image;
}

const noSubscription = () => () => {};

/**
 * True while React renders on the server or hydrates the server's markup, false for anything
 * mounted in the browser afterwards or by `createRoot`. For what is read once, at mount (a first
 * state, the answer the server waited for): the component is not drawn again when hydration ends.
 *
 * React reads the server snapshot exactly then, and compares what a component drew with its
 * snapshot once its effects run: a difference is an update React makes at once, in one task, for
 * every such component (over a list page the whole page again, 30 ms on this machine and 120 ms on
 * a phone, docs/performance.md, "Start-up in tasks"). So a component that drew the server's answer
 * keeps giving it until that comparison is over, and its own effect then lets go.
 */
export function useHydratingNow(): boolean {
  const drewServer = useRef(false);
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => drewServer.current,
    () => (drewServer.current = true),
  );
  // After React's own check of the snapshot (its effects come first, in the order of the hooks).
  useEffect(() => {
    drewServer.current = false;
  }, []);
  return hydrating;
}

/**
 * `useHydratingNow`, and a component that hydrated is drawn again with false once its effects have
 * run, as a transition (in slices): for what must change then (the remembered text size, the
 * page's own address).
 */
export function useHydrating(): boolean {
  const hydrating = useHydratingNow();
  const [, redraw] = useState(0);
  useEffect(() => {
    if (hydrating) startTransition(() => redraw(1));
  }, [hydrating]);
  return hydrating;
}

/** JSON-shaped values only: a form's state machine or a class instance is never embedded. */
export function isPlainData(value: unknown, depth = 0): boolean {
  if (depth > 64) return false;
  if (value === null || value === undefined) return true;
  const type = typeof value;
  if (type === 'string' || type === 'boolean') return true;
  if (type === 'number') return Number.isFinite(value);
  if (type !== 'object') return false;
  if (Array.isArray(value)) return value.every((v) => isPlainData(v, depth + 1));
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return false;
  return Object.values(value as Record<string, unknown>).every((v) => isPlainData(v, depth + 1));
}

/**
 * Server only: the promise a render suspends on until the load `key` is settled, the same one on
 * every call. Callers `use()` it on every server render, settled or not: React replays a suspended
 * component's `use` calls by their order, so their number must not change between attempts. A plain answer is
 * kept for embedding; a failure is skipped, so the server draws the loading state, as the browser's
 * first render (which has no answer for it) will, and the browser then loads it itself.
 */
export function settleOnServer(
  seed: RenderSeed,
  key: string,
  fetcher: () => Promise<unknown>,
): Promise<void> {
  let pending = seed.pending.get(key);
  if (!pending) {
    pending = fetcher().then(
      (data) => {
        if (isPlainData(data)) seed.loads.set(key, data);
        else seed.skipped.add(key);
      },
      (error: unknown) => {
        if (error instanceof Error && error.name === 'PageNotFound') seed.notFound = true;
        seed.skipped.add(key);
      },
    );
    seed.pending.set(key, pending);
  }
  return pending;
}
