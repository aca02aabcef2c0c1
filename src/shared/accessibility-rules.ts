import { isFileId, textAlternativeOf } from './file-helpers';
import { fixedFontSizesIn } from './relative-units';

/**
 * The accessibility rules a document must pass before it is published, read from its
 * data alone: every HTML string field and every file entry. The editor runs them before 發布 and the
 * server runs the blocking ones again on the draft it is asked to publish, so a client that skips
 * its gate still cannot publish. Strings and regular expressions only: this file runs in the browser
 * and on the server, and neither side's DOM is available to both.
 *
 * Codes follow the 網站無障礙規範 pattern: a prefix for the technique's area (HM: HTML, CS: CSS),
 * the level (1 = A, 2 = AA), the success criterion (1110 = 1.1.1, 2404 = 2.4.4 …) and the technique
 * number. Warnings are advice no rule of the spec names, so they carry plain names instead.
 */

export type FindingSeverity = 'blocking' | 'warning';

/** A fix the editor can apply by itself. */
export interface FindingFix {
  /** `px-to-rem`: fixed font sizes made relative; `mark-decorative`: the entry marked decorative. */
  kind: 'px-to-rem' | 'mark-decorative';
}

export interface AccessibilityFinding {
  code: string;
  severity: FindingSeverity;
  /** Where in the data: `content`, `images[2].alt`, `sections[0].body`. */
  field: string;
  /** zh-TW, for the editor. */
  message: string;
  fix?: FindingFix;
}

export const FINDING_CODES = {
  imageWithoutAlt: 'HM1110100C',
  decorativeWithTitle: 'HM1110106C',
  skippedHeading: 'HM1130100C',
  // 1.3.1, technique 01 of the official list: a data table marks its header cells (th with scope).
  tableWithoutHeaders: 'HM1130101C',
  // 1.4.3 is level AA and about colour set in CSS, hence CS2…; derived from the code pattern above,
  // not copied from the spec's published list.
  lowContrast: 'CS2140300C',
  fixedFontSize: 'CS2140401C',
  linkWithoutText: 'HM1240401C',
  iframeWithoutTitle: 'HM1410201C',
  vagueLinkText: 'vague-link-text',
  altIsFileName: 'alt-is-file-name',
  altTooLong: 'alt-too-long',
} as const;

/** Beyond this, alt text stops being a short replacement; a longer text belongs in the body. */
export const LONG_ALT_CHARACTERS = 150;
/** WCAG 1.4.3 for body text. */
export const MIN_CONTRAST = 4.5;

const IMAGE_EXTENSIONS = new Set(['jpg', 'jpeg', 'png', 'gif', 'webp', 'svg', 'avif', 'bmp']);
const FILE_NAME = /^[^\s/\\]+\.(?:jpe?g|png|gif|webp|svg|avif|bmp|tiff?)$/i;
/** Link texts that say nothing out of context (2.4.4): compared after trimming punctuation. */
const VAGUE_LINK_TEXTS = new Set([
  '請點此',
  '點此',
  '點這裡',
  '請點這裡',
  '更多',
  '詳全文',
  '詳細內容',
  'more',
  'read more',
  'click here',
  'here',
]);

