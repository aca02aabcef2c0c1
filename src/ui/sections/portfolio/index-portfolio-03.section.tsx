import { Box, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { SectionLayoutProps } from '../../layouts/layout-contract';
import { HorizontalScroller } from '../section-parts/horizontal-scroller.part';
import { SectionFrame } from '../section-parts/section-frame.part';
import { SectionImage } from '../section-parts/section-image.part';
import { StretchedLink } from '../section-parts/stretched-link.part';
import { portfolioViews } from './portfolio-view';

/** A single row of cards that scrolls sideways inside the section, with previous/next buttons. */
export default function IndexPortfolio03(props: SectionLayoutProps) {
  const { t } = useTranslation();
  const items = portfolioViews(props, t('sections.untitled'));
  const label = props.section.title?.trim() || t('sections.fallbackTitle.portfolio');
  return (
    <SectionFrame layout={props} family="portfolio">
      <HorizontalScroller label={label}>
        {items.map((item) => (
          <Box
            as="li"
            key={item.key}
            position="relative"
            w={{ base: '80%', sm: '16rem', md: '18rem' }}
            borderWidth="1px"
            borderColor="border"
            borderRadius="md"
            overflow="hidden"
            bg="bg"
          >
            <SectionImage file={item.image} ratio={4 / 3} sizes="(min-width: 48em) 18rem, 80vw" />
            <Box p="3">
              <Heading as="h3" fontSize="md" lineHeight="1.6" lineClamp={2}>
                <StretchedLink href={item.href}>{item.title}</StretchedLink>
              </Heading>
              {item.meta && (
                <Text fontSize="sm" color="fg.muted">
                  {item.meta}
                </Text>
              )}
            </Box>
          </Box>
        ))}
      </HorizontalScroller>
    </SectionFrame>
  );
}
