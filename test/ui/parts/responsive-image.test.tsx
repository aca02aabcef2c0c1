import { screen } from '@testing-library/react';
import type { FileEntry } from '../../../src/shared/api-types';
import { ResponsiveImage, srcSetOf } from '../../../src/ui/parts/responsive-image';
import { renderWithProviders } from '../../support/render-with-providers';

const photo: FileEntry = {
  fileId: 'f1',
  name: 'harbor',
  ext: 'jpg',
  original: '/media/harbor.jpg',
  description: '安平港的漁船',
  represent: true,
  width: 1200,
  height: 800,
  transform: { '400': '/media/harbor-400.jpg', w800: '/media/harbor-800.jpg', thumb: '/media/t.jpg' },
};

describe('ResponsiveImage', () => {
  it('uses the file description as alt text and reserves its size', () => {
    renderWithProviders(<ResponsiveImage file={photo} />);
    const img = screen.getByRole('img', { name: '安平港的漁船' });
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '800');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('prefers the alt text an editor wrote to the description, and leaves a decorative image unnamed', () => {
    const { unmount } = renderWithProviders(<ResponsiveImage file={{ ...photo, alt: '清晨的安平港' }} />);
    expect(screen.getByRole('img', { name: '清晨的安平港' })).toBeInTheDocument();
    unmount();
    const { container } = renderWithProviders(<ResponsiveImage file={{ ...photo, decorative: true }} />);
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('builds a srcset from the width-named variants and the original', () => {
    expect(srcSetOf(photo)).toBe(
      '/media/harbor-400.jpg 400w, /media/harbor-800.jpg 800w, /media/harbor.jpg 1200w',
    );
    renderWithProviders(<ResponsiveImage file={photo} sizes="50vw" loading="eager" />);
    const img = screen.getByRole('img');
    expect(img.getAttribute('srcset')).toContain('800w');
    expect(img).toHaveAttribute('sizes', '50vw');
    expect(img).toHaveAttribute('loading', 'eager');
  });

  it("offers an upload's WebP variants, as the upload answered them or as its address names them", () => {
    const id = '00112233445566778899aabbccddeeff';
    const upload: FileEntry = {
      ...photo,
      original: `/media/uploads/${id}/original.jpg`,
      width: 2400,
      height: 1600,
      transform: undefined,
      variants: [480, 960, 1600].map((width) => ({
        url: `/media/uploads/${id}/w${width}.webp`,
        width,
        height: (width * 2) / 3,
        type: 'image/webp',
      })),
    };
    const expected =
      `/media/uploads/${id}/w480.webp 480w, /media/uploads/${id}/w960.webp 960w, ` +
      `/media/uploads/${id}/w1600.webp 1600w, /media/uploads/${id}/original.jpg 2400w`;
    renderWithProviders(<ResponsiveImage file={upload} sizes="(min-width: 62em) 25vw, 100vw" />);
    const img = screen.getByRole('img');
    expect(img).toHaveAttribute('srcset', expected);
    expect(img).toHaveAttribute('sizes', '(min-width: 62em) 25vw, 100vw');
    expect(srcSetOf({ ...upload, variants: undefined })).toBe(expected);
  });

  it('puts an AVIF source of the same widths before the <img> of an upload, which keeps its alt and size', () => {
    const id = '00112233445566778899aabbccddeeff';
    const upload: FileEntry = {
      ...photo,
      original: `/media/uploads/${id}/original.jpg`,
      width: 2400,
      height: 1600,
      transform: undefined,
    };
    const { container } = renderWithProviders(<ResponsiveImage file={upload} sizes="50vw" />);
    const picture = container.querySelector('picture');
    expect(picture?.children).toHaveLength(2);
    const [source, img] = Array.from(picture?.children ?? []);
    expect(source?.tagName).toBe('SOURCE');
    expect(source).toHaveAttribute('type', 'image/avif');
    expect(source).toHaveAttribute(
      'srcset',
      `/media/uploads/${id}/w480.avif 480w, /media/uploads/${id}/w960.avif 960w, ` +
        `/media/uploads/${id}/w1600.avif 1600w, /media/uploads/${id}/original.jpg 2400w`,
    );
    expect(source).toHaveAttribute('sizes', '50vw');
    expect(img).toBe(screen.getByRole('img', { name: '安平港的漁船' }));
    expect(img?.getAttribute('srcset')).toContain('w480.webp 480w');
    expect(img).toHaveAttribute('width', '2400');
    expect(img).toHaveAttribute('height', '1600');
  });

  it('leaves a picture that is not an upload a bare <img>', () => {
    const { container } = renderWithProviders(<ResponsiveImage file={photo} />);
    expect(container.querySelector('picture, source')).toBeNull();
  });

  it('has no srcset when the file has no variants', () => {
    renderWithProviders(<ResponsiveImage file={{ ...photo, transform: {} }} />);
    expect(screen.getByRole('img')).not.toHaveAttribute('srcset');
  });

  it('is cropped unless shown whole, and fills its box only when asked, keeping the caller class', () => {
    const { container } = renderWithProviders(
      <>
        <ResponsiveImage file={photo} />
        <ResponsiveImage file={photo} fit="contain" fill className="thumb" />
      </>,
    );
    const [cropped, whole] = container.querySelectorAll('img');
    expect(cropped).not.toHaveClass('contain');
    expect(cropped).not.toHaveClass('fill');
    expect(whole).toHaveClass('image', 'contain', 'fill', 'thumb');
  });

  it('gives a decorative image an empty alt so screen readers skip it', () => {
    const { container } = renderWithProviders(<ResponsiveImage file={photo} decorative />);
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('gives an image whose description is null an empty alt instead of the text "null"', () => {
    const { container } = renderWithProviders(
      <ResponsiveImage file={{ ...photo, description: null as unknown as string }} />,
    );
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });
});
