import { getSchema, type Extensions } from '@tiptap/core';
import {
  DOMParser as ProseMirrorParser,
  DOMSerializer,
  type Node as PmNode,
  type Schema,
} from '@tiptap/pm/model';
import { cleanRichText } from '../../cms-html/sanitize-html';
import { lostParts } from './content-inventory';
import { isBlockTag } from './html-elements';
import { BARE_ATTRIBUTE, PROTECTED_ATTRIBUTE } from './schema/blocks';
import { CAPTION_ATTRIBUTE, CAPTIONED_ATTRIBUTE, SECTION_ATTRIBUTE } from './schema/tables';

/**
 * The two-way translation between rich text as stored and the HTML the editor's schema reads.
 *
 * Stored HTML has shapes a ProseMirror schema cannot hold as they are: a table's caption and row
 * groups (prosemirror-tables wants rows directly in the table), text loose in a list item, a cell
 * or a figure (the schema puts text in paragraphs). On the way in they become shapes it can hold,
 * marked with `data-rt-*` attributes; on the way out the marks say how to put them back. Whatever
 * the schema still cannot represent is found by trying it, and kept whole as a protected block.
 */

/** Elements whose content the schema reads as blocks, so loose inline content needs a paragraph. */
const HOLDS_BLOCKS = new Set(['div', 'section', 'blockquote', 'figure', 'li', 'td', 'th']);
/** Where a protected block may stand in for a child, because the schema allows blocks there. */
const PROTECTS_CHILDREN = new Set([...HOLDS_BLOCKS, 'body']);

const tagOf = (node: Node): string => (node.nodeType === 1 ? (node as Element).tagName.toLowerCase() : '');
const isBlock = (node: Node): boolean => isBlockTag(tagOf(node));
const isBlank = (node: Node): boolean => node.nodeType === 3 && /^[ \t\n\r\f]*$/.test(node.nodeValue ?? '');

function bodyOf(html: string): HTMLElement {
  return new window.DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
}

function unwrap(element: Element): void {
  element.replaceWith(...Array.from(element.childNodes));
}

// --- in --------------------------------------------------------------------------------------------

function tablesIn(root: Element): void {
  for (const table of Array.from(root.querySelectorAll('table'))) {
    for (const row of Array.from((table as HTMLTableElement).rows)) {
      const group = tagOf(row.parentElement!);
      if (group === 'thead') row.setAttribute(SECTION_ATTRIBUTE, 'head');
      if (group === 'tfoot') row.setAttribute(SECTION_ATTRIBUTE, 'foot');
    }
    const caption = (table as HTMLTableElement).caption;
    if (!caption) continue;
    const doc = table.ownerDocument;
    const wrapper = doc.createElement('div');
    wrapper.setAttribute(CAPTIONED_ATTRIBUTE, '');
    const line = doc.createElement('div');
    for (const attribute of Array.from(caption.attributes))
      line.setAttribute(attribute.name, attribute.value);
    line.setAttribute(CAPTION_ATTRIBUTE, '');
    line.append(...Array.from(caption.childNodes));
    caption.remove();
    table.replaceWith(wrapper);
    wrapper.append(line, table);
  }
}

/** Runs of loose inline content in a block container, each put in a paragraph marked bare. */
function paragraphsIn(root: Element): void {
  const containers = [
    root,
    // A caption's line is a div only in the editor's shape; its content is inline, as in <caption>.
    ...Array.from(root.querySelectorAll([...HOLDS_BLOCKS].join(','))).filter(
      (element) => !element.hasAttribute(CAPTION_ATTRIBUTE),
    ),
  ];
  for (const container of containers) {
    let run: Node[] = [];
    const close = () => {
      if (run.some((node) => !isBlank(node))) {
        const paragraph = container.ownerDocument.createElement('p');
        paragraph.setAttribute(BARE_ATTRIBUTE, '');
        run[0]!.parentNode!.insertBefore(paragraph, run[0]!);
        paragraph.append(...run);
      }
      run = [];
    };
    for (const child of Array.from(container.childNodes)) {
      if (isBlock(child)) close();
      else run.push(child);
    }
    close();
    // An empty cell (or list item) would be filled with a paragraph of the schema's own, and saved so.
    if (container !== root && container.childNodes.length === 0) {
      const paragraph = container.ownerDocument.createElement('p');
      paragraph.setAttribute(BARE_ATTRIBUTE, '');
      container.appendChild(paragraph);
    }
  }
}

