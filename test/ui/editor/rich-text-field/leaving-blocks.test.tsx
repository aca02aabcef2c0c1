import { act, waitFor } from '@testing-library/react';
import { TextSelection } from '@tiptap/pm/state';
import { editorOf, lastCall, renderField, textbox, withoutLayout } from '../support/rich-text-field-host';

withoutLayout();

const FIGURE =
  '<figure><img src="/media/a.jpg" alt="燈塔" width="800" height="600"><figcaption>燈塔</figcaption></figure>';
const TABLE =
  '<table><thead><tr><th scope="col">票種</th><th scope="col">價格</th></tr></thead>' +
  '<tbody><tr><td>全票</td><td>100</td></tr></tbody></table>';

/** Puts the cursor right after the first text node that ends with `anchor`. */
function cursorAfter(anchor: string): void {
  const editor = editorOf(textbox());
  let at = -1;
  editor.state.doc.descendants((node, pos) => {
    if (at < 0 && node.isText && node.text!.endsWith(anchor)) at = pos + node.nodeSize;
  });
  act(() => {
    editor.view.dispatch(editor.state.tr.setSelection(TextSelection.create(editor.state.doc, at)));
  });
}

function press(key: string): void {
  const editor = editorOf(textbox());
  act(() => {
    const handled = editor.view.someProp('handleKeyDown', (f) =>
      f(editor.view, new KeyboardEvent('keydown', { key, cancelable: true })),
    );
    expect(handled).toBe(true);
  });
}

function type(text: string): void {
  act(() => {
    editorOf(textbox()).commands.insertContent(text);
  });
}

const parsed = (html: string) => new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;

describe('leaving a figure or a table at the end of the body', () => {
  it.each([
    ['Enter', 'Enter'],
    ['ArrowDown', 'ArrowDown'],
  ])('%s at the end of the last caption starts a paragraph after the figure', async (_name, key) => {
    const { onChange } = renderField({ value: `<p>前言</p>${FIGURE}` });
    cursorAfter('燈塔');
    press(key);
    type('後記');
    await waitFor(() => expect(lastCall(onChange)).toContain('後記'));
    const body = parsed(lastCall(onChange));
    expect(body.querySelector('figcaption')!.textContent).toBe('燈塔');
    expect(body.lastElementChild!.outerHTML).toBe('<p>後記</p>');
    expect(body.querySelector('figure')!.nextElementSibling).toBe(body.lastElementChild);
  });

  it('Enter at the end of a caption makes the paragraph right after its figure, before what follows', async () => {
    const { onChange } = renderField({ value: `${FIGURE}<p>結語</p>` });
    cursorAfter('燈塔');
    press('Enter');
    type('補充');
    await waitFor(() => expect(lastCall(onChange)).toContain('補充'));
    expect(lastCall(onChange)).toBe(`${FIGURE}<p>補充</p><p>結語</p>`);
  });

  it.each([
    ['Enter at the end of the last cell', '100', 'Enter'],
    ['ArrowDown from the last row', '全票', 'ArrowDown'],
  ])('%s of a table that ends the body starts a paragraph after it', async (_name, anchor, key) => {
    const { onChange } = renderField({ value: `<p>票價</p>${TABLE}` });
    cursorAfter(anchor);
    press(key);
    type('免費入館日另行公告');
    await waitFor(() => expect(lastCall(onChange)).toContain('免費入館日'));
    const body = parsed(lastCall(onChange));
    expect(body.querySelector('tbody td:last-child')!.textContent).toBe('100');
    expect(body.lastElementChild!.outerHTML).toBe('<p>免費入館日另行公告</p>');
  });

  it('a click below a figure that ends the body lands in a new paragraph after it', async () => {
    const { onChange } = renderField({ value: `<p>前言</p>${FIGURE}` });
    const figure = textbox().querySelector('figure')!;
    figure.getBoundingClientRect = () => new DOMRect(0, 100, 600, 300);
    act(() => {
      textbox().dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true, clientY: 450 }));
    });
    type('後記');
    await waitFor(() => expect(lastCall(onChange)).toContain('後記'));
    expect(parsed(lastCall(onChange)).lastElementChild!.outerHTML).toBe('<p>後記</p>');
  });
});
