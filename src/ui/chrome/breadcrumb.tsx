import { chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '../../shared/api-types';
import { paths } from '../routes/paths';
import { ChromeLink } from './menu-link';
import { breadcrumbTrail, menuHref } from './menu-tree';
import { focusRing } from './focus-ring';

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
    <chakra.nav aria-label={t('chrome.breadcrumb.label')} data-part="breadcrumb" fontSize="sm">
      <chakra.ol listStyleType="none" m="0" p="0" display="flex" flexWrap="wrap" alignItems="center" columnGap="1">
        {crumbs.map((crumb, index) => {
          const isLast = index === lastIndex;
          return (
            <chakra.li key={crumb.key} display="inline-flex" alignItems="center" gap="1" minW="0">
              {index > 0 && (
                <chakra.span aria-hidden="true" color="gray.600" px="1">
                  ›
                </chakra.span>
              )}
              {isLast || !crumb.href ? (
                <chakra.span
                  aria-current={isLast ? 'page' : undefined}
                  fontWeight={isLast ? 'bold' : 'normal'}
                  color="gray.800"
                  overflowWrap="anywhere"
                  py="1"
                >
                  {crumb.title}
                </chakra.span>
              ) : (
                <ChromeLink
                  href={crumb.href}
                  color="brand.700"
                  textDecoration="underline"
                  textUnderlineOffset="0.2em"
                  display="inline-flex"
                  alignItems="center"
                  minH="1.5rem"
                  overflowWrap="anywhere"
                  _focusVisible={focusRing('light', '1px')}
                >
                  {crumb.title}
                </ChromeLink>
              )}
            </chakra.li>
          );
        })}
      </chakra.ol>
    </chakra.nav>
  );
}
