import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { PublicChange, PublicChanges } from '../ports/public-changes.port';
import type { Clock } from '../platform/clock';
import { isPolicyPath } from '../../shared/policy-pages';

/** The HTML of one public route as the renderer made it. */
export interface RenderedPage {
  status: number;
  html: string;
  /**
   * `false`: send this page but do not keep it (a render that fell back to the empty shell after a
   * failure, a page that depends on the moment). Absent: kept if its status is 200 or 404.
   */
  cache?: boolean;
}

/** One kept page: what is sent, and what decides whether it may still be sent. */
export interface CachedPage {
  status: number;
  html: string;
  /** Strong: a hash of the exact HTML, so equal HTML after a re-render keeps browsers' copies valid. */
  etag: string;
  /** Bytes of the HTML (its content-length uncompressed). */
  bytes: number;
  storedAt: number;
  /** The HTML compressed, each encoding made on its first request and kept with the page. */
  encodings: Partial<Record<ContentEncoding, Buffer>>;
}

export type ContentEncoding = 'br' | 'gzip';

/** Below this, compressing saves less than its headers cost (@fastify/compress's own threshold). */
export const COMPRESS_FROM_BYTES = 1024;

export interface PageCacheLimits {
  /** Pages kept at most (LRU beyond). 0 turns the cache off: every request renders. */
  maxEntries: number;
  /** Bytes of HTML kept at most, all pages together. */
  maxBytes: number;
  /**
   * A kept page is rendered again after this long even if nothing announced a change: view counts
   * and date-dependent lists (events to come) change without a publish.
   */
  maxAgeMs: number;
  /** 404 pages are kept apart, fewer and briefer: a crawl of made-up URLs evicts only other 404s. */
  notFoundEntries: number;
  notFoundMaxAgeMs: number;
}

export const DEFAULT_PAGE_CACHE_LIMITS: PageCacheLimits = {
  maxEntries: 1000,
  maxBytes: 64 * 1024 * 1024,
  maxAgeMs: 10 * 60_000,
  notFoundEntries: 200,
  notFoundMaxAgeMs: 60_000,
};

/** The module (`module:news`) whose list and detail pages a URL shows, or `site` for the rest. */
export type PageScope = string;

/** `/home/zh-tw/{this}` paths that show content of every module: they go with the home page. */
const SITE_WIDE_SEGMENTS = new Set(['sitemap', 'search', 'tag', 'editor', 'opendata']);
const SITE: PageScope = 'site';

/** Which change drops a page: detail and list pages belong to their module, the rest to the site. */
export function scopeOf(pathname: string): PageScope {
  let segments: string[];
  try {
    segments = pathname
      .split('/')
      .filter((segment) => segment !== '')
      .map((segment) => decodeURIComponent(segment));
  } catch {
    return SITE;
  }
  const [home, , module] = segments;
  if (home !== 'home' || module === undefined || SITE_WIDE_SEGMENTS.has(module)) return SITE;
  return `module:${module}`;
}

/**
 * The query string in one spelling: parameters sorted by name (repeated ones keep their order) and
 * encoded alike, so `?b=2&a=1` and `?a=1&b=%32` are one page, one render and one copy.
 */
export function normalisedQuery(search: string): string {
  const params = [...new URLSearchParams(search)];
  params.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const text = new URLSearchParams(params).toString();
  return text === '' ? '' : `?${text}`;
}

export function etagOf(html: string): string {
  return `"${createHash('sha1').update(html).digest('base64url')}"`;
}

interface Entry extends CachedPage {
  key: string;
  /** The site whose page this is: one pool holds every site's pages. */
  site: string;
  /** The renderer's word: false for a page that must not be kept. */
  keepable: boolean;
  scope: PageScope;
  /** The page is a landing page's, as the landings were when its render began. */
  landing: boolean;
  /** Bytes counted against the bound: the HTML, its kept encodings and its key (a URL can be long). */
  held: number;
}

/**
 * The encoding to send for an Accept-Encoding header: br, else gzip, each unless refused with
 * `q=0`; undefined leaves the answer to @fastify/compress (deflate, or none).
 */
export function chosenEncoding(header: string | undefined): ContentEncoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((text) => text.trim());
    const q = params.find((param) => param.startsWith('q='));
    weights.set(name, q === undefined ? 1 : Number(q.slice(2)));
  }
  return (['br', 'gzip'] as const).find((encoding) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0);
}

