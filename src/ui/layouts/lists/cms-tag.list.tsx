import { itemAddressOf } from '../../../shared/item-address';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaggedRow } from '../../../shared/api-types';
import { EmptyState } from '../../parts/empty-state';
import { FailureState } from '../../parts/failure-state';
import { ListFilters } from '../../parts/list-filters';
import { ListRow } from '../../parts/list-row';
import { Pager } from '../../parts/pager';
import { paths } from '../../paths/paths';
import type { TagLayoutProps } from '../contract/layout-contract';
import styles from './cms-tag.list.module.css';

/** Where a row leads: an item's detail, or the page itself for single pages (they have no items). */
export function taggedRowHref(lang: string, row: TaggedRow): string {
  return row.kind === 'single'
    ? paths.page.href(lang, row.path)
    : paths.detail.href(lang, row.path, itemAddressOf(row));
}

const SORT_FIELDS = [{ field: 'date', labelKey: 'content.fields.date' }] as const;

/** Everything carrying one tag, across kinds; each row says what kind of content it is. */
export default function CmsTagList({
  name,
  lang,
  tag,
  list,
  params,
  onParamsChange,
  pageHref,
  loading,
  onRetry,
  failure,
  module,
}: TagLayoutProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const rows = Array.isArray(list?.rows) ? list.rows : [];
  const total = typeof list?.total === 'number' ? list.total : rows.length;
  const limit = params.limit ?? 12;

  let body;
  if (failure) body = <FailureState kind={failure} onRetry={onRetry} />;
  else if (loading && rows.length === 0)
    body = (
      <p role="status" className={styles.loading}>
        {t('content.state.loading')}
      </p>
    );
  else if (rows.length === 0) body = <EmptyState filtered={Boolean(params.query?.search)} />;
  else
    body = (
      <ul aria-busy={loading || undefined} className={styles.rows}>
        {rows.map((row) => (
          <ListRow
            key={`${row.kind}-${row.path}-${row.id}`}
            href={taggedRowHref(lang, row)}
            title={row.title}
            headingLevel="h2"
            date={row.date}
            badge={
              <span className={styles.kind} data-kind={row.kind}>
                {t(`content.kind.${row.kind}`, { defaultValue: row.kind })}
              </span>
            }
            excerpt={row.description}
          />
        ))}
      </ul>
    );

  return (
    <section data-layout={name} aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.title}>
        {tag ? t('content.tag.heading', { tag }) : module.title}
      </h1>
      <ListFilters
        params={params}
        onParamsChange={onParamsChange}
        sortFields={SORT_FIELDS}
        keep={tag ? { tag } : undefined}
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
