import type { MenuItem } from '../../shared/api-types';
import { itemAddressOf } from '../../shared/item-slug';
import { escapeHtml, plainText } from './html-escape';
import { LANG } from './page-meta';
import type { SeoStore, SitemapItem } from '../ports/seo-store.port';

const HOME = `/home/${LANG}`;
export const FEED_PATH = '/rss.xml';
/** Articles in the feed: enough for a reader that polls daily, small enough to answer fast. */
const FEED_SIZE = 20;

/** sitemaps.org's bound on the URLs of one sitemap file; past it, /sitemap.xml becomes an index. */
export const SITEMAP_URL_LIMIT = 50_000;
/** A part of a split sitemap: `/sitemap-1.xml`, `/sitemap-2.xml` … */
export const sitemapPartPath = (part: number): string => `/sitemap-${part}.xml`;

/**
 * Everyone may crawl the public pages; the editor's API, the login form and the editor are not
 * content. Names the sitemap, and each of its parts once it is split.
 */
export async function robotsTxt(repo: SeoStore, origin: string, limit = SITEMAP_URL_LIMIT): Promise<string> {
  const parts = (await sitemapShape(repo, limit)).parts;
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /backend/',
    'Disallow: /login',
    `Disallow: ${HOME}/editor`,
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    ...Array.from({ length: parts }, (_, n) => `Sitemap: ${origin}${sitemapPartPath(n + 1)}`),
    '',
  ].join('\n');
}

/** An item's page at its 網址代稱 where it has one (the address visitors and crawlers should keep). */
export const itemPath = (ref: { modulePath: string; item: { id: string } }): string =>
  `${HOME}/${encodeURIComponent(ref.modulePath)}/${encodeURIComponent(itemAddressOf(ref.item))}`;

/** The same address from the sitemap's narrow row, which carries the stored 網址代稱 instead of the item. */
const listedPath = (row: SitemapItem): string =>
  `${HOME}/${encodeURIComponent(row.modulePath)}/${encodeURIComponent(row.slug ?? row.id)}`;

function menuPaths(items: readonly MenuItem[], into: Set<string>): void {
  for (const item of items) {
    // External links (`url`) are other sites' pages, not this sitemap's.
    if (item.path && !item.url) into.add(`${HOME}/${encodeURIComponent(item.path)}`);
    menuPaths(item.children ?? [], into);
  }
}

/** A day (`YYYY-MM-DD`) from a stored date, for `<lastmod>`; undefined when there is none. */
function day(date: string | null): string | undefined {
  const match = date ? /^\d{4}-\d{2}-\d{2}/.exec(date) : null;
  return match?.[0];
}

interface SitemapShape {
  /** The home page, the site's own pages and every module in the menus, before the items. */
  pages: string[];
  items: number;
  /** 0 while one file holds every URL; else how many parts the index names. */
  parts: number;
}

