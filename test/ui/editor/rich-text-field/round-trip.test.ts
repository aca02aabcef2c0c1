import { Editor } from '@tiptap/core';
import { buildDemoSite } from '../../../../src/server/demo';
import { placeholderSite } from '../../../../src/server/seed/placeholder-site';
import { lostParts } from '../../../../src/ui/editor/rich-text-field/content-inventory';
import { RICH_TEXT_EXTENSIONS } from '../../../../src/ui/editor/rich-text-field/rich-text-extensions';
import { editorContentOf, outputOf } from '../../../../src/ui/editor/rich-text-field/rich-text-field';
import { cleanRichText } from '../../../../src/ui/cms-html/sanitize-html';
import { ORIGINAL_PAGES } from '../../cms-html/fixtures/original-pages';

/**
 * The editor keeps what it opens: every rich-text field of every demo document and of
 * the original platform's six pages is opened in a headless TipTap editor, one character is typed
 * at the end of its last paragraph, and the saved HTML must hold every element, attribute and piece
 * of text of the sanitized original, each character still inside the elements it was in.
 */

const TYPED = '★';
const looksLikeHtml = (text: string) => /<[a-z][^>]*>/i.test(text);

function htmlFields(value: unknown, path: string, found: Array<[string, string]>): void {
  if (typeof value === 'string') {
    if (looksLikeHtml(value)) found.push([path, value]);
  } else if (Array.isArray(value)) value.forEach((item, i) => htmlFields(item, `${path}[${i}]`, found));
  else if (typeof value === 'object' && value !== null)
    for (const [key, inner] of Object.entries(value)) htmlFields(inner, `${path}.${key}`, found);
}

function demoDocuments(): Array<[string, unknown]> {
  const site = buildDemoSite();
  const documents: Array<[string, unknown]> = [];
  for (const [path, module] of Object.entries(site.modules)) {
    if (module.page) documents.push([`${path}`, module.page]);
    for (const row of module.rows ?? []) documents.push([`${path}/${row.id}`, row]);
  }
  // A new site's policy drafts, with their marked places to complete, are edited in the same editor.
  for (const [path, module] of Object.entries(placeholderSite().modules))
    if (module.page) documents.push([`new-site/${path}`, module.page]);
  return documents;
}

const bodyOf = (html: string) => new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;

/** Opens `html`, types one character at the end of the last paragraph, and returns what is saved. */
function editOnce(html: string): { saved: string; protectedBlocks: number } {
  const editor = new Editor({ extensions: RICH_TEXT_EXTENSIONS, content: editorContentOf(html) });
  let end = -1;
  let protectedBlocks = 0;
  editor.state.doc.descendants((node, pos) => {
    if (node.isTextblock) end = pos + node.nodeSize - 1;
    if (node.type.name === 'protectedBlock') protectedBlocks += 1;
  });
  editor.view.dispatch(editor.state.tr.insertText(TYPED, end));
  const saved = outputOf(editor);
  editor.destroy();
  return { saved, protectedBlocks };
}

/** Each field is edited once: the checks below read the same edit. */
const edits = new Map<string, { saved: string; protectedBlocks: number }>();
const editedOnce = (html: string) => {
  let edit = edits.get(html);
  if (!edit) edits.set(html, (edit = editOnce(html)));
  return edit;
};

const documents = demoDocuments();
const fields = documents.flatMap(([id, data]) => {
  const found: Array<[string, string]> = [];
  htmlFields(data, id, found);
  return found;
});
const pages = ORIGINAL_PAGES.map(([file, page]) => [file, page.content] as [string, string]);

describe('opening, typing one character and saving', () => {
  it('covers every demo document with rich text and the six original-platform pages', () => {
    const withHtml = new Set(fields.map(([path]) => path.split('.')[0]));
    // 190 documents, 145 of them with rich text in 171 fields; 37 hold tables and 113 figures.
    expect(documents.length).toBeGreaterThanOrEqual(190);
    expect(withHtml.size).toBeGreaterThanOrEqual(145);
    expect(pages).toHaveLength(6);
    expect(fields.filter(([, html]) => /<table/.test(html)).length).toBeGreaterThanOrEqual(37);
    expect(fields.filter(([, html]) => /<figure/.test(html)).length).toBeGreaterThanOrEqual(113);
  });

  it.each([...pages, ...fields])('keeps everything of %s', (_path, html) => {
    const { saved } = editedOnce(html);
    expect(saved.split(TYPED)).toHaveLength(2);
    expect(lostParts(bodyOf(cleanRichText(html)), bodyOf(saved.replace(TYPED, '')))).toEqual([]);
  });

  it('makes every element of the demo site and the original pages editable, none kept whole', () => {
    const kept = [...pages, ...fields].filter(([, html]) => editedOnce(html).protectedBlocks > 0);
    expect(kept.map(([path]) => path)).toEqual([]);
  });
});
