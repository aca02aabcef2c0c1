import { Node } from '@tiptap/core';
import { attributesOf } from './element-attributes';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    embed: {
      /** A frame at the cursor; the address must already be an allowed embed address. */
      insertEmbed: (attributes: { src: string; title: string }) => ReturnType;
    };
  }
}

/**
 * A frame (a YouTube video, a 3D tour) as the author placed it: inline, with every attribute it
 * came with. Which hosts may be framed is the sanitizer's rule, applied before and after editing.
 */
export const Embed = Node.create({
  name: 'embed',
  group: 'inline',
  inline: true,
  atom: true,
  draggable: true,

  addAttributes() {
    return {
      attributes: {
        default: {},
        rendered: false,
        parseHTML: (element: HTMLElement) => attributesOf(element),
      },
    };
  },

  parseHTML() {
    return [{ tag: 'iframe[src]' }];
  },

  renderHTML({ node }) {
    return ['iframe', { ...(node.attrs.attributes as Record<string, string>) }];
  },

  addCommands() {
    return {
      insertEmbed:
        (attributes) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs: { attributes } }),
    };
  },
});
