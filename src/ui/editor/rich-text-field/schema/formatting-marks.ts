import Bold from '@tiptap/extension-bold';
import Italic from '@tiptap/extension-italic';
import Strike from '@tiptap/extension-strike';
import Underline from '@tiptap/extension-underline';

/**
 * The toolbar's marks, reading only their own tags and writing back the tag they read: `<b>` stays
 * `<b>`, and a span styled bold stays a styled span (InlineElement) rather than gaining a `<strong>`.
 */
function tagKeeping<T extends typeof Bold | typeof Italic | typeof Strike | typeof Underline>(
  mark: T,
  tags: readonly string[],
): T {
  return mark.extend({
    addAttributes() {
      return {
        ...this.parent?.(),
        tag: {
          default: tags[0],
          rendered: false,
          parseHTML: (element: HTMLElement) => element.tagName.toLowerCase(),
        },
      };
    },
    parseHTML() {
      return tags.map((tag) => ({ tag }));
    },
    renderHTML({ mark: current, HTMLAttributes }) {
      return [String(current.attrs.tag), HTMLAttributes, 0];
    },
  }) as T;
}

export const KeptBold = tagKeeping(Bold, ['strong', 'b']);
export const KeptItalic = tagKeeping(Italic, ['em', 'i']);
export const KeptStrike = tagKeeping(Strike, ['s']);
export const KeptUnderline = tagKeeping(Underline, ['u']);
