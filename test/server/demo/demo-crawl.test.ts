import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createServer } from '../../../src/server/create-server';
import {
  type ContentKind,
  type FileEntry,
  type IndexSection,
  type ItemRef,
  type MenuItem,
  type ModuleInfo,
  type SiteFooter,
  type SiteStructure,
} from '../../../src/shared/api-types';
import { ALL_LAYOUTS, DETAIL_LAYOUT_BY_KIND, LIST_LAYOUT_BY_KIND } from '../../../src/shared/layout-names';
import { REF_FIELDS } from './demo-expectations';
import { RESERVED_MODULE_PATHS } from '../../../src/shared/modules.schema';

/**
 * Crawls the demo site the way a visitor's client would, over HTTP against a real server with a
 * fresh SQLite file: from the home page, the menu, the sitemap, the banner and the footer to every
 * page, every list (all its pages) and every detail, following cross-references between items.
 */

const KIND_BY_LIST_LAYOUT = new Map(
  Object.entries(LIST_LAYOUT_BY_KIND).map(([kind, layout]) => [layout, kind as ContentKind]),
);

interface Answer {
  status: number;
  contentType: string;
  body: unknown;
}

interface CrawlResult {
  layouts: Set<string>;
  /** List path → `total` of its first page and the number of rows read over all pages. */
  lists: Map<string, { total: number; read: number }>;
  pages: Map<string, ModuleInfo>;
  details: Set<string>;
  files: Map<string, FileEntry>;
  /** Every URL that did not answer as the crawler expected, with what it answered. */
  failures: string[];
}

async function get(base: string, url: string): Promise<Answer> {
  const response = await fetch(`${base}${url}`);
  const contentType = response.headers.get('content-type') ?? '';
  const body: unknown = contentType.startsWith('application/json')
    ? await response.json()
    : await response.arrayBuffer();
  return { status: response.status, contentType, body };
}

const menuPaths = (items: MenuItem[]): string[] =>
  items.flatMap((item) => [...(item.path ? [item.path] : []), ...menuPaths(item.children)]);

