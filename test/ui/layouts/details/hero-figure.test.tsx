import { screen } from '@testing-library/react';
import type { FileEntry } from '../../../../src/shared/api-types';
import { HeroFigure } from '../../../../src/ui/layouts/details/hero-figure';
import { createRenderSeed, RenderSeedContext } from '../../../../src/ui/parts/render-seed';
import { renderWithProviders } from '../../../support/render-with-providers';

const id = '00112233445566778899aabbccddeeff';
const folder = `/media/uploads/${id}/`;
const photo: FileEntry = {
  fileId: id,
  name: 'harbour.jpg',
  ext: 'jpg',
  original: `${folder}original.jpg`,
  description: '清晨的漁港',
  represent: true,
  width: 2400,
  height: 1600,
};

describe("a detail's lead image", () => {
  it('is a <picture> whose AVIF source comes before the eager <img>, and its preload is that source', () => {
    const seed = createRenderSeed('server');
    const { container } = renderWithProviders(
      <RenderSeedContext.Provider value={seed}>
        <HeroFigure image={photo} />
      </RenderSeedContext.Provider>,
    );
    const sizes = '(min-width: 62em) 48rem, 100vw';
    const avif = `${folder}w480.avif 480w, ${folder}w960.avif 960w, ${folder}w1600.avif 1600w, ${folder}original.jpg 2400w`;
    const source = container.querySelector('figure > picture > source');
    expect(source).toHaveAttribute('type', 'image/avif');
    expect(source).toHaveAttribute('srcset', avif);
    expect(source).toHaveAttribute('sizes', sizes);
    const img = screen.getByRole('img', { name: '清晨的漁港' });
    expect(source?.nextElementSibling).toBe(img);
    expect(img).toHaveAttribute('srcset', expect.stringContaining(`${folder}w960.webp 960w`));
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('width', '2400');
    expect(img).toHaveAttribute('height', '1600');
    // One preload, of what the picture fetches: the AVIF source, which a browser without AVIF skips.
    expect(seed.lcpImage).toEqual({
      sources: [{ href: `${folder}original.jpg`, srcset: avif, sizes, type: 'image/avif' }],
    });
  });

  it('stays a bare <img>, preloaded as before, for a picture that is not an upload', () => {
    const seed = createRenderSeed('server');
    const { container } = renderWithProviders(
      <RenderSeedContext.Provider value={seed}>
        <HeroFigure image={{ ...photo, original: '/media/demo/port.jpg' }} />
      </RenderSeedContext.Provider>,
    );
    expect(container.querySelector('picture')).toBeNull();
    expect(seed.lcpImage).toEqual({ sources: [{ href: '/media/demo/port.jpg' }] });
  });
});
