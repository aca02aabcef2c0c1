import { NOT_STATISTICS_STAFF, statisticsKitOver } from '../../../src/application/statistics/statistics-kit';
import { ApiError, NetworkError } from '../../../src/domain/errors/api-errors';
import {
  defaultRange,
  monthLabel,
  presetRange,
  rangeLabel,
  rangeProblem,
} from '../../../src/domain/statistics/statistics-range';
import {
  dailySeries,
  feedbackSection,
  moduleSeries,
  monthlySeries,
  pageTarget,
  shareOf,
  STATISTICS_SECTIONS,
  topPages,
} from '../../../src/domain/statistics/statistics-view';
import type { StatisticsRange, StatisticsSource } from '../../../src/domain/statistics/statistics.port';
import type {
  StatisticsFeedbackPage,
  StatisticsPage,
  StatisticsReport,
} from '../../../src/shared/statistics.types';

/** 00:30 on 1 December 2026 in Taipei: still 30 November in UTC. */
const clock = { now: () => Date.parse('2026-12-01T00:30:00+08:00') };

const aPage = (id: string, views: number, more: Partial<StatisticsPage> = {}): StatisticsPage => ({
  path: 'news',
  id,
  title: `消息 ${id}`,
  moduleTitle: '最新消息',
  single: false,
  slug: null,
  published: true,
  views,
  ...more,
});

const answered = (id: string, yes: number, no: number, rate: number | null): StatisticsFeedbackPage => ({
  path: 'news',
  id,
  title: `消息 ${id}`,
  moduleTitle: '最新消息',
  single: false,
  slug: null,
  published: true,
  yes,
  no,
  rate,
});

const report: StatisticsReport = {
  from: '2026-11-30',
  to: '2026-12-01',
  days: [
    { day: '2026-11-30', views: 1, visits: 2 },
    { day: '2026-12-01', views: 3, visits: 0 },
  ],
  months: [
    { month: '2026-11', views: 1, visits: 2 },
    { month: '2026-12', views: 3, visits: 0 },
  ],
  modules: [
    { path: 'news', title: '最新消息', views: 3 },
    { path: 'about', title: '關於本館', views: 1 },
  ],
  pages: [aPage('n1', 3), aPage('about', 1, { path: 'about', single: true })],
  total: { views: 4, visits: 2 },
  feedback: {
    pages: [answered('n1', 1, 3, 25), answered('n2', 2, 0, 100)],
    total: { yes: 3, no: 3, rate: 50 },
  },
};

describe('網站統計 ranges', () => {
  it('starts on the last 30 days, today in Taipei included', () => {
    expect(defaultRange(clock.now())).toEqual({ from: '2026-11-02', to: '2026-12-01' });
  });

  it('offers presets that end today, and last month whole', () => {
    expect(presetRange('last7', clock.now())).toEqual({ from: '2026-11-25', to: '2026-12-01' });
    expect(presetRange('thisMonth', clock.now())).toEqual({ from: '2026-12-01', to: '2026-12-01' });
    expect(presetRange('lastMonth', clock.now())).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(presetRange('lastMonth', Date.parse('2027-03-10T12:00:00+08:00'))).toEqual({
      from: '2027-02-01',
      to: '2027-02-28',
    });
    expect(presetRange('last365', clock.now())).toEqual({ from: '2025-12-02', to: '2026-12-01' });
  });

  it.each<[StatisticsRange, string | null]>([
    [{ from: '2026-11-01', to: '2026-11-30' }, null],
    [{ from: '', to: '2026-11-30' }, '請選擇開始日期。'],
    [{ from: '2026-11-01', to: '2026-02-30' }, '結束日期格式應為 YYYY-MM-DD。'],
    [{ from: '2026-11-01', to: '' }, '請選擇結束日期。'],
    [{ from: '2026-12-01', to: '2026-11-30' }, '結束日期不可早於開始日期。'],
    [{ from: '2025-11-29', to: '2026-11-30' }, '查詢期間最長 366 天，請縮短期間。'],
  ])('checks %j before sending it', (range, problem) => {
    expect(rangeProblem(range)).toBe(problem);
  });

  it('writes days and months as the site writes dates, 民國 or 西元', () => {
    expect(rangeLabel('roc', report)).toBe('民國115年11月30日 至 民國115年12月1日（共 2 天）');
    expect(rangeLabel('gregorian', report)).toBe('2026年11月30日 至 2026年12月1日（共 2 天）');
    expect(monthLabel('roc', '2026-11')).toBe('民國115年11月');
    expect(monthLabel('gregorian', '2026-11')).toBe('2026年11月');
  });
});

