import { LETTER_STATUSES, type LetterStatus } from '../../shared/letter-status';
import type { LetterQuery } from '../../shared/mailbox-inbox.types';
import { formatClientTime } from '../time/client-time-format';
import { CALENDAR_DAY } from '../../shared/calendar-day';
import { dateRangeProblem } from '../time/date-range-filter';

/** Letters per page of 信箱管理. */
export const INBOX_PAGE_SIZE = 20;

/**
 * What the inbox shows, as the URL keeps it, so a reload, the back button or a link a colleague
 * sends opens the same list. Empty strings mean "any"; `page` counts from 0 (the URL from 1).
 */
export interface InboxFilters {
  q: string;
  status: LetterStatus | '';
  /** Received on or after this Taipei day, `YYYY-MM-DD`. */
  from: string;
  to: string;
  /** An account, `none` for 未指派, or '' for anyone. */
  assignee: string;
  overdue: boolean;
  page: number;
}

export const NO_INBOX_FILTERS: InboxFilters = {
  q: '',
  status: '',
  from: '',
  to: '',
  assignee: '',
  overdue: false,
  page: 0,
};

/** The `assignee` value of letters nobody has taken. */
export const UNASSIGNED = 'none';

const isStatus = (value: string): value is LetterStatus => (LETTER_STATUSES as string[]).includes(value);

/**
 * The filters a query string names (`?q=…&status=new&page=2`); what is not understood is left at
 * "any" rather than refused, so an old or edited link still opens the inbox.
 */
export function inboxFiltersFrom(search: string): InboxFilters {
  const params = new URLSearchParams(search);
  const text = (name: string) => params.get(name)?.trim() ?? '';
  const date = (name: string) => (CALENDAR_DAY.test(text(name)) ? text(name) : '');
  const status = text('status');
  const page = Number(text('page'));
  return {
    q: text('q'),
    status: isStatus(status) ? status : '',
    from: date('from'),
    to: date('to'),
    assignee: text('assignee'),
    overdue: text('overdue') === '1',
    page: Number.isInteger(page) && page > 1 ? page - 1 : 0,
  };
}

/** The letter `?letter=<serial>` opens, or null. */
export function letterOf(search: string): string | null {
  const serial = new URLSearchParams(search).get('letter')?.trim();
  return serial ? serial : null;
}

/**
 * The query string of the filters and the letter open (`''` when nothing is set), in a fixed
 * order so the same view always has the same URL. Spaces travel as %20, never `+`.
 */
export function inboxSearch(filters: InboxFilters, letter: string | null = null): string {
  const pairs: Array<[string, string]> = [
    ['q', filters.q.trim()],
    ['status', filters.status],
    ['from', filters.from],
    ['to', filters.to],
    ['assignee', filters.assignee],
    ['overdue', filters.overdue ? '1' : ''],
    ['page', filters.page > 0 ? String(filters.page + 1) : ''],
    ['letter', letter ?? ''],
  ];
  const set = pairs.filter(([, value]) => value !== '');
  return set.length === 0
    ? ''
    : `?${set.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&')}`;
}

/** Why the filters cannot be sent (a date that is not one, a range the wrong way round), or null. */
export function inboxFiltersProblem(filters: InboxFilters): string | null {
  return dateRangeProblem(filters.from, filters.to);
}

/** The server's query: only the filters that say something; the export takes every page. */
export function letterQuery(filters: InboxFilters, paged = true): LetterQuery {
  const query: LetterQuery = {};
  const q = filters.q.trim();
  if (q) query.q = q;
  if (filters.status) query.status = filters.status;
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  if (filters.assignee) query.assignee = filters.assignee;
  if (filters.overdue) query.overdue = true;
  if (paged) {
    query.limit = INBOX_PAGE_SIZE;
    query.offset = filters.page * INBOX_PAGE_SIZE;
  }
  return query;
}

/** How many pages `total` letters make (at least one, so an empty answer reads 第 1 / 1 頁). */
export const inboxPageCount = (total: number): number => Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE));

/** `民意信箱-2026-11-26.csv`: the Taipei date of the export. */
export const inboxCsvName = (nowMs: number): string => `民意信箱-${formatClientTime(nowMs).slice(0, 10)}.csv`;
