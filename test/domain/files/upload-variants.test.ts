import {
  avifCandidatesOf,
  bodyImageSizes,
  bodyImageSources,
  columnSizes,
  srcSetAttribute,
  srcSetCandidatesOf,
  uploadCandidates,
  uploadFolderOf,
  VARIANT_CONTENT_TYPES,
  variantFileName,
  variantOfName,
  variantWidthsFor,
} from '../../../src/shared/upload-variants';

const ID = '0123456789abcdef0123456789abcdef';
const ORIGINAL = `/media/uploads/${ID}/original.jpg`;

describe('the widths the server writes for an upload', () => {
  it('are 480, 960 and 1600 px for a large photo, and stop at the original otherwise', () => {
    expect(variantWidthsFor(2400)).toEqual([480, 960, 1600]);
    expect(variantWidthsFor(1600)).toEqual([480, 960, 1600]);
    expect(variantWidthsFor(1000)).toEqual([480, 960, 1000]);
    expect(variantWidthsFor(960)).toEqual([480, 960]);
    expect(variantWidthsFor(300)).toEqual([300]);
    expect(variantWidthsFor(0)).toEqual([]);
  });
});

describe("an upload's candidates named from its address and width", () => {
  it('are the standard variants narrower than the width, then the original', () => {
    expect(uploadCandidates(ORIGINAL, 2400)).toEqual([
      { url: `/media/uploads/${ID}/w480.webp`, width: 480 },
      { url: `/media/uploads/${ID}/w960.webp`, width: 960 },
      { url: `/media/uploads/${ID}/w1600.webp`, width: 1600 },
      { url: ORIGINAL, width: 2400 },
    ]);
    expect(uploadCandidates(ORIGINAL, 1000).map((c) => c.width)).toEqual([480, 960, 1000]);
  });

  it('are none for a small picture, an unknown width, a GIF or an address that is not an upload', () => {
    expect(uploadCandidates(ORIGINAL, 400)).toEqual([]);
    expect(uploadCandidates(ORIGINAL, undefined)).toEqual([]);
    expect(uploadCandidates(`/media/uploads/${ID}/original.gif`, 2400)).toEqual([]);
    expect(uploadCandidates('/media/demo/harbor.svg', 2400)).toEqual([]);
    expect(uploadCandidates(`https://elsewhere.example/media/uploads/${ID}/original.jpg`, 2400)).toEqual([]);
    expect(uploadCandidates(`/media/uploads/${ID}/../x/original.jpg`, 2400)).toEqual([]);
    expect(uploadFolderOf(`/media/uploads/${ID}/w480.webp`)).toBeNull();
  });
});

describe('the srcset of a file entry', () => {
  it('takes the variants the upload answered, and the original at its width', () => {
    const candidates = srcSetCandidatesOf({
      original: '/media/uploads/x/original.jpg',
      width: 2400,
      variants: [
        { url: '/v/w960.webp', width: 960, height: 640, type: 'image/webp' },
        { url: '/v/w480.webp', width: 480, height: 320, type: 'image/webp' },
      ],
    });
    expect(srcSetAttribute(candidates)).toBe(
      '/v/w480.webp 480w, /v/w960.webp 960w, /media/uploads/x/original.jpg 2400w',
    );
  });

  it("names an upload's variants from its address when the entry has none", () => {
    expect(srcSetAttribute(srcSetCandidatesOf({ original: ORIGINAL, width: 2400 }))).toBe(
      `/media/uploads/${ID}/w480.webp 480w, /media/uploads/${ID}/w960.webp 960w, ` +
        `/media/uploads/${ID}/w1600.webp 1600w, ${ORIGINAL} 2400w`,
    );
  });

  it("reads a legacy platform's width-named transform map, and offers nothing without candidates", () => {
    expect(
      srcSetCandidatesOf({
        original: '/m/a.jpg',
        width: 1200,
        transform: { w400: '/m/a4.jpg', thumb: '/t.jpg' },
      }),
    ).toEqual([
      { url: '/m/a4.jpg', width: 400 },
      { url: '/m/a.jpg', width: 1200 },
    ]);
    expect(srcSetAttribute(srcSetCandidatesOf({ original: '/m/a.jpg', width: 1200 }))).toBeUndefined();
  });

  it('resolves each address and escapes what would split a candidate', () => {
    expect(srcSetAttribute([{ url: '/a b,c.webp', width: 480 }], (url) => `https://cms.example${url}`)).toBe(
      'https://cms.example/a%20b%2Cc.webp 480w',
    );
  });
});

