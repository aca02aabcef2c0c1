import createDOMPurify, { type Config, type DOMPurify, type WindowLike } from 'dompurify';
import { allowedEmbed, TOUR_EMBED_HOSTS } from './embed-hosts';
import { IFRAME_ALLOW, IFRAME_SANDBOX } from './embed-policy';
import { resolveCmsLink } from '../../domain/files/cms-link';
import { cmsApiHost, cmsUrl } from '../paths/cms-url';
import { AVIF_TYPE, bodyImageSources } from '../../shared/upload-variants';
import { isSafeUrl } from './safe-url';

export { IFRAME_SANDBOX, isSafeUrl };

/**
 * CMS rich text goes through this before it reaches the page. Editors paste from word processors
 * and the Froala editor, and an editor account may be compromised, so the rules are an allow-list:
 * only the tags and attributes below survive, URLs must be web, mail or phone addresses, frames
 * must come from an allowed embed host, and inline styles keep only harmless text styling.
 * Fixed font sizes and fonts are removed so the site's text-size control and reflow at 320 px
 * work on CMS pages too.
 */

export interface SanitizeOptions {
  /** Accessible name of the scroll container put around each table. */
  tableLabel?: string;
  /** Title for frames that arrive without one. */
  embedTitle?: string;
  /** Added as `title` to links that open a new window and say nothing about it. */
  newWindowHint?: string;
  /** 3D-tour hosts allowed in frames besides YouTube. */
  tourHosts?: readonly string[];
  /**
   * The level the content's highest heading becomes (2 under the page's h1, 3 inside a section
   * headed h2), so editor headings continue the page outline instead of skipping levels.
   */
  headingTop?: number;
}

const ALLOWED_TAGS = [
  'a',
  'abbr',
  'b',
  'blockquote',
  'br',
  'caption',
  'cite',
  'code',
  'col',
  'colgroup',
  'dd',
  'del',
  'details',
  'dfn',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'iframe',
  'img',
  'ins',
  'kbd',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  'q',
  's',
  'section',
  'small',
  'span',
  'strong',
  'sub',
  'summary',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'time',
  'tr',
  'u',
  'ul',
];

const ALLOWED_ATTR = [
  'alt',
  'cite',
  'colspan',
  'datetime',
  'dir',
  'height',
  'href',
  'headers',
  'lang',
  'reversed',
  'rowspan',
  'scope',
  'span',
  'src',
  'start',
  'style',
  'target',
  'title',
  'type',
  'width',
  // Frames: set again below from our own values, listed so DOMPurify lets them through.
  'allowfullscreen',
  'allow',
  'sandbox',
  'loading',
  'referrerpolicy',
];

const URL_ATTRS = ['href', 'src', 'cite'];

