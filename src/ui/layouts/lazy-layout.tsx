import {
  Component,
  startTransition,
  use,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { browserReloadGuard, type ReloadGuard } from '../../composition/browser-reload-guard';
import type { LayoutLoader } from './contract/layout-contract';
import { useHydratingNow, useRenderSeed } from '../parts/render-seed';

const warned = new Set<string>();

type AnyLoader = LayoutLoader<never>;
/** Chunks already in: their component renders at once, with no loading step at all. */
const loadedComponents = new WeakMap<AnyLoader, ComponentType<never>>();
/** Chunks on their way, shared by every slot that asks for the same one. */
const loadingChunks = new WeakMap<AnyLoader, Promise<ComponentType<never>>>();

/** Keeps a loaded chunk's component, so every slot asking for it later renders it on the first pass. */
function remember(loader: AnyLoader, module: { default: unknown }): ComponentType<never> {
  const known = loadedComponents.get(loader);
  if (known) return known;
  loadedComponents.set(loader, module.default as ComponentType<never>);
  // A settled promise for `use()` while hydrating (ChunkSlot): the same one on every render.
  if (!loadingChunks.has(loader))
    loadingChunks.set(loader, Promise.resolve(module.default as ComponentType<never>));
  return module.default as ComponentType<never>;
}

/** The loader of layout `name`, if the registry has one (own keys only: a CMS name is never `toString`). */
function loaderOf<L>(registry: Readonly<Record<string, L>>, name: string): L | undefined {
  return Object.prototype.hasOwnProperty.call(registry, name) ? registry[name] : undefined;
}

/**
 * Loads a chunk's component once. A layout chunk that fails to load usually means a deploy replaced
 * the hashed files under a page that was already open. Reloading once fetches the new index.html and
 * its chunks; a second failure in the same tab is a real fault, and the error screen
 * (LayoutErrorBoundary) offers the reload button.
 */
function loadChunk(loader: AnyLoader, guard: ReloadGuard): Promise<ComponentType<never>> {
  const known = loadingChunks.get(loader);
  if (known) return known;
  const loading = loader().then(
    (module) => {
      guard.clear();
      return remember(loader, module);
    },
    (error: unknown) => {
      loadingChunks.delete(loader);
      if (!guard.tried()) {
        guard.mark();
        guard.reload();
        return new Promise<never>(() => {});
      }
      throw error;
    },
  );
  loadingChunks.set(loader, loading);
  return loading;
}

/**
 * The component of a lazily loaded chunk (a layout, a page). Not React.lazy with Suspense: React holds
 * back the reveal of a suspended boundary for up to 300 ms after its fallback showed, and on a page
 * that chains page → frame → layout chunks that wait stood between the data and the content at each
 * step (docs/performance.md). Here the chunk's arrival is plain state: it renders the moment it is in,
 * and a chunk loaded before (prefetched, or used by another slot) renders on the first pass.
 */
function ChunkSlot<P extends object>({
  loader,
  guard,
  props,
  fallback,
  chunk,
}: {
  loader: LayoutLoader<P>;
  guard: ReloadGuard;
  props: P;
  fallback: ReactNode;
  /** The chunk's webpackChunkName: a server render reports it, so the page's head asks for its files. */
  chunk: string | undefined;
}) {
  const key = loader as unknown as AnyLoader;
  const seed = useRenderSeed();
  if (seed?.mode === 'server' && chunk !== undefined) seed.chunks.add(chunk);
  // A server render, and the hydration of its HTML, wait for the chunk instead of drawing nothing:
  // React keeps the server's markup in place meanwhile (render-seed.ts). Asked on every such render,
  // loaded or not: React replays a suspended component's `use` calls by their order.
  const hydrating = useHydratingNow();
  if (hydrating) use(loadChunk(key, guard));
  const [state, setState] = useState<{ key: AnyLoader; Loaded?: ComponentType<never>; error?: unknown }>(
    () => ({
      key,
      Loaded: loadedComponents.get(key),
    }),
  );
  const current = state.key === key ? state : { key, Loaded: loadedComponents.get(key) };
  const loaded = current.Loaded !== undefined;
  useEffect(() => {
    if (loaded) return;
    let live = true;
    loadChunk(key, guard).then(
      // A chunk's first render can be large (a frame, a list): as a transition it is rendered in
      // slices that let the browser paint and handle input in between.
      (Loaded) => live && startTransition(() => setState({ key, Loaded })),
      (error: unknown) => live && setState({ key, error }),
    );
    return () => {
      live = false;
    };
  }, [key, guard, loaded]);
  // Thrown while rendering, so the nearest LayoutErrorBoundary shows the reload screen.
  if (current.error !== undefined) throw current.error;
  if (!current.Loaded) return <>{fallback}</>;
  const Loaded = current.Loaded as unknown as ComponentType<P>;
  return <Loaded {...props} />;
}

/**
 * Starts loading the chunk of layout `name` now, ahead of the render that will ask for it. A page
 * learns which frame and layouts it needs from its first answer (the structure, the module); its slots
 * only ask once the page has rendered the frame, and the frame has rendered them, one round trip per
 * level. Called as the answer arrives, every level loads at once (docs/decisions.md #16).
 * A failed preload is forgotten: the slot then loads the chunk itself, with the reload guard.
 */
export function preloadLayout(
  registry: Readonly<Record<string, () => Promise<{ default: unknown }>>>,
  name: string,
): void {
  const loader = loaderOf(registry, name) as AnyLoader | undefined;
  if (!loader || loadedComponents.has(loader) || loadingChunks.has(loader)) return;
  // The bundler shares one request per chunk, so a slot asking meanwhile waits for this same load.
  loader().then(
    (module) => void remember(loader, module),
    () => {},
  );
}

/** A component for a chunk loader, made once per loader (routes declare theirs at module level). */
export function lazyChunk<P extends object>(
  loader: LayoutLoader<P>,
  guard: ReloadGuard = browserReloadGuard,
  chunk?: string,
): ComponentType<P> {
  return function LazyChunk(props: P) {
    return <ChunkSlot loader={loader} guard={guard} props={props} fallback={null} chunk={chunk} />;
  };
}

/**
 * `lazyChunk` for a public page a server render may draw: `chunk` is the loader's webpackChunkName,
 * which the server's head then links and preloads (src/server/render).
 */
export function pageChunk<P extends object>(chunk: string, loader: LayoutLoader<P>): ComponentType<P> {
  return lazyChunk(loader, browserReloadGuard, chunk);
}

export function UnknownLayout({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <div
      data-layout="unknown"
      role="note"
      style={{ border: '2px dashed #8a5a00', padding: '1rem', margin: '1rem 0' }}
    >
      {t('pages.layout.unknown', { name })}
    </div>
  );
}

function LayoutLoadError() {
  const { t } = useTranslation();
  return (
    <div role="alert" data-layout="load-error" style={{ padding: '1.5rem' }}>
      <p>{t('pages.layout.loadFailed')}</p>
      <button
        type="button"
        onClick={() => browserReloadGuard.reload()}
        style={{ minHeight: '2.75rem', padding: '0 1rem' }}
      >
        {t('pages.layout.reload')}
      </button>
    </div>
  );
}

export class LayoutErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <LayoutLoadError /> : this.props.children;
  }
}

/**
 * Renders the layout `name` from `registry` with `props`, or a visible fallback (and a console warning)
 * when the name is unknown, so a CMS typo never gives a blank page.
 */
export function LayoutSlot<P extends object>({
  registry,
  name,
  props,
  fallback = null,
}: {
  registry: Readonly<Record<string, LayoutLoader<P>>>;
  name: string;
  props: P;
  fallback?: ReactNode;
}) {
  const loader = loaderOf(registry, name);
  if (!loader) {
    if (!warned.has(name)) {
      warned.add(name);
      console.warn(`[themesite] unknown layout "${name}"`);
    }
    return <UnknownLayout name={name} />;
  }
  return (
    <LayoutErrorBoundary>
      {/* Every registry names a layout's chunk `layout-<name>` (test/server/render/page-hints.test.ts). */}
      <ChunkSlot
        loader={loader}
        guard={browserReloadGuard}
        props={props}
        fallback={fallback}
        chunk={`layout-${name}`}
      />
    </LayoutErrorBoundary>
  );
}
