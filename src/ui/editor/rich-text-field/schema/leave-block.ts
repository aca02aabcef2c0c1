import { Extension } from '@tiptap/core';
import type { Node as ProseMirrorNode, ResolvedPos } from '@tiptap/pm/model';
import { Plugin, PluginKey, Selection, TextSelection, type EditorState } from '@tiptap/pm/state';
import type { EditorView } from '@tiptap/pm/view';

/**
 * Figures and tables are closed blocks: their last line (a caption, the last row) has no Enter
 * that makes a paragraph, and when one ends the body nothing below takes the cursor, so a writer
 * who captioned the last image kept typing into its caption. (TipTap's trailing node would fix
 * this by adding an empty paragraph to every such body on opening, which a save would store.)
 *
 * Here the way out is made when it is asked for: Enter at the end of a figure's closing caption,
 * or of a last table's last cell, and ArrowDown from a figure's closing part or a table's last row
 * when nothing below takes the cursor, put it in a new paragraph right after; so does a click
 * below a body that ends with such a block.
 */

const CLOSED = new Set(['figure', 'table']);
/** Blocks that hold no cursor of their own at the body's end, for the click below. */
const NOT_TYPED_IN = new Set(['figure', 'table', 'captionedTable', 'protectedBlock']);

interface ClosedBlock {
  kind: 'figure' | 'table';
  /** Where a paragraph after the block goes (after a table's caption wrapper, if it has one). */
  after: number;
  /** The cursor is in the block's closing part: a figure's last child, a table's last row. */
  inClosingPart: boolean;
  /** The cursor is at the end of the block's very last line. */
  atVeryEnd: boolean;
}

function closedBlockAround($from: ResolvedPos): ClosedBlock | null {
  for (let depth = $from.depth; depth > 0; depth -= 1) {
    const node = $from.node(depth);
    if (!CLOSED.has(node.type.name)) continue;
    const kind = node.type.name as ClosedBlock['kind'];
    const wrapped = kind === 'table' && $from.node(depth - 1).type.name === 'captionedTable';
    const inClosingPart = $from.index(depth) === node.childCount - 1;
    // At the end of the last line: every level from the cursor up to the block ends here.
    let atVeryEnd = $from.parentOffset === $from.parent.content.size;
    for (let d = $from.depth - 1; atVeryEnd && d >= depth; d -= 1)
      atVeryEnd = $from.index(d) === $from.node(d).childCount - 1;
    return { kind, after: wrapped ? $from.after(depth - 1) : $from.after(depth), inClosingPart, atVeryEnd };
  }
  return null;
}

/** Nothing after `pos` can hold a text cursor: the writer is at the body's end. */
const nothingBelow = (doc: ProseMirrorNode, pos: number): boolean =>
  Selection.findFrom(doc.resolve(pos), 1, true) === null;

function paragraphAt(state: EditorState, pos: number, dispatch: EditorView['dispatch']): true {
  const tr = state.tr.insert(pos, state.schema.nodes.paragraph!.create());
  dispatch(tr.setSelection(TextSelection.create(tr.doc, pos + 1)).scrollIntoView());
  return true;
}

function onEnter(view: EditorView): boolean {
  const { state } = view;
  if (!state.selection.empty) return false;
  const block = closedBlockAround(state.selection.$from);
  if (!block?.atVeryEnd) return false;
  if (block.kind === 'figure' && state.selection.$from.parent.type.name !== 'figcaption') return false;
  // In a table, Enter keeps making lines in its cells unless the table ends the body.
  if (block.kind === 'table' && !nothingBelow(state.doc, block.after)) return false;
  return paragraphAt(state, block.after, view.dispatch);
}

function onArrowDown(view: EditorView): boolean {
  const { state } = view;
  const block = closedBlockAround(state.selection.$from);
  if (!block?.inClosingPart || !nothingBelow(state.doc, block.after)) return false;
  // A caption of several lines is left line by line first.
  if (state.selection instanceof TextSelection && !lastLine(view)) return false;
  return paragraphAt(state, block.after, view.dispatch);
}

function lastLine(view: EditorView): boolean {
  try {
    return view.endOfTextblock('down');
  } catch {
    // Nothing laid out to measure (a test's DOM): a line is then its own last.
    return true;
  }
}

/** A press on the editable area below its last block, when that block takes no cursor. */
function onPressBelow(view: EditorView, event: MouseEvent): boolean {
  if (event.button !== 0 || event.target !== view.dom || !view.editable) return false;
  const { doc } = view.state;
  const last = doc.lastChild;
  if (!last || !NOT_TYPED_IN.has(last.type.name)) return false;
  const lastDom = view.nodeDOM(doc.content.size - last.nodeSize);
  if (!(lastDom instanceof Element) || event.clientY <= lastDom.getBoundingClientRect().bottom) return false;
  event.preventDefault();
  paragraphAt(view.state, doc.content.size, view.dispatch);
  view.focus();
  return true;
}

export const LeaveClosedBlocks = Extension.create({
  name: 'leaveClosedBlocks',
  // Before the lists', tables' and caption's own keys, which would keep the cursor inside.
  priority: 1000,

  addKeyboardShortcuts() {
    return {
      Enter: () => onEnter(this.editor.view),
      ArrowDown: () => onArrowDown(this.editor.view),
    };
  },

  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: new PluginKey('leaveClosedBlocks'),
        props: { handleDOMEvents: { mousedown: onPressBelow } },
      }),
    ];
  },
});
