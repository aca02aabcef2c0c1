import { Box, Heading } from '@chakra-ui/react';
import { useId } from 'react';
import { CHROME_PARTS } from '../../../domain/editing/chrome-parts';
import { AppLink } from '../../parts/app-link';
import { paths } from '../../paths/paths';
import { withEditMode } from '../../paths/edit-paths';
import { staffPaths } from '../../paths/staff-paths';
import css from './dashboard.module.css';

export interface EditorLinksProps {
  lang: string;
}

/**
 * The site-wide editors: the home page's arrangement and each part of the site's chrome. The staff
 * pages (審核, 信箱…) are in the staff navigation.
 */
export function EditorLinks({ lang }: EditorLinksProps) {
  const id = useId();
  return (
    <Box as="section" aria-labelledby={`${id}-heading`} data-part="editor-links">
      <Heading as="h2" size="lg" mb="3" id={`${id}-heading`}>
        網站外觀
      </Heading>
      <ul className={css.links}>
        <li>
          <AppLink href={withEditMode(paths.home.href(lang), true)}>編排首頁</AppLink>
        </li>
        {CHROME_PARTS.map(({ name, title }) => (
          <li key={name}>
            <AppLink href={staffPaths.chrome(lang, name)}>編輯{title}</AppLink>
          </li>
        ))}
      </ul>
    </Box>
  );
}
