import { act, fireEvent, screen, within } from '@testing-library/react';
import IndexBannerSection, {
  BANNER_INTERVAL_MS,
} from '../../../../../src/ui/layouts/sections/banner/index-banner.section';
import type { SectionLayoutProps } from '../../../../../src/ui/layouts/contract/layout-contract';
import { ManualTime } from '../../../../../src/adapters/time/manual-time.adapter';
import { renderWithProviders } from '../../../../support/render-with-providers';
import { aBanner, aBannerRow, aFile, aSite } from '../../../chrome/support/site-fixtures';

/** The rotation runs on the core's timers; each test gets its own manual time. */
let time = new ManualTime();

function props(extra: Partial<SectionLayoutProps> = {}): SectionLayoutProps {
  return {
    name: 'index-banner',
    lang: 'zh-tw',
    section: { layout: 'index-banner' },
    rows: [],
    total: 0,
    site: aSite(),
    timers: time,
    ...extra,
  };
}

/** A matchMedia that answers `reduce` for the reduced-motion query, and nothing else. */
function stubMatchMedia(reducedMotion: boolean): void {
  window.matchMedia = ((query: string) => ({
    matches: reducedMotion && query.includes('prefers-reduced-motion'),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

const visibleSlideTitle = () =>
  screen
    .getAllByRole('group', { hidden: true })
    .filter((slide) => slide.getAttribute('data-part') === 'banner-slide' && !slide.hidden)
    .map((slide) => slide.querySelector('p')?.textContent);

const advance = (ms: number) => act(() => time.advance(ms));

beforeEach(() => {
  time = new ManualTime();
  stubMatchMedia(false);
});

describe('the banner carousel', () => {
  it('is a region named by the section with its roledescription, showing the first slide', () => {
    renderWithProviders(<IndexBannerSection {...props()} />);
    const region = screen.getByRole('region', { name: '主視覺輪播' });
    expect(region).toHaveAttribute('aria-roledescription', '輪播');
    expect(region).toHaveAttribute('data-layout', 'index-banner');
    expect(visibleSlideTitle()).toEqual(['主視覺 1']);
  });

  it('advances every six seconds while playing', () => {
    renderWithProviders(<IndexBannerSection {...props()} />);
    advance(BANNER_INTERVAL_MS - 1);
    expect(visibleSlideTitle()).toEqual(['主視覺 1']);
    advance(1);
    expect(visibleSlideTitle()).toEqual(['主視覺 2']);
    advance(BANNER_INTERVAL_MS);
    advance(BANNER_INTERVAL_MS);
    expect(visibleSlideTitle()).toEqual(['主視覺 1']);
  });

  it('stops when paused and goes on when played again', () => {
    renderWithProviders(<IndexBannerSection {...props()} />);
    fireEvent.click(screen.getByRole('button', { name: '暫停輪播' }));
    advance(BANNER_INTERVAL_MS * 5);
    expect(visibleSlideTitle()).toEqual(['主視覺 1']);
    fireEvent.click(screen.getByRole('button', { name: '播放輪播' }));
    advance(BANNER_INTERVAL_MS);
    expect(visibleSlideTitle()).toEqual(['主視覺 2']);
  });

  it('announces slides politely only while not rotating', () => {
    renderWithProviders(<IndexBannerSection {...props()} />);
    const slides = document.querySelector('[data-part="banner-slides"]')!;
    expect(slides).toHaveAttribute('aria-live', 'off');
    fireEvent.click(screen.getByRole('button', { name: '暫停輪播' }));
    expect(slides).toHaveAttribute('aria-live', 'polite');
  });

  it('moves with the previous and next buttons, wrapping at both ends', () => {
    renderWithProviders(<IndexBannerSection {...props()} />);
    fireEvent.click(screen.getByRole('button', { name: '下一張' }));
    expect(visibleSlideTitle()).toEqual(['主視覺 2']);
    fireEvent.click(screen.getByRole('button', { name: '上一張' }));
    fireEvent.click(screen.getByRole('button', { name: '上一張' }));
    expect(visibleSlideTitle()).toEqual(['主視覺 3']);
  });

  it('jumps to a slide from its indicator, which then reads as current', () => {
    renderWithProviders(<IndexBannerSection {...props()} />);
    const indicator = screen.getByRole('button', { name: '顯示第 3 張：主視覺 3' });
    fireEvent.click(indicator);
    expect(visibleSlideTitle()).toEqual(['主視覺 3']);
    expect(indicator).toHaveAttribute('aria-current', 'true');
  });

  it('never advances by itself when the visitor prefers reduced motion, and offers no pause button', () => {
    stubMatchMedia(true);
    renderWithProviders(<IndexBannerSection {...props()} />);
    advance(BANNER_INTERVAL_MS * 10);
    expect(visibleSlideTitle()).toEqual(['主視覺 1']);
    expect(time.pendingCount).toBe(0);
    expect(screen.queryByRole('button', { name: '暫停輪播' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '下一張' }));
    expect(visibleSlideTitle()).toEqual(['主視覺 2']);
  });

  it('holds still while the pointer rests on a slide or focus is inside one', () => {
    renderWithProviders(<IndexBannerSection {...props()} />);
    const slides = document.querySelector('[data-part="banner-slides"]')!;
    fireEvent.mouseEnter(slides);
    advance(BANNER_INTERVAL_MS * 3);
    expect(visibleSlideTitle()).toEqual(['主視覺 1']);
    fireEvent.mouseLeave(slides);
    const link = within(slides as HTMLElement).getAllByRole('link')[0]!;
    act(() => link.focus());
    advance(BANNER_INTERVAL_MS * 3);
    expect(visibleSlideTitle()).toEqual(['主視覺 1']);
    act(() => link.blur());
    advance(BANNER_INTERVAL_MS);
    expect(visibleSlideTitle()).toEqual(['主視覺 2']);
  });

  it('loads the first image eagerly with high priority, the others lazily, all with their size', () => {
    renderWithProviders(<IndexBannerSection {...props()} />);
    const images = Array.from(document.querySelectorAll('[data-part="banner-slide"] img'));
    expect(images).toHaveLength(3);
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
    for (const image of images) {
      expect(image).toHaveAttribute('width', '1920');
      expect(image).toHaveAttribute('height', '800');
      expect(image).toHaveAttribute('alt');
    }
  });

  it('offers the bannerMobile image to narrow screens through <picture>', () => {
    renderWithProviders(<IndexBannerSection {...props()} />);
    const source = document.querySelector('[data-part="banner-slide"] picture source');
    expect(source).toHaveAttribute('srcset', '/files/banner-1-m.jpg');
    expect(source?.getAttribute('media')).toMatch(/max-width/);
  });

  it("offers an uploaded slide's AVIF then WebP variants, the phone's under its media query", () => {
    const upload = (id: string, width: number, height: number) =>
      aFile(`/media/uploads/${id.repeat(32)}/original.jpg`, { width, height });
    const site = aSite({
      banner: { rows: [aBannerRow(1, { image: upload('a', 2400, 1000) })] },
      bannerMobile: { rows: [aBannerRow(1, { image: upload('b', 1200, 1200) })] },
    });
    renderWithProviders(<IndexBannerSection {...props({ site })} />);
    const img = document.querySelector('[data-part="banner-slide"] img');
    const sources = Array.from(document.querySelectorAll('[data-part="banner-slide"] picture source'));
    const wide = `/media/uploads/${'a'.repeat(32)}/`;
    const phone = `/media/uploads/${'b'.repeat(32)}/`;
    // The browser takes the first source whose media and type fit: the phone's AVIF, the phone's
    // WebP, the wide AVIF, and the <img>'s WebP last.
    expect(
      sources.map((source) => [source.getAttribute('media') !== null, source.getAttribute('type')]),
    ).toEqual([
      [true, 'image/avif'],
      [true, null],
      [false, 'image/avif'],
    ]);
    const [phoneAvif, source, wideAvif] = sources;
    expect(phoneAvif).toHaveAttribute(
      'srcset',
      `${phone}w480.avif 480w, ${phone}w960.avif 960w, ${phone}original.jpg 1200w`,
    );
    expect(wideAvif).toHaveAttribute(
      'srcset',
      `${wide}w480.avif 480w, ${wide}w960.avif 960w, ${wide}w1600.avif 1600w, ${wide}original.jpg 2400w`,
    );
    expect(wideAvif).toHaveAttribute('sizes', '100vw');
    expect(img).toHaveAttribute('src', `${wide}original.jpg`);
    expect(img).toHaveAttribute(
      'srcset',
      `${wide}w480.webp 480w, ${wide}w960.webp 960w, ${wide}w1600.webp 1600w, ${wide}original.jpg 2400w`,
    );
    expect(img).toHaveAttribute('sizes', '100vw');
    expect(source).toHaveAttribute(
      'srcset',
      `${phone}w480.webp 480w, ${phone}w960.webp 960w, ${phone}original.jpg 1200w`,
    );
    expect(source).toHaveAttribute('sizes', '100vw');
  });

  it('shows a single slide without controls or rotation', () => {
    renderWithProviders(
      <IndexBannerSection {...props({ site: aSite({ banner: aBanner(1), bannerMobile: null }) })} />,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    advance(BANNER_INTERVAL_MS);
    advance(BANNER_INTERVAL_MS);
    expect(visibleSlideTitle()).toEqual(['主視覺 1']);
    expect(time.pendingCount).toBe(0);
  });

  it('cancels its timer when it goes away', () => {
    const { unmount } = renderWithProviders(<IndexBannerSection {...props()} />);
    expect(time.pendingCount).toBe(1);
    unmount();
    expect(time.pendingCount).toBe(0);
  });

  it('renders an empty placeholder, not an error, when there is no banner', () => {
    const { container } = renderWithProviders(
      <IndexBannerSection {...props({ site: aSite({ banner: null }) })} />,
    );
    expect(container.firstElementChild).toHaveAttribute('data-layout', 'index-banner');
  });
});
