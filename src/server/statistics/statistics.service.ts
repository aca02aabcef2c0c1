import { holdsItems } from '../../shared/modules.schema';
import { helpfulRate } from '../../shared/page-feedback';
import {
  STATISTICS_DEFAULT_DAYS,
  STATISTICS_MAX_DAYS,
  type StatisticsDay,
  type StatisticsFeedback,
  type StatisticsFeedbackPage,
  type StatisticsMonth,
  type StatisticsModule,
  type StatisticsPage,
  type StatisticsReport,
} from '../../shared/statistics.types';
import type { Clock } from '../platform/clock';
import { DAY_MS, dayPeriodOf, givesDay, taipeiDayStart, type DayPeriodQuery } from '../platform/day-period';
import { forbidden } from '../platform/refusals';
import { spreadsheetCsv } from '../platform/spreadsheet-csv';
import { taipeiDay } from '../platform/taipei-time';
import type { SiteStorage } from '../ports/storage.port';
import type { PageFeedbackService } from '../feedback/page-feedback.service';

export const NO_STATISTICS_TEXT = '您沒有檢視網站統計的權限：需要網站管理者，或至少一個單元的檢視權限。';
export const REMOVED_PAGE_TEXT = '（已移除的頁面）';

/**
 * The days of a report, `YYYY-MM-DD` in Taipei: both given, or neither (the last 30 days, today
 * included); real days, from ≤ to, at most a year. Anything else is refused in zh-TW, naming the field.
 */
export function statisticsRange(query: DayPeriodQuery, now: number): { from: string; to: string } {
  if (!givesDay(query, 'from') && !givesDay(query, 'to')) {
    const today = taipeiDayStart(taipeiDay(now)) as number;
    return { from: taipeiDay(today - (STATISTICS_DEFAULT_DAYS - 1) * DAY_MS), to: taipeiDay(today) };
  }
  dayPeriodOf(query, { required: true, maxDays: STATISTICS_MAX_DAYS });
  return { from: query.from as string, to: query.to as string };
}

/**
 * 網站統計: the views the site's own counter kept per Taipei day, for staff. An administrator sees
 * every module; anyone else the modules they may read (r), and needs one at least. The site's
 * visits are the site's, not a page's: every one who may open the report sees them.
 */
export class StatisticsService {
  constructor(
    private readonly storage: SiteStorage,
    private readonly clock: Clock,
    private readonly feedback: PageFeedbackService,
  ) {}

  async report(account: string, query: DayPeriodQuery): Promise<StatisticsReport> {
    const { from, to } = statisticsRange(query, this.clock.now());
    const { users, rights, content, viewDays } = this.storage.stores;
    const admin = (await users.find(account))?.admin === true;
    const modules = new Map((await content.modules()).map((module) => [module.path, module]));
    const dayRows = await viewDays.byDayAndModule(from, to);
    const pageRows = await viewDays.byPage(from, to);
    // Rights on each path the range has views of (a removed module's path too), read once each.
    const readable = new Map<string, boolean>();
    if (admin) for (const { path } of dayRows) readable.set(path, true);
    else {
      for (const path of new Set([...modules.keys(), ...dayRows.map((row) => row.path)])) {
        if (path !== '') readable.set(path, (await rights.rightsOn(account, path)).r);
      }
      if (![...readable.values()].some(Boolean)) throw forbidden(NO_STATISTICS_TEXT);
    }
    const mayRead = (path: string) => readable.get(path) === true;
    const titleOf = (path: string) => modules.get(path)?.info.title || path;

    const days = new Map<string, StatisticsDay>();
    const last = taipeiDayStart(to) as number;
    for (let at = taipeiDayStart(from) as number; at <= last; at += DAY_MS) {
      const day = taipeiDay(at);
      days.set(day, { day, views: 0, visits: 0 });
    }
    const byModule = new Map<string, number>();
    for (const row of dayRows) {
      const day = days.get(row.day);
      if (!day) continue;
      if (row.path === '') day.visits += row.count;
      else if (mayRead(row.path)) {
        day.views += row.count;
        byModule.set(row.path, (byModule.get(row.path) ?? 0) + row.count);
      }
    }
    const months = new Map<string, StatisticsMonth>();
    for (const { day, views, visits } of days.values()) {
      const month = months.get(day.slice(0, 7)) ?? { month: day.slice(0, 7), views: 0, visits: 0 };
      month.views += views;
      month.visits += visits;
      months.set(month.month, month);
    }
    const moduleList: StatisticsModule[] = [...byModule]
      .map(([path, views]) => ({ path, title: titleOf(path), views }))
      .sort((a, b) => b.views - a.views || (a.path < b.path ? -1 : 1));
    const pages: StatisticsPage[] = pageRows
      .filter((row) => mayRead(row.path))
      .map((row) => {
        const module = modules.get(row.path);
        const single = module?.kind === 'single';
        const published = row.title !== null && module !== undefined && holdsItems(module.kind);
        return {
          path: row.path,
          id: row.id,
          title: row.title || (single ? titleOf(row.path) : REMOVED_PAGE_TEXT),
          moduleTitle: titleOf(row.path),
          single,
          slug: row.slug,
          published,
          views: row.count,
        };
      });
    const dayList = [...days.values()];
    return {
      from,
      to,
      days: dayList,
      months: [...months.values()],
      modules: moduleList,
      pages,
      total: {
        views: dayList.reduce((sum, day) => sum + day.views, 0),
        visits: dayList.reduce((sum, day) => sum + day.visits, 0),
      },
      feedback: await this.feedbackOf(account, from, to, titleOf),
    };
  }

