import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LayoutLoader } from './layout-contract';

const RELOAD_MARK = 'themesite.chunkReload';

/** Where the one-time reload guard is kept; sessionStorage in the browser, a map in tests. */
export interface ReloadGuard {
  tried(): boolean;
  mark(): void;
  clear(): void;
  reload(): void;
}

export const browserReloadGuard: ReloadGuard = {
  tried: () => safe(() => window.sessionStorage.getItem(RELOAD_MARK) === '1', false),
  mark: () => safe(() => window.sessionStorage.setItem(RELOAD_MARK, '1'), undefined),
  clear: () => safe(() => window.sessionStorage.removeItem(RELOAD_MARK), undefined),
  reload: () => window.location.reload(),
};

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

const warned = new Set<string>();
const cache = new WeakMap<LayoutLoader<never>, ComponentType<never>>();

/**
 * A layout chunk that fails to load usually means a deploy replaced the hashed files under a page that
 * was already open. Reloading once fetches the new index.html and its chunks; a second failure in the
 * same tab is a real fault, and the error screen (LayoutErrorBoundary) offers the reload button.
 */
export function lazyLayout<P>(
  loader: LayoutLoader<P>,
  guard: ReloadGuard = browserReloadGuard,
): ComponentType<P> {
  const key = loader as unknown as LayoutLoader<never>;
  const known = cache.get(key);
  if (known) return known as unknown as ComponentType<P>;
  const component = lazy(() =>
    loader().then(
      (module) => {
        guard.clear();
        return module;
      },
      (error: unknown) => {
        if (!guard.tried()) {
          guard.mark();
          guard.reload();
          return new Promise<never>(() => {});
        }
        throw error;
      },
    ),
  );
  cache.set(key, component as unknown as ComponentType<never>);
  return component as unknown as ComponentType<P>;
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
  const loader = Object.prototype.hasOwnProperty.call(registry, name) ? registry[name] : undefined;
  if (!loader) {
    if (!warned.has(name)) {
      warned.add(name);
      console.warn(`[themesite] unknown layout "${name}"`);
    }
    return <UnknownLayout name={name} />;
  }
  const Layout = lazyLayout(loader) as ComponentType<P>;
  return (
    <LayoutErrorBoundary>
      <Suspense fallback={fallback}>
        <Layout {...props} />
      </Suspense>
    </LayoutErrorBoundary>
  );
}
