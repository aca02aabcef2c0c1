import { Mark } from '@tiptap/core';
import { relativeFontSizes } from '../../../domain/editing/relative-units';
import { cleanStyle } from '../../rich-text/sanitize-html';

/**
 * The font size of a span, made relative and then filtered by the site's own style rules, or null
 * when the public page would drop it. Stored content from the old CMS still carries `px` and `pt`,
 * so sizes are converted here too, not only on paste.
 */
export function keptFontSize(style: string): string | null {
  const cleaned = cleanStyle(relativeFontSizes(style, 'em'));
  return /(?:^|; )font-size: ([^;]+)/.exec(cleaned)?.[1] ?? null;
}

/**
 * StarterKit keeps no inline styles, and no text-style extension is installed. This mark keeps
 * one thing from a span's style, a relative font size, so an author's larger or smaller words
 * survive the editor the way the public page shows them.
 */
export const FontSize = Mark.create({
  name: 'fontSize',

  addAttributes() {
    return {
      size: {
        default: null,
        parseHTML: (element: HTMLElement) => keptFontSize(element.getAttribute('style') ?? ''),
        renderHTML: (attributes: { size?: string | null }) =>
          attributes.size ? { style: `font-size: ${attributes.size}` } : {},
      },
    };
  },

  parseHTML() {
    return [
      {
        tag: 'span[style]',
        getAttrs: (element: HTMLElement) =>
          keptFontSize(element.getAttribute('style') ?? '') === null ? false : null,
      },
    ];
  },

  renderHTML({ HTMLAttributes }) {
    return ['span', HTMLAttributes, 0];
  },
});
