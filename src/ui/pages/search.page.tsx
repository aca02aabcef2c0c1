import { Box, Button, Flex, Heading, Input, Text } from '@chakra-ui/react';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearch } from 'wouter';
import { useServices } from '../../composition/services-provider';
import { DEFAULT_LANG } from '../../domain/config/constants';
import { SiteFrame } from '../app/site-frame';
import { EmptyState } from '../parts/empty-state';
import { ErrorState } from '../parts/error-state';
import { ListRow } from '../parts/list-row';
import { Pager } from '../parts/pager';
import { paths } from '../routes/paths';
import { LIST_PAGE_SIZE } from './list-params';
import { fetchTagged } from './page-data';
import { useLoad } from './use-load';

const MAX_QUERY = 100;

/** `/home/:lang/search?q=`: a phrase search across every content kind. */
export default function SearchPage() {
  const { t } = useTranslation();
  const { lang = DEFAULT_LANG } = useParams<{ lang?: string }>();
  const { api, navigation } = useServices();
  const search = useSearch();
  const { q, offset } = useMemo(() => {
    const s = new URLSearchParams(search);
    const o = Number(s.get('offset'));
    return { q: (s.get('q') ?? '').trim().slice(0, MAX_QUERY), offset: Number.isInteger(o) && o > 0 ? o : 0 };
  }, [search]);
  const [typed, setTyped] = useState(q);
  const inputId = useId();
  const results = useLoad(q ? `search:${q}:${offset}` : null, () =>
    fetchTagged(api, { limit: LIST_PAGE_SIZE, offset, query: { search: q } }),
  );
  const go = (query: string, at: number) =>
    navigation.goTo(`${paths.search.href(lang, query)}${at > 0 ? `${query ? '&' : '?'}offset=${at}` : ''}`);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go(typed.trim().slice(0, MAX_QUERY), 0);
  };
  const title = t('pages.search.title');

  return (
    <SiteFrame lang={lang} title={q ? `${title}：${q}` : title} crumb={title} sidebar={false}>
      <Heading as="h1" size="2xl" mb="6">
        {title}
      </Heading>
      <form role="search" onSubmit={submit}>
        <Flex gap="3" wrap="wrap" align="flex-end" mb="6">
          <Box flex="1 1 16rem">
            <label htmlFor={inputId}>{t('pages.search.label')}</label>
            <Input
              id={inputId}
              type="search"
              value={typed}
              maxLength={MAX_QUERY}
              onChange={(e) => setTyped(e.target.value)}
              mt="1"
            />
          </Box>
          <Button type="submit" minH="2.75rem">
            {t('pages.search.submit')}
          </Button>
        </Flex>
      </form>
      {!q && <Text>{t('pages.search.prompt')}</Text>}
      {q && results.status === 'loading' && <Box minH="20rem" aria-busy="true" />}
      {q && results.status === 'failed' && <ErrorState onRetry={results.retry} />}
      {q && results.status === 'ready' && (
        <>
          <Text role="status" mb="4">
            {t('pages.search.resultCount', { count: results.data.total, q })}
          </Text>
          {results.data.rows.length === 0 ? (
            <EmptyState message={t('pages.search.empty', { q })} />
          ) : (
            <Box as="ul" listStyleType="none" p="0">
              {results.data.rows.map((row) => (
                <ListRow
                  key={`${row.path}/${row.id}`}
                  href={
                    row.kind === 'single'
                      ? paths.page.href(lang, row.path)
                      : paths.detail.href(lang, row.path, row.id)
                  }
                  title={row.title}
                  date={row.date ?? null}
                  badge={t(`pages.kinds.${row.kind}`)}
                  excerpt={row.description ?? null}
                  headingLevel="h2"
                />
              ))}
            </Box>
          )}
          <Pager
            total={results.data.total}
            limit={LIST_PAGE_SIZE}
            offset={offset}
            onPageChange={(next) => go(q, next)}
          />
        </>
      )}
    </SiteFrame>
  );
}
