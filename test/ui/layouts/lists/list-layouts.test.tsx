import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { listLayouts } from '../../../../src/ui/layouts/content-layouts.registry';
import type { ListLayoutProps } from '../../../../src/ui/layouts/contract/layout-contract';
import { renderWithProviders } from '../../../support/render-with-providers';
import { ALL_OFF, items, listProps, type KindName, type Row } from './content-builders';

type ListName =
  | 'cms-annals'
  | 'cms-appeal'
  | 'cms-digital'
  | 'cms-download'
  | 'cms-event'
  | 'cms-events'
  | 'cms-gallery'
  | 'cms-normal'
  | 'cms-object'
  | 'cms-people'
  | 'cms-video';

const KIND_OF: Record<ListName, KindName> = {
  'cms-annals': 'annals',
  'cms-appeal': 'appeal',
  'cms-digital': 'digital',
  'cms-download': 'download',
  'cms-event': 'event',
  'cms-events': 'events',
  'cms-gallery': 'gallery',
  'cms-normal': 'normal',
  'cms-object': 'object',
  'cms-people': 'people',
  'cms-video': 'video',
};
const NAMES = Object.keys(KIND_OF) as ListName[];

async function load(name: ListName): Promise<ComponentType<ListLayoutProps>> {
  return (await listLayouts[name]()).default;
}

async function renderList(name: ListName, overrides: Partial<ListLayoutProps> = {}, rows?: Row[]) {
  const Layout = await load(name);
  const props = listProps(name, rows ?? [items[KIND_OF[name]]()], overrides);
  const result = renderWithProviders(<Layout {...props} />, { path: '/home/zh-tw/news' });
  return { ...result, props };
}

describe.each(NAMES)('%s', (name) => {
  it('marks its root with data-layout and titles the page with the module', async () => {
    const { container } = await renderList(name);
    expect(container.querySelector(`[data-layout="${name}"]`)).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: '內容列表' })).toBeInTheDocument();
  });

  it('links each row to its detail', async () => {
    await renderList(name);
    const item = items[KIND_OF[name]]();
    expect(screen.getByRole('link', { name: item.title })).toHaveAttribute(
      'href',
      `/home/zh-tw/news/${item.id}`,
    );
  });

  it('offers phrase search and tags, and sends the filters from the first page', async () => {
    const { props } = await renderList(name, { params: { limit: 12, offset: 24 } });
    await userEvent.type(screen.getByLabelText('關鍵字'), '港口');
    await userEvent.selectOptions(screen.getByLabelText('標籤'), '海洋');
    await userEvent.click(screen.getByRole('button', { name: '查詢' }));
    expect(props.onParamsChange).toHaveBeenCalledWith({
      limit: 12,
      offset: 0,
      query: { search: '港口', tag: '海洋' },
    });
  });

  it('pages through the list with the pager links, filters kept', async () => {
    const { location } = await renderList(name, {
      list: { rows: [items[KIND_OF[name]]()], total: 40 },
      params: { limit: 12, offset: 0, query: { year: 2025 } },
    });
    const third = screen.getByRole('link', { name: '第 3 頁' });
    expect(third).toHaveAttribute('href', '/home/zh-tw/news?page=3&year=2025');
    expect(screen.getByRole('link', { name: '第 1 頁' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(third);
    expect(location.history.at(-1)).toBe('/home/zh-tw/news?page=3&year=2025');
  });

  it('sends its filters as a GET form with named fields, so they work without the script', async () => {
    await renderList(name);
    const form = screen.getByRole('search', { name: '篩選條件' });
    expect(form).toHaveAttribute('method', 'get');
    expect(screen.getByLabelText('關鍵字')).toHaveAttribute('name', 'search');
    expect(screen.getByLabelText('標籤')).toHaveAttribute('name', 'tag');
  });

  it('says so when the list is empty, suggesting other filters when filtered', async () => {
    await renderList(name, { list: { rows: [], total: 0 }, params: { query: { search: '沒有' } } }, []);
    expect(screen.getByRole('status')).toHaveTextContent('沒有符合條件的資料');
    expect(screen.queryByRole('navigation', { name: '分頁' })).toBeNull();
  });

  it('says which failure met the list, with a retry that asks for the same list again', async () => {
    const params = { limit: 12, offset: 12, query: { tag: '海洋' } };
    const { container, props } = await renderList(
      name,
      { failure: 'server', params, list: { rows: [], total: 0 } },
      [],
    );
    expect(container.querySelector('[data-failure="server"]')).not.toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('網站伺服器暫時無法提供資料，請稍後按「重新載入」。');
    expect(screen.queryByText('沒有符合條件的資料')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '重新載入' }));
    expect(props.onRetry).toHaveBeenCalledTimes(1);
    expect(props.onParamsChange).not.toHaveBeenCalled();
  });

  it('tells a screen reader the list is loading', async () => {
    await renderList(name, { loading: true, list: { rows: [], total: 0 } }, []);
    expect(screen.getByRole('status')).toHaveTextContent('資料載入中');
  });
});

