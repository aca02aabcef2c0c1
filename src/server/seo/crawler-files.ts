import type { MenuItem } from '../../shared/api-types';
import { itemAddressOf } from '../../shared/item-slug';
import { escapeHtml, plainText } from './html-escape';
import { LANG } from './page-meta';
import type { ItemRef, SeoStore } from '../ports/seo-store.port';

const HOME = `/home/${LANG}`;
export const FEED_PATH = '/rss.xml';
/** Articles in the feed: enough for a reader that polls daily, small enough to answer fast. */
const FEED_SIZE = 20;

/** Everyone may crawl the public pages; the editor's API, the login form and the editor are not content. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /backend/',
    'Disallow: /login',
    `Disallow: ${HOME}/editor`,
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** An item's page at its 網址代稱 where it has one (the address visitors and crawlers should keep). */
const itemPath = (ref: ItemRef): string =>
  `${HOME}/${encodeURIComponent(ref.modulePath)}/${encodeURIComponent(itemAddressOf(ref.item))}`;

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

/** sitemaps.org XML: the home page, the site's own pages, every module in the menus, every item. */
export async function sitemapXml(repo: SeoStore, origin: string): Promise<string> {
  const pages = new Set<string>([HOME, `${HOME}/sitemap`]);
  menuPaths(await repo.menu(), pages);
  const entries = [...pages].map((path) => ({
    loc: `${origin}${path}`,
    lastmod: undefined as string | undefined,
  }));
  const modules = new Map<string, boolean>();
  for (const ref of await repo.allItems()) {
    // Only items of modules a visitor can reach: a menu or not, the module must exist.
    let exists = modules.get(ref.modulePath);
    if (exists === undefined) {
      exists = (await repo.module(ref.modulePath)) !== undefined;
      modules.set(ref.modulePath, exists);
    }
    if (!exists) continue;
    entries.push({ loc: `${origin}${itemPath(ref)}`, lastmod: day(ref.date) });
  }
  const urls = entries
    .map(
      ({ loc, lastmod }) =>
        `  <url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
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