/** One schema per set of extensions, built on first use. */
const schemas = new WeakMap<Extensions, Schema>();
function schemaOf(extensions: Extensions): Schema {
  let schema = schemas.get(extensions);
  if (!schema) {
    schema = getSchema(extensions);
    schemas.set(extensions, schema);
  }
  return schema;
}

let inertDocument: Document | undefined;

/**
 * The HTML of some editor content, written into a document without a window: an `<img>` made in the
 * page's own document starts downloading its `src` at once, though it is never shown, and stored
 * images name the originals (a photograph's may be megabytes). TipTap's `getHTML` writes into the
 * page's document; this is the same serializer and the same HTML.
 */
export function htmlOfContent(content: PmNode['content'], schema: Schema): string {
  // One for the page's life: it is called on every keystroke, and each call's nodes are its own.
  const inert = (inertDocument ??= window.document.implementation.createHTMLDocument(''));
  const fragment = DOMSerializer.fromSchema(schema).serializeFragment(content, { document: inert });
  const container = inert.createElement('div');
  container.appendChild(fragment);
  return container.innerHTML;
}

/** What the editor writes for the blocks in `root`, read and written back through the schema. */
function throughSchema(root: Element, schema: Schema): HTMLElement {
  const doc = ProseMirrorParser.fromSchema(schema).parse(root);
  return bodyOf(htmlOfContent(doc.content, schema));
}

/** `element` alone inside shallow copies of its ancestors up to `root`: a document of one part. */
function alone(element: Element, root: Element): HTMLElement {
  let copy: Node = element.cloneNode(true);
  for (let parent = element.parentElement; parent && parent !== root; parent = parent.parentElement) {
    const shell = parent.cloneNode(false);
    shell.appendChild(copy);
    copy = shell;
  }
  // In the parsed document, without a window: moved into the page's document, a copy of an <img>
  // would start downloading the original it names.
  const body = element.ownerDocument.createElement('body');
  body.appendChild(copy);
  return body;
}

function keepsEverything(part: HTMLElement, schema: Schema): boolean {
  const written = throughSchema(part, schema);
  const expected = part.cloneNode(true) as HTMLElement;
  restore(expected);
  restore(written);
  return lostParts(expected, written).length === 0;
}

function protect(element: Element): void {
  const wrapper = element.ownerDocument.createElement('div');
  wrapper.setAttribute(PROTECTED_ATTRIBUTE, '');
  element.replaceWith(wrapper);
  wrapper.appendChild(element);
}

/**
 * Whether `element` survives the schema, after protecting those of its children that do not. False
 * means it must be protected by its parent as a whole (it sits where no protected block may).
 */
function survives(element: Element, root: Element, schema: Schema): boolean {
  if (keepsEverything(alone(element, root), schema)) return true;
  const tag = tagOf(element);
  // A paragraph, heading or caption is one piece of text: protecting part of it would split it.
  if (tag === 'p' || /^h[1-6]$/.test(tag) || !Array.from(element.children).some(isBlock)) return false;
  for (const child of Array.from(element.children)) {
    if (survives(child, root, schema)) continue;
    if (!PROTECTS_CHILDREN.has(tag) || !isBlock(child)) return false;
    protect(child);
  }
  return keepsEverything(alone(element, root), schema);
}

/**
 * Stored rich text as the editor reads it: cleaned by the sanitizer's allow-list (exactly what the
 * public page keeps; fixed font sizes are not converted here, so untouched text keeps its look), captions and row groups and loose text in editor shapes, and each
 * block the schema would lose something of kept whole as a protected block.
 */
