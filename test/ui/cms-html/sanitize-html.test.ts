import {
  cleanRichText,
  cleanStyle,
  IFRAME_SANDBOX,
  isSafeUrl,
  sanitizeHtml,
} from '../../../src/ui/cms-html/sanitize-html';
import { XSS_PAYLOADS } from './xss-payloads';

/** Reads the sanitized HTML the way the page will: parsed into a DOM by innerHTML. */
function parse(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host;
}

const SAFE_TAGS = new Set([
  'a',
  'abbr',
  'b',
  'blockquote',
  'br',
  'caption',
  'cite',
  'code',
  'col',
  'colgroup',
  'dd',
  'del',
  'details',
  'dfn',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'iframe',
  'img',
  'ins',
  'kbd',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  'q',
  's',
  'section',
  'small',
  'span',
  'strong',
  'sub',
  'summary',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'time',
  'tr',
  'u',
  'ul',
]);
const URL_ATTRIBUTES = [
  'href',
  'src',
  'cite',
  'action',
  'formaction',
  'background',
  'poster',
  'xlink:href',
  'data',
  'dynsrc',
  'lowsrc',
];
const DANGEROUS_SCHEME = /^(?:javascript|vbscript|data|livescript|mocha):/i;
// Every character a browser may ignore or treat as space inside a URL scheme.
/* eslint-disable no-control-regex -- control characters are exactly what this matches */
const IGNORED_IN_SCHEME =
  /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u200b\u2028\u2029\u205f\u3000\ufeff]/g;
/* eslint-enable no-control-regex */
const squash = (value: string) => value.replace(IGNORED_IN_SCHEME, '');

/** Every way a sanitized fragment could still run script, as readable problems. */
function dangers(root: HTMLElement): string[] {
  const problems: string[] = [];
  for (const el of Array.from(root.querySelectorAll('*'))) {
    const tag = el.tagName.toLowerCase();
    if (!SAFE_TAGS.has(tag)) problems.push(`<${tag}> survived`);
    if (el.namespaceURI !== 'http://www.w3.org/1999/xhtml') problems.push(`<${tag}> in ${el.namespaceURI}`);
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on')) problems.push(`${tag}[${name}] event handler`);
      if (URL_ATTRIBUTES.includes(name) && DANGEROUS_SCHEME.test(squash(attr.value))) {
        problems.push(`${tag}[${name}=${attr.value}]`);
      }
      if (name === 'style' && /url\s*\(|expression|behavior|binding|javascript/i.test(attr.value)) {
        problems.push(`${tag}[style=${attr.value}]`);
      }
      if (['id', 'name', 'form', 'formaction', 'srcset'].includes(name)) problems.push(`${tag}[${name}]`);
    }
    if (
      tag === 'iframe' &&
      !/^https:\/\/(www\.youtube-nocookie\.com\/embed\/|my\.matterport\.com\/)/.test(
        el.getAttribute('src') ?? '',
      )
    ) {
      problems.push(`iframe from ${el.getAttribute('src')}`);
    }
  }
  return problems;
}

describe('sanitizeHtml against published XSS payloads', () => {
  it('has at least 40 payloads, each naming its source', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(40);
    for (const entry of XSS_PAYLOADS) expect(entry.source).toBeTruthy();
  });

  it.each(XSS_PAYLOADS.map((p) => [`${p.source}: ${p.name}`, p.payload] as const))(
    'defuses %s',
    (_name, payload) => {
      const output = sanitizeHtml(payload);
      const dom = parse(output);
      expect(dangers(dom)).toEqual([]);
      expect(output).not.toMatch(/<script/i);
      expect(output).not.toMatch(/<(svg|math|style|form|input|meta|base|object|embed|link)\b/i);
      // Reading the output again changes nothing, so no markup hides in a mutation (mXSS).
      expect(parse(dom.innerHTML).innerHTML).toBe(dom.innerHTML);
      expect(dangers(parse(sanitizeHtml(output)))).toEqual([]);
    },
  );
});

