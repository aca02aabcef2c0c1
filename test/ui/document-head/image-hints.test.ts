import type { Banner, BannerRow, FileEntry, SiteHeader } from '../../../src/shared/api-types';
import { PHONE_MEDIA_QUERY } from '../../../src/ui/chrome/chrome-variant.context';
import { hintFirstBanner, hintLogo } from '../../../src/ui/document-head/image-hints';

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((link) => ({
    href: link.getAttribute('href'),
    media: link.getAttribute('media'),
    priority: link.getAttribute('fetchpriority'),
  }));

const file = (original: string): FileEntry => ({
  fileId: original,
  name: original,
  ext: 'svg',
  original,
  description: '',
  represent: false,
  width: 1600,
  height: 600,
});
const row = (id: string, original: string): BannerRow => ({ id, title: id, image: file(original) });

afterEach(() => {
  document.head.innerHTML = '';
});

describe('first-screen image hints', () => {
  it('preloads the header logo at high priority, once however often it is asked', () => {
    const header: SiteHeader = { title: '記憶館', logo: file('/media/logo.svg') };
    hintLogo(header);
    hintLogo(header);
    expect(preloads()).toEqual([{ href: '/media/logo.svg', media: null, priority: 'high' }]);
  });

  it('adds nothing for a header without a logo, or before the header is known', () => {
    hintLogo({ title: '記憶館' });
    hintLogo(null);
    expect(preloads()).toEqual([]);
  });

  it("preloads the banner's first slide for phones and for larger screens under the picture's media query", () => {
    const banner: Banner = { rows: [row('a', '/media/a-wide.svg'), row('b', '/media/b-wide.svg')] };
    const mobile: Banner = { rows: [row('a', '/media/a-phone.svg')] };
    hintFirstBanner(banner, mobile);
    expect(preloads()).toEqual([
      { href: '/media/a-phone.svg', media: PHONE_MEDIA_QUERY, priority: 'high' },
      { href: '/media/a-wide.svg', media: `not all and ${PHONE_MEDIA_QUERY}`, priority: 'high' },
    ]);
  });

  it('preloads the one picture for every screen when the banner has no phone version', () => {
    hintFirstBanner({ rows: [row('a', '/media/a-wide.svg')] }, null);
    expect(preloads()).toEqual([{ href: '/media/a-wide.svg', media: null, priority: 'high' }]);
  });

  it('adds nothing for an empty or missing banner', () => {
    hintFirstBanner({ rows: [] }, null);
    hintFirstBanner(undefined, undefined);
    expect(preloads()).toEqual([]);
  });
});

describe("an uploaded banner's first slide", () => {
  it("is preloaded with the srcset and sizes of its picture's AVIF source, so the browser fetches one variant", () => {
    const id = '00112233445566778899aabbccddeeff';
    const upload: FileEntry = {
      ...file(`/media/uploads/${id}/original.jpg`),
      ext: 'jpg',
      width: 2400,
      height: 900,
    };
    hintFirstBanner({ rows: [{ id: 'a', title: 'a', image: upload }] }, null);
    const link = document.head.querySelector('link[rel="preload"][as="image"]');
    expect(link?.getAttribute('href')).toBe(`/media/uploads/${id}/original.jpg`);
    expect(link?.getAttribute('imagesrcset')).toBe(
      `/media/uploads/${id}/w480.avif 480w, /media/uploads/${id}/w960.avif 960w, ` +
        `/media/uploads/${id}/w1600.avif 1600w, /media/uploads/${id}/original.jpg 2400w`,
    );
    expect(link?.getAttribute('imagesizes')).toBe('100vw');
    // A browser that cannot decode AVIF skips the preload instead of fetching a picture it cannot use.
    expect(link?.getAttribute('type')).toBe('image/avif');
    expect(document.head.querySelectorAll('link[rel="preload"][as="image"]')).toHaveLength(1);
  });
});
