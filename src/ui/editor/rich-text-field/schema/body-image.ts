import Image from '@tiptap/extension-image';
import { bodyImageSources } from '../../../../shared/upload-variants';

/**
 * An image in the text as the editor draws it: an upload (`/media/uploads/…/original.jpg` with its
 * width) is shown through the `srcset` of its variants, as visitors get it, so opening a page with
 * a photograph in its text does not download the 2,400 px original. Only the editor's drawing has
 * the `srcset`: the HTML it saves comes from the node's attributes (`renderHTML`), which keep the
 * original's address and nothing more.
 */
export const BodyImage = Image.extend({
  addNodeView() {
    return ({ node, HTMLAttributes }) => {
      const img = document.createElement('img');
      const width = node.attrs.width as unknown;
      const sources = bodyImageSources(
        String(node.attrs.src ?? ''),
        typeof width === 'number' || typeof width === 'string' ? String(width) : null,
      );
      // Before the src: an <img> of the page's document starts loading the moment it gets one.
      if (sources) {
        img.setAttribute('srcset', sources.srcset);
        img.setAttribute('sizes', sources.sizes);
      }
      for (const [name, value] of Object.entries(HTMLAttributes)) {
        if (value !== null && value !== undefined && value !== false) img.setAttribute(name, String(value));
      }
      return { dom: img };
    };
  },
});
