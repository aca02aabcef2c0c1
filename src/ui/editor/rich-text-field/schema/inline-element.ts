import { Mark } from '@tiptap/core';
import { keptElementAttributes } from './element-attributes';

/** Inline elements the sanitizer allows that no formatting button makes; kept as they came. */
export const INLINE_ELEMENT_TAGS = [
  'span',
  'abbr',
  'cite',
  'code',
  'dfn',
  'kbd',
  'mark',
  'q',
  'small',
  'sub',
  'sup',
  'time',
  'ins',
  'del',
] as const;

/**
 * One mark for all of them, with the tag and the attributes as its value. It excludes nothing, so
 * a `<small>` inside an `<abbr>` inside a coloured `<span>` keeps all three.
 */
export const InlineElement = Mark.create({
  name: 'inlineElement',
  excludes: '',
  // Lower than link, so a link stays the outermost element as authors write it.
  priority: 90,

  addAttributes() {
    return keptElementAttributes('span');
  },

  parseHTML() {
    return INLINE_ELEMENT_TAGS.map((tag) => ({ tag }));
  },

  renderHTML({ mark }) {
    return [String(mark.attrs.tag), { ...(mark.attrs.attributes as Record<string, string>) }, 0];
  },
});
