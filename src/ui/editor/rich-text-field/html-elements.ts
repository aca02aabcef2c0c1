/**
 * The sanitizer's allowed elements sorted by how they sit in text, for the codec and the
 * comparison: one list, so "block" and "inline" mean the same in both.
 */

/** Elements that wrap a run of text (marks, in the editor's terms). */
export const TEXT_LEVEL: ReadonlySet<string> = new Set([
  'a',
  'abbr',
  'b',
  'cite',
  'code',
  'del',
  'dfn',
  'em',
  'i',
  'ins',
  'kbd',
  'mark',
  'q',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
]);

/** Elements that stand in a line of text: the text-level ones and images, breaks and frames. */
const PHRASING: ReadonlySet<string> = new Set([...TEXT_LEVEL, 'img', 'br', 'iframe']);

/**
 * Whether an allowed element starts a block of its own. Every other allowed element (tables and
 * their parts, lists, figures, headings, div, section …) does; the codec reads content that the
 * sanitizer has already cleaned, so no unknown element reaches it.
 */
export const isBlockTag = (tag: string): boolean => tag !== '' && !PHRASING.has(tag);
