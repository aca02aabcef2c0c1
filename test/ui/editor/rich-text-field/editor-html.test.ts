import { getSchema } from '@tiptap/core';
import { DOMParser as ProseMirrorParser } from '@tiptap/pm/model';
import {
  fromEditorHtml,
  htmlOfContent,
  toEditorHtml,
} from '../../../../src/ui/editor/rich-text-field/editor-html';
import { RICH_TEXT_EXTENSIONS } from '../../../../src/ui/editor/rich-text-field/rich-text-extensions';

const into = (html: string) => toEditorHtml(html, RICH_TEXT_EXTENSIONS);

describe('the codec between stored rich text and the editor', () => {
  it('puts loose text in list items, cells and figures into paragraphs it takes out again', () => {
    const stored = '<ul><li>一</li></ul><table><tbody><tr><td>二</td><td></td></tr></tbody></table>';
    expect(into(stored)).toContain('<li><p data-rt-bare="">一</p></li>');
    expect(into(stored)).toContain('<td><p data-rt-bare="">二</p></td><td><p data-rt-bare=""></p></td>');
    expect(fromEditorHtml(into(stored))).toBe(stored);
  });

  it('keeps loose content beside paragraphs loose, and two loose lines in a row as the paragraphs they became', () => {
    const frame = '<iframe src="https://www.youtube-nocookie.com/embed/1fqdlK1WddE" title="影片"></iframe>';
    expect(fromEditorHtml(into(`<p>前</p>${frame}<p>後</p>`))).toBe(`<p>前</p>${frame}<p>後</p>`);
    // Enter in a loose line makes a second loose line: the author wanted two paragraphs.
    expect(fromEditorHtml('<ul><li><p data-rt-bare="">一</p><p data-rt-bare="">二</p></li></ul>')).toBe(
      '<ul><li><p>一</p><p>二</p></li></ul>',
    );
  });

  it('reads and writes images without a copy in the page’s own document, where it would start downloading', () => {
    const photo = '<img src="/media/uploads/0123/original.jpg" alt="港口" width="2400" height="1600">';
    const stored = `<p>前言</p><figure>${photo}<figcaption>港口</figcaption></figure><p>${photo}</p>`;
    // An element of the page's document that gets an <img>, directly or inside what it is given.
    const placed: string[] = [];
    const append = Node.prototype.appendChild;
    jest.spyOn(Node.prototype, 'appendChild').mockImplementation(function <T extends Node>(
      this: Node,
      child: T,
    ) {
      const images =
        child instanceof Element && (child.matches('img') || child.querySelector('img') !== null);
      if (this.ownerDocument === document && images) placed.push((this as Element).tagName);
      return append.call(this, child) as T;
    });
    const made = jest.spyOn(document, 'createElement');
    try {
      const shaped = into(stored);
      const schema = getSchema(RICH_TEXT_EXTENSIONS);
      const parsed = ProseMirrorParser.fromSchema(schema).parse(
        new DOMParser().parseFromString(shaped, 'text/html').body,
      );
      expect(fromEditorHtml(htmlOfContent(parsed.content, schema))).toBe(stored);
      expect(placed).toEqual([]);
      expect(made.mock.calls.filter(([tag]) => tag === 'img')).toEqual([]);
    } finally {
      jest.restoreAllMocks();
    }
  });

  it('moves a caption and row groups into editor shapes and back', () => {
    const stored =
      '<table><caption>票價</caption><thead><tr><th scope="col">票種</th></tr></thead>' +
      '<tbody><tr><td>全票</td></tr></tbody><tfoot><tr><td>註</td></tr></tfoot></table>';
    const shaped = into(stored);
    expect(shaped).toMatch(/^<div data-rt-table=""><div data-rt-caption="">票價<\/div><table>/);
    expect(shaped).toContain('<tr data-rt-section="head">');
    expect(shaped).toContain('<tr data-rt-section="foot">');
    expect(fromEditorHtml(shaped)).toBe(stored);
  });

  it('gives header cells without a scope the one their row says', () => {
    expect(
      fromEditorHtml('<table><tr><th>甲</th><th>乙</th></tr><tr><th>丙</th><td>丁</td></tr></table>'),
    ).toBe(
      '<table><tbody><tr><th scope="col">甲</th><th scope="col">乙</th></tr><tr><th scope="row">丙</th><td>丁</td></tr></tbody></table>',
    );
  });

  it('keeps what the schema cannot hold as one protected block, and only that block', () => {
    const list = '<dl><dt>開館</dt><dd>週二至週日</dd></dl>';
    const shaped = into(`<p>資訊</p>${list}<section><p>段</p>${list}</section>`);
    expect(shaped).toBe(
      `<p>資訊</p><div data-rt-protected="">${list}</div><section><p>段</p><div data-rt-protected="">${list}</div></section>`,
    );
    expect(fromEditorHtml(shaped)).toBe(`<p>資訊</p>${list}<section><p>段</p>${list}</section>`);
  });

  it('cleans what it reads and what it writes with the public allow-list', () => {
    expect(into('<p onclick="x()" class="fr-x">文<script>alert(1)</script></p>')).toBe('<p>文</p>');
    expect(fromEditorHtml('<p data-rt-bare="" style="position: fixed">文</p>')).toBe('文');
  });
});
