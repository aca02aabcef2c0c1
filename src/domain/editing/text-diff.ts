/**
 * The editor's readable differences: 版本紀錄, the restore question and the
 * conflict dialog all mark a change word by word with this one diff, so they never disagree.
 */

/** A run of text that both copies share, or that only the old (`del`) or the new (`ins`) has. */
export interface TextPiece {
  kind: 'same' | 'del' | 'ins';
  text: string;
}

/**
 * Above this many cells the middle of two texts is shown as one deletion and one insertion: the
 * table of the longest common subsequence grows with the product of the two lengths.
 */
const MAX_CELLS = 2_000_000;

const BLOCK_END = /<\/(p|h[1-6]|li|blockquote|pre|tr|figure|figcaption|div)>|<br\s*\/?>/gi;

/** The readable text of an HTML field: one line per paragraph, tags and entities gone. */
export function htmlToText(html: string): string {
  return html
    .replace(BLOCK_END, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

/**
 * Latin words and numbers stay whole; every other character (Chinese has no spaces between
 * words) is a token of its own, and so is each line break, so a paragraph added shows as one.
 */
function tokens(text: string): string[] {
  return text.match(/[A-Za-z0-9\u00C0-\u024F]+|\s|./gu) ?? [];
}

function push(pieces: TextPiece[], kind: TextPiece['kind'], text: string): void {
  if (text === '') return;
  const last = pieces.at(-1);
  if (last?.kind === kind) last.text += text;
  else pieces.push({ kind, text });
}

/** The difference from `before` to `after`, word by word (character by character in Chinese). */
export function diffText(before: string, after: string): TextPiece[] {
  const a = tokens(before);
  const b = tokens(after);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA -= 1;
    endB -= 1;
  }
  const pieces: TextPiece[] = [];
  push(pieces, 'same', a.slice(0, start).join(''));
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  if (midA.length * midB.length > MAX_CELLS) {
    push(pieces, 'del', midA.join(''));
    push(pieces, 'ins', midB.join(''));
  } else {
    for (const piece of lcsPieces(midA, midB)) push(pieces, piece.kind, piece.text);
  }
  push(pieces, 'same', a.slice(endA).join(''));
  return pieces;
}

function lcsPieces(a: string[], b: string[]): TextPiece[] {
  const width = b.length + 1;
  // lengths[i * width + j]: the common subsequence of a[i..] and b[j..].
  const lengths = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i -= 1)
    for (let j = b.length - 1; j >= 0; j -= 1)
      lengths[i * width + j] =
        a[i] === b[j]
          ? lengths[(i + 1) * width + j + 1]! + 1
          : Math.max(lengths[(i + 1) * width + j]!, lengths[i * width + j + 1]!);
  const pieces: TextPiece[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      push(pieces, 'same', a[i]!);
      i += 1;
      j += 1;
    } else if (lengths[(i + 1) * width + j]! >= lengths[i * width + j + 1]!) {
      push(pieces, 'del', a[i]!);
      i += 1;
    } else {
      push(pieces, 'ins', b[j]!);
      j += 1;
    }
  }
  push(pieces, 'del', a.slice(i).join(''));
  push(pieces, 'ins', b.slice(j).join(''));
  return pieces;
}

const HTML_TAG = /<\/?[a-z][^>]*>/i;

/** True when a field's old and new values are text and at least one is HTML (a rich-text field). */
export function isHtmlChange(from: unknown, to: unknown): boolean {
  return (
    [from, to].every((value) => value === undefined || value === null || typeof value === 'string') &&
    [from, to].some((value) => typeof value === 'string' && HTML_TAG.test(value))
  );
}

/** What a side shows when it has no value at all: the change added the field, or removed it. */
export const NO_VALUE = '（無）';
export const REMOVED = '（已移除）';
/** What a side shows when its value is empty text, so an emptied field is not a blank cell. */
export const EMPTY = '（空白）';

/**
 * The readable text of one value: HTML as lines of text, a file or a link by its name, other
 * lists and objects as short JSON; null for no value.
 */
export function readableText(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return HTML_TAG.test(value) ? htmlToText(value) : value.trim();
  if (typeof value === 'object' && 'name' in value && typeof value.name === 'string') return value.name;
  return JSON.stringify(value);
}

/** One changed value seen from both sides: the old with its struck words, the new with its added ones. */
export interface ChangeSides {
  /** `same` and `del` pieces: the old value, whole, with what went marked. */
  before: TextPiece[];
  /** `same` and `ins` pieces: the new value, whole, with what came marked. */
  after: TextPiece[];
}

const placeholder = (text: string): TextPiece[] => [{ kind: 'same', text }];

/**
 * The two cells of a change table: both values as readable text, diffed word by word, so
 * changing one word of a long field marks that word and not the whole field. A side without a
 * value says so (（無）, or （已移除） for a removed field), an emptied one says （空白）.
 */
export function changeSides(from: unknown, to: unknown): ChangeSides {
  const before = readableText(from);
  const after = readableText(to);
  const pieces = diffText(before ?? '', after ?? '');
  const side = (text: string | null, drop: TextPiece['kind'], none: string): TextPiece[] => {
    if (text === null) return placeholder(none);
    if (text === '') return placeholder(EMPTY);
    return pieces.filter((piece) => piece.kind !== drop);
  };
  return {
    before: side(before, 'ins', NO_VALUE),
    after: side(after, 'del', REMOVED),
  };
}
