import { itemAddressOf } from '../../../shared/item-address';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../parts/app-link';
import { plainExcerpt } from '../../parts/excerpt';
import { dateTimeAttr, formatDate, yearOf } from '../../parts/format-date';
import { num, text } from '../../parts/item-fields';
import { paths } from '../../paths/paths';
import type { ListLayoutProps } from '../contract/layout-contract';
import { ListFrame, type ListKindConfig, type ListRowData } from './list-frame';
import styles from './cms-annals.list.module.css';

const CONFIG: ListKindConfig = {
  dateField: 'date',
  yearField: 'year',
  recentYears: true,
  sortFields: [
    { field: 'date', labelKey: 'content.fields.date' },
    { field: 'year', labelKey: 'content.fields.year' },
  ],
};

export interface YearGroup {
  year: number | null;
  rows: ListRowData[];
}

/** Consecutive rows of the same year, in the order the CMS sorted them. */
export function groupByYear(rows: readonly ListRowData[]): YearGroup[] {
  const groups: YearGroup[] = [];
  for (const row of rows) {
    const year = num(row, 'year') ?? yearOf(text(row, 'date'));
    const last = groups[groups.length - 1];
    if (last && last.year === year) last.rows.push(row);
    else groups.push({ year, rows: [row] });
  }
  return groups;
}

function YearSection({
  group,
  lang,
  path,
  showDate,
}: {
  group: YearGroup;
  lang: string;
  path: string;
  showDate: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.year}>
      <h2 id={id} className={styles.yearHeading}>
        {group.year === null
          ? t('content.annals.noYear')
          : t('content.annals.yearHeading', { year: group.year })}
      </h2>
      <ol className={styles.rows}>
        {group.rows.map((row) => {
          const date = text(row, 'date');
          const category = text(row, 'category');
          return (
            <li key={row.id} className={styles.row}>
              {showDate && date && (
                <span className={styles.date}>
                  <time dateTime={dateTimeAttr(date)}>{formatDate(date)}</time>
                </span>
              )}
              <h3 className={styles.title}>
                {category && <span className={styles.badge}>{category}</span>}
                <AppLink href={paths.detail.href(lang, path, itemAddressOf(row))}>{row.title}</AppLink>
              </h3>
              {row.description ? (
                <p className={styles.summary}>{plainExcerpt(row.description, 100)}</p>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** Annals grouped under year headings, each year a short dated list. */
export default function CmsAnnalsList(props: ListLayoutProps) {
  const { lang, path, setting } = props;
  return (
    <ListFrame props={props} config={CONFIG}>
      {(rows) => (
        <div>
          {groupByYear(rows).map((group, i) => (
            <YearSection
              key={`${group.year}-${i}`}
              group={group}
              lang={lang}
              path={path}
              showDate={setting.showDate}
            />
          ))}
        </div>
      )}
    </ListFrame>
  );
}
