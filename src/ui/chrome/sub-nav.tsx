import { chakra } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '../../shared/api-types';
import { ChromeLink } from './menu-link';
import { containsPath, isCurrent, menuHref, subNavBranch } from './menu-tree';
import { focusRing } from './focus-ring';

export { subNavBranch } from './menu-tree';

export interface SubNavProps {
  lang: string;
  menu: MenuItem[];
  /** The `:path` of the page being shown. */
  path: string;
}

/**
 * The sidebar navigation: the children (and grandchildren) of the top-level branch that holds the
 * current page. Renders nothing outside any branch; the shell should then pass no sidebar slot at
 * all (check with `subNavBranch`) so the frame drops the column instead of showing an empty one.
 */
export function SubNav({ lang, menu, path }: SubNavProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const branch = subNavBranch(menu, path);
  if (!branch) return null;

  const entry = (item: MenuItem, depth: number) => {
    const href = menuHref(lang, item);
    const current = isCurrent(item, path);
    const children = item.children ?? [];
    return (
      <chakra.li key={item.id}>
        {href ? (
          <ChromeLink
            href={href}
            target={item.target}
            label={item.title}
            aria-current={current ? 'page' : undefined}
            display="flex"
            alignItems="center"
            minH="2.75rem"
            px="3"
            ps={depth === 0 ? '3' : '6'}
            py="2"
            color={current ? 'white' : 'gray.900'}
            bg={current ? 'brand.700' : containsPath(item, path) ? 'brand.50' : 'transparent'}
            fontWeight={current || depth === 0 ? 'bold' : 'normal'}
            borderRadius="md"
            textDecoration="none"
            _hover={{ textDecoration: 'underline', bg: current ? 'brand.800' : 'gray.100' }}
            _focusVisible={focusRing('light', '1px')}
          >
            {item.title}
          </ChromeLink>
        ) : (
          <chakra.span display="block" px="3" py="2" fontWeight="bold" color="gray.900">
            {item.title}
          </chakra.span>
        )}
        {children.length > 0 && (
          <chakra.ul listStyleType="none" m="0" p="0">
            {children.map((child) => entry(child, depth + 1))}
          </chakra.ul>
        )}
      </chakra.li>
    );
  };

  return (
    <chakra.nav aria-labelledby={headingId} data-part="sub-nav">
      <chakra.h2 id={headingId} fontSize="lg" fontWeight="bold" px="3" py="2" borderBottomWidth="3px" borderColor="brand.700" mb="2">
        <chakra.span srOnly>{t('chrome.subNav.prefix')}</chakra.span>
        {branch.title}
      </chakra.h2>
      <chakra.ul listStyleType="none" m="0" p="0" display="flex" flexDirection="column" gap="1">
        {(branch.children ?? []).map((child) => entry(child, 0))}
      </chakra.ul>
    </chakra.nav>
  );
}