describe('sizes', () => {
  it('of a lead image: the column on a desktop, the screen on a phone', () => {
    expect(columnSizes()).toBe('(min-width: 62em) 48rem, 100vw');
    expect(columnSizes('40rem')).toBe('(min-width: 62em) 40rem, 100vw');
  });

  it('of a body image: never wider than its width attribute', () => {
    expect(bodyImageSizes(1200)).toBe('(min-width: 62em) min(48rem, 1200px), min(100vw, 1200px)');
  });
});

describe('the sources of an <img> in the body text', () => {
  it("come from an upload's address and width attribute, AVIF beside WebP", () => {
    expect(bodyImageSources(ORIGINAL, '2400')).toEqual({
      srcset: expect.stringContaining(`/media/uploads/${ID}/w960.webp 960w`),
      sizes: bodyImageSizes(2400),
      avifSrcset:
        `/media/uploads/${ID}/w480.avif 480w, /media/uploads/${ID}/w960.avif 960w, ` +
        `/media/uploads/${ID}/w1600.avif 1600w, ${ORIGINAL} 2400w`,
    });
  });

  it('are none without a plain width, or for anything but an upload', () => {
    expect(bodyImageSources(ORIGINAL, null)).toBeNull();
    expect(bodyImageSources(ORIGINAL, '50%')).toBeNull();
    expect(bodyImageSources('/media/demo/a.svg', '2400')).toBeNull();
  });
});

describe("an upload's variant names", () => {
  it('carry the width and the format, WebP unless said', () => {
    expect(variantFileName(960)).toBe('w960.webp');
    expect(variantFileName(960, 'avif')).toBe('w960.avif');
    expect(variantOfName('w960.avif')).toEqual({ width: 960, format: 'avif' });
    expect(variantOfName('w1000.webp')).toEqual({ width: 1000, format: 'webp' });
    for (const other of [
      'original.jpg',
      'w960.png',
      'w0960.avif',
      'w96000.webp',
      '../w960.avif',
      'w960.avif.partial',
    ])
      expect(variantOfName(other)).toBeNull();
  });

  it('are served with the type of their format', () => {
    expect(VARIANT_CONTENT_TYPES).toEqual({ webp: 'image/webp', avif: 'image/avif' });
  });
});

describe('the AVIF candidates of an upload', () => {
  it('are the AVIF siblings of its WebP variants, and its original at its width', () => {
    const candidates = srcSetCandidatesOf({
      original: ORIGINAL,
      width: 1000,
      variants: [
        { url: `/media/uploads/${ID}/w480.webp`, width: 480, height: 240, type: 'image/webp' },
        { url: `/media/uploads/${ID}/w960.webp`, width: 960, height: 480, type: 'image/webp' },
        { url: `/media/uploads/${ID}/w1000.webp`, width: 1000, height: 500, type: 'image/webp' },
      ],
    });
    expect(avifCandidatesOf(ORIGINAL, candidates)).toEqual([
      { url: `/media/uploads/${ID}/w480.avif`, width: 480 },
      { url: `/media/uploads/${ID}/w960.avif`, width: 960 },
      { url: `/media/uploads/${ID}/w1000.avif`, width: 1000 },
    ]);
  });

  it('are none for a legacy transform map, variants of another folder or an address that is not an upload', () => {
    const legacy = srcSetCandidatesOf({
      original: '/m/a.jpg',
      width: 1200,
      transform: { w400: '/m/a4.jpg' },
    });
    expect(avifCandidatesOf('/m/a.jpg', legacy)).toEqual([]);
    const elsewhere = [
      { url: '/media/uploads/ffffffffffffffffffffffffffffffff/w480.webp', width: 480 },
      { url: ORIGINAL, width: 2400 },
    ];
    expect(avifCandidatesOf(ORIGINAL, elsewhere)).toEqual([]);
    expect(avifCandidatesOf(ORIGINAL, [])).toEqual([]);
  });

  it('leave answered AVIF variants out of the srcset every browser reads', () => {
    const candidates = srcSetCandidatesOf({
      original: ORIGINAL,
      width: 2400,
      variants: [
        { url: `/media/uploads/${ID}/w480.webp`, width: 480, height: 240, type: 'image/webp' },
        { url: `/media/uploads/${ID}/w480.avif`, width: 480, height: 240, type: 'image/avif' },
      ],
    });
    expect(candidates).toEqual([
      { url: `/media/uploads/${ID}/w480.webp`, width: 480 },
      { url: ORIGINAL, width: 2400 },
    ]);
  });
});