/** A bounded map in least-recently-used order (a Map keeps insertion order; a hit re-inserts). */
class LruPages {
  private readonly entries = new Map<string, Entry>();
  private total = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes: number,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.total;
  }

  get(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, entry: Entry): void {
    this.delete(key);
    if (this.maxEntries === 0) return;
    this.entries.set(key, entry);
    this.total += entry.held;
    this.evict();
  }

  /** `entry` keeps `bytes` more (a new encoding), if it is still the one kept at `key`. */
  grew(key: string, entry: Entry, bytes: number): void {
    if (this.entries.get(key) !== entry) return;
    entry.held += bytes;
    this.total += bytes;
    this.evict();
  }

  private evict(): void {
    for (const [oldest] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.total <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.held;
  }

  deleteWhere(drop: (entry: Entry) => boolean): void {
    for (const [key, entry] of this.entries) if (drop(entry)) this.delete(key);
  }

  /** Entries and bytes of the entries `counted` admits. */
  tally(counted: (entry: Entry) => boolean): { entries: number; bytes: number } {
    let entries = 0;
    let bytes = 0;
    for (const entry of this.entries.values())
      if (counted(entry)) {
        entries += 1;
        bytes += entry.held;
      }
    return { entries, bytes };
  }
}

/**
 * The kept pages of every site a server answers, under one bound: a server of many sites holds
 * at most `maxEntries` pages and `maxBytes` bytes in all, the least recently used going first
 * whichever site they belong to.
 */
export class PagePool {
  readonly pages: LruPages;
  readonly notFound: LruPages;

  constructor(limits: Pick<PageCacheLimits, 'maxEntries' | 'maxBytes' | 'notFoundEntries'>) {
    // An eighth of the bytes for 404 pages, so both together stay within maxBytes.
    const notFoundBytes = Math.floor(limits.maxBytes / 8);
    this.pages = new LruPages(limits.maxEntries, limits.maxBytes - notFoundBytes);
    this.notFound = new LruPages(Math.min(limits.notFoundEntries, limits.maxEntries), notFoundBytes);
  }
}

export interface PageCacheStats {
  /** Renders done through the cache since start: a request answered from a kept page adds none. */
  renders: number;
  hits: number;
  entries: number;
  bytes: number;
}

/**
 * Rendered HTML per URL for anonymous visitors. Pages are dropped by what changed
 * (`onPublicChange`, the port authoring calls), by age, and all at once when index.html changes
 * (a rebuild names new chunks). An item or single page changing drops its module's pages (detail,
 * list at any page or filter), the home and site-wide pages, and every landing page: which landing
 * shows which module is in its structure, and a landing page is cheap enough to render again. A
 * module's settings, a structure, the chrome or the site settings drop everything, and so does a
 * policy page (隱私權保護政策 and the others), which every page's footer links once published.
 *
 * Concurrent misses of one URL share one render. A render that began before a change is sent but
 * not kept, so a page read from the old rows never outlives the change.
 */
export class RenderedPageCache implements PublicChanges {
  private readonly pages: LruPages;
  private readonly notFound: LruPages;
  private readonly own = (entry: Entry) => entry.site === this.site;
  private readonly pending = new Map<string, Promise<Entry>>();
  private generation = 0;
  private indexVersion: string | undefined;
  private renders = 0;
  private hits = 0;

  constructor(
    private readonly clock: Clock,
    private readonly limits: PageCacheLimits,
    /** Paths of the landing pages (`/home/zh-tw/{path}` with a structure of its own). */
    private readonly landingPaths: () => Iterable<string> | Promise<Iterable<string>>,
    /** Shared with the server's other sites, whose pages count against the same bound. */
    pool: PagePool = new PagePool(limits),
    /** This site's code: its pages are apart from the other sites' in the pool. */
    private readonly site = '',
  ) {
    this.pages = pool.pages;
    this.notFound = pool.notFound;
  }

  get enabled(): boolean {
    return this.limits.maxEntries > 0;
  }

  /** This site's figures; the pool's bound is over every site's pages. */
  stats(): PageCacheStats {
    const pages = this.pages.tally(this.own);
    const notFound = this.notFound.tally(this.own);
    return {
      renders: this.renders,
      hits: this.hits,
      entries: pages.entries + notFound.entries,
      bytes: pages.bytes + notFound.bytes,
    };
  }

