import { resolveCmsLink } from '../../../src/domain/files/cms-link';
import { resolveCmsUrl } from '../../../src/domain/files/cms-url';

const API = 'https://api.example.tw';

describe('resolveCmsUrl', () => {
  it('puts the API host in front of a root-relative media address', () => {
    expect(resolveCmsUrl(API, '/media/news/lighthouse.jpg')).toBe(
      'https://api.example.tw/media/news/lighthouse.jpg',
    );
  });

  it('does not double a slash the configured host ends with', () => {
    expect(resolveCmsUrl(`${API}/`, '/media/a.png')).toBe('https://api.example.tw/media/a.png');
  });

  it.each([
    ['an absolute https address', 'https://cdn.example.tw/a.png'],
    ['an absolute http address', 'http://cdn.example.tw/a.png'],
    ['a protocol-relative address', '//cdn.example.tw/a.png'],
    ['a data: image', 'data:image/png;base64,AAAA'],
    ['a relative address', 'media/a.png'],
    ['an empty address', ''],
  ])('leaves %s unchanged', (_what, url) => {
    expect(resolveCmsUrl(API, url)).toBe(url);
  });

  it('leaves every address unchanged when the API is the page’s own origin', () => {
    expect(resolveCmsUrl('', '/media/a.png')).toBe('/media/a.png');
  });
});

describe('resolveCmsLink', () => {
  it('sends a rich-text link to a file to the API host', () => {
    expect(resolveCmsLink(API, '/media/files/report.pdf')).toBe(
      'https://api.example.tw/media/files/report.pdf',
    );
  });

  it.each(['/', '/home/zh-tw', '/home/zh-tw/news/news-001?x=1', '/login', '/404', '/#top', '/?q=1'])(
    'keeps the site route %s on the page’s origin',
    (href) => {
      expect(resolveCmsLink(API, href)).toBe(href);
    },
  );

  it('does not mistake a path that only starts like a route for one', () => {
    expect(resolveCmsLink(API, '/homepage.pdf')).toBe('https://api.example.tw/homepage.pdf');
  });
});
