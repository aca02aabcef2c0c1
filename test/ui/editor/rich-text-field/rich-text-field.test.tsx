import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pastedHtml } from '../../../../src/ui/editor/rich-text-field/paste-transform';
import { RichTextField } from '../../../../src/ui/editor/rich-text-field/rich-text-field';
import {
  ControlledField,
  editorOf,
  lastCall,
  paste,
  renderField,
  textbox,
  withoutLayout,
} from '../support/rich-text-field-host';

withoutLayout();

describe('the rich-text field', () => {
  it('shows the HTML it is given in a labelled multi-line text box', () => {
    render(
      <>
        <p id="body-help">說明</p>
        <RichTextField
          id="body"
          label="內文"
          value="<h2>館藏</h2><p>介紹<strong>重點</strong></p>"
          onChange={() => {}}
          describedBy="body-help"
          invalid
        />
      </>,
    );
    const box = textbox();
    expect(box).toHaveAttribute('id', 'body');
    expect(box).toHaveAttribute('aria-multiline', 'true');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('說明');
    expect(box.querySelector('h2')).toHaveTextContent('館藏');
    expect(box.querySelector('strong')).toHaveTextContent('重點');
  });

  it('hands out sanitized HTML as the author types', async () => {
    const user = userEvent.setup();
    const { onChange } = renderField({ value: '<p>館藏</p>' });
    await user.click(textbox());
    await user.keyboard('{Control>}a{/Control}');
    await user.keyboard('abc');
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(lastCall(onChange)).toBe('<p>abc</p>');
  });

  it('never hands out a script or an event handler that came in with the value', async () => {
    const user = userEvent.setup();
    const { onChange, container } = renderField({
      value:
        '<p>館藏<img src="x.png" onerror="window.__pwned = true">介紹</p><script>window.__pwned = true</script>',
    });
    expect(container.querySelector('script, [onerror]')).toBeNull();
    await user.click(textbox());
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: '粗體' }));
    const html = lastCall(onChange);
    expect(html).toContain('<strong>');
    expect(html).not.toMatch(/script|onerror/i);
    expect((window as unknown as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('hands out an empty string for an emptied field, not an empty paragraph', async () => {
    const user = userEvent.setup();
    const { onChange } = renderField({ value: '<p>館藏</p>' });
    await user.click(textbox());
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(''));
  });

  it('keeps the author’s heading levels instead of shifting them to the top', async () => {
    const user = userEvent.setup();
    const { onChange } = renderField({ value: '<h3>小標</h3><p>內文</p>' });
    await user.click(textbox());
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: '斜體' }));
    expect(lastCall(onChange)).toMatch(/^<h3><em>小標<\/em><\/h3>/);
  });
});

describe('sizes and media in the field', () => {
  it('turns fixed font sizes in pasted HTML into sizes relative to the text', () => {
    expect(
      pastedHtml('<span style="font-size:14px">小字</span><span style="font-size: 18pt">大字</span>'),
    ).toBe(
      '<p data-rt-bare=""><span style="font-size: 0.875em">小字</span><span style="font-size: 1.5em">大字</span></p>',
    );
  });

  it('keeps a pasted word-processor size as a relative size', async () => {
    const { onChange } = renderField({ value: '<p>館藏</p>' });
    const box = textbox();
    act(() => {
      editorOf(box).commands.focus('end');
    });
    paste(box, '<p><span style="font-size:14pt; font-family: Calibri">注意</span></p>');
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(lastCall(onChange)).toContain('<span style="font-size: 1.1667em">注意</span>');
    expect(lastCall(onChange)).not.toMatch(/pt|Calibri/);
  });

  it('saves stored sizes as the public page shows them: relative ones kept, fixed ones gone', async () => {
    const user = userEvent.setup();
    const { onChange } = renderField({
      value:
        '<p><span style="font-size:8px">極小</span><span style="font-size:20px">大</span>' +
        '<span style="font-size: 1.25em">稍大</span></p>',
    });
    await user.click(textbox());
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: '底線' }));
    const html = lastCall(onChange);
    expect(html).not.toMatch(/px/);
    expect(html).toContain('<span style="font-size: 1.25em">稍大</span>');
  });

  it('reads a saved YouTube frame back as a video and saves it on the no-cookie host', async () => {
    const user = userEvent.setup();
    const saved =
      '<p>影片</p><div><span class="rich-text-embed"><iframe src="https://www.youtube-nocookie.com/embed/1fqdlK1WddE" title="YouTube"></iframe></span></div>';
    const { onChange } = renderField({ value: saved });
    expect(textbox().querySelector('iframe')).toHaveAttribute(
      'src',
      expect.stringContaining('https://www.youtube-nocookie.com/embed/1fqdlK1WddE'),
    );
    await user.click(textbox().querySelector('p')!);
    await user.click(screen.getByRole('button', { name: '粗體' }));
    await user.keyboard('x');
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const iframes = new DOMParser()
      .parseFromString(lastCall(onChange), 'text/html')
      .querySelectorAll('iframe');
    expect(iframes).toHaveLength(1);
    expect(iframes[0]!.getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/1fqdlK1WddE/,
    );
    // The public page adds the sandbox when it shows the frame; the stored frame keeps its title.
    expect(iframes[0]!.getAttribute('title')).toBe('YouTube');
  });

  it('keeps an image’s alternative text', async () => {
    const user = userEvent.setup();
    const { onChange } = renderField({ value: '<p>圖說</p><img src="/files/a.jpg" alt="展場入口">' });
    expect(textbox().querySelector('img[src]')).toHaveAttribute('alt', '展場入口');
    await user.click(textbox());
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: '粗體' }));
    expect(lastCall(onChange)).toMatch(/<strong>圖說<\/strong>/);
    expect(lastCall(onChange)).toMatch(/<img[^>]* alt="展場入口"/);
  });

  it('embeds a YouTube address typed into its form, and refuses other addresses', async () => {
    const user = userEvent.setup();
    const { onChange } = renderField({ value: '<p>影片</p>' });
    await user.click(textbox());
    await user.click(screen.getByRole('button', { name: '嵌入 YouTube' }));
    const input = screen.getByRole('textbox', { name: 'YouTube 影片網址' });
    expect(input).toHaveFocus();
    await user.type(input, 'https://vimeo.com/76979871{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('YouTube');
    expect(onChange).not.toHaveBeenCalled();
    await user.clear(input);
    await user.type(input, 'https://youtu.be/1fqdlK1WddE?t=90{Enter}');
    expect(screen.queryByRole('group', { name: 'YouTube 影片網址' })).toBeNull();
    expect(lastCall(onChange)).toContain('src="https://www.youtube-nocookie.com/embed/1fqdlK1WddE?start=90"');
  });
});