describe('sanitizeHtml allow-list', () => {
  it('keeps ordinary editorial markup and its text', () => {
    const html =
      '<h2>標題</h2><p>一段<strong>重要</strong>的<a href="https://www.nmth.gov.tw/">連結</a></p><ul><li>項目</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps relative links, anchors, mail and phone links', () => {
    const dom = parse(
      sanitizeHtml(
        '<a href="/home/zh-tw/about">a</a><a href="#top">b</a><a href="mailto:x@y.tw">c</a><a href="tel:+886-6-356-8889">d</a>',
      ),
    );
    expect(Array.from(dom.querySelectorAll('a')).map((a) => a.getAttribute('href'))).toEqual([
      '/home/zh-tw/about',
      '#top',
      'mailto:x@y.tw',
      'tel:+886-6-356-8889',
    ]);
  });

  it('removes data: images that DOMPurify would let through', () => {
    const dom = parse(sanitizeHtml('<p>x<img src="data:image/png;base64,iVBORw0KGgo=" alt="a"></p>'));
    expect(dom.querySelector('img')).toBeNull();
    expect(dom.textContent).toBe('x');
  });

  it('gives links that open a new window rel="noopener noreferrer" and a hint', () => {
    const dom = parse(
      sanitizeHtml('<a href="https://example.tw" target="_blank" rel="opener">外部</a>', {
        newWindowHint: '另開新視窗',
      }),
    );
    const link = dom.querySelector('a')!;
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.getAttribute('title')).toBe('另開新視窗');
  });

  it('keeps the title an editor gave a new-window link', () => {
    const dom = parse(
      sanitizeHtml('<a href="https://example.tw" target="_blank" title="館藏[另開新視窗]">x</a>', {
        newWindowHint: '另開新視窗',
      }),
    );
    expect(dom.querySelector('a')!.getAttribute('title')).toBe('館藏[另開新視窗]');
  });

  it('drops targets other than _blank, which could name and reuse another window', () => {
    const dom = parse(sanitizeHtml('<a href="https://example.tw" target="admin">x</a>'));
    expect(dom.querySelector('a')!.hasAttribute('target')).toBe(false);
  });

  it('makes images lazy and gives an image without alt an empty alt', () => {
    const dom = parse(sanitizeHtml('<img src="/a.jpg"><img src="/b.jpg" alt="古地圖">'));
    const [first, second] = Array.from(dom.querySelectorAll('img'));
    expect(first).toHaveAttribute('alt', '');
    expect(first).toHaveAttribute('loading', 'lazy');
    expect(second).toHaveAttribute('alt', '古地圖');
  });

  it('drops Froala editing attributes and classes, and the span they leave saying nothing', () => {
    const out = sanitizeHtml(
      '<span class="fr-video fr-draggable" contenteditable="false" draggable="true">x</span>' +
        '<span class="fr-inner" lang="en">y</span>',
    );
    expect(out).toBe('x<span lang="en">y</span>');
  });

  it('wraps tables in a labelled, focusable scroll container', () => {
    const dom = parse(sanitizeHtml('<table><tr><td>1</td></tr></table>', { tableLabel: '表格' }));
    const wrapper = dom.querySelector('.rich-text-table')!;
    expect(wrapper.getAttribute('tabindex')).toBe('0');
    expect(wrapper.getAttribute('role')).toBe('region');
    expect(wrapper.getAttribute('aria-label')).toBe('表格');
    expect(wrapper.querySelector('table')).not.toBeNull();
  });

  it('shifts editor headings so the highest continues the page outline', () => {
    expect(sanitizeHtml('<h4>小節</h4><p>x</p><h5>細節</h5>')).toBe('<h2>小節</h2><p>x</p><h3>細節</h3>');
    expect(sanitizeHtml('<h1>大標</h1><h2>中標</h2>', { headingTop: 3 })).toBe('<h3>大標</h3><h4>中標</h4>');
  });

  it('names an image link that has no alt text from the best clue at hand', () => {
    const dom = parse(
      sanitizeHtml(
        '<a href="/a"><img src="/back.png" title="上一頁"></a>' +
          '<figure><a href="/b" target="_blank" title="[另開新視窗]"><img src="/x.jpg"></a><figcaption>會歌歌詞</figcaption></figure>' +
          '<a href="/c"><img src="/img/%E5%9C%96%E4%B8%80-%E5%9C%B0%E5%9C%96.jpg"></a>' +
          '<img src="/decor.png">',
      ),
    );
    expect(Array.from(dom.querySelectorAll('img')).map((img) => img.getAttribute('alt'))).toEqual([
      '上一頁',
      '會歌歌詞',
      '圖一 地圖',
      '',
    ]);
  });

  it('returns an empty string for empty input', () => {
    expect(sanitizeHtml('')).toBe('');
  });
});