async function sitemapShape(repo: SeoStore, limit: number): Promise<SitemapShape> {
  const pages = new Set<string>([HOME, `${HOME}/sitemap`]);
  menuPaths(await repo.menu(), pages);
  const items = await repo.listedItemCount();
  const total = pages.size + items;
  return { pages: [...pages], items, parts: total > limit ? Math.ceil(total / limit) : 0 };
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/**
 * The URLs from `start` (counting the pages first, then the items in module and list order) up to
 * `end`, as a sitemaps.org `<urlset>`.
 */
async function urlSet(
  repo: SeoStore,
  origin: string,
  shape: SitemapShape,
  start: number,
  end: number,
): Promise<string> {
  const entries = shape.pages.slice(start, end).map((path) => ({
    loc: `${origin}${path}`,
    lastmod: undefined as string | undefined,
  }));
  const itemStart = Math.max(start, shape.pages.length) - shape.pages.length;
  const itemEnd = Math.min(end - shape.pages.length, shape.items);
  if (itemEnd > itemStart)
    for (const row of await repo.listedItems({ limit: itemEnd - itemStart, offset: itemStart }))
      entries.push({ loc: `${origin}${listedPath(row)}`, lastmod: day(row.date) });
  const urls = entries
    .map(
      ({ loc, lastmod }) =>
        `  <url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
    )
    .join('\n');
  return `${XML_HEAD}\n<urlset xmlns="${SITEMAP_NS}">\n${urls}\n</urlset>\n`;
}

/**
 * sitemaps.org XML: the home page, the site's own pages, every module in the menus, every item.
 * Past `limit` URLs, a sitemap index naming the parts (`sitemapPartXml`) instead.
 */
export async function sitemapXml(repo: SeoStore, origin: string, limit = SITEMAP_URL_LIMIT): Promise<string> {
  const shape = await sitemapShape(repo, limit);
  if (shape.parts === 0) return urlSet(repo, origin, shape, 0, shape.pages.length + shape.items);
  const parts = Array.from(
    { length: shape.parts },
    (_, n) => `  <sitemap><loc>${escapeHtml(`${origin}${sitemapPartPath(n + 1)}`)}</loc></sitemap>`,
  ).join('\n');
  return `${XML_HEAD}\n<sitemapindex xmlns="${SITEMAP_NS}">\n${parts}\n</sitemapindex>\n`;
}

/** Part `part` (from 1) of a split sitemap, `limit` URLs at most; undefined when there is no such part. */
export async function sitemapPartXml(
  repo: SeoStore,
  origin: string,
  part: number,
  limit = SITEMAP_URL_LIMIT,
): Promise<string | undefined> {
  const shape = await sitemapShape(repo, limit);
  if (!Number.isSafeInteger(part) || part < 1 || part > shape.parts) return undefined;
  return urlSet(repo, origin, shape, (part - 1) * limit, part * limit);
}

/** RFC 822 date of a `YYYY-MM-DD…` date, noon in Taipei so the day is the same everywhere in Taiwan. */
function rfc822(date: string | null): string | undefined {
  const d = day(date);
  return d ? new Date(`${d}T12:00:00+08:00`).toUTCString() : undefined;
}

/** RSS 2.0 of the newest articles (`normal` kind) of every news module. */
export async function rssFeed(repo: SeoStore, origin: string): Promise<string> {
  const metadata = await repo.metadata();
  // The site's name is 網站設定's; the header's title stands in for a site that has none.
  const site = metadata?.title?.trim() || (await repo.header())?.title?.trim() || '';
  const articles = await repo.latestArticles(FEED_SIZE);
  const items = articles
    .map((ref) => {
      const link = `${origin}${itemPath(ref)}`;
      const summary =
        typeof ref.item.description === 'string' && ref.item.description.trim()
          ? plainText(ref.item.description, 500)
          : typeof ref.item.content === 'string'
            ? plainText(ref.item.content, 500)
            : '';
      const published = rfc822(ref.date);
      return [
        '    <item>',
        `      <title>${escapeHtml(ref.title)}</title>`,
        `      <link>${escapeHtml(link)}</link>`,
        `      <guid isPermaLink="true">${escapeHtml(link)}</guid>`,
        summary ? `      <description>${escapeHtml(summary)}</description>` : '',
        published ? `      <pubDate>${published}</pubDate>` : '',
        '    </item>',
      ]
        .filter((line) => line !== '')
        .join('\n');
    })
    .join('\n');
  const lastBuild = rfc822(articles[0]?.date ?? null);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeHtml(`${site} 最新消息`)}</title>`,
    `    <link>${escapeHtml(`${origin}${HOME}`)}</link>`,
    `    <description>${escapeHtml(metadata?.description ?? '')}</description>`,
    '    <language>zh-TW</language>',
    `    <atom:link href="${escapeHtml(`${origin}${FEED_PATH}`)}" rel="self" type="application/rss+xml" />`,
    lastBuild ? `    <lastBuildDate>${lastBuild}</lastBuildDate>` : '',
    items,
    '  </channel>',
    '</rss>',
    '',
  ]
    .filter((line) => line !== '')
    .join('\n');
}
