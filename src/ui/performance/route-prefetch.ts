/**
 * Loading a route before it is needed (docs/performance.md, "Prefetch"). Two uses:
 *
 * - at start-up (src/main.tsx), `prefetchRoute(location)` starts the page chunk and the first API
 *   answers of the route being opened while React is still starting, instead of after the first
 *   render and commit ask for them;
 * - `installLinkPrefetch(apiHost)`: when a visitor shows intent to follow a site link (pointer over
 *   it, keyboard focus on it, finger down on it), the target's page chunk starts loading, and the
 *   page's first API answers are preloaded (`<link rel="preload" as="fetch">`: the module, its menu
 *   settings, and for a detail the item), which the page's own `fetch` then reuses. No progress bar,
 *   no dialog: a hint that fails is simply not used. Nothing happens before an interaction, so none of
 *   it counts in the home page's initial JS; each link is prefetched once.
 *
 * The page chunks are the same modules, with the same chunk names, as src/ui/shell/app-routes.tsx
 * loads: the bundler keeps one chunk per page, so whatever is fetched here is reused there. The API
 * paths come from the one table the HTTP content adapter builds its requests from.
 */
import { API_PATHS } from '../../shared/api-paths';

export type RouteKind = 'home' | 'module' | 'detail';

/** The page resolver the module and detail pages call first (bound lazily by the composition root). */
const resolverChunk = () =>
  import(/* webpackChunkName: "resolve-page" */ '../../application/content/resolve-page.use-case');

const PAGE_CHUNKS: Record<RouteKind, () => Promise<unknown>> = {
  home: () => import(/* webpackChunkName: "page-home" */ '../pages/home.page'),
  module: () =>
    Promise.all([import(/* webpackChunkName: "page-module" */ '../pages/module.page'), resolverChunk()]),
  detail: () =>
    Promise.all([import(/* webpackChunkName: "page-detail" */ '../pages/detail.page'), resolverChunk()]),
};

/** The app's own pages below `/home/:lang` (sitemap, search, 開放資料 and the editor are small and rare). */
const RESERVED = new Set(['sitemap', 'search', 'opendata', 'editor']);

export interface RouteTarget {
  kind: RouteKind;
  lang: string;
  /** The module path of a content page or detail, decoded. */
  path?: string;
  /** The item id of a detail, decoded. */
  id?: string;
}

/** Which page a site path opens, or null for anything else (other sites, login, 404, reserved pages). */
export function routeOf(href: string): RouteTarget | null {
  const parts = href.split(/[?#]/)[0]!.split('/').filter(Boolean);
  if (parts[0] !== 'home' || parts.length < 2 || parts.length > 4) return null;
  const [, lang, path, id] = parts as [string, string, string?, string?];
  try {
    if (path === undefined) return { kind: 'home', lang };
    if (RESERVED.has(path)) return null;
    if (id === undefined) return { kind: 'module', lang, path: decodeURIComponent(path) };
    return { kind: 'detail', lang, path: decodeURIComponent(path), id: decodeURIComponent(id) };
  } catch {
    return null; // a malformed escape: not a page of this site
  }
}

/** The GETs a page makes first, before any answer is in. */
export function firstCallsOf(route: RouteTarget): string[] {
  // The home page asks for the site structure (its frame and sections) before anything else.
  if (route.path === undefined) return [API_PATHS.structure()];
  const calls = [API_PATHS.module(route.path), API_PATHS.menuSetting(route.path)];
  if (route.kind === 'detail' && route.id !== undefined) calls.push(API_PATHS.item(route.path, route.id));
  return calls;
}

/** Starts loading the page chunk of `pathname`, if it is one of the content pages. */
const done = new Set<string>();

function preloadFetch(doc: Document, url: string): void {
  const link = doc.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'fetch');
  // Same mode and credentials as the fetch adapter's requests, so the browser matches them.
  link.setAttribute('crossorigin', 'anonymous');
  link.setAttribute('href', url);
  doc.head.append(link);
}

/** Prefetches what following a link to `href` needs: its page chunk and its first API answers. */
export function prefetchRoute(href: string, apiHost: string, doc: Document = document): void {
  const route = routeOf(href);
  if (!route || done.has(href)) return;
  done.add(href);
  void PAGE_CHUNKS[route.kind]().catch(() => {});
  for (const call of firstCallsOf(route)) preloadFetch(doc, `${apiHost}${call}`);
}

const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/** Listens, on the whole document, for intent on site links. Returns the function that stops listening. */
export function installLinkPrefetch(apiHost: string, doc: Document = document): () => void {
  const onIntent = (event: Event) => {
    const target = event.target as Element | null;
    const link = typeof target?.closest === 'function' ? target.closest('a[href]') : null;
    const href = link?.getAttribute('href');
    if (!href || !href.startsWith('/home/') || link?.getAttribute('target') === '_blank') return;
    prefetchRoute(href, apiHost, doc);
  };
  for (const type of INTENT_EVENTS) doc.addEventListener(type, onIntent, { passive: true, capture: true });
  return () => {
    for (const type of INTENT_EVENTS) doc.removeEventListener(type, onIntent, { capture: true });
  };
}

/** For tests: forget which links were prefetched. */
export function resetLinkPrefetch(): void {
  done.clear();
}
