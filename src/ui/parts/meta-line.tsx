import type { HTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeAttr, formatDate } from './format-date';
import styles from './meta-line.module.css';

export interface MetaLineProps extends Omit<HTMLAttributes<HTMLDListElement>, 'children'> {
  date?: string | null;
  /** i18n key of the date's label; `content.meta.date` unless the kind names it otherwise. */
  dateLabelKey?: string;
  views?: number | null;
  category?: string | null;
  /** The menu setting's switches; both default to shown. */
  showDate?: boolean;
  showViews?: boolean;
}

/**
 * Date, views and category of an item as a description list, so a screen reader announces each
 * value with its label ("瀏覽人次 120 次") instead of bare numbers.
 */
export function MetaLine({
  date,
  dateLabelKey = 'content.meta.date',
  views,
  category,
  showDate = true,
  showViews = true,
  className,
  ...rest
}: MetaLineProps) {
  const { t } = useTranslation();
  const entries: Array<{ key: string; label: string; value: ReactNode }> = [];
  if (showDate && date) {
    entries.push({
      key: 'date',
      label: t(dateLabelKey),
      value: <time dateTime={dateTimeAttr(date)}>{formatDate(date)}</time>,
    });
  }
  if (showViews && typeof views === 'number' && Number.isFinite(views)) {
    entries.push({
      key: 'views',
      label: t('content.meta.views'),
      value: t('content.meta.viewsCount', { count: views }),
    });
  }
  if (category) entries.push({ key: 'category', label: t('content.meta.category'), value: category });
  if (entries.length === 0) return null;

  return (
    <dl
      className={className ? `${styles.metaLine} ${className}` : styles.metaLine}
      data-part="meta-line"
      {...rest}
    >
      {entries.map((entry) => (
        <div key={entry.key} className={styles.entry} data-meta={entry.key}>
          <dt className={styles.label}>{entry.label}</dt>
          <dd className={styles.value}>{entry.value}</dd>
        </div>
      ))}
    </dl>
  );
}