/** `/home/zh-tw/news/news-001` → ['news', 'news-001']; external URLs and other routes → undefined. */
function clientRoute(url: string): { path: string; id?: string } | undefined {
  const match = /^\/home\/zh-tw\/([^/?#]+)(?:\/([^/?#]+))?$/.exec(url);
  // The app's own pages (網站導覽, 搜尋, 開放資料…) are no module: the footer links some of them.
  if (!match?.[1] || RESERVED_MODULE_PATHS.includes(match[1])) return undefined;
  return match[2] ? { path: match[1], id: match[2] } : { path: match[1] };
}

function collectFiles(value: unknown, into: Map<string, FileEntry>): void {
  if (Array.isArray(value)) value.forEach((v) => collectFiles(v, into));
  else if (typeof value === 'object' && value !== null) {
    const entry = value as Partial<FileEntry>;
    if (typeof entry.original === 'string' && typeof entry.fileId === 'string')
      into.set(entry.original, entry as FileEntry);
    else Object.values(value).forEach((v) => collectFiles(v, into));
  }
}

async function crawl(base: string): Promise<CrawlResult> {
  const result: CrawlResult = {
    layouts: new Set(),
    lists: new Map(),
    pages: new Map(),
    details: new Set(),
    files: new Map(),
    failures: [],
  };
  const json = async <T>(url: string): Promise<T | undefined> => {
    const answer = await get(base, url);
    if (answer.status !== 200 || !answer.contentType.startsWith('application/json')) {
      result.failures.push(`${url} → ${answer.status} ${answer.contentType}`);
      return undefined;
    }
    collectFiles(answer.body, result.files);
    return answer.body as T;
  };

  const pageQueue: string[] = [];
  const detailQueue: Array<{ path: string; id: string }> = [];
  const readStructure = (structure: SiteStructure): void => {
    result.layouts.add(structure.templateKey);
    structure.index.forEach((section: IndexSection) => {
      result.layouts.add(section.layout);
      if (section.path) pageQueue.push(section.path);
    });
  };
  const followLink = (url: string): void => {
    const route = clientRoute(url);
    if (route) pageQueue.push(route.path);
    if (route?.id) detailQueue.push({ path: route.path, id: route.id });
  };

  const home = await json<SiteStructure>('/api/site/structure');
  if (home) readStructure(home);
  for (const name of ['menu', 'sitemap'] as const)
    pageQueue.push(...menuPaths((await json<MenuItem[]>(`/api/site/${name}`)) ?? []));
  for (const name of ['banner', 'bannerMobile'] as const) {
    const banner = await json<{ rows: Array<{ link?: string }> }>(`/api/site/${name}`);
    banner?.rows.forEach((row) => row.link && followLink(row.link));
  }
  (await json<SiteFooter>('/api/site/footer'))?.links.forEach((link) => followLink(link.url));
  await json('/api/site/header');
  await json('/api/site/metadata');

  while (pageQueue.length > 0 || detailQueue.length > 0) {
    const pagePath = pageQueue.shift();
    if (pagePath !== undefined) {
      if (result.pages.has(pagePath)) continue;
      const info = await json<ModuleInfo>(`/api/site/module/${encodeURIComponent(pagePath)}`);
      if (!info) continue;
      result.pages.set(pagePath, info);
      result.layouts.add(info.templateKey);
      await json(`/api/cms/menuSetting/${encodeURIComponent(pagePath)}`);
      if (info.moduleKey === 'index') {
        const landing = await json<SiteStructure>(`/api/site/structure/${encodeURIComponent(pagePath)}`);
        if (landing) readStructure(landing);
        continue;
      }
      result.layouts.add(info.moduleKey);
      const kind = KIND_BY_LIST_LAYOUT.get(info.moduleKey);
      if (kind === 'single') {
        await json(`/api/cms/${encodeURIComponent(pagePath)}`);
      } else if (kind !== undefined && kind !== 'mailbox' && kind !== 'tag') {
        let offset = 0;
        let total = Infinity;
        let read = 0;
        while (offset < total) {
          const page = await json<{ rows: Array<{ id: string }>; total: number }>(
            `/api/cms/${encodeURIComponent(pagePath)}?limit=7&offset=${offset}`,
          );
          if (!page || page.rows.length === 0) break;
          total = page.total;
          read += page.rows.length;
          offset += page.rows.length;
          page.rows.forEach((row) => detailQueue.push({ path: pagePath, id: row.id }));
        }
        result.lists.set(pagePath, { total: Number.isFinite(total) ? total : 0, read });
      }
      continue;
    }
    const detail = detailQueue.shift();
    if (!detail) continue;
    const key = `${detail.path}/${detail.id}`;
    if (result.details.has(key)) continue;
    result.details.add(key);
    const item = await json<Record<string, unknown> & { id: string }>(
      `/api/cms/${encodeURIComponent(detail.path)}/${encodeURIComponent(detail.id)}`,
    );
    if (!item) continue;
    if (item.id !== detail.id) result.failures.push(`${key} answered item ${item.id}`);
    // The detail layout is the one the client picks for the list the item belongs to; pages are
    // always crawled before details, so that list is known by now.
    const listLayout = result.pages.get(detail.path)?.moduleKey;
    const kind = listLayout ? KIND_BY_LIST_LAYOUT.get(listLayout) : undefined;
    const detailLayout = kind ? DETAIL_LAYOUT_BY_KIND[kind] : undefined;
    if (detailLayout) result.layouts.add(detailLayout);
    else result.failures.push(`${key} belongs to no list with details (${String(listLayout)})`);
    for (const field of REF_FIELDS) {
      for (const ref of (item[field] as ItemRef[] | undefined) ?? []) {
        pageQueue.push(ref.path);
        detailQueue.push({ path: ref.path, id: ref.id });
      }
    }
  }
  return result;
}

describe('crawling the demo site on a real server', () => {
  let dir: string;
  let app: FastifyInstance;
  let base: string;
  let result: CrawlResult;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'themesite-crawl-'));
    app = await createServer({
      dbPath: path.join(dir, 'demo.sqlite'),
      distDir: path.join(dir, 'dist'),
      seedDemo: true,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (typeof address !== 'object' || address === null)
      throw new Error('the server is not listening on a port');
    base = `http://127.0.0.1:${address.port}`;
    result = await crawl(base);
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('reaches every page, list and detail without a failed answer', () => {
    expect(result.failures).toEqual([]);
    expect(result.pages.size).toBeGreaterThanOrEqual(20);
    expect(result.details.size).toBeGreaterThanOrEqual(180);
  });

  it('uses every one of the 68 layout names on some reachable page', () => {
    expect(ALL_LAYOUTS).toHaveLength(68);
    expect(ALL_LAYOUTS.filter((layout) => !result.layouts.has(layout))).toEqual([]);
  });

  it('finds at least 12 rows in every list and reads all of them by paging', () => {
    expect(result.lists.size).toBeGreaterThanOrEqual(12);
    for (const [listPath, { total, read }] of result.lists) {
      expect({ listPath, enough: total >= 12, allRead: read === total }).toEqual({
        listPath,
        enough: true,
        allRead: true,
      });
    }
  });

  it('serves every image and file the content points to, with its content type', async () => {
    expect(result.files.size).toBeGreaterThanOrEqual(40);
    const wrong: string[] = [];
    for (const [url, entry] of result.files) {
      const answer = await get(base, url);
      // The photographs are uploads, re-encoded on their first request: a JPEG of a size not known before.
      const photo = entry.ext === 'jpg';
      const expectedType =
        entry.ext === 'svg'
          ? 'image/svg+xml'
          : photo
            ? 'image/jpeg'
            : entry.ext === 'pdf'
              ? 'application/pdf'
              : 'application/';
      const size = answer.body instanceof ArrayBuffer ? answer.body.byteLength : -1;
      if (answer.status !== 200 || !answer.contentType.startsWith(expectedType))
        wrong.push(`${url} → ${answer.status} ${answer.contentType}`);
      else if (entry.ext !== 'svg' && !photo && entry.size !== size)
        wrong.push(`${url} announced ${String(entry.size)} bytes, served ${size}`);
    }
    expect(wrong).toEqual([]);
    const mark = await get(base, '/media/demo/accessibility-aa.svg');
    expect(mark.status).toBe(200);
  });

  it('gathers rows of several kinds on the tag page for a shared tag', async () => {
    const answer = await get(
      base,
      `/api/cms/tag?query=${encodeURIComponent(JSON.stringify({ tag: '歷史' }))}&limit=100`,
    );
    const body = answer.body as { rows: Array<{ kind: string; path: string }>; total: number };
    expect(answer.status).toBe(200);
    expect(body.total).toBeGreaterThanOrEqual(12);
    expect(new Set(body.rows.map((row) => row.kind)).size).toBeGreaterThanOrEqual(4);
  });
});