describe('the formatting toolbar', () => {
  it('is one tab stop whose arrow, Home and End keys move between the buttons', async () => {
    const user = userEvent.setup();
    renderField({ value: '<p>館藏</p>' });
    const toolbar = screen.getByRole('toolbar', { name: '文字格式' });
    expect(toolbar).toHaveAttribute('aria-controls', 'body');
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      '粗體',
      '斜體',
      '底線',
      '標題 2',
      '標題 3',
      '項目清單',
      '編號清單',
      '引文',
      '連結',
      '移除連結',
      '嵌入 YouTube',
      '插入表格',
      '新增列',
      '刪除列',
      '新增欄',
      '刪除欄',
      '刪除表格',
      '加上圖說',
      '復原',
      '重做',
    ]);
    expect(buttons.filter((b) => b.tabIndex === 0)).toEqual([buttons[0]]);

    await user.tab();
    expect(buttons[0]).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: '斜體' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: '重做' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(buttons[0]).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: '重做' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(buttons[0]).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(buttons.filter((b) => b.tabIndex === 0)).toEqual([screen.getByRole('button', { name: '底線' })]);
    await user.tab();
    expect(textbox()).toHaveFocus();
  });

  it('is reached from the text with Alt+F10 and left with Escape', async () => {
    const user = userEvent.setup();
    renderField({ value: '<p>館藏</p>' });
    await user.click(textbox());
    await user.keyboard('{Alt>}{F10}{/Alt}');
    expect(screen.getByRole('button', { name: '粗體' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{Escape}');
    expect(textbox()).toHaveFocus();
  });

  it('says whether bold is on through aria-pressed', async () => {
    const user = userEvent.setup();
    renderField({ value: '<p>館藏</p>' });
    const bold = screen.getByRole('button', { name: '粗體' });
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    await user.click(textbox());
    await user.keyboard('{Control>}a{/Control}');
    await user.click(bold);
    expect(bold).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{Control>}b{/Control}');
    expect(bold).toHaveAttribute('aria-pressed', 'false');
  });

  it('marks undo as unavailable until there is something to undo', async () => {
    const user = userEvent.setup();
    renderField({ value: '<p>館藏</p>' });
    const undo = screen.getByRole('button', { name: '復原' });
    expect(undo).toHaveAttribute('aria-disabled', 'true');
    await user.click(textbox());
    await user.keyboard('x');
    await waitFor(() => expect(undo).not.toHaveAttribute('aria-disabled'));
  });

  it('refuses a javascript: link and links a web address', async () => {
    const user = userEvent.setup();
    const { onChange } = renderField({ value: '<p>館藏介紹</p>' });
    await user.click(textbox());
    await user.keyboard('{Control>}a{/Control}');
    const linkButton = screen.getByRole('button', { name: '連結' });
    await user.click(linkButton);
    expect(linkButton).toHaveAttribute('aria-expanded', 'true');
    const input = screen.getByRole('textbox', { name: '連結網址' });
    await user.type(input, 'javascript:alert(1){Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('http:// 或 https://');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/https:\/\//);
    expect(onChange).not.toHaveBeenCalled();

    await user.clear(input);
    await user.type(input, 'https://example.org/展覽{Enter}');
    expect(lastCall(onChange)).toBe('<p><a href="https://example.org/%E5%B1%95%E8%A6%BD">館藏介紹</a></p>');
    await waitFor(() => expect(textbox()).toHaveFocus());
  });

  it('closes the address form with Escape and returns to its button', async () => {
    const user = userEvent.setup();
    renderField({ value: '<p>館藏</p>' });
    await user.click(textbox());
    await user.keyboard('{Alt>}{F10}{/Alt}');
    for (let i = 0; i < 8; i += 1) await user.keyboard('{ArrowRight}');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: '連結網址' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: '連結網址' })).toBeNull();
    expect(screen.getByRole('button', { name: '連結' })).toHaveFocus();
  });
});

