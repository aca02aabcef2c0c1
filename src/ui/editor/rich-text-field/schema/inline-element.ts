import { Mark } from '@tiptap/core';
import { Plugin, PluginKey } from '@tiptap/pm/state';
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

  addProseMirrorPlugins() {
    // A `<mark>` marks words to replace (a policy template's 【請填寫：…】): once its words are
    // deleted, what is typed in their place is the author's own text, not marked. ProseMirror would
    // otherwise carry the marks of a deleted selection over to the next typed text.
    const isFillIn = (mark: { type: { name: string }; attrs: Record<string, unknown> }) =>
      mark.type.name === this.name && mark.attrs.tag === 'mark';
    return [
      new Plugin({
        key: new PluginKey('fillInMarks'),
        appendTransaction(transactions, _before, state) {
          const stored = state.storedMarks;
          if (!stored?.some(isFillIn) || !transactions.some((tr) => tr.docChanged)) return null;
          return state.tr.setStoredMarks(stored.filter((mark) => !isFillIn(mark)));
        },
      }),
    ];
  },
});
