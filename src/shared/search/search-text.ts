import { ZH_VARIANT_PAIRS } from './zh-variants';

/**
 * How search reads text, the same for what is indexed, what is typed, and what is marked on the
 * results page, so the three can never disagree.
 *
 * Text is folded one character at a time (a base character with its combining marks): NFKC
 * (full-width letters, digits and spaces become half-width, compatibility ideographs their
 * unified form), lower case, and the zh-TW variant pairs (台 → 臺). Then it becomes **token
 * text**: tokens separated by one space, where a token is a run of Han characters or a word
 * (letters other than Han, digits); punctuation and symbols of every width only separate. A run
 * of Han characters is kept whole, so a word of any length is found inside a sentence.
 */

const VARIANTS: ReadonlyMap<string, string> = new Map(ZH_VARIANT_PAIRS);
const HAN = /^\p{Script=Han}$/u;
const TOKEN_CHAR = /^[\p{L}\p{N}\p{M}]$/u;
const COMBINING = /^\p{M}$/u;

/** Longest word an index holds whole, in characters; a longer one is found through its start. */
export const MAX_INDEXED_WORD = 64;

type CharClass = 'han' | 'word';

/** Token text with, for each of its characters, the part of the original text it came from. */
export interface SearchableText {
  text: string;
  /** `from[i]`–`to[i]`: the original's UTF-16 range of `text[i]` (an inserted space: empty), per UTF-16 unit. */
  from: number[];
  to: number[];
}

/** One character (with its marks) as search compares it. */
function fold(unit: string): string {
  let folded = '';
  for (const char of unit.normalize('NFKC').toLowerCase()) folded += VARIANTS.get(char) ?? char;
  return folded;
}

const classOf = (char: string): CharClass | null =>
  HAN.test(char) ? 'han' : TOKEN_CHAR.test(char) ? 'word' : null;

/** Whether a code point is a combining mark; none is below U+0300, and the rest are remembered. */
const markCache = new Map<number, boolean>();
function isMark(codePoint: number): boolean {
  if (codePoint < 0x300) return false;
  let mark = markCache.get(codePoint);
  if (mark === undefined) {
    mark = COMBINING.test(String.fromCodePoint(codePoint));
    markCache.set(codePoint, mark);
  }
  return mark;
}

interface FoldedChar {
  char: string;
  kind: CharClass | null;
  mark: boolean;
}

/**
 * A unit as search compares it, each character with its class. Text repeats its characters (a
 * page of Chinese uses a few hundred), so each unit is folded once and remembered; the memory is
 * emptied when it grows past FOLD_CACHE_SIZE.
 */
const FOLD_CACHE_SIZE = 65_536;
const foldCache = new Map<string, readonly FoldedChar[]>();
function foldedUnit(unit: string): readonly FoldedChar[] {
  let chars = foldCache.get(unit);
  if (chars === undefined) {
    chars = Array.from(fold(unit), (char) => ({
      char,
      kind: classOf(char),
      mark: isMark(char.codePointAt(0) ?? 0),
    }));
    if (foldCache.size >= FOLD_CACHE_SIZE) foldCache.clear();
    foldCache.set(unit, chars);
  }
  return chars;
}

/** The token text of `original`, with where each of its characters came from. */
export function searchable(original: string): SearchableText {
  let text = '';
  const from: number[] = [];
  const to: number[] = [];
  let last: CharClass | null = null;
  let gap = false;
  let index = 0;
  while (index < original.length) {
    // A unit: a code point with the combining marks that follow it.
    const start = index;
    index += (original.codePointAt(index) ?? 0) > 0xffff ? 2 : 1;
    for (let mark = original.codePointAt(index); mark !== undefined && isMark(mark);) {
      index += mark > 0xffff ? 2 : 1;
      mark = original.codePointAt(index);
    }
    const end = index;
    for (const { char, kind: own, mark } of foldedUnit(original.slice(start, end))) {
      let kind = own;
      // A mark that NFKC left apart stays with the character before it.
      if (kind === 'word' && mark && last !== null && !gap) kind = last;
      if (kind === null) {
        gap = true;
        continue;
      }
      if (text.length > 0 && (gap || kind !== last)) {
        text += ' ';
        from.push(start);
        to.push(start);
      }
      text += char;
      // One entry per UTF-16 unit of the token text, as its indices count (𠀀 takes two).
      for (let unit = 0; unit < char.length; unit += 1) {
        from.push(start);
        to.push(end);
      }
      last = kind;
      gap = false;
    }
  }
  return { text, from, to };
}

/** Token text alone: what the store keeps beside each row, and compares typed terms with. */
export function searchTextOf(original: string): string {
  return searchable(original).text;
}

const isHanToken = (token: string): boolean => HAN.test(String.fromCodePoint(token.codePointAt(0) ?? 0));

/** Longest run of Han characters a gram holds: a Han term up to this long is one gram. */
export const MAX_HAN_GRAM = 4;

