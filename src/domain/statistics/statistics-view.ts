import { helpfulRateText } from '../../shared/page-feedback';
import type { StatisticsFeedbackPage, StatisticsPage, StatisticsReport } from '../../shared/statistics.types';
import type { DateCalendar } from '../time/date-format';
import { dayLabel, monthLabel, shortDayLabel } from './statistics-range';

/** Rows of 熱門頁面: the most viewed pages first. */
export const TOP_PAGES = 20;

/** One chart's figures: what its axis and its table say of each point, and the numbers. */
export interface ChartSeries {
  /** The chart's and its table's name. */
  title: string;
  /** Each point's label in the table (the full date, a module's title). */
  labels: string[];
  /** Each point's label on the axis (short). */
  ticks: string[];
  /** One or two series of numbers, each with its name (the table's column). */
  series: Array<{ name: string; values: number[] }>;
}

/** 每日瀏覽: views and visits per day. */
export function dailySeries(report: StatisticsReport, calendar: DateCalendar): ChartSeries {
  return {
    title: '每日瀏覽次數',
    labels: report.days.map((d) => dayLabel(calendar, d.day)),
    ticks: report.days.map((d) => shortDayLabel(d.day)),
    series: [
      { name: '瀏覽次數', values: report.days.map((d) => d.views) },
      { name: '造訪人次', values: report.days.map((d) => d.visits) },
    ],
  };
}

/** 每月瀏覽: the range's months. */
export function monthlySeries(report: StatisticsReport, calendar: DateCalendar): ChartSeries {
  const labels = report.months.map((m) => monthLabel(calendar, m.month));
  return {
    title: '每月瀏覽次數',
    labels,
    ticks: labels,
    series: [
      { name: '瀏覽次數', values: report.months.map((m) => m.views) },
      { name: '造訪人次', values: report.months.map((m) => m.visits) },
    ],
  };
}

/** 各單元瀏覽: the modules, the most viewed first. */
export function moduleSeries(report: StatisticsReport): ChartSeries {
  const labels = report.modules.map((m) => m.title);
  return {
    title: '各單元瀏覽次數',
    labels,
    ticks: labels,
    series: [{ name: '瀏覽次數', values: report.modules.map((m) => m.views) }],
  };
}

/** 熱門頁面: the first `TOP_PAGES` pages, and how many more there were. */
export function topPages(report: StatisticsReport): { rows: StatisticsPage[]; more: number } {
  return { rows: report.pages.slice(0, TOP_PAGES), more: Math.max(0, report.pages.length - TOP_PAGES) };
}

/** Rows of 頁面回饋: the pages with the most 否 first. */
export const TOP_FEEDBACK_PAGES = 20;

/** One row of 頁面回饋's table, as the screen writes it. */
export interface FeedbackRow {
  page: StatisticsFeedbackPage;
  /** 「75%」, or 「—」 with no answers. */
  rate: string;
}

/**
 * 頁面回饋 in the range: the first `TOP_FEEDBACK_PAGES` pages in the report's order (the most 否
 * first: the pages that most need a look), how many more there were, and the totals' line.
 */
export function feedbackSection(report: StatisticsReport): {
  rows: FeedbackRow[];
  more: number;
  total: string;
} {
  const { pages, total } = report.feedback;
  return {
    rows: pages.slice(0, TOP_FEEDBACK_PAGES).map((page) => ({ page, rate: helpfulRateText(page.rate) })),
    more: Math.max(0, pages.length - TOP_FEEDBACK_PAGES),
    total:
      total.yes + total.no === 0
        ? '這段期間沒有頁面回饋。'
        : `共 ${(total.yes + total.no).toLocaleString('zh-TW')} 則回答：是 ${total.yes.toLocaleString('zh-TW')}、否 ${total.no.toLocaleString('zh-TW')}，有幫助比率 ${helpfulRateText(total.rate)}。`,
  };
}

/** Where a page is read on the site: its module's address for a single page, else the item's. */
export function pageTarget(
  page: Pick<StatisticsPage, 'path' | 'id' | 'single' | 'slug' | 'published'>,
): { path: string; id?: string } | null {
  if (!page.published) return null;
  return page.single ? { path: page.path } : { path: page.path, id: page.slug ?? page.id };
}

/** A share of the whole, `12.5%`; 0 when nothing was viewed. */
export function shareOf(part: number, whole: number): string {
  return whole === 0 ? '0%' : `${(Math.round((part / whole) * 1000) / 10).toString()}%`;
}

/** The CSV's file name for the range. */
export const statisticsCsvName = (from: string, to: string): string => `statistics-${from}-${to}.csv`;

/**
 * The screen's sections in order. Each is one `<section>` with a heading, rendered by its own part;
 * 頁面回饋 reads the report's `feedback`.
 */
export const STATISTICS_SECTIONS = [
  { key: 'summary', title: '總覽' },
  { key: 'daily', title: '每日瀏覽次數' },
  { key: 'monthly', title: '每月瀏覽次數' },
  { key: 'modules', title: '各單元瀏覽次數' },
  { key: 'pages', title: '熱門頁面' },
  { key: 'feedback', title: '頁面回饋' },
] as const;

export type StatisticsSectionKey = (typeof STATISTICS_SECTIONS)[number]['key'];