describe('a list while its first page loads', () => {
  it('shows busy skeleton rows in the shape of its final rows', async () => {
    const { container, unmount } = await renderList(
      'cms-normal',
      { loading: true, list: { rows: [], total: 0 }, availableTags: [] },
      [],
    );
    const lines = container.querySelector('[data-part="list-skeleton"]');
    expect(lines).toHaveAttribute('aria-busy', 'true');
    expect(lines?.querySelectorAll('[aria-hidden="true"]')).toHaveLength(6);
    expect(lines?.className).toBe('');
    // The tag select keeps its place while its options travel with the rows: nothing shifts.
    expect(container.querySelector('select[name="tag"]')).toBeDisabled();
    unmount();

    const { container: gallery } = await renderList(
      'cms-gallery',
      { loading: true, list: { rows: [], total: 0 } },
      [],
    );
    // A grid of cards for a kind whose rows are cards.
    expect(gallery.querySelector('[data-part="list-skeleton"]')?.className).not.toBe('');
  });
});

describe('a list that could not be loaded', () => {
  it('says the device is offline when it is', async () => {
    const { container } = await renderList(
      'cms-normal',
      { failure: 'offline', list: { rows: [], total: 0 } },
      [],
    );
    expect(container.querySelector('[data-failure="offline"]')).not.toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('您的裝置目前沒有網路連線');
  });

  it.each(['session', 'not-found', 'aborted'] as const)(
    'shows neither a failure nor an empty list for %s (the dialog or /404 is under way)',
    async (failure) => {
      const { container } = await renderList('cms-normal', { failure, list: { rows: [], total: 0 } }, []);
      expect(container.querySelector('[data-failure]')).toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.queryByText('目前沒有資料')).toBeNull();
    },
  );
});

