import { useId, useState, type FormEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListParams, ListQuery, SortOrder } from '../../shared/api-types';
import { buttonClass } from './button-class';
import look from './form-look.module.css';
import styles from './list-filters.module.css';

export interface SortField {
  /** API field name sent as `sort`. */
  field: string;
  /** i18n key of the field's name, e.g. `content.meta.publishDate`. */
  labelKey: string;
}

export interface ListFiltersProps {
  params: ListParams;
  onParamsChange(next: ListParams): void;
  /** Tags offered by the tag select; no select when empty. */
  tags?: readonly string[];
  /** Years offered by the year select; no select when undefined (kinds without dates). */
  years?: readonly number[];
  /** Date-like fields offered newest- and oldest-first. */
  sortFields?: readonly SortField[];
  /** Whether sorting by title is offered. */
  titleSort?: boolean;
  /** Query values the form does not offer but must keep (the tag page's tag). */
  keep?: ListQuery;
  /**
   * The first page is on its way: the tag select (its options come with the rows) keeps its place,
   * disabled, so its arrival does not push the list down on a phone's first screen.
   */
  pending?: boolean;
}

/**
 * The sort select sends `date:asc`, which list-params.ts reads too (`SORT_SEPARATOR` there). Not
 * imported: the list layouts' chunk would then share that module with the home page's and split it.
 */
const SORT_SEPARATOR = ':';

function sortValue(params: ListParams): string {
  return params.sort ? `${params.sort}${SORT_SEPARATOR}${params.order ?? 'desc'}` : '';
}

/** The list state a filter form submits: first page, the page size kept, empty values left out. */
export function filtersToParams(
  params: ListParams,
  form: { search: string; tag: string; year: string; sort: string },
  keep: ListQuery = {},
): ListParams {
  const next: ListParams = { offset: 0 };
  if (params.limit !== undefined) next.limit = params.limit;
  const query: ListQuery = { ...keep };
  const search = form.search.trim();
  if (search) query.search = search;
  if (form.tag) query.tag = form.tag;
  const year = Number(form.year);
  if (form.year && Number.isInteger(year)) query.year = year;
  if (Object.keys(query).length > 0) next.query = query;
  if (form.sort) {
    const [sort, order] = form.sort.split(SORT_SEPARATOR);
    if (sort) {
      next.sort = sort;
      next.order = order === 'asc' ? 'asc' : ('desc' satisfies SortOrder);
    }
  }
  return next;
}

/**
 * Where 清除條件 leads without the script: the same list (a relative URL keeps the path) with only
 * the kept values (the tag page's tag) in its query, from the first page. The keys are the ones
 * list-params.ts reads; a query-only `?` when nothing is kept.
 */
