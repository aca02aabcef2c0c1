import { Extension, Node } from '@tiptap/core';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { NodeSelection, TextSelection, type Selection } from '@tiptap/pm/state';
import { keptElementAttributes } from './element-attributes';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    figure: {
      /** Puts the selected image in a figure with an empty caption, and the cursor in the caption. */
      addImageCaption: () => ReturnType;
    };
  }
}

/** `<div>` and `<section>` around other blocks, kept with their attributes. */
export const Container = Node.create({
  name: 'container',
  group: 'block',
  content: 'block+',
  defining: true,
  // Below the codec's own wrappers (tables with captions, protected blocks), which are divs too.
  priority: 40,

  addAttributes() {
    return keptElementAttributes('div');
  },

  parseHTML() {
    return [
      { tag: 'div', priority: 40 },
      { tag: 'section', priority: 40 },
    ];
  },

  renderHTML({ node }) {
    return [String(node.attrs.tag), { ...(node.attrs.attributes as Record<string, string>) }, 0];
  },
});

/**
 * The image a caption is for: the selected one (a click selects it), or the only image of the
 * paragraph the cursor is in, so the keyboard reaches the command without selecting a node.
 */
function imageToCaption(selection: Selection): { pos: number; node: ProseMirrorNode } | null {
  if (selection instanceof NodeSelection)
    return selection.node.type.name === 'image' ? { pos: selection.from, node: selection.node } : null;
  const { $from } = selection;
  if ($from.parent.type.name !== 'paragraph' || $from.parent.textContent.trim() !== '') return null;
  const images: Array<{ pos: number; node: ProseMirrorNode }> = [];
  $from.parent.forEach((node, offset) => {
    if (node.type.name === 'image') images.push({ pos: $from.start() + offset, node });
  });
  return images.length === 1 ? images[0]! : null;
}

/** A figure: its content (an image, a quotation, a table) and its caption before or after it. */
export const Figure = Node.create({
  name: 'figure',
  group: 'block',
  content: 'figcaption? block+ figcaption?',
  defining: true,

  parseHTML() {
    return [{ tag: 'figure' }];
  },

  renderHTML({ HTMLAttributes }) {
    return ['figure', HTMLAttributes, 0];
  },

  addCommands() {
    return {
      addImageCaption:
        () =>
        ({ state, tr, dispatch }) => {
          const { selection, schema } = state;
          const image = imageToCaption(selection);
          if (!image) return false;
          const $image = state.doc.resolve(image.pos);
          const paragraph = $image.parent;
          // Already in a figure: the caption it may have is where the author goes next.
          if ($image.node($image.depth - 1)?.type.name === 'figure') return false;
          const figure = this.type.create(null, [
            schema.nodes.paragraph!.create({ bare: true }, image.node),
            schema.nodes.figcaption!.create(),
          ]);
          if (!dispatch) return true;
          // An image alone in its paragraph becomes the figure; one among text moves out after it.
          let start: number;
          if (paragraph.childCount === 1) {
            start = $image.before();
            tr.replaceWith(start, $image.after(), figure);
          } else {
            tr.delete(image.pos, image.pos + image.node.nodeSize);
            start = tr.mapping.map($image.after());
            tr.insert(start, figure);
          }
          let caption = -1;
          tr.doc.nodesBetween(start, Math.min(tr.doc.content.size, start + figure.nodeSize), (n, pos) => {
            if (caption < 0 && n.type.name === 'figcaption') caption = pos;
            return caption < 0;
          });
          if (caption >= 0) tr.setSelection(TextSelection.create(tr.doc, caption + 1));
          tr.scrollIntoView();
          return true;
        },
    };
  },
});

export const Figcaption = Node.create({
  name: 'figcaption',
  content: 'inline*',
  defining: true,

  parseHTML() {
    return [{ tag: 'figcaption' }];
  },

  renderHTML({ HTMLAttributes }) {
    return ['figcaption', HTMLAttributes, 0];
  },
});

/** Marks a paragraph the codec made around loose text, to be unwrapped again on the way out. */
export const BARE_ATTRIBUTE = 'data-rt-bare';

/**
 * Whether a paragraph is one the codec made. Enter in it makes another such paragraph, so the codec
 * sees two in a row and keeps both as paragraphs, as the author split them (editor-html.ts).
 */
export const BareParagraphs = Extension.create({
  name: 'bareParagraphs',
  addGlobalAttributes() {
    return [
      {
        types: ['paragraph'],
        attributes: {
          bare: {
            default: false,
            keepOnSplit: true,
            parseHTML: (element: HTMLElement) => element.hasAttribute(BARE_ATTRIBUTE),
            renderHTML: (attributes: Record<string, unknown>) =>
              attributes.bare ? { [BARE_ATTRIBUTE]: '' } : {},
          },
        },
      },
    ];
  },
});

/** Marks a protected block in the stored HTML the editor reads; removed again on the way out. */
export const PROTECTED_ATTRIBUTE = 'data-rt-protected';

/**
 * What the editor cannot represent as editable nodes (a definition list, a details box, a table
 * with column groups …): kept whole as its HTML, shown in place, moved or deleted as one piece,
 * and written back exactly as it came. It is never dropped.
 */
export const ProtectedBlock = Node.create({
  name: 'protectedBlock',
  group: 'block',
  atom: true,
  draggable: true,
  selectable: true,

  addAttributes() {
    return {
      html: {
        default: '',
        rendered: false,
        parseHTML: (element: HTMLElement) => element.innerHTML,
      },
    };
  },

  parseHTML() {
    return [{ tag: `div[${PROTECTED_ATTRIBUTE}]`, priority: 100 }];
  },

  renderHTML({ node }) {
    // The sanitized HTML as it was read, inside one element the codec unwraps on output.
    const element = document.createElement('div');
    element.setAttribute(PROTECTED_ATTRIBUTE, '');
    element.innerHTML = String(node.attrs.html);
    return element;
  },
});