describe('what each list shows of its kind', () => {
  it('cms-normal: a bulletin row with date, category and views', async () => {
    await renderList('cms-normal');
    const row = screen.getByRole('listitem');
    expect(within(row).getByText('2026年1月20日').closest('time')).toHaveAttribute('dateTime', '2026-01-20');
    expect(within(row).getByText('公告')).toBeInTheDocument();
    expect(within(row).getByText('321 次')).toBeInTheDocument();
  });

  it('cms-normal: the menu setting hides date and views', async () => {
    await renderList('cms-normal', { setting: ALL_OFF });
    expect(screen.queryByText('2026年1月20日')).toBeNull();
    expect(screen.queryByText('321 次')).toBeNull();
  });

  it('cms-event: date range, location and organizer on a card with its image', async () => {
    await renderList('cms-event');
    const card = screen.getByRole('article');
    expect(within(card).getByText('2026年7月4日')).toBeInTheDocument();
    expect(within(card).getByText('2026年7月5日')).toBeInTheDocument();
    expect(within(card).getByText('臨海鎮北岸')).toBeInTheDocument();
    expect(within(card).getByText('臨海文化館')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: '退潮的海岸' })).toBeInTheDocument();
  });

  it('cms-event: hides the dates when the setting says so', async () => {
    await renderList('cms-event', { setting: ALL_OFF });
    expect(screen.queryByText('2026年7月4日')).toBeNull();
  });

  it('cms-events: years and era on a time line', async () => {
    await renderList('cms-events');
    expect(screen.getByText('1908–1912')).toBeInTheDocument();
    expect(screen.getByText('日治時期')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '築港後的港口' })).toBeInTheDocument();
  });

  it('cms-annals: rows grouped under year headings in order', async () => {
    const rows = [
      { ...items.annals(), id: 'a1', title: '甲', year: 2025, date: '2025-05-01' },
      { ...items.annals(), id: 'a2', title: '乙', year: 2025, date: '2025-02-01' },
      { ...items.annals(), id: 'a3', title: '丙', year: 2024, date: '2024-09-01' },
    ];
    await renderList('cms-annals', {}, rows);
    const years = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(years).toEqual(['2025 年', '2024 年']);
    const section2025 = screen.getByRole('region', { name: '2025 年' });
    expect(
      within(section2025)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['甲', '乙']);
    expect(within(section2025).getAllByText('館務')).toHaveLength(2);
  });

  it('cms-gallery: square thumbnails with the photo count', async () => {
    await renderList('cms-gallery');
    expect(screen.getByRole('img', { name: '更換燈罩' })).toBeInTheDocument();
    expect(screen.getByText('3 張照片')).toBeInTheDocument();
  });

  it('cms-video: cards with the running time', async () => {
    await renderList('cms-video');
    expect(screen.getByText('6:42').closest('time')).toHaveAttribute('dateTime', 'PT6M42S');
    expect(screen.getByRole('img', { name: '晨光中的港口' })).toBeInTheDocument();
  });

  it('cms-download: a file table with types and human sizes', async () => {
    await renderList('cms-download');
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: '檔案' })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: '下載 場地使用規範.pdf（PDF，2.3 MB）' })).toHaveAttribute(
      'href',
      '/media/場地使用規範.pdf',
    );
    expect(within(table).getByText('（DOCX，44 KB）')).toBeInTheDocument();
  });

  it('cms-people: portrait cards with role and years of life', async () => {
    await renderList('cms-people');
    const card = screen.getByRole('article');
    expect(within(card).getByRole('img', { name: '林清水肖像' })).toBeInTheDocument();
    expect(within(card).getByText('造船師傅')).toBeInTheDocument();
    expect(within(card).getByText('1885–1960')).toBeInTheDocument();
  });

  it('cms-object: catalogue cards with accession number, period and material', async () => {
    await renderList('cms-object');
    expect(screen.getByText('LH-2019-001')).toBeInTheDocument();
    expect(screen.getByText('1910 年代')).toBeInTheDocument();
    expect(screen.getByText('玻璃、黃銅')).toBeInTheDocument();
  });

  it('cms-object: offers no year filter, having no dates', async () => {
    await renderList('cms-object');
    expect(screen.queryByLabelText('年份')).toBeNull();
  });

  it('cms-digital: creator, date and format', async () => {
    await renderList('cms-digital');
    expect(screen.getByText('臨海鎮役場')).toBeInTheDocument();
    expect(screen.getByText('1935年6月1日')).toBeInTheDocument();
    expect(screen.getByText('TIFF 掃描')).toBeInTheDocument();
  });

  it('cms-appeal: a register table of number, case, appellant and dates', async () => {
    await renderList('cms-appeal');
    const table = screen.getByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['決定書字號', '標題', '訴願人', '決定日期', '公告日期']);
    expect(within(table).getByText('濱府訴字第11500012號')).toBeInTheDocument();
    expect(within(table).getByText('王○○')).toBeInTheDocument();
  });

  it.each([
    'cms-normal',
    'cms-event',
    'cms-annals',
    'cms-gallery',
    'cms-video',
    'cms-download',
    'cms-digital',
    'cms-appeal',
  ] as const)('%s offers a year filter and sends the chosen year', async (name) => {
    const { props } = await renderList(name);
    const select = screen.getByLabelText('年份');
    const options = within(select).getAllByRole('option');
    const option = options[options.length - 1]!;
    await userEvent.selectOptions(select, option);
    await userEvent.click(screen.getByRole('button', { name: '查詢' }));
    expect(props.onParamsChange).toHaveBeenCalledWith(
      expect.objectContaining({ offset: 0, query: { year: Number(option.getAttribute('value')) } }),
    );
  });

  it("sorts by the kind's own date field", async () => {
    const { props } = await renderList('cms-normal');
    await userEvent.selectOptions(screen.getByLabelText('排序'), '發布日期（新到舊）');
    await userEvent.click(screen.getByRole('button', { name: '查詢' }));
    expect(props.onParamsChange).toHaveBeenCalledWith({
      limit: 12,
      offset: 0,
      sort: 'publishDate',
      order: 'desc',
    });
  });
});