  /**
   * 頁面回饋 in the range: the feedback service's counts (pages under paths the account may read),
   * named and linked like 熱門頁面, the most 否 first (the pages that most need a look), then the
   * most answers.
   */
  private async feedbackOf(
    account: string,
    from: string,
    to: string,
    titleOf: (path: string) => string,
  ): Promise<StatisticsFeedback> {
    const { content } = this.storage.stores;
    const counts = await this.feedback.counts(account, dayPeriodOf({ from, to }));
    const pages: StatisticsFeedbackPage[] = [];
    // One after the other: the pages that had answers in the range, read once each.
    for (const count of counts) {
      const module = await content.module(count.path);
      const single = module?.kind === 'single';
      const item = single ? await content.page(count.path) : await content.item(count.path, count.itemId);
      const title = typeof item?.title === 'string' && item.title !== '' ? item.title : undefined;
      pages.push({
        path: count.path,
        id: count.itemId,
        title: single ? titleOf(count.path) : (title ?? REMOVED_PAGE_TEXT),
        moduleTitle: titleOf(count.path),
        single,
        slug: typeof item?.slug === 'string' && item.slug !== '' ? item.slug : null,
        published: item !== undefined,
        yes: count.yes,
        no: count.no,
        rate: helpfulRate(count.yes, count.no),
      });
    }
    pages.sort(
      (a, b) =>
        b.no - a.no ||
        b.yes + b.no - (a.yes + a.no) ||
        (a.path === b.path ? (a.id < b.id ? -1 : 1) : a.path < b.path ? -1 : 1),
    );
    const yes = pages.reduce((sum, page) => sum + page.yes, 0);
    const no = pages.reduce((sum, page) => sum + page.no, 0);
    return { pages, total: { yes, no, rate: helpfulRate(yes, no) } };
  }

  /** The report as one spreadsheet CSV (formulas made inert): a section column, then the figures. */
  async csv(account: string, query: DayPeriodQuery): Promise<{ fileName: string; text: string }> {
    const report = await this.report(account, query);
    return {
      fileName: `statistics-${report.from}-${report.to}.csv`,
      text: spreadsheetCsv(STATISTICS_CSV_HEADER, statisticsCsvRows(report)),
    };
  }
}

export const STATISTICS_CSV_HEADER = [
  '類別',
  '期間',
  '單元',
  '頁面',
  '頁面網址',
  '瀏覽次數',
  '造訪人次',
  '是',
  '否',
  '有幫助比率',
];

type Addressed = Pick<StatisticsPage, 'path' | 'id' | 'single' | 'slug' | 'published'>;

/** A page's address on the site (the default language), '' once it is no longer published. */
export function pageAddress(page: Addressed, lang = 'zh-tw'): string {
  if (!page.published) return '';
  const enc = encodeURIComponent;
  return page.single
    ? `/home/${enc(lang)}/${enc(page.path)}`
    : `/home/${enc(lang)}/${enc(page.path)}/${enc(page.slug ?? page.id)}`;
}

const rateCell = (rate: number | null) => (rate === null ? '' : `${rate}%`);

/**
 * The CSV's rows: 每日, 每月, 單元, 頁面, then 頁面回饋 (each page's 是, 否 and 有幫助比率) and its
 * 頁面回饋合計, in that order; numbers as plain digits.
 */
export function statisticsCsvRows(report: StatisticsReport): string[][] {
  const range = `${report.from}～${report.to}`;
  const none = ['', '', ''];
  const { feedback } = report;
  return [
    ...report.days.map((d) => ['每日', d.day, '', '', '', String(d.views), String(d.visits), ...none]),
    ...report.months.map((m) => ['每月', m.month, '', '', '', String(m.views), String(m.visits), ...none]),
    ...report.modules.map((m) => ['單元', range, m.title, '', '', String(m.views), '', ...none]),
    ...report.pages.map((p) => [
      '頁面',
      range,
      p.moduleTitle,
      p.title,
      pageAddress(p),
      String(p.views),
      '',
      ...none,
    ]),
    ...feedback.pages.map((p) => [
      '頁面回饋',
      range,
      p.moduleTitle,
      p.title,
      pageAddress(p),
      '',
      '',
      String(p.yes),
      String(p.no),
      rateCell(p.rate),
    ]),
    [
      '頁面回饋合計',
      range,
      '',
      '',
      '',
      '',
      '',
      String(feedback.total.yes),
      String(feedback.total.no),
      rateCell(feedback.total.rate),
    ],
  ];
}