export function toEditorHtml(
  stored: string,
  extensions: Extensions,
  { protect: protecting = true }: { protect?: boolean } = {},
): string {
  const clean = cleanRichText(stored);
  if (clean === '') return '';
  const root = bodyOf(clean);
  tablesIn(root);
  paragraphsIn(root);
  // Pasted content is the author's new input, read as well as the schema can, not content to keep.
  if (!protecting) return root.innerHTML;
  const schema = schemaOf(extensions);
  for (const child of Array.from(root.children)) if (!survives(child, root, schema)) protect(child);
  return root.innerHTML;
}

// --- out -------------------------------------------------------------------------------------------

function groupRows(table: HTMLTableElement): void {
  const doc = table.ownerDocument;
  const rows = Array.from(table.rows);
  const groups = {
    head: [] as HTMLTableRowElement[],
    body: [] as HTMLTableRowElement[],
    foot: [] as HTMLTableRowElement[],
  };
  for (const row of rows) {
    const section = row.getAttribute(SECTION_ATTRIBUTE);
    row.removeAttribute(SECTION_ATTRIBUTE);
    groups[section === 'head' || section === 'foot' ? section : 'body'].push(row);
  }
  for (const group of Array.from(table.children))
    if (/^(thead|tbody|tfoot)$/.test(tagOf(group))) group.remove();
  for (const [tag, members] of [
    ['thead', groups.head],
    ['tbody', groups.body],
    ['tfoot', groups.foot],
  ] as const) {
    if (members.length === 0) continue;
    const group = doc.createElement(tag);
    group.append(...members);
    table.appendChild(group);
  }
  // A header cell says what it heads (WCAG 1.3.1): its column in a header row, else its row.
  for (const row of rows) {
    const allHeaders = Array.from(row.cells).every((cell) => tagOf(cell) === 'th');
    for (const cell of Array.from(row.cells)) {
      if (tagOf(cell) !== 'th' || cell.hasAttribute('scope')) continue;
      cell.setAttribute('scope', tagOf(row.parentElement!) === 'thead' || allHeaders ? 'col' : 'row');
    }
  }
}

/** The editor's shapes back to stored ones, in place. */
function restore(root: Element): void {
  // Kept blocks first: what they hold was read in editor shapes too, and is restored with the rest.
  for (const kept of Array.from(root.querySelectorAll(`div[${PROTECTED_ATTRIBUTE}]`))) unwrap(kept);
  for (const wrapper of Array.from(root.querySelectorAll(`div[${CAPTIONED_ATTRIBUTE}]`))) {
    const line = wrapper.querySelector(`:scope > div[${CAPTION_ATTRIBUTE}]`);
    const table = wrapper.querySelector(':scope > table');
    if (!table) continue;
    if (line) {
      const caption = root.ownerDocument.createElement('caption');
      for (const attribute of Array.from(line.attributes))
        if (attribute.name !== CAPTION_ATTRIBUTE) caption.setAttribute(attribute.name, attribute.value);
      caption.append(...Array.from(line.childNodes));
      table.prepend(caption);
      line.remove();
    }
    unwrap(wrapper);
  }
  for (const table of Array.from(root.querySelectorAll('table'))) groupRows(table as HTMLTableElement);
  // Alone it was loose text; next to another (the author pressed Enter in it) they are paragraphs.
  const bare = (node: Element | null) =>
    node !== null && tagOf(node) === 'p' && node.hasAttribute(BARE_ATTRIBUTE);
  const loose = Array.from(root.querySelectorAll(`p[${BARE_ATTRIBUTE}]`)).map((paragraph) => ({
    paragraph,
    split: bare(paragraph.previousElementSibling) || bare(paragraph.nextElementSibling),
  }));
  for (const { paragraph, split } of loose) {
    if (split) paragraph.removeAttribute(BARE_ATTRIBUTE);
    else unwrap(paragraph);
  }
}

/** The editor's HTML as it is stored: stored shapes back, then the same clean as on the way in. */
export function fromEditorHtml(html: string): string {
  if (html === '') return '';
  const root = bodyOf(html);
  restore(root);
  return cleanRichText(root.innerHTML);
}
