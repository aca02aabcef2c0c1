import { Extension, Node, findParentNode, type Editor } from '@tiptap/core';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { Plugin, TextSelection } from '@tiptap/pm/state';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    dataTable: {
      /** A table with an empty caption, a header row and two body rows; the cursor in the caption. */
      insertDataTable: (options?: { columns?: number; bodyRows?: number }) => ReturnType;
      /** The table around the cursor, with its caption. */
      deleteDataTable: () => ReturnType;
    };
  }
}

/** Codec attributes: which row group a row came from, and the wrapper that holds a caption. */
export const SECTION_ATTRIBUTE = 'data-rt-section';
export const CAPTIONED_ATTRIBUTE = 'data-rt-table';
export const CAPTION_ATTRIBUTE = 'data-rt-caption';

const span = (name: 'colspan' | 'rowspan') => ({
  default: 1,
  parseHTML: (element: HTMLElement) => Math.max(1, Number(element.getAttribute(name) ?? 1) || 1),
  renderHTML: (attributes: Record<string, unknown>) =>
    Number(attributes[name]) > 1 ? { [name]: attributes[name] } : {},
});

// prosemirror-tables reads colwidth when it splits and merges cells; the site never stores widths.
const noColumnWidth = { default: null, rendered: false, parseHTML: () => null };

/**
 * Rows directly in the table: prosemirror-tables needs them there. The codec puts the row groups
 * (thead, tbody, tfoot) back from each row's section, and the caption from the wrapper.
 */
export const DataTable = Table.extend({
  renderHTML({ HTMLAttributes }) {
    return ['table', HTMLAttributes, 0];
  },
}).configure({ resizable: false, allowTableNodeSelection: false });

export const DataTableRow = TableRow.extend({
  addAttributes() {
    return {
      section: {
        default: 'body',
        parseHTML: (element: HTMLElement) => element.getAttribute(SECTION_ATTRIBUTE) ?? 'body',
        renderHTML: (attributes: Record<string, unknown>) =>
          attributes.section === 'body' ? {} : { [SECTION_ATTRIBUTE]: attributes.section },
      },
    };
  },
});

export const DataTableCell = TableCell.extend({
  addAttributes() {
    return { colspan: span('colspan'), rowspan: span('rowspan'), colwidth: noColumnWidth };
  },
});

export const DataTableHeader = TableHeader.extend({
  addAttributes() {
    return {
      colspan: span('colspan'),
      rowspan: span('rowspan'),
      colwidth: noColumnWidth,
      scope: {
        default: null,
        parseHTML: (element: HTMLElement) => element.getAttribute('scope'),
        renderHTML: (attributes: Record<string, unknown>) =>
          attributes.scope ? { scope: attributes.scope } : {},
      },
    };
  },
});

export const TableCaption = Node.create({
  name: 'tableCaption',
  content: 'inline*',
  defining: true,

  parseHTML() {
    return [{ tag: `div[${CAPTION_ATTRIBUTE}]`, priority: 100 }];
  },

  renderHTML({ HTMLAttributes }) {
    return ['div', { ...HTMLAttributes, [CAPTION_ATTRIBUTE]: '' }, 0];
  },
});

const isCell = (node: ProseMirrorNode) =>
  node.type.spec.tableRole === 'cell' || node.type.spec.tableRole === 'header_cell';

/** Where the first cell's text starts, for a table node at `tablePos`. */
const firstCellText = (tablePos: number) => tablePos + 4;

function captionAround(editor: Editor): { pos: number; node: ProseMirrorNode } | undefined {
  return findParentNode((node) => node.type.name === 'tableCaption')(editor.state.selection);
}