describe('網站統計 figures', () => {
  it('shapes each chart with the same labels its table reads', () => {
    expect(dailySeries(report, 'roc')).toEqual({
      title: '每日瀏覽次數',
      labels: ['民國115年11月30日', '民國115年12月1日'],
      ticks: ['11/30', '12/1'],
      series: [
        { name: '瀏覽次數', values: [1, 3] },
        { name: '造訪人次', values: [2, 0] },
      ],
    });
    expect(monthlySeries(report, 'gregorian').labels).toEqual(['2026年11月', '2026年12月']);
    expect(moduleSeries(report).labels).toEqual(['最新消息', '關於本館']);
  });

  it('keeps the first 20 pages as 熱門頁面 and says how many more there are', () => {
    const many = { ...report, pages: Array.from({ length: 23 }, (_, i) => aPage(`n${i}`, 100 - i)) };
    const top = topPages(many);
    expect([top.rows.length, top.more, top.rows[0]?.id]).toEqual([20, 3, 'n0']);
  });

  it('links a page where visitors read it, a single page at its module, a removed one nowhere', () => {
    expect(pageTarget(aPage('n1', 1, { slug: 'typhoon' }))).toEqual({ path: 'news', id: 'typhoon' });
    expect(pageTarget(aPage('n1', 1))).toEqual({ path: 'news', id: 'n1' });
    expect(pageTarget(aPage('42', 1, { path: 'about', single: true }))).toEqual({ path: 'about' });
    expect(pageTarget(aPage('gone', 1, { published: false }))).toBeNull();
    expect([shareOf(1, 3), shareOf(0, 0)]).toEqual(['33.3%', '0%']);
  });

  it('lists its sections in order, 頁面回饋 last', () => {
    expect(STATISTICS_SECTIONS.map((s) => s.title)).toEqual([
      '總覽',
      '每日瀏覽次數',
      '每月瀏覽次數',
      '各單元瀏覽次數',
      '熱門頁面',
      '頁面回饋',
    ]);
  });

  it('shapes 頁面回饋: rows in the report’s order with their rate, the totals as a sentence', () => {
    const section = feedbackSection(report);
    expect(section.rows.map((row) => [row.page.id, row.rate])).toEqual([
      ['n1', '25%'],
      ['n2', '100%'],
    ]);
    expect(section.more).toBe(0);
    expect(section.total).toBe('共 6 則回答：是 3、否 3，有幫助比率 50%。');
    expect(pageTarget(answered('n1', 0, 1, 0))).toEqual({ path: 'news', id: 'n1' });
  });

  it('keeps the first 20 pages of 頁面回饋, says how many more, and says when there were none', () => {
    const pages = Array.from({ length: 22 }, (_, i) => answered(`n${i}`, 0, 30 - i, 0));
    const many = { ...report, feedback: { pages, total: { yes: 0, no: 0, rate: null } } };
    const section = feedbackSection(many);
    expect([section.rows.length, section.more, section.rows[0]?.page.id]).toEqual([20, 2, 'n0']);
    expect(section.total).toBe('這段期間沒有頁面回饋。');
    const single = feedbackSection({
      ...report,
      feedback: { pages: [answered('x', 0, 0, null)], total: { yes: 0, no: 0, rate: null } },
    });
    expect(single.rows[0]?.rate).toBe('—');
  });
});

describe('網站統計 use cases', () => {
  const source = (answer: () => Promise<StatisticsReport>): StatisticsSource => ({
    report: answer,
    csv: () => Promise.resolve('類別,期間\r\n'),
  });

  it('loads a report, and sends nothing for a range it can tell is wrong', async () => {
    let asked = 0;
    const kit = statisticsKitOver(
      source(() => {
        asked += 1;
        return Promise.resolve(report);
      }),
    );
    expect(await kit.load({ from: '2026-11-30', to: '2026-12-01' })).toEqual({ kind: 'report', report });
    expect(await kit.load({ from: '2026-12-02', to: '2026-12-01' })).toEqual({
      kind: 'invalid',
      message: '結束日期不可早於開始日期。',
    });
    expect(asked).toBe(1);
  });

  it('words the server’s refusal as its sentence', async () => {
    const refusal = new ApiError({
      status: 403,
      error_description: '您沒有檢視網站統計的權限。',
      code: 'forbidden',
      time: '2026-12-01 00:30:00',
    });
    const kit = statisticsKitOver(source(() => Promise.reject(refusal)));
    expect(await kit.load({ from: '2026-11-30', to: '2026-12-01' })).toEqual({
      kind: 'refused',
      message: '您沒有檢視網站統計的權限。',
    });
  });

  it('tells a refusal, a wrong range, a failure and a lost connection apart, each in a sentence', async () => {
    const answer = (status: number, description = '') =>
      new ApiError({ status, error_description: description, code: 'x', time: '2026-12-01 00:30:00' });
    const outcome = (error: unknown) =>
      statisticsKitOver(source(() => Promise.reject(error))).load({ from: '2026-11-30', to: '2026-12-01' });
    expect(await outcome(answer(403))).toEqual({ kind: 'refused', message: NOT_STATISTICS_STAFF });
    expect(await outcome(answer(400, '查詢期間有誤：查詢期間最長 366 天'))).toEqual({
      kind: 'invalid',
      message: '查詢期間有誤：查詢期間最長 366 天',
    });
    expect(await outcome(answer(500))).toEqual({ kind: 'failed', message: '無法載入網站統計，請稍後再試。' });
    const offline = new NetworkError('offline');
    expect(await outcome(offline)).toEqual({ kind: 'failed', message: offline.message });
    expect(await outcome(new Error('boom'))).toEqual({
      kind: 'failed',
      message: '無法載入網站統計，請稍後再試。',
    });
  });

  it('exports nothing for a wrong range, and says when the export failed', async () => {
    let asked = 0;
    const kit = statisticsKitOver({
      report: () => Promise.resolve(report),
      csv: () => {
        asked += 1;
        return Promise.reject(new Error('boom'));
      },
    });
    expect(await kit.exportCsv({ from: '', to: '2026-12-01' })).toEqual({
      kind: 'invalid',
      message: '請選擇開始日期。',
    });
    expect(asked).toBe(0);
    expect(await kit.exportCsv({ from: '2026-11-30', to: '2026-12-01' })).toEqual({
      kind: 'failed',
      message: '無法匯出網站統計，請稍後再試。',
    });
  });

  it('exports the CSV under the range’s name', async () => {
    const kit = statisticsKitOver(source(() => Promise.resolve(report)));
    expect(await kit.exportCsv({ from: '2026-11-30', to: '2026-12-01' })).toEqual({
      kind: 'exported',
      fileName: 'statistics-2026-11-30-2026-12-01.csv',
      text: '類別,期間\r\n',
    });
  });
});