/**
 * The grams of a bag-of-grams index (PostgreSQL's) of token text, each once: every run of one to
 * MAX_HAN_GRAM neighbouring Han characters, and every word (its first `MAX_INDEXED_WORD`
 * characters). A term is looked up by the same grams, so a Han word of up to four characters,
 * the words visitors type, or a Latin word, is found by the index alone.
 */
export function indexGrams(tokenText: string): string[] {
  const grams = new Set<string>();
  for (const token of tokenText.split(' ')) {
    if (token === '') continue;
    const chars = Array.from(token);
    if (isHanToken(token)) {
      for (let i = 0; i < chars.length; i += 1)
        for (let length = 1; length <= MAX_HAN_GRAM && i + length <= chars.length; length += 1)
          grams.add(chars.slice(i, i + length).join(''));
    } else {
      grams.add(chars.slice(0, MAX_INDEXED_WORD).join(''));
    }
  }
  return [...grams];
}

/**
 * The grams a Han token is looked up by: itself up to MAX_HAN_GRAM characters; a longer one by
 * grams of that length covering it (every fourth start, and the last), which every row holding
 * the token holds.
 */
function hanGramsOf(token: string): string[] {
  const chars = Array.from(token);
  if (chars.length <= MAX_HAN_GRAM) return [token];
  const starts = new Set<number>();
  for (let start = 0; start + MAX_HAN_GRAM < chars.length; start += MAX_HAN_GRAM) starts.add(start);
  starts.add(chars.length - MAX_HAN_GRAM);
  return [...starts].map((start) => chars.slice(start, start + MAX_HAN_GRAM).join(''));
}

/** One required term of a query: a word, a run of Han text, or a phrase of several tokens. */
export interface SearchTerm {
  /** Its token text. */
  text: string;
  /**
   * What the padded token text of a field (`' ' + text + ' '`) contains where the term occurs:
   * a word at either end of the term must be whole there, so it carries a space on that side.
   */
  pattern: string;
  /** The grams every row holding the term has in its index. */
  grams: string[];
  /** Whether holding the grams is holding the term, with no check of the text needed. */
  exact: boolean;
}

export interface SearchQuery {
  terms: SearchTerm[];
}

/** More terms than this are dropped from the end: each one costs the index a lookup. */
export const MAX_SEARCH_TERMS = 8;

/** Quotation marks whose text is one phrase: 「」, 『』, “” and straight double quotes. */
const QUOTES: Readonly<Record<string, string>> = { '「': '」', '『': '』', '“': '”', '"': '"' };

function termOf(tokenText: string): SearchTerm | null {
  if (tokenText === '') return null;
  const tokens = tokenText.split(' ');
  const first = tokens[0] as string;
  const last = tokens[tokens.length - 1] as string;
  const pattern = `${isHanToken(first) ? '' : ' '}${tokenText}${isHanToken(last) ? '' : ' '}`;
  const only = tokens.length === 1 ? Array.from(first) : null;
  const exact =
    only !== null && (isHanToken(first) ? only.length <= MAX_HAN_GRAM : only.length <= MAX_INDEXED_WORD);
  const grams = tokens.flatMap((token) =>
    isHanToken(token) ? hanGramsOf(token) : [Array.from(token).slice(0, MAX_INDEXED_WORD).join('')],
  );
  return { text: tokenText, pattern, grams: [...new Set(grams)], exact };
}

/**
 * A typed query as its terms. Text inside 「」, 『』, “” or "" is one phrase; the rest splits on
 * spaces and punctuation of either width into terms. Every term is required, in any order. A
 * term repeated counts once; a query of punctuation alone has no terms.
 */
export function parseSearchQuery(raw: string): SearchQuery {
  const typed = raw.normalize('NFKC');
  const pieces: string[] = [];
  let rest = '';
  for (let index = 0; index < typed.length; index += 1) {
    const char = typed[index] as string;
    const close = QUOTES[char];
    const end = close === undefined ? -1 : typed.indexOf(close, index + 1);
    if (end < 0) {
      rest += char;
      continue;
    }
    pieces.push(typed.slice(index + 1, end));
    rest += ' ';
    index = end;
  }
  // Outside quotes a term is what lies between separators: its tokens stay together.
  for (const part of rest.split(/[^\p{L}\p{N}\p{M}]+/u)) pieces.push(part);
  const terms = new Map<string, SearchTerm>();
  for (const piece of pieces) {
    const term = termOf(searchTextOf(piece));
    if (term && !terms.has(term.text)) terms.set(term.text, term);
  }
  return { terms: [...terms.values()].slice(0, MAX_SEARCH_TERMS) };
}