/** A table and its caption, kept together: the caption leads into the first cell. */
export const CaptionedTable = Node.create({
  name: 'captionedTable',
  group: 'block',
  content: 'tableCaption table',
  isolating: true,
  // Before the generic container, which would otherwise read this wrapper as a plain div.
  priority: 110,

  parseHTML() {
    return [{ tag: `div[${CAPTIONED_ATTRIBUTE}]`, priority: 100 }];
  },

  renderHTML() {
    return ['div', { [CAPTIONED_ATTRIBUTE]: '' }, 0];
  },

  addCommands() {
    return {
      insertDataTable:
        ({ columns = 3, bodyRows = 2 } = {}) =>
        ({ tr, dispatch, state }) => {
          const { schema } = state;
          const cell = (type: 'tableHeader' | 'tableCell', attrs: Record<string, unknown> = {}) =>
            schema.nodes[type]!.create(attrs, schema.nodes.paragraph!.create({ bare: true }));
          const row = (section: string, cells: ProseMirrorNode[]) =>
            schema.nodes.tableRow!.create({ section }, cells);
          const head = row(
            'head',
            Array.from({ length: columns }, () => cell('tableHeader', { scope: 'col' })),
          );
          const body = Array.from({ length: bodyRows }, () =>
            row(
              'body',
              Array.from({ length: columns }, () => cell('tableCell')),
            ),
          );
          const node = this.type.create(null, [
            schema.nodes.tableCaption!.create(),
            schema.nodes.table!.create(null, [head, ...body]),
          ]);
          if (dispatch) {
            const from = tr.selection.from;
            tr.replaceSelectionWith(node);
            let caption = -1;
            tr.doc.nodesBetween(from, Math.min(tr.doc.content.size, from + node.nodeSize + 2), (n, pos) => {
              if (caption < 0 && n.type.name === 'tableCaption') caption = pos;
              return caption < 0;
            });
            if (caption >= 0) tr.setSelection(TextSelection.create(tr.doc, caption + 1));
            tr.scrollIntoView();
          }
          return true;
        },
      deleteDataTable:
        () =>
        ({ tr, dispatch, state }) => {
          const found =
            findParentNode((node) => node.type.name === this.name)(state.selection) ??
            findParentNode((node) => node.type.name === 'table')(state.selection);
          if (!found) return false;
          if (dispatch) tr.delete(found.pos, found.pos + found.node.nodeSize).scrollIntoView();
          return true;
        },
    };
  },

  addKeyboardShortcuts() {
    // A caption is one line: Enter and Tab go on to the first cell, as they go on between cells.
    const intoFirstCell = () => {
      const caption = captionAround(this.editor);
      if (!caption) return false;
      const tablePos = caption.pos + caption.node.nodeSize;
      const { tr } = this.editor.state;
      this.editor.view.dispatch(
        tr.setSelection(TextSelection.near(tr.doc.resolve(firstCellText(tablePos)))).scrollIntoView(),
      );
      return true;
    };
    // Shift+Tab in the first cell goes back up to the caption, the way Tab came down.
    const backToCaption = () => {
      if (this.editor.can().goToPreviousCell()) return false;
      const around = findParentNode((node) => node.type.name === this.name)(this.editor.state.selection);
      if (!around || findParentNode((node) => isCell(node))(this.editor.state.selection) === undefined)
        return false;
      const captionEnd = around.pos + 1 + around.node.firstChild!.nodeSize - 1;
      const { tr } = this.editor.state;
      this.editor.view.dispatch(tr.setSelection(TextSelection.create(tr.doc, captionEnd)).scrollIntoView());
      return true;
    };
    return { Enter: intoFirstCell, Tab: intoFirstCell, 'Shift-Tab': backToCaption };
  },
});

/**
 * New cells (a row or column added, a header toggled) come with an empty paragraph; cells are
 * stored as `<td>text</td>`, so that paragraph is marked as the codec's own and unwrapped on save.
 */
export const PlainNewCells = Extension.create({
  name: 'plainNewCells',
  addProseMirrorPlugins() {
    return [
      new Plugin({
        appendTransaction: (transactions, _before, state) => {
          if (!transactions.some((tr) => tr.docChanged)) return null;
          const tr = state.tr;
          state.doc.descendants((node, pos) => {
            if (node.isTextblock) return false;
            if (!isCell(node)) return true;
            const only = node.childCount === 1 ? node.firstChild! : null;
            if (
              only?.type.name === 'paragraph' &&
              only.content.size === 0 &&
              !only.attrs.bare &&
              !only.attrs.htmlAttributes
            )
              tr.setNodeMarkup(pos + 1, undefined, { ...only.attrs, bare: true });
            return false;
          });
          return tr.docChanged ? tr : null;
        },
      }),
    ];
  },
});

export const TABLE_EXTENSIONS = [
  PlainNewCells,
  DataTable,
  DataTableRow,
  DataTableHeader,
  DataTableCell,
  TableCaption,
  CaptionedTable,
];
