import { render, screen } from '@testing-library/react';
import type { FileEntry } from '../../../src/shared/api-types';
import type * as ResponsiveImageModule from '../../../src/ui/parts/responsive-image';
import type * as SanitizeModule from '../../../src/ui/cms-html/sanitize-html';

/**
 * A build for a static host other than the API's (docs/deploy.md): the API host is read once when
 * the views load, so these modules are loaded afresh with API_HOST set.
 */
const API = 'https://api.example.tw';

type Views = Pick<typeof SanitizeModule, 'sanitizeHtml'> &
  Pick<typeof ResponsiveImageModule, 'ResponsiveImage'>;

function loadWithApiHost(apiHost: string): Views {
  const saved = process.env.API_HOST;
  process.env.API_HOST = apiHost;
  let views: Views | undefined;
  jest.isolateModules(() => {
    // A fresh module registry is only reachable through require.
    /* eslint-disable @typescript-eslint/no-require-imports */
    views = {
      sanitizeHtml: (require('../../../src/ui/cms-html/sanitize-html') as Views).sanitizeHtml,
      ResponsiveImage: (require('../../../src/ui/parts/responsive-image') as Views).ResponsiveImage,
    };
    /* eslint-enable @typescript-eslint/no-require-imports */
  });
  if (saved === undefined) delete process.env.API_HOST;
  else process.env.API_HOST = saved;
  return views!;
}

const photo: FileEntry = {
  fileId: 'f1',
  name: 'lighthouse',
  ext: 'jpg',
  original: '/media/news/lighthouse.jpg',
  description: '燈塔',
  represent: true,
  width: 1200,
  transform: { '400': '/media/news/lighthouse-400.jpg' },
};

describe('CMS addresses on a build whose API is on another host', () => {
  it('loads a CMS image and its srcset from the API host', () => {
    const { ResponsiveImage } = loadWithApiHost(API);
    render(<ResponsiveImage file={photo} />);
    const img = screen.getByRole('img', { name: '燈塔' });
    expect(img.getAttribute('src')).toBe(`${API}/media/news/lighthouse.jpg`);
    expect(img.getAttribute('srcset')).toBe(
      `${API}/media/news/lighthouse-400.jpg 400w, ${API}/media/news/lighthouse.jpg 1200w`,
    );
  });

  it('points rich-text images and file links at the API host and keeps links to site pages', () => {
    const { sanitizeHtml } = loadWithApiHost(API);
    const html = sanitizeHtml(
      '<p><img src="/media/a.png" alt="圖"><a href="/media/files/report.pdf">年報</a>' +
        '<a href="/home/zh-tw/news">最新消息</a><a href="https://example.org/x">外部</a></p>',
    );
    const host = document.createElement('div');
    host.innerHTML = html;
    expect(host.querySelector('img')?.getAttribute('src')).toBe(`${API}/media/a.png`);
    const hrefs = Array.from(host.querySelectorAll('a')).map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([`${API}/media/files/report.pdf`, '/home/zh-tw/news', 'https://example.org/x']);
  });

  it('leaves CMS addresses root-relative when the API is the page’s own origin', () => {
    const { ResponsiveImage } = loadWithApiHost('');
    render(<ResponsiveImage file={{ ...photo, transform: {} }} />);
    expect(screen.getByRole('img', { name: '燈塔' }).getAttribute('src')).toBe('/media/news/lighthouse.jpg');
  });
});
