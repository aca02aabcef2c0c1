import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { portfolioMeta, yearSpan } from '../../../../../src/ui/layouts/sections/portfolio/portfolio-view';
import {
  anImage,
  itKeepsTheSectionContract,
  renderSection,
  type Row,
} from '../article/support/section-contract';

const PORTFOLIO_LAYOUTS = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => `index-portfolio-0${n}`);

/** One row of each kind a card grid may show. */
const mixedRows = (): Row[] => [
  {
    id: 'g1',
    title: '老街相簿',
    date: '2025-02-01',
    images: [
      anImage({ fileId: 'g1-a', description: '老街街景', represent: false, original: '/media/street.jpg' }),
      anImage({
        fileId: 'g1-b',
        description: '老街牌樓',
        represent: true,
        original: '/media/gate.jpg',
        width: 1200,
        height: 800,
      }),
    ],
  },
  {
    id: 'p1',
    title: '林阿娥',
    role: '織布工藝師',
    birthYear: 1920,
    deathYear: 2001,
    images: [anImage({ fileId: 'p1-a', description: '林阿娥肖像', original: '/media/lin.jpg' })],
  },
  { id: 'o1', title: '青花瓷盤', period: '清代', images: [] },
  {
    id: 'v1',
    title: '港口紀錄片',
    date: '2024-11-11',
    thumbnail: anImage({ fileId: 'v1-t', description: '', original: '/media/v1.jpg' }),
  },
  { id: 'e1', title: '燈會', startDate: '2025-02-10', endDate: '2025-02-24' },
];

const sparseRows = (): Row[] => [
  { id: 's1', title: '沒有圖片的項目' },
  {
    id: 's2',
    title: '資料錯誤的項目',
    images: [null, 3, { original: '' }],
    thumbnail: 'x',
    birthYear: 'unknown',
  },
  { id: '', title: '' },
];

itKeepsTheSectionContract(PORTFOLIO_LAYOUTS, { full: mixedRows, sparse: sparseRows });

describe('portfolio cards', () => {
  it('show the image the editor flagged as representative, with its description as alt', async () => {
    await renderSection('index-portfolio-01', mixedRows());
    const gate = screen.getByRole('img', { name: '老街牌樓' });
    expect(gate).toHaveAttribute('src', '/media/gate.jpg');
    expect(gate).toHaveAttribute('width', '1200');
    expect(screen.queryByRole('img', { name: '老街街景' })).not.toBeInTheDocument();
  });

  it("fall back to a video's thumbnail, decorative when it has no description", async () => {
    await renderSection('index-portfolio-06', mixedRows());
    const still = document.querySelector('img[src="/media/v1.jpg"]');
    expect(still).toHaveAttribute('alt', '');
  });

  it('say in one line what each item is: role and years, period, date or date range', async () => {
    await renderSection('index-portfolio-07', mixedRows());
    expect(screen.getByText('織布工藝師 1920–2001')).toBeInTheDocument();
    expect(screen.getByText('清代')).toBeInTheDocument();
    expect(screen.getByText('2025年2月1日')).toBeInTheDocument();
    expect(screen.getByText('2025年2月10日 – 2025年2月24日')).toBeInTheDocument();
  });

  it('index-portfolio-04 makes the first item the large feature', async () => {
    await renderSection('index-portfolio-04', mixedRows());
    const feature = document.querySelector('[data-part="feature"]') as HTMLElement;
    expect(within(feature).getByRole('link', { name: '老街相簿' })).toBeInTheDocument();
  });

  it('index-portfolio-05 shows the initial of a person without a photo, hidden from screen readers', async () => {
    await renderSection('index-portfolio-05', [{ id: 'p2', title: '陳守義', role: '船長', birthYear: 1890 }]);
    const initial = screen.getByText('陳');
    expect(initial.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByText('船長 1890–')).toBeInTheDocument();
  });

  it('make the whole tile clickable through the one title link', async () => {
    await renderSection('index-portfolio-06', mixedRows());
    const items = screen.getAllByRole('listitem');
    for (const item of items) expect(within(item).getAllByRole('link')).toHaveLength(1);
  });
});

