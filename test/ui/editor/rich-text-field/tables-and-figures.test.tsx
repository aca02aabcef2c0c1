import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NodeSelection } from '@tiptap/pm/state';
import {
  editorOf,
  lastCall,
  paste,
  renderField,
  textbox,
  withoutLayout,
} from '../support/rich-text-field-host';

withoutLayout();

const parsed = (html: string) => new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
const button = (name: string) => screen.getByRole('button', { name });

/** Types `text` right after the first text node that ends with `anchor`, as the author would. */
function typeAfter(anchor: string, text: string): void {
  const editor = editorOf(textbox());
  let at = -1;
  editor.state.doc.descendants((node, pos) => {
    if (at < 0 && node.isText && node.text!.endsWith(anchor)) at = pos + node.nodeSize;
  });
  act(() => {
    editor.view.dispatch(editor.state.tr.insertText(text, at));
  });
}

describe('tables in the rich-text field', () => {
  it('inserts a captioned table with a header row, and Enter goes from the caption to the first cell', async () => {
    const user = userEvent.setup();
    const { onChange } = renderField({ value: '<p>活動流程如下</p>' });
    const editor = editorOf(textbox());
    act(() => {
      editor.commands.focus('end');
    });
    await user.click(button('插入表格'));
    act(() => {
      editor.commands.insertContent('活動流程');
      // The caption's own Enter: one line, then on to the first header cell.
      editor.view.someProp('handleKeyDown', (f) =>
        f(editor.view, new KeyboardEvent('keydown', { key: 'Enter' })),
      );
      editor.commands.insertContent('時間');
    });
    await waitFor(() => expect(lastCall(onChange)).toContain('時間'));
    const table = parsed(lastCall(onChange)).querySelector('table')!;
    expect(table.querySelector(':scope > caption')!.textContent).toBe('活動流程');
    expect(
      Array.from(table.querySelectorAll('thead th')).map((th) => [th.textContent, th.getAttribute('scope')]),
    ).toEqual([
      ['時間', 'col'],
      ['', 'col'],
      ['', 'col'],
    ]);
    expect(table.querySelectorAll('tbody tr')).toHaveLength(2);
  });

  it('adds and removes rows and columns with the named buttons, which wait until the cursor is in a table', async () => {
    const user = userEvent.setup();
    const { onChange } = renderField({
      value:
        '<p>前言</p><table><caption>票價</caption><thead><tr><th scope="col">票種</th><th scope="col">價格</th></tr></thead>' +
        '<tbody><tr><td>全票</td><td>100</td></tr></tbody></table>',
    });
    for (const name of ['新增列', '刪除列', '新增欄', '刪除欄', '刪除表格'])
      expect(button(name)).toHaveAttribute('aria-disabled', 'true');
    const editor = editorOf(textbox());
    const intoFirstDataCell = () =>
      act(() => {
        let cell = -1;
        editor.state.doc.descendants((node, pos) => {
          if (cell < 0 && node.type.name === 'tableCell') cell = pos;
        });
        editor.commands.setTextSelection(cell + 2);
      });
    intoFirstDataCell();
    expect(button('新增列')).not.toHaveAttribute('aria-disabled');
    await user.click(button('新增列'));
    await user.click(button('新增欄'));
    let table = parsed(lastCall(onChange)).querySelector('table')!;
    expect(table.querySelectorAll('tbody tr')).toHaveLength(2);
    expect(table.querySelectorAll('thead th')).toHaveLength(3);
    await user.click(button('刪除欄'));
    await user.click(button('刪除列'));
    table = parsed(lastCall(onChange)).querySelector('table')!;
    expect(table.querySelectorAll('thead th')).toHaveLength(2);
    expect(table.querySelectorAll('tbody tr')).toHaveLength(1);
    expect(table.querySelector('caption')!.textContent).toBe('票價');
    intoFirstDataCell();
    await user.click(button('刪除表格'));
    expect(lastCall(onChange)).toBe('<p>前言</p>');
  });

  it('keeps row groups, spans and header cells exactly as the table came', async () => {
    const stored =
      '<table><caption style="text-align: left">季報</caption><thead><tr><th scope="col" colspan="2">期間</th></tr></thead>' +
      '<tbody><tr><th scope="row" rowspan="2">上半年</th><td>一月</td></tr><tr><td>二月</td></tr></tbody>' +
      '<tfoot><tr><td colspan="2">合計</td></tr></tfoot></table>';
    const { onChange } = renderField({ value: stored });
    typeAfter('合計', 'x');
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(parsed(lastCall(onChange)).isEqualNode(parsed(stored.replace('合計', '合計x')))).toBe(true);
  });
});

describe('figures and images', () => {
  it('gives a selected image a caption, and keeps the link around it', async () => {
    const user = userEvent.setup();
    const { onChange } = renderField({
      value:
        '<p><a href="https://collections.example.org/1"><img src="/media/a.jpg" alt="歌詞"></a></p><p>後文</p>',
    });
    const editor = editorOf(textbox());
    act(() => {
      editor.commands.setTextSelection(editor.state.doc.content.size - 1);
    });
    // In a line of text there is no image to caption; in the image's own line there is.
    expect(button('加上圖說')).toHaveAttribute('aria-disabled', 'true');
    act(() => {
      editor.view.dispatch(editor.state.tr.setSelection(NodeSelection.create(editor.state.doc, 1)));
    });
    await user.click(button('加上圖說'));
    act(() => {
      editor.commands.insertContent('圖 1 會歌歌詞');
    });
    await waitFor(() => expect(lastCall(onChange)).toContain('圖 1'));
    const figure = parsed(lastCall(onChange)).querySelector('figure')!;
    expect(
      figure.querySelector('a[href="https://collections.example.org/1"] > img[alt="歌詞"]'),
    ).not.toBeNull();
    expect(figure.querySelector('figcaption')!.textContent).toBe('圖 1 會歌歌詞');
    expect(parsed(lastCall(onChange)).querySelectorAll('p:empty')).toHaveLength(0);
  });

  it('drops pasted images whose address cannot load here, and keeps the others', async () => {
    const { onChange } = renderField({ value: '<p>館藏</p>' });
    act(() => {
      editorOf(textbox()).commands.focus('end');
    });
    paste(
      textbox(),
      '<p>貼上<img src="x"><img src="image001.png"><img src="https://example.org/a.jpg" alt="a"></p>',
    );
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const images = Array.from(parsed(lastCall(onChange)).querySelectorAll('img'));
    expect(images.map((img) => img.getAttribute('src'))).toEqual(['https://example.org/a.jpg']);
  });
});

describe('what the editor cannot make editable', () => {
  it('is kept whole, shown in place, and saved exactly as it came', async () => {
    const list = '<dl><dt>開館時間</dt><dd>週二至週日</dd></dl>';
    const { onChange } = renderField({ value: `<p>資訊</p>${list}` });
    const kept = textbox().querySelector('[data-rt-protected]')!;
    // ProseMirror makes a leaf node's element non-editable through the property.
    expect((kept as HTMLElement).contentEditable).toBe('false');
    expect(kept.querySelector('dd')).toHaveTextContent('週二至週日');
    typeAfter('資訊', '！');
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(lastCall(onChange)).toBe(`<p>資訊！</p>${list}`);
  });
});
