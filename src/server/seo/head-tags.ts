import { escapeHtml, jsonForScript } from './html-escape';
import type { PageMeta } from './page-meta';

export interface HeadOptions {
  siteName: string;
  /** Absolute URL of the news feed, announced on every page. */
  feedUrl: string;
}

/** The tags a link preview, a search engine and a feed reader read, one per line. */
export function headTags(meta: PageMeta, { siteName, feedUrl }: HeadOptions): string {
  const attr = escapeHtml;
  const tags = [
    meta.robots ? `<meta name="robots" content="${attr(meta.robots)}" />` : '',
    meta.canonical ? `<link rel="canonical" href="${attr(meta.canonical)}" />` : '',
    `<link rel="alternate" type="application/rss+xml" title="${attr(`${siteName} 最新消息`)}" href="${attr(feedUrl)}" />`,
    `<meta property="og:type" content="${meta.ogType}" />`,
    `<meta property="og:site_name" content="${attr(siteName)}" />`,
    `<meta property="og:locale" content="zh_TW" />`,
    `<meta property="og:title" content="${attr(meta.title)}" />`,
    `<meta property="og:description" content="${attr(meta.description)}" />`,
    meta.canonical ? `<meta property="og:url" content="${attr(meta.canonical)}" />` : '',
    meta.image ? `<meta property="og:image" content="${attr(meta.image)}" />` : '',
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${attr(meta.title)}" />`,
    `<meta name="twitter:description" content="${attr(meta.description)}" />`,
    meta.image ? `<meta name="twitter:image" content="${attr(meta.image)}" />` : '',
    ...meta.jsonLd.map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
    ...[...meta.dublinCore, ...meta.categories].map(
      ([name, content]) => `<meta name="${attr(name)}" content="${attr(content)}" />`,
    ),
  ];
  return tags.filter((tag) => tag !== '').join('\n    ');
}

const TITLE = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\s+name="description"[^>]*>/i;

/**
 * The built index.html with this page's title and description in place of the loading ones and
 * the other tags after the title. Where index.html lacks a title or a description, they are added.
 */
export function injectHead(html: string, meta: PageMeta, options: HeadOptions): string {
  const title = `<title>${escapeHtml(meta.title)}</title>`;
  const description = `<meta name="description" content="${escapeHtml(meta.description)}" />`;
  let out = DESCRIPTION.test(html) ? html.replace(DESCRIPTION, () => description) : html;
  const block = `${title}\n    ${DESCRIPTION.test(html) ? '' : `${description}\n    `}${headTags(meta, options)}`;
  out = TITLE.test(out)
    ? out.replace(TITLE, () => block)
    : out.replace(/<\/head>/i, () => `${block}\n</head>`);
  return meta.status === 404 ? showNotFound(out) : out;
}

/**
 * For a visitor without JavaScript (and a crawler) the error page reads `404 Not Found`, the spec's
 * text; the app replaces the root's content when it starts and renders its own /404 screen.
 */
function showNotFound(html: string): string {
  return html.replace(/<div id="root"><\/div>/, () => '<div id="root"><p>404 Not Found</p></div>');
}