const TAG = /<(\/?)([a-z][a-z0-9-]*)((?:\s+[^\s=/>]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*(\/?)>/gi;
const ATTRIBUTE = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;
const VOID = new Set(['img', 'br', 'hr', 'input', 'meta', 'link', 'source', 'wbr', 'col', 'area', 'embed']);
const HEADING = /^h([1-6])$/;

type Attributes = Map<string, string>;

function attributesOf(text: string): Attributes {
  const found: Attributes = new Map();
  for (const match of text.matchAll(ATTRIBUTE)) {
    const [, name, double, single, bare] = match;
    found.set(name!.toLowerCase(), decode(double ?? single ?? bare ?? ''));
  }
  return found;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

const filled = (value: string | undefined): boolean => value !== undefined && value.trim() !== '';

/** Parsed `style` declarations, lower-cased property → value. */
function declarationsOf(style: string | undefined): Map<string, string> {
  const found = new Map<string, string>();
  for (const part of (style ?? '').split(';')) {
    const colon = part.indexOf(':');
    if (colon > 0) found.set(part.slice(0, colon).trim().toLowerCase(), part.slice(colon + 1).trim());
  }
  return found;
}

// --- colour -------------------------------------------------------------------------------------

type Rgb = [number, number, number];

const NAMED_COLOURS: Record<string, Rgb> = {
  black: [0, 0, 0],
  white: [255, 255, 255],
  red: [255, 0, 0],
  green: [0, 128, 0],
  blue: [0, 0, 255],
  yellow: [255, 255, 0],
  gray: [128, 128, 128],
  grey: [128, 128, 128],
  silver: [192, 192, 192],
  orange: [255, 165, 0],
  navy: [0, 0, 128],
  maroon: [128, 0, 0],
};

/** `#abc`, `#aabbcc`, `rgb(…)`/`rgba(…)` and a few names; anything else is not judged. */
export function parseColour(value: string): Rgb | null {
  const text = value
    .trim()
    .toLowerCase()
    .replace(/\s*!important$/, '');
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(text);
  if (hex) {
    const digits = hex[1]!.length === 3 ? [...hex[1]!].map((d) => d + d) : hex[1]!.match(/../g)!;
    return digits.map((pair) => parseInt(pair, 16)) as Rgb;
  }
  const rgb = /^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})\s*(?:[,/]\s*([\d.]+%?)\s*)?\)$/.exec(text);
  if (rgb) {
    // A see-through colour's contrast depends on what is under it, which a string cannot tell.
    if (rgb[4] !== undefined && rgb[4] !== '1' && rgb[4] !== '100%') return null;
    return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])].map((n) => Math.min(n, 255)) as Rgb;
  }
  return NAMED_COLOURS[text] ?? null;
}

/** WCAG 2.x relative luminance. */
function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number): number => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The WCAG contrast ratio of two colours, 1…21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

// --- HTML ---------------------------------------------------------------------------------------

interface OpenElement {
  name: string;
  color: Rgb | null;
  background: Rgb | null;
}

interface OpenLink {
  attributes: Attributes;
  text: string;
  imageAlts: string[];
}

function htmlFindings(html: string, field: string): AccessibilityFinding[] {
  const found: AccessibilityFinding[] = [];
  const add = (finding: Omit<AccessibilityFinding, 'field'>): void => {
    if (!found.some((f) => f.code === finding.code && f.message === finding.message))
      found.push({ ...finding, field });
  };
  const stack: OpenElement[] = [];
  let link: OpenLink | null = null;
  /** Header cells seen in each open table, innermost last. */
  const tables: number[] = [];
  // The page's title is its h1, so the body's first heading should be an h2.
  let lastHeading = 1;

  const onText = (raw: string): void => {
    const text = decode(raw);
    if (link) link.text += text;
    if (text.trim() === '') return;
    const color = [...stack].reverse().find((e) => e.color)?.color;
    const background = [...stack].reverse().find((e) => e.background)?.background;
    if (!color || !background) return;
    const ratio = contrastRatio(color, background);
    if (ratio < MIN_CONTRAST)
      add({
        code: FINDING_CODES.lowContrast,
        severity: 'blocking',
        message: `文字與背景的對比只有 ${ratio.toFixed(2)}:1，至少需要 ${MIN_CONTRAST}:1`,
      });
  };

  let at = 0;
  for (const match of html.matchAll(TAG)) {
    onText(html.slice(at, match.index));
    at = match.index + match[0].length;
    const [, closing, rawName, rawAttributes, selfClosing] = match;
    const name = rawName!.toLowerCase();
    if (closing) {
      if (name === 'table' && tables.length > 0 && tables.pop() === 0)
        add({
          code: FINDING_CODES.tableWithoutHeaders,
          severity: 'blocking',
          message: '資料表格沒有標題儲存格，請把第一列（或第一欄）設為表頭，讓報讀軟體讀得出每格資料的意思',
        });
      if (name === 'a' && link) {
        linkFindings(link).forEach(add);
        link = null;
      }
      const open = stack.map((e) => e.name).lastIndexOf(name);
      if (open >= 0) stack.length = open;
      continue;
    }
    const attributes = attributesOf(rawAttributes ?? '');
    const style = declarationsOf(attributes.get('style'));
    const heading = HEADING.exec(name);
    if (heading) {
      const level = Number(heading[1]);
      if (level > lastHeading + 1)
        add({
          code: FINDING_CODES.skippedHeading,
          severity: 'blocking',
          message: `標題層級從 h${lastHeading} 跳到 h${level}，中間少了 h${lastHeading + 1}`,
        });
      lastHeading = level;
    }
    if (name === 'table') tables.push(0);
    if (name === 'th' && tables.length > 0) tables[tables.length - 1]! += 1;
    if (name === 'img') imageFindings(attributes).forEach(add);
    if (name === 'img' && link) link.imageAlts.push(attributes.get('alt') ?? '');
    if (name === 'iframe' && !filled(attributes.get('title')))
      add({
        code: FINDING_CODES.iframeWithoutTitle,
        severity: 'blocking',
        message: '嵌入的內容（iframe）缺少 title，請說明它是什麼，例如「活動介紹影片」',
      });
    if (name === 'a') link = { attributes, text: '', imageAlts: [] };
    if (!VOID.has(name) && !selfClosing)
      stack.push({
        name,
        color: parseColour(style.get('color') ?? ''),
        background: parseColour(style.get('background-color') ?? style.get('background') ?? ''),
      });
  }
  onText(html.slice(at));
  if (link) linkFindings(link).forEach(add);

  const sizes = fixedFontSizesIn(html);
  if (sizes.length > 0)
    add({
      code: FINDING_CODES.fixedFontSize,
      severity: 'blocking',
      message: `文字大小使用固定單位（${sizes.slice(0, 3).join('、')}），訪客放大文字時不會跟著放大`,
      fix: { kind: 'px-to-rem' },
    });
  return found;
}

