import { Box, Heading } from '@chakra-ui/react';
import { useId } from 'react';
import type { ChromeName } from '../../../shared/document-id';
import { AppLink } from '../../parts/app-link';
import { paths } from '../../paths/paths';
import { withEditMode } from '../parts/edit-href';
import css from './dashboard.module.css';

const CHROME: Array<{ name: ChromeName; text: string }> = [
  { name: 'header', text: '頁首' },
  { name: 'menu', text: '選單' },
  { name: 'footer', text: '頁尾' },
  { name: 'banner', text: '橫幅（桌機）' },
  { name: 'bannerMobile', text: '橫幅（手機）' },
];

export interface EditorLinksProps {
  lang: string;
}

/**
 * The site-wide editors: the home page's arrangement and each part of the site's chrome. The staff
 * pages (審核, 信箱…) are in the staff navigation.
 */
export function EditorLinks({ lang }: EditorLinksProps) {
  const id = useId();
  const editor = `${paths.home.href(lang)}/editor`;
  return (
    <Box as="section" aria-labelledby={`${id}-heading`} data-part="editor-links">
      <Heading as="h2" size="lg" mb="3" id={`${id}-heading`}>
        網站外觀
      </Heading>
      <ul className={css.links}>
        <li>
          <AppLink href={withEditMode(paths.home.href(lang), true)}>編排首頁</AppLink>
        </li>
        {CHROME.map(({ name, text }) => (
          <li key={name}>
            <AppLink href={`${editor}/chrome/${name}`}>編輯{text}</AppLink>
          </li>
        ))}
      </ul>
    </Box>
  );
}
