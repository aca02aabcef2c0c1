import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { visuallyHiddenClass } from '../parts/visually-hidden';
import { paths } from '../paths/paths';
import { useChromeVariant } from './chrome-variant.context';
import styles from './site-search-form.module.css';

export interface SiteSearchFormProps {
  lang: string;
  /** The query of the search page being shown, so the box keeps it. */
  initialQuery?: string;
}

/**
 * A real GET form to `/home/:lang/search?q=` (it still works before the script runs); once the app
 * is running, submitting goes through the router instead of reloading the page.
 */
export function SiteSearchForm({ lang, initialQuery = '' }: SiteSearchFormProps) {
  const { t } = useTranslation();
  const { headerTone } = useChromeVariant();
  const inputId = useId();
  const [, navigate] = useLocation();
  const [query, setQuery] = useState(initialQuery);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // `~`: the header is drawn inside the nested /home/:lang router, whose paths are relative.
    navigate(`~${paths.search.href(lang, query.trim())}`);
  };

  return (
    <form
      role="search"
      aria-label={t('chrome.search.region')}
      action={paths.search.href(lang)}
      method="get"
      onSubmit={onSubmit}
      data-part="site-search"
      className={headerTone === 'dark' ? `${styles.form} ${styles.dark}` : styles.form}
    >
      <div className={styles.row}>
        <label htmlFor={inputId} className={visuallyHiddenClass}>
          {t('chrome.search.label')}
        </label>
        <input
          id={inputId}
          type="search"
          name="q"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('chrome.search.placeholder')}
          className={styles.input}
        />
        <button type="submit" className={styles.submit}>
          {t('chrome.search.submit')}
        </button>
      </div>
    </form>
  );
}
