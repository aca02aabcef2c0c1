import { Box, Heading, List, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { useServices } from '../../composition/services-provider';
import { DEFAULT_LANG } from '../../domain/config/constants';
import type { MenuItem } from '../../shared/api-types';
import { SiteFrame } from '../app/site-frame';
import { AppLink } from '../parts/app-link';
import { ErrorState } from '../parts/error-state';
import { paths } from '../routes/paths';
import { useLoad } from './use-load';

/** `/home/:lang/sitemap`, 網站導覽: how the page is divided, the access keys, and the whole tree. */
export default function SitemapPage() {
  const { t } = useTranslation();
  const { lang = DEFAULT_LANG } = useParams<{ lang?: string }>();
  const { api } = useServices();
  const tree = useLoad('sitemap', () => api.get<MenuItem[]>('/api/site/sitemap'));
  const title = t('pages.sitemap.title');

  return (
    <SiteFrame lang={lang} title={title} crumb={title} sidebar={false}>
      <Heading as="h1" size="2xl" mb="6">
        {title}
      </Heading>
      <Text mb="3">{t('pages.sitemap.intro')}</Text>
      <List.Root mb="6" ps="6">
        {(['u', 'c', 'z'] as const).map((k) => (
          <List.Item key={k}>{t(`pages.sitemap.areas.${k}`)}</List.Item>
        ))}
      </List.Root>
      <Heading as="h2" size="lg" mb="3">
        {t('pages.sitemap.keysTitle')}
      </Heading>
      <List.Root mb="3" ps="6">
        {(['u', 'c', 'z'] as const).map((k) => (
          <List.Item key={k}>{t(`pages.sitemap.keys.${k}`)}</List.Item>
        ))}
      </List.Root>
      <Text mb="3">{t('pages.sitemap.keysNote')}</Text>
      <Text mb="8">{t('pages.sitemap.textSize')}</Text>
      <Heading as="h2" size="lg" mb="3">
        {t('pages.sitemap.treeTitle')}
      </Heading>
      {tree.status === 'failed' && <ErrorState onRetry={tree.retry} />}
      {tree.status === 'loading' && <Box minH="20rem" aria-busy="true" />}
      {tree.status === 'ready' && (
        <SitemapTree lang={lang} items={Array.isArray(tree.data) ? tree.data : []} depth={0} />
      )}
    </SiteFrame>
  );
}

function SitemapTree({ lang, items, depth }: { lang: string; items: MenuItem[]; depth: number }) {
  return (
    <List.Root ps={depth === 0 ? '0' : '6'} listStyleType={depth === 0 ? 'none' : 'disc'} gap="1">
      {items.map((item) => (
        <List.Item key={item.id} mt={depth === 0 ? '3' : '0'} fontWeight={depth === 0 ? 'bold' : 'normal'}>
          {item.url ? (
            <AppLink
              href={item.url}
              {...(item.target === '_blank' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {item.title}
            </AppLink>
          ) : item.path ? (
            <AppLink href={paths.page.href(lang, item.path)}>{item.title}</AppLink>
          ) : (
            <Text as="span">{item.title}</Text>
          )}
          {item.children?.length > 0 && <SitemapTree lang={lang} items={item.children} depth={depth + 1} />}
        </List.Item>
      ))}
    </List.Root>
  );
}