function imageFindings(attributes: Attributes): Array<Omit<AccessibilityFinding, 'field'>> {
  const alt = attributes.get('alt');
  const decorative =
    alt === '' || attributes.get('role') === 'presentation' || attributes.get('aria-hidden') === 'true';
  const source = attributes.get('src') ?? '';
  const fileName = decodeURIComponent(source.split(/[?#]/)[0]!.split('/').pop() ?? '');
  if (alt === undefined && !decorative)
    return [
      {
        code: FINDING_CODES.imageWithoutAlt,
        severity: 'blocking',
        message: `內文的圖片${fileName ? `（${fileName}）` : ''}缺少替代文字`,
      },
    ];
  if (decorative && filled(attributes.get('title')))
    return [
      {
        code: FINDING_CODES.decorativeWithTitle,
        severity: 'blocking',
        message: '裝飾性圖片不應有 title，請移除 title 或補上替代文字',
      },
    ];
  return altWarnings(alt ?? '', fileName);
}

function altWarnings(alt: string, fileName: string): Array<Omit<AccessibilityFinding, 'field'>> {
  const text = alt.trim();
  if (text === '') return [];
  if (FILE_NAME.test(text) || (fileName !== '' && text === fileName))
    return [
      {
        code: FINDING_CODES.altIsFileName,
        severity: 'warning',
        message: `替代文字是檔名（${text}），請改寫成圖片的內容`,
      },
    ];
  if ([...text].length > LONG_ALT_CHARACTERS)
    return [
      {
        code: FINDING_CODES.altTooLong,
        severity: 'warning',
        message: `替代文字有 ${[...text].length} 個字，超過 ${LONG_ALT_CHARACTERS} 個字時請把說明寫在內文`,
      },
    ];
  return [];
}

function linkFindings(link: OpenLink): Array<Omit<AccessibilityFinding, 'field'>> {
  const text = link.text.replace(/\s+/g, ' ').trim();
  const named =
    text !== '' ||
    link.imageAlts.some(filled) ||
    filled(link.attributes.get('aria-label')) ||
    filled(link.attributes.get('title'));
  if (!named)
    return [
      {
        code: FINDING_CODES.linkWithoutText,
        severity: 'blocking',
        message: '有一個連結沒有文字，請加上說明連到哪裡的文字',
      },
    ];
  const bare = text
    .replace(/[\s.…。>»＞!！:：、,，]+$/u, '')
    .replace(/^[\s>»＞]+/u, '')
    .toLowerCase();
  if (VAGUE_LINK_TEXTS.has(bare) && !filled(link.attributes.get('aria-label')))
    return [
      {
        code: FINDING_CODES.vagueLinkText,
        severity: 'warning',
        message: `連結文字「${text}」沒有說明連到哪裡，請寫出目的地，例如「2026 燈會活動辦法」`,
      },
    ];
  return [];
}

// --- file entries -------------------------------------------------------------------------------

interface EntryFields {
  fileId?: unknown;
  original?: unknown;
  name?: unknown;
  ext?: unknown;
  alt?: unknown;
  description?: unknown;
  decorative?: unknown;
  title?: unknown;
  hidden?: unknown;
}

const isImageEntry = (entry: EntryFields): boolean => {
  const ext = typeof entry.ext === 'string' ? entry.ext : String(entry.original).split('.').pop();
  return IMAGE_EXTENSIONS.has((ext ?? '').replace(/^\./, '').toLowerCase());
};

function entryFindings(entry: EntryFields, path: string): AccessibilityFinding[] {
  if (!isImageEntry(entry)) return [];
  // What the public pages will put in alt (the editor's `alt`, else the platform's description).
  const alt = textAlternativeOf({
    alt: typeof entry.alt === 'string' ? entry.alt : undefined,
    description: entry.description,
  });
  const name = typeof entry.name === 'string' ? entry.name : '';
  if (entry.decorative === true) {
    if (typeof entry.title === 'string' && entry.title.trim() !== '')
      return [
        {
          code: FINDING_CODES.decorativeWithTitle,
          severity: 'blocking',
          field: `${path}.title`,
          message: `裝飾性圖片（${name}）不應有標題`,
        },
      ];
    return [];
  }
  if (alt.trim() === '')
    return [
      {
        code: FINDING_CODES.imageWithoutAlt,
        severity: 'blocking',
        field: `${path}.alt`,
        message: `圖片（${name}）缺少替代文字；若只是裝飾，請標示為裝飾性圖片`,
        fix: { kind: 'mark-decorative' },
      },
    ];
  const withoutExt = name.replace(/\.[^.]+$/, '');
  const warnings = altWarnings(alt, name);
  if (warnings.length === 0 && withoutExt !== '' && alt.trim() === withoutExt)
    warnings.push({
      code: FINDING_CODES.altIsFileName,
      severity: 'warning',
      message: `替代文字是檔名（${alt.trim()}），請改寫成圖片的內容`,
    });
  return warnings.map((warning) => ({ ...warning, field: `${path}.alt` }));
}

/** Same test as `fileEntriesIn` (authoring.schema.ts), here with the entry's place in the data. */
const isFileEntry = (value: object): boolean =>
  isFileId((value as EntryFields).fileId) && typeof (value as EntryFields).original === 'string';

const looksLikeHtml = (text: string): boolean => /<[a-z][^>]*>/i.test(text);

/** Every finding of a document's data, blocking first, in the order of the fields. */
export function accessibilityFindings(data: unknown): AccessibilityFinding[] {
  const found: AccessibilityFinding[] = [];
  const walk = (value: unknown, path: string): void => {
    if (typeof value === 'string') {
      if (looksLikeHtml(value)) found.push(...htmlFindings(value, path));
    } else if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${path}[${index}]`));
    else if (typeof value === 'object' && value !== null) {
      if (isFileEntry(value)) {
        // A hidden entry is never shown on the site, so it cannot fail anyone.
        if ((value as EntryFields).hidden !== true) found.push(...entryFindings(value as EntryFields, path));
        return;
      }
      for (const [key, inner] of Object.entries(value)) walk(inner, path === '' ? key : `${path}.${key}`);
    }
  };
  walk(data, '');
  const rank = (finding: AccessibilityFinding): number => (finding.severity === 'blocking' ? 0 : 1);
  return found
    .map((finding, index) => ({ finding, index }))
    .sort((a, b) => rank(a.finding) - rank(b.finding) || a.index - b.index)
    .map(({ finding }) => finding);
}

/** The findings that stop a publish. */
export function blockingFindings(data: unknown): AccessibilityFinding[] {
  return accessibilityFindings(data).filter((finding) => finding.severity === 'blocking');
}