/** Inline style properties kept: text styling an editor means, nothing that moves or overlays. */
const KEPT_STYLE_PROPERTIES = new Set([
  'color',
  'background-color',
  'text-align',
  'text-decoration',
  'text-decoration-line',
  'font-weight',
  'font-style',
  'font-size',
  'text-indent',
  'vertical-align',
  'list-style-type',
]);
/** Properties whose value must be relative to the surrounding text (em or %), never fixed. */
const RELATIVE_ONLY = new Set(['font-size', 'text-indent']);
const RELATIVE_LENGTH = /^(\d*\.?\d+)(em|%)$/;
const RELATIVE_KEYWORDS = new Set(['smaller', 'larger', 'inherit', '0']);
/** Anything that could fetch, run or escape a declaration. */
const UNSAFE_STYLE_VALUE =
  /url\s*\(|expression\s*\(|javascript:|vbscript:|@import|[\\<>]|behavior|-moz-binding/i;

const CLASS_EMBED = 'rich-text-embed';
const CLASS_TABLE_SCROLL = 'rich-text-table';

function splitDeclarations(style: string): string[] {
  const out: string[] = [];
  let current = '';
  let quote: string | null = null;
  let depth = 0;
  for (const ch of style) {
    if (quote) {
      if (ch === quote) quote = null;
    } else if (ch === '"' || ch === "'") {
      quote = ch;
    } else if (ch === '(') {
      depth += 1;
    } else if (ch === ')') {
      depth = Math.max(0, depth - 1);
    } else if (ch === ';' && depth === 0) {
      out.push(current);
      current = '';
      continue;
    }
    current += ch;
  }
  out.push(current);
  return out;
}

function keepRelative(value: string): boolean {
  const v = value.toLowerCase();
  if (RELATIVE_KEYWORDS.has(v)) return true;
  const match = RELATIVE_LENGTH.exec(v);
  if (!match) return false;
  // Tiny or huge relative sizes hurt reading as much as fixed ones.
  const factor = match[2] === '%' ? Number(match[1]) / 100 : Number(match[1]);
  return factor >= 0.75 && factor <= 2.5;
}

/** The inline style an element keeps, or '' when nothing safe is left. */
export function cleanStyle(style: string): string {
  const kept: string[] = [];
  for (const declaration of splitDeclarations(style)) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration
      .slice(colon + 1)
      .replace(/!important/gi, '')
      .trim();
    if (!KEPT_STYLE_PROPERTIES.has(property) || value === '' || UNSAFE_STYLE_VALUE.test(value)) continue;
    if (RELATIVE_ONLY.has(property) && !keepRelative(value)) continue;
    kept.push(`${property}: ${value}`);
  }
  return kept.join('; ');
}

function purifyConfig(): Config {
  return {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
    // Only ordinary web, mail and phone addresses. DOMPurify still admits data: on images; the
    // afterSanitizeAttributes hook removes those.
    ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
    FORBID_TAGS: [
      'style',
      'script',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'option',
      'svg',
      'math',
      'meta',
      'base',
      'link',
      'object',
      'embed',
    ],
    FORBID_ATTR: [
      'class',
      'id',
      'name',
      'contenteditable',
      'draggable',
      'srcset',
      'formaction',
      'xlink:href',
      'action',
    ],
    // Frames are allowed tags but DOMPurify drops their content by default, which is what we want.
    ADD_FORBID_CONTENTS: ['iframe', 'select', 'textarea', 'button'],
    KEEP_CONTENT: true,
    WHOLE_DOCUMENT: false,
    SANITIZE_DOM: true,
  };
}

interface Sanitizer {
  purify: DOMPurify;
  win: Window;
}

let cached: Sanitizer | undefined;

function sanitizerFor(win: Window): Sanitizer {
  if (cached && cached.win === win) return cached;
  // Our own instance, so our hooks never change how any other code's DOMPurify behaves.
  const purify = createDOMPurify(win as unknown as WindowLike);

  // Only what stored content must never hold; how the public page shows it comes after (present).
  purify.addHook('afterSanitizeAttributes', (node) => {
    for (const name of URL_ATTRS) {
      const value = node.getAttribute(name);
      if (value !== null && !isSafeUrl(value)) node.removeAttribute(name);
    }
    const style = node.getAttribute('style');
    if (style !== null) {
      const cleaned = cleanStyle(style);
      if (cleaned) node.setAttribute('style', cleaned);
      else node.removeAttribute('style');
    }
    const tag = node.tagName.toLowerCase();
    if (tag === 'img' && !node.getAttribute('src')) {
      node.parentNode?.removeChild(node);
      return;
    }
    if (tag === 'iframe') keepAllowedFrame(node);
    // `type` is only meaningful on lists; elsewhere it could say "button" or "submit".
    if (node.hasAttribute('type') && tag !== 'ol' && tag !== 'ul' && tag !== 'li')
      node.removeAttribute('type');
  });

  cached = { purify, win };
  return cached;
}

// Hooks are registered once per instance; the per-call options reach them through these.
let currentTourHosts: readonly string[] = TOUR_EMBED_HOSTS;
let currentOptions: Required<Omit<SanitizeOptions, 'tourHosts'>> = {
  tableLabel: '',
  embedTitle: '',
  newWindowHint: '',
  headingTop: 2,
};

function prepareLink(node: Element): void {
  const target = node.getAttribute('target');
  if (target === null) return;
  if (target !== '_blank') {
    node.removeAttribute('target');
    return;
  }
  node.setAttribute('rel', 'noopener noreferrer');
  if (currentOptions.newWindowHint && !node.getAttribute('title')) {
    node.setAttribute('title', currentOptions.newWindowHint);
  }
}

/**
 * An upload placed in the text (`<img src="/media/uploads/…/original.jpg" width>`) gets the
 * `srcset` and `sizes` of its WebP variants, named from its address and width: no request per
 * image, and a phone downloads a variant instead of the original. It is then put in a `<picture>`
 * whose AVIF source, of the same widths, comes first. Stored text never keeps a srcset, a
 * `<picture>` or a `<source>` (none is allowed); only this rule writes them, from an address the
 * sanitizer accepted.
 */
function offerVariants(node: Element, src: string, doc: Document): void {
  const sources = bodyImageSources(src, node.getAttribute('width'), cmsUrl);
  if (!sources) return;
  node.setAttribute('srcset', sources.srcset);
  node.setAttribute('sizes', sources.sizes);
  if (sources.avifSrcset === undefined) return;
  const picture = doc.createElement('picture');
  const avif = doc.createElement('source');
  avif.setAttribute('type', AVIF_TYPE);
  avif.setAttribute('srcset', sources.avifSrcset);
  avif.setAttribute('sizes', sources.sizes);
  node.replaceWith(picture);
  picture.append(avif, node);
}

function prepareImage(node: Element): void {
  if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
  node.setAttribute('loading', 'lazy');
  node.setAttribute('decoding', 'async');
}

/** A frame from an allowed host keeps its canonical address and nothing inside; any other goes. */
function keepAllowedFrame(node: Element): void {
  const embed = allowedEmbed(node.getAttribute('src') ?? '', currentTourHosts);
  if (!embed) {
    node.parentNode?.removeChild(node);
    return;
  }
  node.setAttribute('src', embed.src);
  // A frame's children are never shown; dropping them leaves nothing to be re-read as markup.
  node.textContent = '';
}

function prepareFrame(node: Element): void {
  const src = node.getAttribute('src') ?? '';
  const embed = allowedEmbed(src, currentTourHosts);
  node.setAttribute('sandbox', IFRAME_SANDBOX);
  node.setAttribute('allow', IFRAME_ALLOW);
  node.setAttribute('allowfullscreen', '');
  node.setAttribute('loading', 'lazy');
  // YouTube refuses to play without a referrer; the origin alone is enough.
  node.setAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
  node.removeAttribute('width');
  node.removeAttribute('height');
  const title = node.getAttribute('title')?.trim();
  if (!title)
    node.setAttribute(
      'title',
      currentOptions.embedTitle || fallbackFrameTitle(embed?.kind ?? 'tour', embed?.src ?? src),
    );
}

/** A proper name for a frame nobody titled: the service, never an empty title. */
function fallbackFrameTitle(kind: 'youtube' | 'tour', src: string): string {
  return kind === 'youtube' ? 'YouTube' : new URL(src).hostname;
}

/**
 * Layout wrappers added after sanitizing: a block span around frames (a div inside the editor's
 * `<p>` would be split by the parser when the HTML is read again) and a focusable, labelled scroll
 * container around tables so wide tables scroll on their own at 320 px.
 */
function addLayoutWrappers(root: Element, doc: Document): void {
  for (const frame of Array.from(root.querySelectorAll('iframe'))) {
    const wrapper = doc.createElement('span');
    wrapper.setAttribute('class', CLASS_EMBED);
    frame.replaceWith(wrapper);
    wrapper.appendChild(frame);
  }
  for (const table of Array.from(root.querySelectorAll('table'))) {
    const wrapper = doc.createElement('div');
    wrapper.setAttribute('class', CLASS_TABLE_SCROLL);
    wrapper.setAttribute('tabindex', '0');
    wrapper.setAttribute('role', 'region');
    if (currentOptions.tableLabel) wrapper.setAttribute('aria-label', currentOptions.tableLabel);
    table.replaceWith(wrapper);
    wrapper.appendChild(table);
  }
}

/**
 * Editors pick heading sizes by look (an h3 straight under the page title, an h1 inside the text).
 * The levels are shifted together so the highest becomes `top`, keeping their order and steps.
 */
function normalizeHeadings(root: Element, doc: Document, top: number): void {
  const headings = Array.from(root.querySelectorAll('h1, h2, h3, h4, h5, h6'));
  if (headings.length === 0) return;
  const levels = headings.map((h) => Number(h.tagName.slice(1)));
  const shift = Math.max(1, Math.min(6, top)) - Math.min(...levels);
  if (shift === 0) return;
  headings.forEach((heading, i) => {
    const level = Math.max(1, Math.min(6, levels[i]! + shift));
    const replacement = doc.createElement(`h${level}`);
    for (const attr of Array.from(heading.attributes)) replacement.setAttribute(attr.name, attr.value);
    while (heading.firstChild) replacement.appendChild(heading.firstChild);
    heading.replaceWith(replacement);
  });
}

const NEW_WINDOW_NOTE = /[[［(（]?\s*另開新?視窗\s*[\]］)）]?/g;

function fileNameOf(src: string): string {
  const last = src.split(/[?#]/)[0]?.split('/').pop() ?? '';
  let name = last;
  try {
    name = decodeURIComponent(last);
  } catch {
    // A malformed escape stays as it is.
  }
  return name
    .replace(/\.[a-z0-9]{2,5}$/i, '')
    .replace(/[-_]+/g, ' ')
    .trim();
}

/**
 * A link made of an image without alt text has no name, and a screen reader would read out its
 * address. The best name at hand is used: the image's title, the link's title (without the
 * new-window note), the figure's caption, and lastly the image's file name.
 */
function nameImageLinks(root: Element): void {
  for (const link of Array.from(root.querySelectorAll('a'))) {
    if ((link.textContent ?? '').trim() !== '') continue;
    const images = Array.from(link.querySelectorAll('img'));
    if (images.length === 0 || images.some((img) => (img.getAttribute('alt') ?? '').trim() !== '')) continue;
    const img = images[0]!;
    const candidates = [
      img.getAttribute('title'),
      link.getAttribute('title')?.replace(NEW_WINDOW_NOTE, ''),
      link.closest('figure')?.querySelector('figcaption')?.textContent,
      fileNameOf(img.getAttribute('src') ?? ''),
    ];
    const name = candidates.map((c) => (c ?? '').replace(/\s+/g, ' ').trim()).find((c) => c !== '');
    if (name) img.setAttribute('alt', name);
  }
}

function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * Spans that carry no attribute say nothing (the old editor's font spans become these once their
 * fixed sizes and fonts are removed), so they are unwrapped rather than kept as noise.
 */
function unwrapBareSpans(root: Element): void {
  for (const span of Array.from(root.querySelectorAll('span'))) {
    if (span.attributes.length > 0) continue;
    span.replaceWith(...Array.from(span.childNodes));
  }
}

/** What the public page adds to clean content: its own addresses, link and frame safety, lazy media. */
function present(root: Element): void {
  for (const node of Array.from(root.querySelectorAll('img, a[href], iframe, [href]'))) {
    const tag = node.tagName.toLowerCase();
    // The CMS writes its files as root-relative addresses on the API host (docs/deploy.md).
    const src = node.getAttribute('src');
    if (src !== null && tag === 'img') {
      node.setAttribute('src', cmsUrl(src));
      offerVariants(node, src, root.ownerDocument);
    }
    const href = node.getAttribute('href');
    if (href !== null) node.setAttribute('href', resolveCmsLink(cmsApiHost, href));
    if (tag === 'a') prepareLink(node);
    if (tag === 'img') prepareImage(node);
    if (tag === 'iframe') prepareFrame(node);
  }
}

function setOptions(options: SanitizeOptions): void {
  currentTourHosts = options.tourHosts ?? TOUR_EMBED_HOSTS;
  currentOptions = {
    tableLabel: options.tableLabel ?? '',
    embedTitle: options.embedTitle ?? '',
    newWindowHint: options.newWindowHint ?? '',
    headingTop: options.headingTop ?? 2,
  };
}

function hostWindow(win?: Window): Window | undefined {
  const host = win ?? (typeof window !== 'undefined' ? window : undefined);
  return host?.document ? host : undefined;
}

/**
 * The text of CMS HTML, escaped, with no markup: what `sanitizeHtml` gives where there is no DOM to
 * sanitize with. The server render is not such a place: it hands in jsdom's window
 * (src/server/render/sanitizer-window.ts), so this is a last resort that never leaks raw HTML.
 */
export function textOnly(html: string): string {
  return escapeText(
    html
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );
}

/** The allow-list pass shared by stored and shown content, as a detached body; null when nothing is left. */
function cleanBody(html: string, host: Window): Element | null {
  const { purify } = sanitizerFor(host);
  // A payload such as `<frameset>` replaces the body entirely; then nothing is left to show.
  const body = purify.sanitize(html, { ...purifyConfig(), RETURN_DOM: true }) as Element | null;
  if (body) unwrapBareSpans(body);
  return body;
}

/**
 * Rich text as it is stored: only the allowed tags, attributes, styles, addresses and frames, and
 * nothing the public page adds for its own display (wrappers, shifted headings, lazy loading,
 * absolute CMS addresses). The editor saves this, so what an author opened is what is kept, and
 * cleaning it again changes nothing.
 */
export function cleanRichText(
  html: string,
  options: Pick<SanitizeOptions, 'tourHosts'> = {},
  win?: Window,
): string {
  if (typeof html !== 'string' || html === '') return '';
  const host = hostWindow(win);
  if (!host) return textOnly(html);
  setOptions(options);
  return cleanBody(html, host)?.innerHTML ?? '';
}

/**
 * Sanitized HTML for a CMS rich-text field, ready to show: the stored form (cleanRichText) plus
 * the public page's presentation. Needs a DOM (the browser's, or jsdom's on the server and in
 * tests); without one it returns the text with every tag removed and escaped, never the raw HTML.
 */
export function sanitizeHtml(html: string, options: SanitizeOptions = {}, win?: Window): string {
  if (typeof html !== 'string' || html === '') return '';
  const host = hostWindow(win);
  if (!host) return textOnly(html);
  setOptions(options);
  const body = cleanBody(html, host);
  if (!body) return '';
  present(body);
  addLayoutWrappers(body, body.ownerDocument);
  normalizeHeadings(body, body.ownerDocument, currentOptions.headingTop);
  nameImageLinks(body);
  return body.innerHTML;
}
