import { itemAddressOf } from '../../shared/item-address';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearch } from 'wouter';
import { useServices } from '../../composition/services-provider';
import { DEFAULT_LANG } from '../../domain/config/constants';
import { SiteFrame } from '../site-frame/site-frame';
import { EmptyState } from '../parts/empty-state';
import { FailureState } from '../parts/failure-state';
import { ListRow } from '../parts/list-row';
import { buttonClass } from '../parts/button-class';
import look from '../parts/form-look.module.css';
import { Pager } from '../parts/pager';
import { paths } from '../paths/paths';
import { LIST_PAGE_SIZE } from '../../domain/content/list-params';
import { offsetFromQuery, searchPageHref } from '../../domain/content/page-query';
import { useFailure } from './use-failure';
import { useLoad } from '../parts/use-load';
import styles from './search.page.module.css';

const MAX_QUERY = 100;

/** `/home/:lang/search?q=`: a phrase search across every content kind. */
export default function SearchPage() {
  const { t } = useTranslation();
  const { lang = DEFAULT_LANG } = useParams<{ lang?: string }>();
  const { content, navigation } = useServices();
  const search = useSearch();
  const { q, offset } = useMemo(() => {
    const s = new URLSearchParams(search);
    return { q: (s.get('q') ?? '').trim().slice(0, MAX_QUERY), offset: offsetFromQuery(s, LIST_PAGE_SIZE) };
  }, [search]);
  const [typed, setTyped] = useState(q);
  const inputId = useId();
  const results = useLoad(q ? `search:${q}:${offset}` : null, () =>
    content.tagged({ limit: LIST_PAGE_SIZE, offset, query: { search: q } }),
  );
  const failure = useFailure(results.error, results.status === 'failed', results.retry);
  const base = paths.search.href(lang);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigation.goTo(searchPageHref(base, typed.trim().slice(0, MAX_QUERY), 1));
  };
  const title = t('pages.search.title');

  return (
    <SiteFrame lang={lang} title={q ? `${title}：${q}` : title} crumb={title} sidebar={false}>
      <h1 className={styles.title}>{title}</h1>
      {/* A GET form: without the script, it asks the server for the same page with `?q=`. */}
      <form role="search" action={base} method="get" onSubmit={submit}>
        <div className={styles.bar}>
          <div className={styles.box}>
            <label htmlFor={inputId}>{t('pages.search.label')}</label>
            <input
              className={`${look.input} ${styles.input}`}
              id={inputId}
              type="search"
              name="q"
              value={typed}
              maxLength={MAX_QUERY}
              onChange={(e) => setTyped(e.target.value)}
            />
          </div>
          <button type="submit" className={buttonClass({ className: styles.submit })}>
            {t('pages.search.submit')}
          </button>
        </div>
      </form>
      {!q && <p>{t('pages.search.prompt')}</p>}
      {q && results.status === 'loading' && <div className={styles.loading} aria-busy="true" />}
      {q && failure && <FailureState kind={failure} onRetry={results.retry} />}
      {q && results.status === 'ready' && (
        <>
          <p role="status" className={styles.count}>
            {t('pages.search.resultCount', { count: results.data.total, q })}
          </p>
          {results.data.rows.length === 0 ? (
            <EmptyState message={t('pages.search.empty', { q })} />
          ) : (
            <ul className={styles.rows}>
              {results.data.rows.map((row) => (
                <ListRow
                  key={`${row.path}/${row.id}`}
                  href={
                    row.kind === 'single'
                      ? paths.page.href(lang, row.path)
                      : paths.detail.href(lang, row.path, itemAddressOf(row))
                  }
                  title={row.title}
                  date={row.date ?? null}
                  badge={t(`pages.kinds.${row.kind}`)}
                  excerpt={row.description ?? null}
                  headingLevel="h2"
                />
              ))}
            </ul>
          )}
          <Pager
            total={results.data.total}
            limit={LIST_PAGE_SIZE}
            offset={offset}
            hrefOf={(page) => searchPageHref(base, q, page)}
          />
        </>
      )}
    </SiteFrame>
  );
}
