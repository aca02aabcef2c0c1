import createDOMPurify, { type WindowLike } from 'dompurify';
import { sanitizerWindow } from '../../../src/server/render/sanitizer-window';
import { sanitizeHtml } from '../../../src/ui/cms-html/sanitize-html';

// Node, as the reference server runs: no global window, so only the window handed in sanitizes.
const win = sanitizerWindow() as unknown as Window;

const clean = (html: string, options = {}) => sanitizeHtml(html, options, win);

/** Whatever could run script once the browser parses the server's markup. */
const RUNS_SCRIPT = /<script|\son\w+\s*=|javascript:|<svg|<math|<style|<object|<embed|<form|srcdoc/i;

describe('the server render sanitizer (jsdom in Node)', () => {
  it('has no window of its own to fall back on, and DOMPurify supports the one it is given', () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    expect(createDOMPurify(win as unknown as WindowLike).isSupported).toBe(true);
  });

  it('is one window for the whole process', () => {
    expect(sanitizerWindow()).toBe(sanitizerWindow());
  });

  it.each([
    ['a script element', '<p>前<script>alert(1)</script>後</p>'],
    ['an event handler', '<img src="/media/a.jpg" onerror="alert(1)" alt="圖">'],
    ['a javascript: link', '<a href="javascript:alert(1)">點我</a>'],
    ['a javascript: link with entities and case', '<a href="JaVa&#x53;cript&colon;alert(1)">點我</a>'],
    ['a data: image', '<img src="data:text/html;base64,PHNjcmlwdD4=" alt="x">'],
    [
      'a frame from anywhere',
      '<iframe src="https://evil.example/x" srcdoc="<script>alert(1)</script>"></iframe>',
    ],
    ['svg with an onload', '<svg onload="alert(1)"><circle r="1"/></svg>'],
    ['a style that breaks out', '<p style="background:url(javascript:alert(1))">x</p><style>*{}</style>'],
    ['namespace confusion (mXSS)', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
    ['a noscript title (mXSS)', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
    [
      'a form control',
      '<form action="https://evil.example"><button formaction="javascript:alert(1)">送出</button></form>',
    ],
  ])('removes %s on the server', (_name, html) => {
    const out = clean(html);
    expect(out).not.toMatch(RUNS_SCRIPT);
    expect(out).not.toContain('alert(1)"');
  });

  it('keeps what editors write: paragraphs, a table, a figure, links, lists and an embed', () => {
    const out = clean(
      '<p>一段<a href="https://example.org" target="_blank">外部</a></p>' +
        '<table><tr><td>格</td></tr></table>' +
        '<figure><img src="/media/a.jpg" alt="圖"><figcaption>說明</figcaption></figure>' +
        '<ul><li>甲</li></ul><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>',
      { tableLabel: '表格', embedTitle: '影片', newWindowHint: '另開新視窗' },
    );
    expect(out).toContain(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer" title="另開新視窗">外部</a>',
    );
    expect(out).toContain(
      '<div class="rich-text-table" tabindex="0" role="region" aria-label="表格"><table><tbody><tr><td>格</td></tr></tbody></table></div>',
    );
    expect(out).toMatch(
      /<figure><img src="[^"]*\/media\/a\.jpg" alt="圖" loading="lazy" decoding="async"><figcaption>說明<\/figcaption><\/figure>/,
    );
    expect(out).toContain('<ul><li>甲</li></ul>');
    expect(out).toMatch(
      /<span class="rich-text-embed"><iframe src="https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ"[^>]* title="影片"><\/iframe><\/span>/,
    );
  });

  it('carries nothing from one call into the next, so one window serves every render', async () => {
    const link = '<a href="https://example.org" target="_blank">外部</a><table><tr><td>格</td></tr></table>';
    const first = clean(link, { newWindowHint: '另開新視窗', tableLabel: '表格' });
    const second = clean(link);
    expect(first).toContain('title="另開新視窗"');
    expect(second).not.toContain('title=');
    expect(second).not.toContain('aria-label');
    // Interleaved with other renders' turns of the event loop, each call still stands alone.
    const outs = await Promise.all(
      ['一', '二', '三'].map(async (n, i) => {
        await new Promise((resolve) => setTimeout(resolve, 3 - i));
        return clean(`<h${i + 1}>${n}</h${i + 1}>`, { headingTop: 2 + i });
      }),
    );
    expect(outs).toEqual(['<h2>一</h2>', '<h3>二</h3>', '<h4>三</h4>']);
    // The window's own document is never written to.
    expect(win.document.body.innerHTML).toBe('');
  });
});
