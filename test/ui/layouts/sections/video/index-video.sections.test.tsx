import { screen, within } from '@testing-library/react';
import { parseDuration } from '../../../../../src/ui/layouts/sections/section-parts/video-duration';
import {
  anImage,
  itKeepsTheSectionContract,
  renderSection,
  type Row,
} from '../article/support/section-contract';

const VIDEO_LAYOUTS = ['index-video-01', 'index-video-02'];

function aVideo(id: string, overrides: Partial<Row> = {}): Row {
  return {
    id,
    title: `影片${id}`,
    description: '港邊的一天',
    date: '2025-05-20',
    videoUrl: `https://www.youtube-nocookie.com/embed/${id}`,
    duration: 'PT4M5S',
    thumbnail: anImage({ fileId: `t-${id}`, original: `/media/${id}.jpg`, description: `${id} 的畫面` }),
    ...overrides,
  };
}

const videos = (): Row[] => [
  aVideo('v1'),
  aVideo('v2', { duration: '1:02:03' }),
  aVideo('v3', {
    duration: '',
    thumbnail: undefined,
    images: [anImage({ original: '/media/v3-alt.jpg', description: '' })],
  }),
];

const sparseRows = (): Row[] => [
  { id: 's1', title: '只有標題的影片' },
  {
    id: 's2',
    title: '資料錯誤的影片',
    duration: 300,
    thumbnail: { original: 7 },
    date: 'soon',
    videoUrl: null,
  },
  { id: '', title: '' },
];

itKeepsTheSectionContract(VIDEO_LAYOUTS, { full: videos, sparse: sparseRows });

describe.each(VIDEO_LAYOUTS)('%s', (name) => {
  it('never embeds a player: the home page only shows stills that link to the video page', async () => {
    await renderSection(name, videos());
    expect(document.querySelector('iframe, video')).toBeNull();
    expect(screen.getAllByRole('link', { name: '影片v1' })[0]).toHaveAttribute('href', '/home/zh-tw/news/v1');
  });

  it('labels each length for screen readers and gives it as an ISO duration', async () => {
    await renderSection(name, videos());
    const first = screen.getByText('4:05');
    expect(first.tagName).toBe('TIME');
    expect(first).toHaveAttribute('dateTime', 'PT4M5S');
    expect(first.parentElement).toHaveTextContent('片長4:05');
    expect(screen.getByText('1:02:03')).toHaveAttribute('dateTime', 'PT1H2M3S');
  });

  it("uses the row's images when a video has no thumbnail, and draws the play mark for sight only", async () => {
    await renderSection(name, videos());
    expect(document.querySelector('img[src="/media/v3-alt.jpg"]')).toHaveAttribute('alt', '');
    for (const mark of document.querySelectorAll('[data-part="play-mark"]')) {
      expect(mark).toHaveAttribute('aria-hidden', 'true');
    }
  });
});

describe('index-video-01', () => {
  it('features the first video large and lists the rest beside it', async () => {
    await renderSection('index-video-01', videos());
    const featured = document.querySelector('[data-part="featured"]') as HTMLElement;
    expect(within(featured).getByRole('link', { name: '影片v1' })).toBeInTheDocument();
    expect(within(featured).getByText('港邊的一天')).toBeInTheDocument();
    const rest = screen.getByRole('list');
    expect(
      within(rest)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['影片v2', '影片v3']);
  });
});

describe('video lengths', () => {
  it('read ISO-8601 durations and clock text alike', () => {
    expect(parseDuration('PT4M5S')).toEqual({ text: '4:05', iso: 'PT4M5S' });
    expect(parseDuration('PT1H')).toEqual({ text: '1:00:00', iso: 'PT1H' });
    expect(parseDuration('04:05')).toEqual({ text: '4:05', iso: 'PT4M5S' });
    expect(parseDuration('1:02:03')).toEqual({ text: '1:02:03', iso: 'PT1H2M3S' });
  });

  it('normalise overflowing parts', () => {
    expect(parseDuration('PT90S')).toEqual({ text: '1:30', iso: 'PT1M30S' });
  });

  it('give nothing for missing, empty, zero or unreadable values', () => {
    expect(parseDuration(undefined)).toBeNull();
    expect(parseDuration(300)).toBeNull();
    expect(parseDuration('')).toBeNull();
    expect(parseDuration('PT')).toBeNull();
    expect(parseDuration('PT0S')).toBeNull();
    expect(parseDuration('about five minutes')).toBeNull();
  });
});
