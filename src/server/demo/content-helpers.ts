import type { FileEntry, ItemRef } from '../../shared/api-types';

/**
 * Small builders shared by the content files: the tag vocabulary, deterministic numbers and the
 * rich-text fragments editors typically produce.
 */

/** Tags shared across kinds, so the tag page gathers rows of many lists. */
export const TAGS = [
  '歷史',
  '港口',
  '工藝',
  '教育',
  '展覽',
  '口述歷史',
  '建築',
  '海洋',
  '民俗',
  '數位典藏',
] as const;
export type Tag = (typeof TAGS)[number];

/** A zero-padded row id such as `news-007`, unique across the whole site thanks to the prefix. */
export const rowId = (prefix: string, index: number): string =>
  `${prefix}-${String(index + 1).padStart(3, '0')}`;

/**
 * A view count that looks organic but is the same on every build: older rows and lower indexes
 * read as more viewed.
 */
export function viewsFor(index: number, base = 180): number {
  return base + ((index * 7919 + 137) % 1733) + (20 - Math.min(index, 20)) * 41;
}

export function refTo(path: string, row: { id: string; title: string }): ItemRef {
  return { id: row.id, title: row.title, path };
}

const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const p = (text: string): string => `<p>${text}</p>`;
export const h2 = (text: string): string => `<h2>${text}</h2>`;
export const h3 = (text: string): string => `<h3>${text}</h3>`;
export const ul = (items: string[]): string => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
export const ol = (items: string[]): string => `<ol>${items.map((i) => `<li>${i}</li>`).join('')}</ol>`;
/** A quotation with its source in a figcaption (a `footer` inside it could read as a page landmark). */
export const blockquote = (text: string, source?: string): string =>
  source
    ? `<figure><blockquote><p>${text}</p></blockquote><figcaption>—— ${source}</figcaption></figure>`
    : `<blockquote><p>${text}</p></blockquote>`;

/** An inline figure; the alt text is the image's description, the caption may differ. */
export function figure(image: FileEntry, caption?: string): string {
  const size = image.width && image.height ? ` width="${image.width}" height="${image.height}"` : '';
  return `<figure><img src="${image.original}" alt="${escapeHtml(image.description ?? '')}"${size}>${caption ? `<figcaption>${caption}</figcaption>` : ''}</figure>`;
}

/** A data table with a caption and header cells scoped for screen readers. */
export function table(caption: string, head: string[], rows: string[][]): string {
  return (
    `<table><caption>${caption}</caption><thead><tr>${head.map((h) => `<th scope="col">${h}</th>`).join('')}</tr></thead>` +
    `<tbody>${rows.map((r) => `<tr>${r.map((c, i) => (i === 0 ? `<th scope="row">${c}</th>` : `<td>${c}</td>`)).join('')}</tr>`).join('')}</tbody></table>`
  );
}

export const link = (href: string, text: string, external = false): string =>
  external
    ? `<a href="${href}" target="_blank" rel="noopener noreferrer" title="${text}（另開新視窗）">${text}</a>`
    : `<a href="${href}">${text}</a>`;

/** The YouTube embed the sanitizer must keep (privacy-enhanced host). */
export const youtube = (videoId: string, title: string): string =>
  `<iframe width="560" height="315" src="https://www.youtube-nocookie.com/embed/${videoId}" title="${title}" allowfullscreen></iframe>`;

const DIGITS = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九'];

/** Small counts written the way running zh-TW text writes them (一 … 九十九). */
export function zhNumber(n: number): string {
  if (n < 10) return DIGITS[n] ?? String(n);
  if (n < 100) {
    const tens = Math.floor(n / 10);
    const ones = n % 10;
    return `${tens === 1 ? '' : (DIGITS[tens] ?? '')}十${ones === 0 ? '' : (DIGITS[ones] ?? '')}`;
  }
  return String(n);
}