describe('value changes and input methods', () => {
  it('replaces the content when the value changes from outside, without handing it back', () => {
    const onChange = jest.fn<void, [string]>();
    const { rerender } = render(
      <RichTextField id="body" label="內文" value="<p>草稿</p>" onChange={onChange} />,
    );
    rerender(<RichTextField id="body" label="內文" value="<p>備份內容</p>" onChange={onChange} />);
    expect(textbox()).toHaveTextContent('備份內容');
    expect(textbox()).not.toHaveTextContent('草稿');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('does not rewrite the content or move the cursor when its own output comes back', async () => {
    const user = userEvent.setup();
    let docWhenHandedOut: unknown;
    const onChange = jest.fn<void, [string]>(() => {
      docWhenHandedOut = editorOf(textbox()).state.doc;
    });
    render(<ControlledField initial="<p>館藏介紹</p>" onChange={onChange} />);
    await user.click(textbox());
    const editor = editorOf(textbox());
    act(() => {
      editor.commands.setTextSelection(3);
    });
    await user.keyboard('x');
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('<p>館藏x介紹</p>'));
    // The parent has passed the output back by now; the very document handed out is still there,
    // so the echo was never parsed back into the editor.
    expect(screen.getByRole('textbox', { name: '內文' })).toHaveTextContent('館藏x介紹');
    expect(editor.state.doc).toBe(docWhenHandedOut);
    expect(editor.state.selection.from).toBe(4);
    await user.keyboard('y');
    expect(lastCall(onChange)).toBe('<p>館藏xy介紹</p>');
    expect(editor.state.selection.from).toBe(5);
  });

  it('waits until the author leaves the field before taking a value from outside', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <>
        <RichTextField id="body" label="內文" value="<p>草稿</p>" onChange={() => {}} />
        <button type="button">外部</button>
      </>,
    );
    await user.click(textbox());
    rerender(
      <>
        <RichTextField id="body" label="內文" value="<p>備份內容</p>" onChange={() => {}} />
        <button type="button">外部</button>
      </>,
    );
    expect(textbox()).toHaveTextContent('草稿');
    await user.click(screen.getByRole('button', { name: '外部' }));
    expect(textbox()).toHaveTextContent('備份內容');
  });

  it('hands out nothing while an input method composes, then the committed text', async () => {
    jest.useFakeTimers();
    try {
      const onChange = jest.fn<void, [string]>();
      const onCompositionChange = jest.fn<void, [boolean]>();
      render(
        <RichTextField
          id="body"
          label="內文"
          value="<p>館藏</p>"
          onChange={onChange}
          onCompositionChange={onCompositionChange}
        />,
      );
      const box = textbox();
      const editor = editorOf(box);
      act(() => {
        editor.commands.focus('end');
      });
      fireEvent.compositionStart(box);
      expect(onCompositionChange).toHaveBeenLastCalledWith(true);
      // What ProseMirror writes into the document as it reads the composing text from the page.
      act(() => {
        editor.view.dispatch(editor.state.tr.insertText('ㄐㄧㄝˋ'));
      });
      expect(onChange).not.toHaveBeenCalled();
      act(() => {
        const { to } = editor.state.selection;
        editor.view.dispatch(editor.state.tr.insertText('介', to - 4, to));
      });
      fireEvent.compositionEnd(box);
      expect(onCompositionChange).toHaveBeenLastCalledWith(false);
      act(() => {
        jest.runOnlyPendingTimers();
      });
      expect(onChange).toHaveBeenCalledTimes(1);
      expect(onChange).toHaveBeenCalledWith('<p>館藏介</p>');
    } finally {
      jest.useRealTimers();
    }
  });
});
