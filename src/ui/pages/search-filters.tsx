import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterOption, SearchFilterChoices } from '../../domain/content/search-page';
import { AppLink } from '../parts/app-link';
import { VisuallyHidden } from '../parts/visually-hidden';
import styles from './search-filters.module.css';

/**
 * The site search's module and year filters as plain links (they work without the script; with it,
 * the router moves), in a disclosure a phone reader can fold away. The core decides the options,
 * their counts and where each leads (searchFilterChoices); this renders them.
 */
export function SearchFilters({ choices }: { choices: SearchFilterChoices }) {
  const { t } = useTranslation();
  return (
    <details className={styles.box} open data-part="search-filters">
      <summary className={styles.summary}>{t('pages.search.filters.label')}</summary>
      <div className={styles.groups}>
        <FilterGroup
          title={t('pages.search.filters.module')}
          options={choices.modules}
          labelOf={(option) => option.title}
        />
        <FilterGroup
          title={t('pages.search.filters.year')}
          options={choices.years}
          labelOf={(option) => t('pages.search.filters.yearOption', { year: option.value })}
        />
      </div>
    </details>
  );
}

function FilterGroup<V>({
  title,
  options,
  labelOf,
}: {
  title: string;
  options: Array<FilterOption<V>>;
  labelOf(option: FilterOption<V>): string;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <div role="group" aria-labelledby={titleId} className={styles.group}>
      <p id={titleId} className={styles.groupTitle}>
        {title}
      </p>
      <ul className={styles.options}>
        {options.map((option) => (
          <li key={option.value === null ? '' : String(option.value)}>
            <AppLink
              href={option.href}
              className={option.current ? `${styles.option} ${styles.current}` : styles.option}
              aria-current={option.current ? 'true' : undefined}
            >
              <span>{option.value === null ? t('pages.search.filters.all') : labelOf(option)}</span>
              {option.count !== null && (
                <>
                  {' '}
                  <span className={styles.count}>
                    {t('pages.search.filters.count', { count: option.count })}
                  </span>
                </>
              )}
            </AppLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The chosen filters beside the count, each with the link that removes it. */
export function ChosenFilters({ choices }: { choices: SearchFilterChoices }) {
  const { t } = useTranslation();
  if (choices.chosen.length === 0) return null;
  return (
    <p className={styles.chosen} data-part="search-chosen">
      {t('pages.search.filters.chosen')}
      {choices.chosen.map((chosen) => (
        <AppLink key={chosen.kind} href={chosen.removeHref} className={styles.chip}>
          {t(
            chosen.kind === 'module'
              ? 'pages.search.filters.chosenModule'
              : 'pages.search.filters.chosenYear',
            {
              label: chosen.label,
            },
          )}
          <span aria-hidden="true" className={styles.cross}>
            ×
          </span>
          <VisuallyHidden>{t('pages.search.filters.remove')}</VisuallyHidden>
        </AppLink>
      ))}
    </p>
  );
}