describe('sanitizeHtml frames', () => {
  it('keeps a YouTube embed, moved to the privacy-enhanced host, sandboxed, lazy and titled', () => {
    const dom = parse(
      sanitizeHtml(
        '<p><iframe src="https://www.youtube.com/embed/1fqdlK1WddE?si=abc&start=30" style="width: 584px; height: 330px;" onload="alert(1)"></iframe></p>',
        { embedTitle: '嵌入影片' },
      ),
    );
    const frame = dom.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/1fqdlK1WddE?start=30');
    expect(frame.getAttribute('sandbox')).toBe(IFRAME_SANDBOX);
    expect(frame.getAttribute('loading')).toBe('lazy');
    expect(frame.getAttribute('title')).toBe('嵌入影片');
    expect(frame.hasAttribute('style')).toBe(false);
    expect(frame.hasAttribute('onload')).toBe(false);
    expect(frame.parentElement!.className).toBe('rich-text-embed');
  });

  it('keeps a protocol-relative nocookie embed and its own title', () => {
    const dom = parse(
      sanitizeHtml('<iframe src="//www.youtube-nocookie.com/embed/abcdefghijk" title="館長導覽"></iframe>'),
    );
    expect(dom.querySelector('iframe')!.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/abcdefghijk',
    );
    expect(dom.querySelector('iframe')!.getAttribute('title')).toBe('館長導覽');
  });

  it('keeps a 3D tour from an allowed host', () => {
    const dom = parse(sanitizeHtml('<iframe src="https://my.matterport.com/show/?m=KcKcJheEt9f"></iframe>'));
    expect(dom.querySelector('iframe')!.getAttribute('src')).toBe(
      'https://my.matterport.com/show/?m=KcKcJheEt9f',
    );
  });

  it('keeps a tour from a subdomain of a wildcard host and no other', () => {
    expect(
      parse(sanitizeHtml('<iframe src="https://www.720yun.com/t/abc"></iframe>')).querySelector('iframe'),
    ).not.toBeNull();
    expect(
      parse(sanitizeHtml('<iframe src="https://720yun.com.evil.tw/t/abc"></iframe>')).querySelector('iframe'),
    ).toBeNull();
  });

  it.each([
    ['a YouTube page that is not an embed', 'https://www.youtube.com/watch?v=1fqdlK1WddE'],
    ['an unknown host', 'https://evil.example/embed/1fqdlK1WddE'],
    ['a look-alike host', 'https://www.youtube.com.evil.example/embed/1fqdlK1WddE'],
    ['a javascript: address', 'javascript:alert(1)'],
    ['a data: address', 'data:text/html,<script>alert(1)</script>'],
    ['credentials in the address', 'https://user:pw@www.youtube.com/embed/1fqdlK1WddE'],
  ])('removes a frame from %s', (_what, src) => {
    expect(
      parse(sanitizeHtml(`<p>text<iframe src="${src}"></iframe></p>`)).querySelector('iframe'),
    ).toBeNull();
  });

  it('removes a frame whose srcdoc carries a page', () => {
    const out = sanitizeHtml(
      '<iframe srcdoc="<script>alert(1)</script>" src="https://www.youtube.com/embed/abcdefghijk"></iframe>',
    );
    expect(out).not.toMatch(/srcdoc/i);
  });
});

describe('inline styles', () => {
  it('removes fixed font sizes and fonts and keeps colour and alignment', () => {
    expect(
      cleanStyle(
        'font-size: 15px; font-family: "Arial", sans-serif; color: rgb(32, 33, 36); text-align: center',
      ),
    ).toBe('color: rgb(32, 33, 36); text-align: center');
    expect(cleanStyle('font-size: 2.4rem')).toBe('');
    expect(cleanStyle('font-size:12pt')).toBe('');
    expect(cleanStyle('font-size: x-large')).toBe('');
  });

  it('keeps moderate relative font sizes', () => {
    expect(cleanStyle('font-size: 1.2em')).toBe('font-size: 1.2em');
    expect(cleanStyle('font-size: 120%')).toBe('font-size: 120%');
    expect(cleanStyle('font-size: 0.3em')).toBe('');
  });

  it('drops layout and positioning that could overlay the page', () => {
    expect(cleanStyle('position: fixed; top: 0; width: 584px; margin: 0cm; z-index: 9999')).toBe('');
  });

  it('drops values that could fetch or run something', () => {
    expect(cleanStyle('color: red; background-color: url(x)')).toBe('color: red');
    expect(cleanStyle('color: expression(alert(1))')).toBe('');
    expect(cleanStyle('color: \\72 ed')).toBe('');
  });

  it('removes the style attribute when nothing is left', () => {
    expect(sanitizeHtml('<p style="font-size: 18px; font-family: Verdana">文字</p>')).toBe('<p>文字</p>');
  });
});

