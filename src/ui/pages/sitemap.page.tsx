import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { useServices } from '../../composition/services-provider';
import { DEFAULT_LANG } from '../../domain/config/constants';
import type { MenuItem } from '../../shared/api-types';
import { SiteFrame } from '../site-frame/site-frame';
import { AppLink } from '../parts/app-link';
import { FailureState } from '../parts/failure-state';
import { paths } from '../paths/paths';
import { useFailure } from './use-failure';
import { useLoad } from '../parts/use-load';
import styles from './sitemap.page.module.css';

/** `/home/:lang/sitemap`, 網站導覽: how the page is divided, the access keys, and the whole tree. */
export default function SitemapPage() {
  const { t } = useTranslation();
  const { lang = DEFAULT_LANG } = useParams<{ lang?: string }>();
  const { content } = useServices();
  const tree = useLoad('sitemap', () => content.part('sitemap'));
  const failure = useFailure(tree.error, tree.status === 'failed', tree.retry);
  const title = t('pages.sitemap.title');

  return (
    <SiteFrame lang={lang} title={title} crumb={title} sidebar={false}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.gap3}>{t('pages.sitemap.intro')}</p>
      <ul className={styles.areas}>
        {(['u', 'c', 'z'] as const).map((k) => (
          <li key={k}>{t(`pages.sitemap.areas.${k}`)}</li>
        ))}
      </ul>
      <h2 className={styles.subtitle}>{t('pages.sitemap.keysTitle')}</h2>
      <ul className={styles.keys}>
        {(['u', 'c', 'z'] as const).map((k) => (
          <li key={k}>{t(`pages.sitemap.keys.${k}`)}</li>
        ))}
      </ul>
      <p className={styles.gap3}>{t('pages.sitemap.keysNote')}</p>
      <p className={styles.gap8}>{t('pages.sitemap.textSize')}</p>
      <h2 className={styles.subtitle}>{t('pages.sitemap.treeTitle')}</h2>
      {failure && <FailureState kind={failure} onRetry={tree.retry} />}
      {tree.status === 'loading' && <div className={styles.loading} aria-busy="true" />}
      {tree.status === 'ready' && (
        <SitemapTree lang={lang} items={Array.isArray(tree.data) ? tree.data : []} depth={0} />
      )}
    </SiteFrame>
  );
}

function SitemapTree({ lang, items, depth }: { lang: string; items: MenuItem[]; depth: number }) {
  return (
    // The top level has no markers (`list-style: none`), and WebKit then drops the list from the
    // accessibility tree unless the role is explicit (Chakra's List.Root set it on every list).
    // eslint-disable-next-line jsx-a11y/no-redundant-roles
    <ul role="list" className={depth === 0 ? styles.tree : styles.subtree}>
      {items.map((item) => (
        <li key={item.id}>
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
            <span>{item.title}</span>
          )}
          {item.children?.length > 0 && <SitemapTree lang={lang} items={item.children} depth={depth + 1} />}
        </li>
      ))}
    </ul>
  );
}
