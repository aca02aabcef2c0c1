import { screen, within } from '@testing-library/react';
import { decadeOf } from '../../../../../src/ui/layouts/sections/timeline/timeline-view';
import { itKeepsTheSectionContract, renderSection, type Row } from '../article/support/section-contract';

const TIMELINE_LAYOUTS = [1, 2, 3, 4].map((n) => `index-timeline-0${n}`);

/** AnnalsItem rows: a year, an exact day and a category. */
const annals = (): Row[] => [
  { id: 'n1', title: '港口開港', year: 1858, date: '1858-06-26', category: '交通', content: '' },
  { id: 'n2', title: '設立公學校', year: 1898, date: '', category: '教育', content: '' },
  { id: 'n3', title: '燈塔落成', year: 1903, date: '1903-10-01', category: '交通', content: '' },
];

/** HistoricalEventItem rows: start and end years within an era. */
const historicalEvents = (): Row[] => [
  { id: 'h1', title: '荷蘭時期的貿易', era: '荷西時期', startYear: 1624, endYear: 1662, images: [] },
  { id: 'h2', title: '鄭氏治臺', era: '明鄭時期', startYear: 1661, endYear: 1683, images: [] },
  { id: 'h3', title: '城堡修築', era: '荷西時期', startYear: 1630, images: [] },
];

const sparseRows = (): Row[] => [
  { id: 's1', title: '年代不明的事件' },
  { id: 's2', title: '資料錯誤的事件', year: 'abc', startYear: null, endYear: 'x', date: 1999, era: 5 },
  { id: '', title: '' },
];

itKeepsTheSectionContract(TIMELINE_LAYOUTS, { full: annals, sparse: sparseRows });

describe.each(TIMELINE_LAYOUTS)('%s on a time axis', (name) => {
  it('places each annal by its year, with a machine-readable time', async () => {
    await renderSection(name, annals());
    const year = screen.getByText('1858');
    expect(year.tagName).toBe('TIME');
    expect(year).toHaveAttribute('dateTime', '1858');
  });

  it('shows a historical event as a span of years', async () => {
    await renderSection(name, historicalEvents());
    expect(screen.getByText('1624').closest('[data-part="year-mark"]')).toHaveTextContent('1624–1662');
    expect(screen.getAllByRole('link', { name: '鄭氏治臺' })[0]).toHaveAttribute(
      'href',
      '/home/zh-tw/news/h2',
    );
  });

  it('says 年代不詳 for a row without any year', async () => {
    await renderSection(name, sparseRows());
    expect(screen.getAllByText('年代不詳').length).toBeGreaterThan(0);
  });

  it('keeps the list in the order the CMS sent it, as an ordered or grouped list', async () => {
    await renderSection(name, annals());
    const titles = screen.getAllByRole('link').filter((a) => !a.textContent?.startsWith('更多'));
    expect(titles.map((a) => a.textContent)).toEqual(['港口開港', '設立公學校', '燈塔落成']);
  });
});

describe('time axes', () => {
  it('index-timeline-01 and 03 show the exact day under the year when the annal has one', async () => {
    for (const name of ['index-timeline-01', 'index-timeline-03']) {
      const { unmount } = await renderSection(name, annals());
      expect(screen.getByText('1858年6月26日').closest('time')).toHaveAttribute('dateTime', '1858-06-26');
      unmount();
    }
  });

  it('index-timeline-02 runs the axis in a sideways scroller with previous and next buttons', async () => {
    await renderSection('index-timeline-02', annals());
    const track = screen.getByRole('list', { name: '本館消息' });
    expect(track).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('button', { name: '上一組' })).toHaveAttribute('aria-controls', track.id);
    expect(screen.getByRole('button', { name: '下一組' })).toHaveAttribute('aria-controls', track.id);
  });

  it('index-timeline-03 alternates the events left and right of the centre line', async () => {
    await renderSection('index-timeline-03', annals());
    const sides = screen.getAllByRole('listitem').map((li) => li.getAttribute('data-side'));
    expect(sides).toEqual(['left', 'right', 'left']);
  });

  it('index-timeline-04 groups annals by decade', async () => {
    await renderSection('index-timeline-04', annals());
    const groups = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(groups).toEqual(['1850 年代', '1890 年代', '1900 年代']);
  });

  it('index-timeline-04 groups historical events by era, in the order the eras first appear', async () => {
    await renderSection('index-timeline-04', historicalEvents());
    const headings = screen.getAllByRole('heading', { level: 3 });
    expect(headings.map((h) => h.textContent)).toEqual(['荷西時期', '明鄭時期']);
    const dutch = headings[0]!.parentElement as HTMLElement;
    expect(
      within(dutch)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['荷蘭時期的貿易', '城堡修築']);
  });

  it('rounds years down to their decade, before the common era too', () => {
    expect(decadeOf(1858)).toBe(1850);
    expect(decadeOf(1900)).toBe(1900);
    expect(decadeOf(-5)).toBe(-10);
  });
});
