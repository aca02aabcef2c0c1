import { Box, Grid, Heading } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { SectionLayoutProps } from '../../layouts/layout-contract';
import { SectionFrame } from '../section-parts/section-frame.part';
import { SectionImage } from '../section-parts/section-image.part';
import { StretchedLink } from '../section-parts/stretched-link.part';
import { portfolioViews } from './portfolio-view';

/**
 * A tight mosaic of square tiles, four across on wide screens (two on phones), the first tile
 * doubled; each title sits on a strip under its picture rather than over it.
 */
export default function IndexPortfolio08(props: SectionLayoutProps) {
  const { t } = useTranslation();
  const items = portfolioViews(props, t('sections.untitled'));
  return (
    <SectionFrame layout={props} family="portfolio">
      <Grid
        as="ul"
        listStyleType="none"
        m="0"
        p="0"
        gap="1"
        templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }}
      >
        {items.map((item, index) => {
          const lead = index === 0;
          return (
            <Box
              as="li"
              key={item.key}
              position="relative"
              gridColumn={lead ? 'span 2' : undefined}
              gridRow={lead ? { md: 'span 2' } : undefined}
              display="flex"
              flexDirection="column"
              bg="bg.subtle"
            >
              <SectionImage
                file={item.image}
                ratio={lead ? undefined : 1}
                flex={lead ? '1' : undefined}
                minH={lead ? { base: '12rem', md: '0' } : undefined}
                sizes={lead ? '(min-width: 48em) 50vw, 100vw' : '(min-width: 48em) 25vw, 50vw'}
              />
              <Heading as="h3" fontSize={lead ? 'md' : 'sm'} lineHeight="1.5" px="2" py="2" lineClamp={2}>
                <StretchedLink href={item.href}>{item.title}</StretchedLink>
              </Heading>
            </Box>
          );
        })}
      </Grid>
    </SectionFrame>
  );
}
