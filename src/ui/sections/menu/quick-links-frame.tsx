import { Box, chakra, Heading } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SectionLayoutProps } from '../../layouts/layout-contract';
import { quickLinks, type QuickLink } from './quick-links';
import { focusRing } from '../../chrome/focus-ring';

export interface QuickLinksFrameProps {
  layout: SectionLayoutProps;
  children: (links: QuickLink[]) => ReactNode;
  /** Background of the band, so variants also differ in weight. */
  bg?: string;
}

/** The labelled section, its heading and the empty message shared by index-menu-01…06. */
export function QuickLinksFrame({ layout, children, bg = 'white' }: QuickLinksFrameProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { name, lang, section, site } = layout;
  const links = quickLinks(lang, site.menu, section.limit);
  const title = section.title?.trim() || t('chrome.quickLinks.title');
  return (
    <chakra.section data-layout={name} aria-labelledby={headingId} bg={bg} w="100%">
      <Box maxW="80rem" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '8', md: '12' }} minW="0">
        <Heading as="h2" id={headingId} fontSize={{ base: 'xl', md: '2xl' }} lineHeight="1.4" mb={{ base: '4', md: '6' }} color="gray.900">
          {title}
        </Heading>
        {links.length === 0 ? <chakra.p color="gray.700">{t('chrome.quickLinks.empty')}</chakra.p> : children(links)}
      </Box>
    </chakra.section>
  );
}

export const FOCUS_RING = focusRing('light');