  /**
   * The page at `key` (origin, path and normalised query), rendered by `render` unless a kept copy
   * made from the same index.html (`indexVersion`, its file ETag) is young enough. `hit` says
   * whether it cost no render.
   */
  async page(
    url: string,
    pathname: string,
    indexVersion: string,
    render: () => RenderedPage | Promise<RenderedPage>,
  ): Promise<{ page: CachedPage; hit: boolean }> {
    // Apart from the other sites' in the pool even where two sites answer one host.
    const key = this.site === '' ? url : `${this.site}\n${url}`;
    if (indexVersion !== this.indexVersion) {
      // A rebuild: every kept page names the old chunks.
      this.dropAll();
      this.indexVersion = indexVersion;
    }
    const kept = this.fresh(key);
    if (kept) {
      this.hits += 1;
      return { page: kept, hit: true };
    }
    const waiting = this.pending.get(key);
    if (waiting) return { page: await waiting, hit: false };
    const started = this.generation;
    const rendering = this.renderOnce(key, pathname, render).then((entry) => {
      // A change during the render (or a rebuild) means it may have read the old rows.
      if (started === this.generation && indexVersion === this.indexVersion) this.keep(entry);
      return entry;
    });
    if (this.enabled) this.pending.set(key, rendering);
    try {
      return { page: await rendering, hit: false };
    } finally {
      if (this.pending.get(key) === rendering) this.pending.delete(key);
    }
  }

  onPublicChange(change: PublicChange): void {
    this.generation += 1;
    // Requests after the change must not wait for a render that read the rows before it.
    this.pending.clear();
    // A policy page's publish or withdrawal changes the footer's links on every page.
    if (
      (change.type !== 'item' && change.type !== 'page') ||
      (change.type === 'page' && isPolicyPath(change.path))
    ) {
      this.dropAll();
      return;
    }
    // Each page knows whether it is a landing's (read with its render): a change of which paths
    // are landings is a structure's, and drops everything above, so the mark never goes stale.
    const touched = (entry: Entry) =>
      entry.site === this.site &&
      (entry.scope === SITE || entry.scope === `module:${change.path}` || entry.landing);
    this.pages.deleteWhere(touched);
    this.notFound.deleteWhere(touched);
  }

  /**
   * The page's HTML in `encoding`, compressed on its first request and then kept with it (and
   * counted against the byte bound): a kept page costs neither a render nor a compression.
   * Brotli at quality 5, as @fastify/compress is set for every other answer: a miss must not wait.
   */
  encoded(page: CachedPage, encoding: ContentEncoding): Buffer {
    const known = page.encodings[encoding];
    if (known) return known;
    const body =
      encoding === 'br'
        ? zlib.brotliCompressSync(page.html, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: page.bytes,
            },
          })
        : zlib.gzipSync(page.html);
    page.encodings[encoding] = body;
    const entry = page as Entry;
    (entry.status === 200 ? this.pages : this.notFound).grew(entry.key, entry, body.length);
    return body;
  }

  private async renderOnce(
    key: string,
    pathname: string,
    render: () => RenderedPage | Promise<RenderedPage>,
  ): Promise<Entry> {
    this.renders += 1;
    const scope = scopeOf(pathname);
    // The landings are read beside the render, not before it: the change that would make them
    // stale is a structure's, and it bumps the generation, so such a page is sent but not kept.
    const [{ status, html, cache = true }, landings] = await Promise.all([render(), this.landingPaths()]);
    const bytes = Buffer.byteLength(html);
    return {
      key,
      site: this.site,
      keepable: cache,
      scope,
      landing: [...landings].some((path) => scope === `module:${path}`),
      status,
      html,
      etag: etagOf(html),
      bytes,
      held: bytes + Buffer.byteLength(key),
      storedAt: this.clock.now(),
      encodings: {},
    };
  }

  private fresh(key: string): Entry | undefined {
    const now = this.clock.now();
    for (const [store, maxAge] of [
      [this.pages, this.limits.maxAgeMs],
      [this.notFound, this.limits.notFoundMaxAgeMs],
    ] as const) {
      const entry = store.get(key);
      if (!entry) continue;
      if (now - entry.storedAt < maxAge) return entry;
      store.delete(key);
    }
    return undefined;
  }

  private keep(entry: Entry): void {
    if (!entry.keepable) return;
    // Only what every visitor would get: a server error or any other status is rendered each time.
    if (entry.status === 200) this.pages.set(entry.key, entry);
    else if (entry.status === 404) this.notFound.set(entry.key, entry);
  }

  private dropAll(): void {
    this.pages.deleteWhere(this.own);
    this.notFound.deleteWhere(this.own);
  }
}
