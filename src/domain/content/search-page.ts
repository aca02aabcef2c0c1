import type { ListQuery, SearchFacets } from '../../shared/api-types';
import { offsetFromQuery, searchPageHref, type SearchFilters } from './page-query';

/**
 * The site search's results page as its URL holds it (`?q=…&module=…&year=…&page=N`): the state
 * lives in the URL only, so a result page can be linked, reloaded, rendered by the server and
 * filtered or paged by plain links without the script. A malformed value is dropped rather than
 * sent: a hand-edited URL must never produce a 400 for the visitor.
 */

/** Longest query the page sends (the API's `search` holds 100 characters). */
export const MAX_SEARCH_QUERY = 100;
/** Longest module path the page sends (the API's `module` holds 200). */
const MAX_MODULE = 200;

export interface SearchPageState extends SearchFilters {
  /** The query as typed, trimmed; '' when none. */
  q: string;
  offset: number;
}

/** The search page's state from its query string (with or without the `?`). */
export function readSearchPage(search: string, limit: number): SearchPageState {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const state: SearchPageState = {
    q: (params.get('q') ?? '').trim().slice(0, MAX_SEARCH_QUERY),
    offset: offsetFromQuery(params, limit),
  };
  const module = params.get('module')?.trim();
  if (module && module.length <= MAX_MODULE) state.module = module;
  const year = Number(params.get('year'));
  if (Number.isInteger(year) && year >= 1000 && year <= 9999) state.year = year;
  return state;
}

/** The API's `query` for the state: the search, and the module and year when chosen. */
export function searchListQuery(state: SearchPageState): ListQuery {
  return {
    search: state.q,
    ...(state.module !== undefined ? { module: state.module } : {}),
    ...(state.year !== undefined ? { year: state.year } : {}),
  };
}

/** One option of a filter: a link to the first page of the results with it chosen. */
export interface FilterOption<V> {
  /** The module's path or the year; null for 「全部」, which removes the filter. */
  value: V | null;
  /** The module's name on the site (its path when the answer does not name it); '' for a year and 全部. */
  title: string;
  /**
   * Results the option leads to (the API's facets: each filter counted with the other applied);
   * null for 全部, which the facets do not count when the other filter is chosen (undated results).
   */
  count: number | null;
  href: string;
  current: boolean;
}

/** A chosen filter as the page shows it beside the count, with the link that removes it. */
export interface ChosenFilter {
  kind: 'module' | 'year';
  /** The module's name, or the year as a number's text. */
  label: string;
  removeHref: string;
}

export interface SearchFilterChoices {
  modules: Array<FilterOption<string>>;
  years: Array<FilterOption<number>>;
  chosen: ChosenFilter[];
}

/**
 * The module and year filters from a search's facets, each list led by 「全部」, which removes that
 * filter and keeps the other. A chosen value the facets do not hold (no
 * result in it any more, or a hand-edited URL) is still offered, with 0, so it stays visible and
 * removable. Every link goes back to the first page; the other filter is kept.
 */
export function searchFilterChoices(
  base: string,
  state: SearchPageState,
  facets: SearchFacets | undefined,
): SearchFilterChoices {
  const modules = facets?.modules ?? [];
  const years = facets?.years ?? [];
  const href = (filters: SearchFilters) => searchPageHref(base, state.q, 1, filters);
  const withoutModule = { year: state.year };
  const withoutYear = { module: state.module };

  const moduleOptions: Array<FilterOption<string>> = modules.map((module) => ({
    value: module.path,
    title: module.title || module.path,
    count: module.count,
    href: href({ module: module.path, year: state.year }),
    current: module.path === state.module,
  }));
  if (state.module !== undefined && !modules.some((module) => module.path === state.module)) {
    moduleOptions.push({
      value: state.module,
      title: state.module,
      count: 0,
      href: href(state),
      current: true,
    });
  }
  const yearCounts =
    state.year !== undefined && !years.some((year) => year.year === state.year)
      ? [...years, { year: state.year, count: 0 }].sort((a, b) => b.year - a.year)
      : years;
  const yearOptions: Array<FilterOption<number>> = yearCounts.map((year) => ({
    value: year.year,
    title: '',
    count: year.count,
    href: href({ module: state.module, year: year.year }),
    current: year.year === state.year,
  }));

  const chosen: ChosenFilter[] = [];
  const chosenModule = moduleOptions.find((option) => option.current);
  if (chosenModule)
    chosen.push({ kind: 'module', label: chosenModule.title, removeHref: href(withoutModule) });
  if (state.year !== undefined)
    chosen.push({ kind: 'year', label: String(state.year), removeHref: href(withoutYear) });

  return {
    modules: [
      { value: null, title: '', count: null, href: href(withoutModule), current: state.module === undefined },
      ...moduleOptions,
    ],
    years: [
      { value: null, title: '', count: null, href: href(withoutYear), current: state.year === undefined },
      ...yearOptions,
    ],
    chosen,
  };
}

/** What the page suggests when a search finds nothing. */
export interface NoResultHints {
  /** More than one term, each required: fewer words find more. */
  fewerWords: boolean;
  /**
   * The query holds 臺 or 台. Search reads the two as one (src/shared/search/zh-variants.ts), so
   * the other form would find exactly the same: the page says so rather than offering it.
   */
  variantsAlike: boolean;
  /** The same search without its filters, when any is chosen. */
  withoutFilters: string | null;
}

export function noResultHints(base: string, state: SearchPageState, termCount: number): NoResultHints {
  const filtered = state.module !== undefined || state.year !== undefined;
  return {
    fewerWords: termCount > 1,
    variantsAlike: /[臺台]/u.test(state.q),
    withoutFilters: filtered ? searchPageHref(base, state.q, 1) : null,
  };
}