describe('portfolio card lines', () => {
  it('write life years as a span, open-ended or single', () => {
    expect(yearSpan(1920, 2001)).toBe('1920–2001');
    expect(yearSpan(1920, undefined)).toBe('1920–');
    expect(yearSpan(undefined, 1899)).toBe('–1899');
    expect(yearSpan(1900, 1900)).toBe('1900');
    expect(yearSpan(undefined, undefined)).toBe('');
  });

  it('read quoted years and ignore fields of the wrong type', () => {
    expect(portfolioMeta({ id: '1', title: 'x', birthYear: '1911' })).toBe('1911–');
    expect(portfolioMeta({ id: '1', title: 'x', period: 12, era: null })).toBe('12');
    expect(portfolioMeta({ id: '1', title: 'x', date: { y: 1 } })).toBe('');
  });
});

describe('index-portfolio-03 scroller', () => {
  /** jsdom lays nothing out: give the track a width, a scroll width and a working scrollBy. */
  function layOut(track: HTMLElement, { clientWidth = 300, scrollWidth = 1000 } = {}) {
    let left = 0;
    Object.defineProperty(track, 'clientWidth', { configurable: true, value: clientWidth });
    Object.defineProperty(track, 'scrollWidth', { configurable: true, value: scrollWidth });
    Object.defineProperty(track, 'scrollLeft', {
      configurable: true,
      get: () => left,
      set: (value: number) => {
        left = Math.max(0, Math.min(value, scrollWidth - clientWidth));
      },
    });
    const scrollBy = jest.fn((options: ScrollToOptions) => {
      track.scrollLeft = left + (options.left ?? 0);
    });
    track.scrollBy = scrollBy as unknown as HTMLElement['scrollBy'];
    fireEvent.scroll(track);
    return scrollBy;
  }

  async function renderScroller() {
    await renderSection('index-portfolio-03', mixedRows());
    const track = screen.getByRole('list', { name: '本館消息' });
    return {
      track,
      previous: screen.getByRole('button', { name: '上一組' }),
      next: screen.getByRole('button', { name: '下一組' }),
    };
  }

  it('is a focusable, named track the buttons control', async () => {
    const { track, previous, next } = await renderScroller();
    expect(track).toHaveAttribute('tabindex', '0');
    expect(previous).toHaveAttribute('aria-controls', track.id);
    expect(next).toHaveAttribute('aria-controls', track.id);
  });

  it('scrolls most of a view forward and back, and marks the button at an end inactive', async () => {
    const user = userEvent.setup();
    const { track, previous, next } = await renderScroller();
    const scrollBy = layOut(track);
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveAttribute('aria-disabled', 'false');

    await user.click(next);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 255, behavior: 'smooth' });
    expect(previous).toHaveAttribute('aria-disabled', 'false');

    await user.click(next);
    await user.click(next);
    expect(track.scrollLeft).toBe(700);
    expect(next).toHaveAttribute('aria-disabled', 'true');
    // Still focusable at the end, so keyboard users are not thrown back to the page top.
    expect(next).toHaveFocus();

    await user.click(previous);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -255, behavior: 'smooth' });
  });

  it('does nothing when an inactive button is pressed', async () => {
    const user = userEvent.setup();
    const { track, previous } = await renderScroller();
    const scrollBy = layOut(track);
    await user.click(previous);
    expect(scrollBy).not.toHaveBeenCalled();
  });

  it('jumps instead of gliding when the visitor asks for reduced motion', async () => {
    const user = userEvent.setup();
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query.includes('reduce'),
      media: query,
    })) as typeof window.matchMedia;
    try {
      const { track, next } = await renderScroller();
      const scrollBy = layOut(track);
      await user.click(next);
      expect(scrollBy).toHaveBeenLastCalledWith({ left: 255, behavior: 'auto' });
    } finally {
      window.matchMedia = original;
    }
  });

  it('keeps both buttons inactive when everything fits', async () => {
    const { track, previous, next } = await renderScroller();
    layOut(track, { clientWidth: 1000, scrollWidth: 1000 });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveAttribute('aria-disabled', 'true');
  });
});
