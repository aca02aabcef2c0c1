import { Box, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { SectionLayoutProps } from '../../layouts/layout-contract';
import { SectionFrame } from '../section-parts/section-frame.part';
import { SectionImage } from '../section-parts/section-image.part';
import { StretchedLink } from '../section-parts/stretched-link.part';
import { portfolioViews } from './portfolio-view';

/**
 * Pictures with their captions laid over the lower edge. The caption sits on a near-opaque dark
 * band rather than a fading gradient, so white text keeps 4.5:1 over any photo, even a white one.
 */
export default function IndexPortfolio06(props: SectionLayoutProps) {
  const { t } = useTranslation();
  const items = portfolioViews(props, t('sections.untitled'));
  return (
    <SectionFrame layout={props} family="portfolio">
      <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 3 }} gap="4" listStyleType="none" m="0" p="0">
        {items.map((item) => (
          <Box
            as="li"
            key={item.key}
            position="relative"
            borderRadius="md"
            overflow="hidden"
            bg="gray.800"
            // Picture and caption share one grid cell, so the caption sits on the picture without
            // being positioned itself (a grid item's z-index lifts it over the picture): the title
            // link's hit area then spans the whole tile, not just the caption.
            display="grid"
            css={{ '& > *': { gridArea: '1 / 1' } }}
          >
            <SectionImage
              file={item.image}
              ratio={4 / 3}
              sizes="(min-width: 62em) 26rem, (min-width: 30em) 50vw, 100vw"
            />
            <Box alignSelf="end" zIndex="1" bg="blackAlpha.800" color="white" px="4" py="3">
              <Heading as="h3" fontSize="md" lineHeight="1.5" color="white">
                <StretchedLink href={item.href} color="white">
                  {item.title}
                </StretchedLink>
              </Heading>
              {item.meta && (
                <Text fontSize="sm" color="white">
                  {item.meta}
                </Text>
              )}
            </Box>
          </Box>
        ))}
      </SimpleGrid>
    </SectionFrame>
  );
}
