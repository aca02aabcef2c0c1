import type { ApiClient } from '../api/api-client';
import { ApiError } from '../../domain/errors/api-errors';
import { dateRangeProblem } from '../../domain/time/date-range-filter';
import {
  helpfulRate,
  helpfulRateText,
  PAGE_FEEDBACK_PATHS,
  type PageFeedbackComments,
  type PageFeedbackPage,
  type PageFeedbackSummary,
} from '../../shared/page-feedback';

/** 頁面回饋's filters as typed: Taipei days `YYYY-MM-DD`, '' for open. */
export interface FeedbackFilters {
  from: string;
  to: string;
}

/** Rows per page of the staff list. */
export const FEEDBACK_PAGE_SIZE = 20;

/** Why the period cannot be asked for, in zh-TW; null when it can. */
export const periodProblem = ({ from, to }: FeedbackFilters): string | null => dateRangeProblem(from, to);

/** The query of the filters: only the days given. */
export function periodParams({ from, to }: FeedbackFilters): Record<string, string> {
  return { ...(from === '' ? {} : { from }), ...(to === '' ? {} : { to }) };
}

/** 有幫助比率 as the list writes it: 「75%」, or 「—」 with no answers. */
export function rateText(summary: Pick<PageFeedbackSummary, 'yes' | 'no'>): string {
  return helpfulRateText(helpfulRate(summary.yes, summary.no));
}

/** The page's name in the list: its title, else a sentence saying it is gone. */
export const pageName = (row: Pick<PageFeedbackSummary, 'title' | 'moduleTitle'>): string =>
  row.title === '' ? `（已移除的項目，${row.moduleTitle || '單元已移除'}）` : row.title;

/** The list's live line: 「共 25 頁有回饋，第 1 / 2 頁」. */
export function countLine(total: number, page: number): string {
  if (total === 0) return '這段期間沒有頁面回饋。';
  const pages = Math.max(1, Math.ceil(total / FEEDBACK_PAGE_SIZE));
  return `共 ${total} 個頁面有回饋，第 ${page + 1} / ${pages} 頁`;
}

export type Loaded<T> = { kind: 'loaded'; value: T } | { kind: 'failed'; message: string };

const failure = (error: unknown): { kind: 'failed'; message: string } => ({
  kind: 'failed',
  message: error instanceof ApiError ? error.description : '無法載入頁面回饋，請稍後再試。',
});

/** One page of the list: each page with answers in the period, the latest answered first. */
export async function loadFeedbackPages(
  api: Pick<ApiClient, 'get'>,
  filters: FeedbackFilters,
  page: number,
): Promise<Loaded<PageFeedbackPage>> {
  const problem = periodProblem(filters);
  if (problem !== null) return { kind: 'failed', message: problem };
  const params = {
    ...periodParams(filters),
    limit: String(FEEDBACK_PAGE_SIZE),
    offset: String(page * FEEDBACK_PAGE_SIZE),
  };
  try {
    return { kind: 'loaded', value: await api.get(PAGE_FEEDBACK_PATHS.pages, { params, errors: 'inline' }) };
  } catch (error) {
    return failure(error);
  }
}

/** One page's answers in the period, newest first (at most 100). */
export async function loadFeedbackComments(
  api: Pick<ApiClient, 'get'>,
  row: Pick<PageFeedbackSummary, 'path' | 'itemId'>,
  filters: FeedbackFilters,
): Promise<Loaded<PageFeedbackComments>> {
  const params = {
    ...periodParams(filters),
    path: row.path,
    ...(row.itemId === '' ? {} : { itemId: row.itemId }),
    limit: '100',
  };
  try {
    return {
      kind: 'loaded',
      value: await api.get(PAGE_FEEDBACK_PATHS.comments, { params, errors: 'inline' }),
    };
  } catch (error) {
    return failure(error);
  }
}

/** 匯出 CSV: every answer in the period the account may read, as the file to save. */
export async function exportFeedbackCsv(
  api: Pick<ApiClient, 'get'>,
  filters: FeedbackFilters,
): Promise<
  { kind: 'exported'; fileName: string; text: string } | { kind: 'invalid' | 'failed'; message: string }
> {
  const problem = periodProblem(filters);
  if (problem !== null) return { kind: 'invalid', message: problem };
  try {
    const text = await api.get<string>(PAGE_FEEDBACK_PATHS.export, {
      params: periodParams(filters),
      errors: 'inline',
      text: true,
    });
    const span = [filters.from, filters.to].filter((day) => day !== '').join('_');
    return { kind: 'exported', fileName: `頁面回饋${span === '' ? '' : `-${span}`}.csv`, text };
  } catch (error) {
    return {
      kind: 'failed',
      message: error instanceof ApiError ? error.description : '匯出失敗，請稍後再試。',
    };
  }
}