describe('isSafeUrl', () => {
  it.each(['https://a.tw', 'http://a.tw', '/x', 'x.html', '#a', 'mailto:a@b.tw', 'tel:123', '?q=1'])(
    'allows %s',
    (url) => {
      expect(isSafeUrl(url)).toBe(true);
    },
  );

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:x',
    'vbscript:x',
    'data:text/html,x',
    'file:///etc/passwd',
  ])('refuses %s', (url) => {
    expect(isSafeUrl(url)).toBe(false);
  });
});

describe('an upload placed in the body text', () => {
  const id = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
  const folder = `/media/uploads/${id}/`;

  it('offers its WebP variants with srcset and sizes, named from its address and width', () => {
    const img = parse(
      sanitizeHtml(`<p><img src="${folder}original.jpg" alt="港邊的漁船" width="2400" height="1600"></p>`),
    ).querySelector('img');
    expect(img?.getAttribute('src')).toBe(`${folder}original.jpg`);
    expect(img?.getAttribute('srcset')).toBe(
      `${folder}w480.webp 480w, ${folder}w960.webp 960w, ${folder}w1600.webp 1600w, ${folder}original.jpg 2400w`,
    );
    expect(img?.getAttribute('sizes')).toBe('(min-width: 62em) min(48rem, 2400px), min(100vw, 2400px)');
    expect(img?.getAttribute('alt')).toBe('港邊的漁船');
  });

  it('puts it in a <picture> whose AVIF source comes first, in a figure with its caption too', () => {
    const stored = `<figure><img src="${folder}original.jpg" alt="港邊的漁船" width="2400" height="1600"><figcaption>清晨</figcaption></figure>`;
    const shown = parse(sanitizeHtml(stored));
    const figure = shown.querySelector('figure');
    expect(Array.from(figure?.children ?? []).map((child) => child.tagName)).toEqual([
      'PICTURE',
      'FIGCAPTION',
    ]);
    const [source, img] = Array.from(figure?.querySelector('picture')?.children ?? []);
    expect(source?.tagName).toBe('SOURCE');
    expect(source?.getAttribute('type')).toBe('image/avif');
    expect(source?.getAttribute('srcset')).toBe(
      `${folder}w480.avif 480w, ${folder}w960.avif 960w, ${folder}w1600.avif 1600w, ${folder}original.jpg 2400w`,
    );
    expect(source?.getAttribute('sizes')).toBe(img?.getAttribute('sizes'));
    expect(img?.tagName).toBe('IMG');
    expect(img?.getAttribute('srcset')).toContain(`${folder}w960.webp 960w`);
    expect(['alt', 'width', 'height'].map((name) => img?.getAttribute(name))).toEqual([
      '港邊的漁船',
      '2400',
      '1600',
    ]);
    // Shown text is never stored: cleaning it again gives back the plain <img> the editor wrote.
    expect(cleanRichText(stored)).not.toMatch(/picture|source|srcset/);
    const again = parse(cleanRichText(shown.innerHTML));
    expect(again.querySelector('picture, source')).toBeNull();
    expect(again.querySelector('img')?.hasAttribute('srcset')).toBe(false);
  });

  it('gives an image link its name through the <picture>', () => {
    const shown = parse(
      sanitizeHtml(`<a href="/x"><img src="${folder}original.jpg" width="2400" title="漁港"></a>`),
    );
    expect(shown.querySelector('a > picture > img')?.getAttribute('alt')).toBe('漁港');
  });

  it('never keeps a stored srcset, and leaves other pictures, GIFs and pictures without a width alone', () => {
    const html = sanitizeHtml(
      `<img src="/media/demo/a.svg" width="2400" srcset="https://evil.example/x.jpg 1w">` +
        `<img src="${folder}original.gif" width="2400"><img src="${folder}original.png">`,
    );
    expect(parse(html).querySelector('picture, source')).toBeNull();
    for (const img of Array.from(parse(html).querySelectorAll('img'))) {
      expect(img.hasAttribute('srcset')).toBe(false);
      expect(img.hasAttribute('sizes')).toBe(false);
    }
  });
});