/** The original's ranges `[start, end)` where any of the terms occurs, in order and merged. */
export function matchRanges(original: string, query: SearchQuery): Array<[number, number]> {
  if (query.terms.length === 0 || original === '') return [];
  const { text, from, to } = searchable(original);
  const padded = ` ${text} `;
  const ranges: Array<[number, number]> = [];
  for (const term of query.terms) {
    const lead = term.pattern.startsWith(' ') ? 1 : 0;
    const trail = term.pattern.endsWith(' ') ? 1 : 0;
    for (let at = padded.indexOf(term.pattern); at >= 0; at = padded.indexOf(term.pattern, at + 1)) {
      // Back from the padded text to the token text: the leading pad is one character.
      const first = at + lead - 1;
      const last = at + term.pattern.length - trail - 2;
      ranges.push([from[first] as number, to[last] as number]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: Array<[number, number]> = [];
  for (const range of ranges) {
    const previous = merged[merged.length - 1];
    if (previous && range[0] <= previous[1]) previous[1] = Math.max(previous[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}

/** Whether every term of the query occurs in the text. */
export function holdsEveryTerm(original: string, query: SearchQuery): boolean {
  const padded = ` ${searchTextOf(original)} `;
  return query.terms.length > 0 && query.terms.every((term) => padded.includes(term.pattern));
}

/** Text cut into pieces, the marked ones being where a term occurs. */
export interface MarkedPiece {
  text: string;
  marked: boolean;
}

export function markedPieces(original: string, query: SearchQuery): MarkedPiece[] {
  const pieces: MarkedPiece[] = [];
  let at = 0;
  for (const [start, end] of matchRanges(original, query)) {
    if (start > at) pieces.push({ text: original.slice(at, start), marked: false });
    pieces.push({ text: original.slice(start, end), marked: true });
    at = end;
  }
  if (at < original.length || pieces.length === 0) pieces.push({ text: original.slice(at), marked: false });
  return pieces;
}

/**
 * About `length` characters of the text around the first place a term occurs, with … where it
 * was cut; the text's start when no term occurs in it.
 */
export function snippetAround(original: string, query: SearchQuery, length = 120): string {
  return snippet(original, query, length, true) ?? '';
}

/** As snippetAround, but nothing when no term occurs in the text. */
export function snippetOfMatch(original: string, query: SearchQuery, length = 120): string | undefined {
  return snippet(original, query, length, false);
}

function snippet(original: string, query: SearchQuery, length: number, orStart: boolean): string | undefined {
  const text = original.replace(/\s+/g, ' ').trim();
  const first = matchRanges(text, query)[0];
  if (first === undefined && !orStart) return undefined;
  if (text.length <= length) return text;
  const lead = Math.floor(length / 3);
  // Never between the two halves of a character beyond the BMP (CJK extension B and on).
  const whole = (at: number) => (/[\udc00-\udfff]/.test(text[at] ?? '') ? at + 1 : at);
  const start = whole(first ? Math.max(0, Math.min(first[0] - lead, text.length - length)) : 0);
  const end = whole(Math.min(text.length, start + length));
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}

/**
 * Between two fields (or two tags) in a token stream: a token no query holds (a private-use
 * character, which token text never keeps), so no phrase is found across the join.
 */
export const FIELD_BREAK = '\u{E000}';

/**
 * Token text as a stream of positional tokens, for an index that keeps each token's place: a run
 * of Han characters as each pair of neighbours and then its last character alone
 * (臺灣文化 → 臺灣 灣文 文化 化), a word whole. A Han term of two or more characters is then its
 * pairs found next to each other, one character any token starting with it, and every term is
 * proved by the index alone: where the pairs of 博物館 stand side by side, 博物館 is in the text.
 * `separator` (the text's field separator) becomes FIELD_BREAK.
 */
export function positionalTokens(tokenText: string, separator?: string): string[] {
  const out: string[] = [];
  const fields = separator === undefined ? [tokenText] : tokenText.split(separator);
  for (const [index, field] of fields.entries()) {
    if (index > 0) out.push(FIELD_BREAK);
    for (const token of field.split(' ')) {
      if (token === '') continue;
      const chars = Array.from(token);
      if (!isHanToken(token)) {
        out.push(token);
        continue;
      }
      for (let i = 0; i + 1 < chars.length; i += 1) out.push(`${chars[i]}${chars[i + 1]}`);
      out.push(chars[chars.length - 1] as string);
    }
  }
  return out;
}

/**
 * A term as a phrase of positional tokens (positionalTokens) that a row holds exactly where its
 * text holds the term: `prefix` when the phrase's last token stands for any token starting with
 * it (a single Han character that may go on into a run). A Han token before a word must end its
 * run there, so its last character alone follows its pairs; after a word it must start one.
 */
export function termPhrase(term: SearchTerm): { tokens: string[]; prefix: boolean } {
  const parts = term.text.split(' ');
  const tokens: string[] = [];
  let prefix = false;
  for (const [index, part] of parts.entries()) {
    if (!isHanToken(part)) {
      tokens.push(part);
      continue;
    }
    const chars = Array.from(part);
    for (let i = 0; i + 1 < chars.length; i += 1) tokens.push(`${chars[i]}${chars[i + 1]}`);
    const last = index === parts.length - 1;
    if (!last) tokens.push(chars[chars.length - 1] as string);
    else if (chars.length === 1) {
      tokens.push(chars[0] as string);
      prefix = true;
    }
  }
  return { tokens, prefix };
}
