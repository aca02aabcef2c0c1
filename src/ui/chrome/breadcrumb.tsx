import { useTranslation } from 'react-i18next';
import type { MenuItem } from '../../shared/api-types';
import { paths } from '../paths/paths';
import { ChromeLink } from './menu-link';
import { breadcrumbTrail, menuHref } from './menu-tree';
import styles from './breadcrumb.module.css';

export { breadcrumbTrail } from './menu-tree';

export interface BreadcrumbProps {
  lang: string;
  menu: MenuItem[];
  /** The `:path` of the page; absent on the home page. */
  path?: string;
  /**
   * A last crumb after the menu trail: a detail item's title, or the title of a page the menu does
   * not list (網站導覽, search). Without it the page's own menu entry is the current crumb.
   */
  current?: string;
}

interface Crumb {
  key: string;
  title: string;
  href?: string;
}

/** 首頁 › branch › page (› item): `nav aria-label="麵包屑"`, the last crumb with aria-current="page". */
export function Breadcrumb({ lang, menu, path, current }: BreadcrumbProps) {
  const { t } = useTranslation();
  const crumbs: Crumb[] = [
    { key: 'home', title: t('chrome.home'), href: paths.home.href(lang) },
    ...(path ? breadcrumbTrail(menu, path) : []).map((item) => ({
      key: item.id,
      title: item.title,
      href: menuHref(lang, item),
    })),
  ];
  const trailing = current?.trim();
  if (trailing) crumbs.push({ key: 'current', title: trailing });
  const lastIndex = crumbs.length - 1;

  return (
    <nav aria-label={t('chrome.breadcrumb.label')} data-part="breadcrumb" className={styles.nav}>
      <ol className={styles.list}>
        {crumbs.map((crumb, index) => {
          const isLast = index === lastIndex;
          return (
            <li key={crumb.key} className={styles.item}>
              {index > 0 && (
                <span aria-hidden="true" className={styles.separator}>
                  ›
                </span>
              )}
              {isLast || !crumb.href ? (
                <span
                  aria-current={isLast ? 'page' : undefined}
                  className={isLast ? `${styles.text} ${styles.current}` : styles.text}
                >
                  {crumb.title}
                </span>
              ) : (
                <ChromeLink href={crumb.href} className={styles.link}>
                  {crumb.title}
                </ChromeLink>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
