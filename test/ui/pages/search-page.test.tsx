import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../shell/support/render-app';
import { searchAnswers, type SiteItem } from './support/search-answers';

/** The site search over the real content slice: its form and its pager work as plain HTML too. */
jest.setTimeout(30_000);

const TAGGED = /^\/api\/cms\/tag(\?|$)/;
const thirty = {
  status: 200,
  body: {
    rows: [{ id: 'n1', title: '燈塔修復完成', kind: 'normal', path: 'news', date: '2026-01-20' }],
    total: 30,
  },
};
const q = encodeURIComponent('燈塔');

describe('the search page', () => {
  it('is a GET form to the search page with the phrase as q', async () => {
    await renderApp({ chakraDialogs: false, path: '/home/zh-tw/search' });
    const form = await waitFor(() => {
      const found = document.querySelector<HTMLFormElement>('main form[role="search"]');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/home/zh-tw/search');
    expect(form.querySelector('input[type="search"]')).toHaveAttribute('name', 'q');
  });

  it('opens at the page its URL names, and links the other pages with the phrase kept', async () => {
    const app = await renderApp({
      chakraDialogs: false,
      path: `/home/zh-tw/search?q=${q}&page=2`,
      script: (http) => http.on('GET', TAGGED, thirty),
    });
    expect(await screen.findByRole('link', { name: '第 2 頁' })).toHaveAttribute('aria-current', 'page');
    const asked = app.twins.http.requestsTo('GET', TAGGED);
    expect(new URL(asked[0]!.url, 'http://site').searchParams.get('offset')).toBe('12');
    expect(screen.getByRole('link', { name: '第 3 頁' })).toHaveAttribute(
      'href',
      `/home/zh-tw/search?q=${q}&page=3`,
    );
    expect(screen.getByRole('link', { name: '第 1 頁' })).toHaveAttribute(
      'href',
      `/home/zh-tw/search?q=${q}`,
    );
    fireEvent.click(screen.getByRole('link', { name: '下一頁' }));
    await waitFor(() => expect(app.twins.navigation.current()).toBe(`/home/zh-tw/search?q=${q}&page=3`));
  });

  describe('with results answered as the API answers them', () => {
    const tour = Array.from({ length: 13 }, (_, index): SiteItem => ({
      id: `t${index + 1}`,
      title: `燈塔巡禮第 ${index + 1} 站`,
      kind: 'normal',
      path: 'news',
      moduleTitle: '最新消息',
      date: `2026-02-${String(index + 1).padStart(2, '0')}`,
      body: `本站介紹一座燈塔的透鏡。`,
    }));
    const ITEMS: SiteItem[] = [
      {
        id: 'n1',
        title: '燈塔修復完成',
        kind: 'normal',
        path: 'news',
        moduleTitle: '最新消息',
        date: '2025-01-20',
        description: '老燈塔的透鏡重新點亮，歡迎參觀。',
      },
      {
        id: 'h1',
        title: '台灣燈塔史',
        kind: 'events',
        path: 'history',
        moduleTitle: '歷史沿革',
        date: '2024-03-01',
        description: '一段與主題無關的描述。',
        body: `${'前言。'.repeat(40)}從清代到今日，臺灣沿海的燈塔與透鏡技術一路演進。${'後記。'.repeat(40)}`,
      },
      {
        id: 'x1',
        title: '港口節慶',
        kind: 'normal',
        path: 'news',
        moduleTitle: '最新消息',
        date: '2025-05-01',
      },
      ...tour,
    ];
    const at = (query: string) => `/home/zh-tw/search?${query}`;
    const Q = `q=${encodeURIComponent('燈塔 透鏡')}`;
    const open = (path: string) =>
      renderApp({
        chakraDialogs: false,
        path,
        script: (http) => http.on('GET', TAGGED, searchAnswers(ITEMS)),
      });
    const resultTitles = () =>
      [...document.querySelectorAll('[data-part="list-row"] h2')].map((heading) => heading.textContent);
    const marks = (element: HTMLElement) =>
      [...element.querySelectorAll('mark')].map((mark) => mark.textContent);
    const asked = (app: Awaited<ReturnType<typeof open>>) =>
      app.twins.http
        .requestsTo('GET', TAGGED)
        .map((request) => JSON.parse(new URL(request.url, 'http://site').searchParams.get('query') ?? '{}'));

    it('counts the results and marks the terms in each title and snippet, as typed', async () => {
      const app = await open(at(`${Q}&page=2`));
      expect(await screen.findByText('找到 15 筆『燈塔 透鏡』的結果')).toHaveAttribute('role', 'status');
      const rows = screen.getAllByRole('listitem').filter((item) => item.dataset.part === 'list-row');
      const history = rows.find((row) => row.textContent?.includes('燈塔史'))!;
      expect(within(history).getByRole('heading', { level: 2 })).toHaveTextContent('台灣燈塔史');
      // 台 in the title and 臺 in the body are both what 台灣 would find; here 燈塔 and 透鏡 are.
      expect(marks(within(history).getByRole('heading', { level: 2 }))).toEqual(['燈塔']);
      const snippet = history.querySelector('p')!;
      expect(snippet.textContent).toMatch(/^….*臺灣沿海的燈塔與透鏡技術.*…$/);
      expect(marks(snippet)).toEqual(['燈塔', '透鏡']);
      // The snippet replaces the description.
      expect(history).not.toHaveTextContent('一段與主題無關的描述');
      expect(asked(app)[0]).toEqual({ search: '燈塔 透鏡' });
    });

    it('filters by module and year with links that keep the query, and shows the filter, removable', async () => {
      const app = await open(at(Q));
      const filters = await waitFor(() => {
        const found = document.querySelector<HTMLElement>('[data-part="search-filters"]');
        expect(found).not.toBeNull();
        return found!;
      });
      expect(filters.tagName).toBe('DETAILS');
      expect(filters).toHaveAttribute('open');
      const modules = within(within(filters).getByRole('group', { name: '單元' }));
      expect(modules.getAllByRole('link').map((link) => link.textContent)).toEqual([
        '全部',
        '最新消息 14 筆',
        '歷史沿革 1 筆',
      ]);
      expect(modules.getByRole('link', { name: '全部' })).toHaveAttribute('aria-current', 'true');
      const years = within(within(filters).getByRole('group', { name: '年份' }));
      expect(years.getAllByRole('link').map((link) => link.textContent)).toEqual([
        '全部',
        '2026 年 13 筆',
        '2025 年 1 筆',
        '2024 年 1 筆',
      ]);

      fireEvent.click(modules.getByRole('link', { name: '最新消息 14 筆' }));
      await waitFor(() => expect(app.twins.navigation.current()).toBe(at(`${Q}&module=news`)));
      expect(await screen.findByText('找到 14 筆『燈塔 透鏡』的結果')).toBeInTheDocument();
      expect(asked(app).at(-1)).toEqual({ search: '燈塔 透鏡', module: 'news' });

      fireEvent.click(screen.getByRole('link', { name: '2025 年 1 筆' }));
      await waitFor(() => expect(app.twins.navigation.current()).toBe(at(`${Q}&module=news&year=2025`)));
      expect(await screen.findByText('找到 1 筆『燈塔 透鏡』的結果')).toBeInTheDocument();
      expect(asked(app).at(-1)).toEqual({ search: '燈塔 透鏡', module: 'news', year: 2025 });
      expect(resultTitles()).toEqual(['燈塔修復完成']);

      // The chosen filters beside the count, each removable; 全部 removes one too.
      const chosen = document.querySelector<HTMLElement>('[data-part="search-chosen"]')!;
      expect(chosen).toHaveTextContent('單元：最新消息');
      expect(within(chosen).getByRole('link', { name: /^單元：最新消息.*移除此條件/ })).toHaveAttribute(
        'href',
        at(`${Q}&year=2025`),
      );
      expect(within(chosen).getByRole('link', { name: /^年份：2025 年.*移除此條件/ })).toHaveAttribute(
        'href',
        at(`${Q}&module=news`),
      );
      fireEvent.click(
        within(
          within(document.querySelector<HTMLElement>('[data-part="search-filters"]')!).getByRole('group', {
            name: '年份',
          }),
        ).getByRole('link', { name: '全部' }),
      );
      await waitFor(() => expect(app.twins.navigation.current()).toBe(at(`${Q}&module=news`)));
    });

    it('pages within the filters, and keeps them in every page link', async () => {
      const app = await open(at(`${Q}&module=news&year=2026&page=2`));
      expect(await screen.findByText('找到 13 筆『燈塔 透鏡』的結果')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: '第 2 頁' })).toHaveAttribute('aria-current', 'page');
      expect(resultTitles()).toEqual(['燈塔巡禮第 1 站']);
      expect(screen.getByRole('link', { name: '第 1 頁' })).toHaveAttribute(
        'href',
        at(`${Q}&module=news&year=2026`),
      );
      const offsets = app.twins.http
        .requestsTo('GET', TAGGED)
        .map((request) => new URL(request.url, 'http://site').searchParams.get('offset'));
      expect(offsets).toEqual(['12']);
    });

    it('suggests fewer words, says 台 and 臺 are one, and links the sitemap when nothing is found', async () => {
      await open(at(`q=${encodeURIComponent('台灣 潛水艇')}`));
      const none = await waitFor(() => {
        const found = document.querySelector<HTMLElement>('[data-part="search-none"]');
        expect(found).not.toBeNull();
        return found!;
      });
      expect(within(none).getByRole('status')).toHaveTextContent('找不到符合『台灣 潛水艇』的結果。');
      expect(none).toHaveTextContent('減少關鍵字');
      expect(none).toHaveTextContent('「臺」與「台」已視為同一字一併搜尋');
      expect(within(none).getByRole('link', { name: '從網站導覽找到所需的單元' })).toHaveAttribute(
        'href',
        '/home/zh-tw/sitemap',
      );
      expect(document.querySelector('[data-part="search-filters"]')).toBeNull();
      expect(screen.queryByRole('navigation', { name: /分頁/ })).toBeNull();
    });

    it('offers the same search without its filters when the filters leave nothing', async () => {
      await open(at(`q=${encodeURIComponent('燈塔')}&module=history&year=2026`));
      const none = await waitFor(() => {
        const found = document.querySelector<HTMLElement>('[data-part="search-none"]');
        expect(found).not.toBeNull();
        return found!;
      });
      expect(none).not.toHaveTextContent('減少關鍵字');
      expect(none).not.toHaveTextContent('「臺」與「台」');
      expect(
        within(none).getByRole('link', { name: '移除篩選條件，在全部單元與年份中搜尋' }),
      ).toHaveAttribute('href', at(`q=${encodeURIComponent('燈塔')}`));
      // The filters stay, so another module or year is one link away.
      expect(document.querySelector('[data-part="search-filters"]')).not.toBeNull();
    });
  });
});
