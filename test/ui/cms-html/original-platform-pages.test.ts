import { sanitizeHtml } from '../../../src/ui/cms-html/sanitize-html';
import { ORIGINAL_PAGES } from './fixtures/original-pages';

/** Parses without running anything: a template's content is inert. */
function inert(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

const text = (fragment: DocumentFragment) => (fragment.textContent ?? '').replace(/\s+/g, ' ').trim();

describe('the six original-platform pages', () => {
  it('are all here', () => {
    expect(ORIGINAL_PAGES.map(([file]) => file)).toEqual([
      'page-00-1.json',
      'page-00-2.json',
      'page-01-2.json',
      'page-03-4.json',
      'page-05-2.json',
      'page-07-0.json',
    ]);
  });

  describe.each(ORIGINAL_PAGES)('%s', (_file, page) => {
    const original = inert(page.content);
    const cleaned = inert(sanitizeHtml(page.content));

    it('keeps every word of its text', () => {
      expect(text(cleaned)).toBe(text(original));
      expect(text(cleaned).length).toBeGreaterThan(100);
    });

    it('keeps each YouTube embed, on the privacy-enhanced host', () => {
      const youtube = Array.from(original.querySelectorAll('iframe')).filter((f) => /youtube/.test(f.src));
      const frames = Array.from(cleaned.querySelectorAll('iframe'));
      expect(frames).toHaveLength(youtube.length);
      for (const frame of frames) {
        expect(frame.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+/);
        expect(frame.getAttribute('title')).toBeTruthy();
        expect(frame.getAttribute('loading')).toBe('lazy');
      }
    });

    it('has no fixed font size and no font family left', () => {
      for (const el of Array.from(cleaned.querySelectorAll('[style]'))) {
        const style = el.getAttribute('style') ?? '';
        expect(style).not.toMatch(/font-size\s*:\s*[\d.]+\s*(px|pt|rem|pc|cm|mm|in)/i);
        expect(style).not.toMatch(/font-family/i);
      }
    });

    it('keeps its links, each opening a new window safely', () => {
      const before = original.querySelectorAll('a[href]').length;
      const links = Array.from(cleaned.querySelectorAll('a[href]'));
      expect(links).toHaveLength(before);
      for (const link of links.filter((a) => a.getAttribute('target') === '_blank')) {
        expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      }
    });

    it('leaves no editor attributes', () => {
      expect(cleaned.querySelector('[contenteditable], [draggable], [class*="fr-"]')).toBeNull();
    });

    it('gives every image an alt attribute', () => {
      for (const img of Array.from(cleaned.querySelectorAll('img')))
        expect(img.hasAttribute('alt')).toBe(true);
    });
  });

  it('keeps the 3D-tour link of page 03-4 as a link', () => {
    const page = ORIGINAL_PAGES.find(([file]) => file === 'page-03-4.json')![1];
    const cleaned = inert(sanitizeHtml(page.content));
    expect(cleaned.querySelector('a[href^="https://my.matterport.com/show/"]')).not.toBeNull();
  });

  it('keeps figures, captions, rules and underlines of page 05-2', () => {
    const page = ORIGINAL_PAGES.find(([file]) => file === 'page-05-2.json')![1];
    const cleaned = inert(sanitizeHtml(page.content));
    const original = inert(page.content);
    for (const tag of ['figure', 'figcaption', 'hr', 'u']) {
      expect(cleaned.querySelectorAll(tag)).toHaveLength(original.querySelectorAll(tag).length);
    }
  });
});
