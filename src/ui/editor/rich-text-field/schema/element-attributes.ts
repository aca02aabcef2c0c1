import { Extension } from '@tiptap/core';

/** Attributes the editor's own codec adds around what it stores; never part of the content. */
export const CODEC_ATTRIBUTE = /^data-rt-/;

/** Every attribute of an element but the codec's and those named, as a plain record. */
export function attributesOf(element: HTMLElement, except: readonly string[] = []): Record<string, string> {
  const found: Record<string, string> = {};
  for (const attribute of Array.from(element.attributes)) {
    if (CODEC_ATTRIBUTE.test(attribute.name) || except.includes(attribute.name)) continue;
    found[attribute.name] = attribute.value;
  }
  return found;
}

/**
 * Attributes each extension reads and writes itself; the generic attribute below keeps the rest
 * (style, lang, dir, title, cite, reversed …), so nothing the sanitizer allows is dropped by a node
 * that does not know it.
 */
const OWN_ATTRIBUTES: Record<string, readonly string[]> = {
  image: ['src', 'alt', 'title', 'width', 'height'],
  link: ['href', 'target', 'rel', 'class', 'title'],
  orderedList: ['start', 'type'],
  heading: [],
  tableCell: ['colspan', 'rowspan'],
  tableHeader: ['colspan', 'rowspan', 'scope'],
  bold: [],
  italic: [],
  underline: [],
  strike: [],
};

const TYPES = [
  'paragraph',
  'heading',
  'blockquote',
  'bulletList',
  'orderedList',
  'listItem',
  'horizontalRule',
  'hardBreak',
  'codeBlock',
  'image',
  'table',
  'tableRow',
  'tableCell',
  'tableHeader',
  'tableCaption',
  'figure',
  'figcaption',
  'link',
  'bold',
  'italic',
  'underline',
  'strike',
];

/** The sanitizer's other allowed attributes on the nodes and marks that have a fixed tag. */
export const ElementAttributes = Extension.create({
  name: 'elementAttributes',
  addGlobalAttributes() {
    return TYPES.map((type) => ({
      types: [type],
      attributes: {
        htmlAttributes: {
          default: null,
          // The split half of a paragraph starts plain, as a new paragraph does in any editor.
          keepOnSplit: type !== 'paragraph' && type !== 'heading',
          parseHTML: (element: HTMLElement) => {
            const found = attributesOf(element, OWN_ATTRIBUTES[type] ?? []);
            return Object.keys(found).length > 0 ? found : null;
          },
          renderHTML: (attributes: Record<string, unknown>) =>
            (attributes.htmlAttributes as Record<string, string> | null) ?? {},
        },
      },
    }));
  },
});

/**
 * The attributes of a node or mark that stands for any of several tags: the tag it was read from
 * and every attribute it had, both written back as they came.
 */
export function keptElementAttributes(defaultTag: string) {
  return {
    tag: {
      default: defaultTag,
      rendered: false,
      parseHTML: (element: HTMLElement) => element.tagName.toLowerCase(),
    },
    attributes: {
      default: {},
      rendered: false,
      parseHTML: (element: HTMLElement) => attributesOf(element),
    },
  };
}
