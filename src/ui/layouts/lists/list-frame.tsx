import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { yearOf } from '../../parts/format-date';
import { num, text, type Item } from '../../parts/item-fields';
import { EmptyState } from '../../parts/empty-state';
import { FailureState } from '../../parts/failure-state';
import { ListFilters, yearChoices, type SortField } from '../../parts/list-filters';
import { Pager } from '../../parts/pager';
import type { ListLayoutProps } from '../contract/layout-contract';
import styles from './list-frame.module.css';

export type ListRowData = ListLayoutProps['list']['rows'][number];

/** How a kind's list is filtered: which field dates it, and which fields it sorts on. */
export interface ListKindConfig {
  /** Field with a `YYYY-MM-DD` date; its year feeds the year filter. */
  dateField?: string;
  /** Field holding a year directly (historical events, people). */
  yearField?: string;
  /** Offer recent years even when no row shows them (kinds dated by publication). */
  recentYears?: boolean;
  sortFields?: readonly SortField[];
  /** The shape of the rows, for the skeleton shown while the first page loads: lines or cards. */
  skeleton?: 'lines' | 'cards';
}

/** The year a row belongs to for the year filter. */
export function rowYear(row: Item, config: ListKindConfig): number | null {
  if (config.yearField) {
    const year = num(row, config.yearField);
    if (year !== undefined) return year;
  }
  return config.dateField ? yearOf(text(row, config.dateField)) : null;
}

export interface ListFrameProps {
  props: ListLayoutProps;
  config: ListKindConfig;
  /** The rows, drawn the way the kind looks (table, grid, year groups). */
  children: (rows: ListRowData[]) => ReactNode;
}

const DEFAULT_LIMIT = 12;
/** Skeleton rows: enough to fill a first screen, without a page of grey below it. */
const SKELETON_ROWS = 6;

/**
 * Rows shaped like the final ones (a title and a line of details, or a card with its picture),
 * CSS only, so the list takes its final room while the first page loads and its arrival shifts
 * nothing below it.
 */
function ListSkeleton({ shape, label }: { shape: 'lines' | 'cards'; label: string }) {
  return (
    <div
      aria-busy="true"
      data-part="list-skeleton"
      className={shape === 'cards' ? styles.skeletonCards : undefined}
    >
      <p role="status" className={styles.visuallyHidden}>
        {label}
      </p>
      {Array.from({ length: SKELETON_ROWS }, (_, index) => (
        <div
          key={index}
          aria-hidden="true"
          className={shape === 'cards' ? styles.skeletonCard : styles.skeletonLine}
        >
          {shape === 'cards' && <span className={`${styles.bone} ${styles.picture}`} />}
          <span className={`${styles.bone} ${styles.boneTitle}`} />
          <span className={`${styles.bone} ${styles.boneMeta}`} />
        </div>
      ))}
    </div>
  );
}

/**
 * What every list shares: the page heading, the filters, the result count, the loading, empty and
 * error states with a retry, and the pager. A kind's layout only draws its rows.
 */
export function ListFrame({ props, config, children }: ListFrameProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const {
    name,
    module,
    list,
    params,
    onParamsChange,
    pageHref,
    onRetry,
    availableTags,
    currentYear,
    loading,
    failure,
  } = props;
  const rows = Array.isArray(list?.rows) ? list.rows : [];
  const total = typeof list?.total === 'number' ? list.total : rows.length;
  const limit = params.limit ?? DEFAULT_LIMIT;
  const filtered = Boolean(params.query?.search || params.query?.tag || params.query?.year);
  const dated = Boolean(config.dateField || config.yearField);
  const years = dated
    ? yearChoices(
        rows.map((row) => rowYear(row, config)),
        params.query?.year,
        currentYear,
        config.recentYears ? 10 : 0,
        Array.isArray(list?.years) ? list.years : undefined,
      )
    : undefined;

  let body: ReactNode;
  if (failure) {
    body = <FailureState kind={failure} onRetry={onRetry} />;
  } else if (loading && rows.length === 0) {
    body = <ListSkeleton shape={config.skeleton ?? 'lines'} label={t('content.state.loading')} />;
  } else if (rows.length === 0) {
    body = <EmptyState filtered={filtered} />;
  } else {
    body = (
      <div
        aria-busy={loading || undefined}
        className={loading ? `${styles.rows} ${styles.busy}` : styles.rows}
      >
        {children(rows)}
      </div>
    );
  }

  return (
    <section data-layout={name} aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.title}>
        {module.title}
      </h1>
      <ListFilters
        params={params}
        onParamsChange={onParamsChange}
        tags={availableTags}
        years={years}
        sortFields={config.sortFields}
        pending={loading && rows.length === 0}
      />
      {!failure && (
        <p aria-live="polite" className={styles.count}>
          {loading ? '' : t('content.filters.resultCount', { total })}
        </p>
      )}
      {body}
      {!failure && rows.length > 0 && (
        <Pager total={total} limit={limit} offset={params.offset ?? 0} hrefOf={pageHref} />
      )}
    </section>
  );
}