export function clearedHref(keep: ListQuery = {}): string {
  const parts: Array<[string, string]> = [];
  if (keep.search) parts.push(['search', keep.search]);
  if (keep.tag) parts.push(['tag', keep.tag]);
  if (keep.year) parts.push(['year', String(keep.year)]);
  // encodeURIComponent, as list-params.ts: spaces travel as %20, never +.
  return `?${parts.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;
}

/** The choice of years is the core's (list-years.ts); kept here for the list layouts. */
export { yearChoices } from '../../domain/content/list-years';

/**
 * Phrase search, tag, year and sort for a list. Nothing changes until the visitor submits, so a
 * screen-reader user can set several fields without the list reloading under them. A GET form with
 * named fields: before or without the script it asks for the same list URL with the fields as its
 * query string (the core reads `sort=date:asc` and empty fields too); with it, the router moves.
 */
export function ListFilters(props: ListFiltersProps) {
  const { params } = props;
  // A new key when the list state changes from outside (back button, a tag link) resets the form.
  const key = JSON.stringify([params.query ?? {}, params.sort ?? '', params.order ?? '']);
  return <ListFiltersForm key={key} {...props} />;
}

function ListFiltersForm({
  params,
  onParamsChange,
  tags = [],
  years,
  sortFields = [],
  titleSort = true,
  keep,
  pending = false,
}: ListFiltersProps) {
  const { t } = useTranslation();
  const id = useId();
  const [search, setSearch] = useState(params.query?.search ?? '');
  const [tag, setTag] = useState(params.query?.tag ?? '');
  const [year, setYear] = useState(params.query?.year ? String(params.query.year) : '');
  const [sort, setSort] = useState(sortValue(params));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onParamsChange(filtersToParams(params, { search, tag, year, sort }, keep));
  };
  const clear = (event: MouseEvent) => {
    event.preventDefault();
    const next: ListParams = { offset: 0 };
    if (params.limit !== undefined) next.limit = params.limit;
    if (keep && Object.keys(keep).length > 0) next.query = { ...keep };
    onParamsChange(next);
  };
  const hasConditions = Boolean(
    params.query?.search || (params.query?.tag && !keep?.tag) || params.query?.year || params.sort,
  );
  const tagOptions = tag && !tags.includes(tag) ? [tag, ...tags] : tags;
  const showSort = sortFields.length > 0 || titleSort;
  // The tag page's tag is not a field of the form; sent without the script, it must still travel.
  const keptTag = keep?.tag && tagOptions.length === 0 && !pending ? keep.tag : undefined;

  return (
    <form
      role="search"
      method="get"
      aria-label={t('content.filters.label')}
      onSubmit={submit}
      data-part="list-filters"
      className={styles.form}
    >
      {keptTag && <input type="hidden" name="tag" value={keptTag} />}
      <div className={styles.grid}>
        <div className={look.field}>
          <label className={look.label} htmlFor={`${id}-search`}>
            {t('content.filters.search')}
          </label>
          <input
            className={`${look.input} ${styles.control}`}
            id={`${id}-search`}
            type="search"
            name="search"
            value={search}
            maxLength={100}
            placeholder={t('content.filters.searchPlaceholder')}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        {(tagOptions.length > 0 || pending) && (
          <div className={look.field}>
            <label className={look.label} htmlFor={`${id}-tag`}>
              {t('content.filters.tag')}
            </label>
            <select
              className={`${look.select} ${styles.control}`}
              id={`${id}-tag`}
              name="tag"
              value={tag}
              disabled={tagOptions.length === 0}
              onChange={(e) => setTag(e.target.value)}
            >
              <option value="">{t('content.filters.allTags')}</option>
              {tagOptions.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </div>
        )}
        {years && (
          <div className={look.field}>
            <label className={look.label} htmlFor={`${id}-year`}>
              {t('content.filters.year')}
            </label>
            <select
              className={`${look.select} ${styles.control}`}
              id={`${id}-year`}
              name="year"
              value={year}
              onChange={(e) => setYear(e.target.value)}
            >
              <option value="">{t('content.filters.allYears')}</option>
              {years.map((option) => (
                <option key={option} value={String(option)}>
                  {t('content.filters.yearOption', { year: option })}
                </option>
              ))}
            </select>
          </div>
        )}
        {showSort && (
          <div className={look.field}>
            <label className={look.label} htmlFor={`${id}-sort`}>
              {t('content.filters.sort')}
            </label>
            <select
              className={`${look.select} ${styles.control}`}
              id={`${id}-sort`}
              name="sort"
              value={sort}
              onChange={(e) => setSort(e.target.value)}
            >
              <option value="">{t('content.filters.defaultSort')}</option>
              {sortFields.flatMap(({ field, labelKey }) => [
                <option key={`${field}-desc`} value={`${field}${SORT_SEPARATOR}desc`}>
                  {t('content.filters.newestFirst', { field: t(labelKey) })}
                </option>,
                <option key={`${field}-asc`} value={`${field}${SORT_SEPARATOR}asc`}>
                  {t('content.filters.oldestFirst', { field: t(labelKey) })}
                </option>,
              ])}
              {titleSort && (
                <option value={`title${SORT_SEPARATOR}asc`}>{t('content.filters.titleAsc')}</option>
              )}
            </select>
          </div>
        )}
      </div>
      <div className={styles.actions}>
        <button type="submit" className={buttonClass()}>
          {t('content.filters.submit')}
        </button>
        {hasConditions && (
          // A link, so it clears without the script too; with it, the router moves.
          <a className={buttonClass({ variant: 'outline' })} href={clearedHref(keep)} onClick={clear}>
            {t('content.filters.clear')}
          </a>
        )}
      </div>
    </form>
  );
}
