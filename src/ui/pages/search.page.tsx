import { itemAddressOf } from '../../shared/item-address';
import { parseSearchQuery, type SearchQuery } from '../../shared/search/search-text';
import type { TaggedRow } from '../../shared/api-types';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearch } from 'wouter';
import { useServices } from '../../composition/services-provider';
import { DEFAULT_LANG } from '../../domain/config/constants';
import { SiteFrame } from '../site-frame/site-frame';
import { FailureState } from '../parts/failure-state';
import { ListRow } from '../parts/list-row';
import { MarkedText } from '../parts/marked-text';
import { AppLink } from '../parts/app-link';
import { plainExcerpt } from '../parts/excerpt';
import { buttonClass } from '../parts/button-class';
import look from '../parts/form-look.module.css';
import { Pager } from '../parts/pager';
import { paths } from '../paths/paths';
import { LIST_PAGE_SIZE } from '../../domain/content/list-params';
import { searchPageHref } from '../../domain/content/page-query';
import {
  MAX_SEARCH_QUERY,
  noResultHints,
  readSearchPage,
  searchFilterChoices,
  searchListQuery,
  type SearchPageState,
} from '../../domain/content/search-page';
import { useFailure } from './use-failure';
import { useLoad } from '../parts/use-load';
import { ChosenFilters, SearchFilters } from './search-filters';
import styles from './search.page.module.css';

/** Characters of a description shown when a result has no snippet, as the lists show. */
const EXCERPT_CHARS = 100;

/**
 * `/home/:lang/search?q=&module=&year=&page=`: the site search across every content kind, ranked by
 * the server, with the terms marked, filters by module and year, and pages; its state lives in the
 * URL only (search-page.ts), so the server renders the same page a visitor without the script reads.
 */
export default function SearchPage() {
  const { t } = useTranslation();
  const { lang = DEFAULT_LANG } = useParams<{ lang?: string }>();
  const { content } = useServices();
  const search = useSearch();
  const state = useMemo(() => readSearchPage(search, LIST_PAGE_SIZE), [search]);
  const { q, module, year, offset } = state;
  const query = useMemo(() => parseSearchQuery(q), [q]);
  const key = q ? `search:${JSON.stringify([q, module ?? '', year ?? 0, offset])}` : null;
  const results = useLoad(key, () =>
    content.tagged({ limit: LIST_PAGE_SIZE, offset, query: searchListQuery(state) }),
  );
  const failure = useFailure(results.error, results.status === 'failed', results.retry);
  const base = paths.search.href(lang);
  const title = t('pages.search.title');
  const choices = useMemo(
    () => (results.status === 'ready' ? searchFilterChoices(base, state, results.data.facets) : null),
    [results.status, results.data, base, state],
  );
  const filtered = module !== undefined || year !== undefined;

  return (
    <SiteFrame lang={lang} title={q ? `${title}：${q}` : title} crumb={title} sidebar={false}>
      <h1 className={styles.title}>{title}</h1>
      {/* A new query from outside (a link, the back button) refills the box. */}
      <SearchForm key={q} base={base} q={q} />
      {!q && <p>{t('pages.search.prompt')}</p>}
      {q && results.status === 'loading' && <div className={styles.loading} aria-busy="true" />}
      {q && failure && <FailureState kind={failure} onRetry={results.retry} />}
      {q && results.status === 'ready' && choices && (
        <>
          {results.data.total > 0 && (
            <p role="status" className={styles.count}>
              {t('pages.search.resultCount', { count: results.data.total, q })}
            </p>
          )}
          <ChosenFilters choices={choices} />
          {(results.data.total > 0 || filtered) && choices.modules.length > 1 && (
            <SearchFilters choices={choices} />
          )}
          {results.data.rows.length === 0 ? (
            <NoResults
              lang={lang}
              base={base}
              state={state}
              termCount={query.terms.length}
              mailbox={results.data.mailbox}
            />
          ) : (
            <ul className={styles.rows}>
              {results.data.rows.map((row) => (
                <ResultRow key={`${row.path}/${row.id}`} lang={lang} row={row} query={query} />
              ))}
            </ul>
          )}
          <Pager
            total={results.data.total}
            limit={LIST_PAGE_SIZE}
            offset={offset}
            hrefOf={(page) => searchPageHref(base, q, page, { module, year })}
          />
        </>
      )}
    </SiteFrame>
  );
}

/** A GET form: without the script, it asks the server for the same page with `?q=` (filters reset). */
function SearchForm({ base, q }: { base: string; q: string }) {
  const { t } = useTranslation();
  const { navigation } = useServices();
  const [typed, setTyped] = useState(q);
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigation.goTo(searchPageHref(base, typed.trim().slice(0, MAX_SEARCH_QUERY), 1));
  };
  return (
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
            maxLength={MAX_SEARCH_QUERY}
            onChange={(e) => setTyped(e.target.value)}
          />
        </div>
        <button type="submit" className={buttonClass({ className: styles.submit })}>
          {t('pages.search.submit')}
        </button>
      </div>
    </form>
  );
}

/** One result: its title and snippet (or description) with the terms marked. */
function ResultRow({ lang, row, query }: { lang: string; row: TaggedRow; query: SearchQuery }) {
  const { t } = useTranslation();
  // The snippet is already cut to length; both are flattened, as a description may hold a stray tag.
  const summary = row.snippet
    ? plainExcerpt(row.snippet, Number.POSITIVE_INFINITY)
    : plainExcerpt(row.description, EXCERPT_CHARS);
  return (
    <ListRow
      href={
        row.kind === 'single'
          ? paths.page.href(lang, row.path)
          : paths.detail.href(lang, row.path, itemAddressOf(row))
      }
      title={<MarkedText text={row.title} query={query} />}
      date={row.date ?? null}
      badge={t(`pages.kinds.${row.kind}`)}
      summary={summary ? <MarkedText text={summary} query={query} /> : null}
      headingLevel="h2"
    />
  );
}

/** Nothing found: what to try next, and where else to look. */
function NoResults({
  lang,
  base,
  state,
  termCount,
  mailbox,
}: {
  lang: string;
  base: string;
  state: SearchPageState;
  termCount: number;
  mailbox: { path: string; title: string } | undefined;
}) {
  const { t } = useTranslation();
  const hints = noResultHints(base, state, termCount);
  return (
    <div className={styles.none} data-part="search-none">
      <p role="status" className={styles.noneMessage}>
        {t('pages.search.empty', { q: state.q })}
      </p>
      <p>{t('pages.search.hints.title')}</p>
      <ul className={styles.hints}>
        {hints.withoutFilters && (
          <li>
            <AppLink href={hints.withoutFilters}>{t('pages.search.hints.withoutFilters')}</AppLink>
          </li>
        )}
        {hints.fewerWords && <li>{t('pages.search.hints.fewerWords')}</li>}
        {hints.variantsAlike && <li>{t('pages.search.hints.variantsAlike')}</li>}
        <li>
          <AppLink href={paths.sitemap.href(lang)}>{t('pages.search.hints.sitemap')}</AppLink>
        </li>
        {mailbox && (
          <li>
            <AppLink href={paths.page.href(lang, mailbox.path)}>
              {t('pages.search.hints.mailbox', { title: mailbox.title })}
            </AppLink>
          </li>
        )}
      </ul>
    </div>
  );
}
