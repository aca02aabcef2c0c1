import { Box, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { SectionLayoutProps } from '../../layouts/layout-contract';
import { SectionFrame } from '../section-parts/section-frame.part';
import { SectionImage } from '../section-parts/section-image.part';
import { StretchedLink } from '../section-parts/stretched-link.part';
import { portfolioViews } from './portfolio-view';

/**
 * A uniform grid of three columns: every tile the same 4:3 picture (a tinted box when there is
 * none), the title and one line saying what the item is; the whole tile is clickable.
 */
export default function IndexPortfolio01(props: SectionLayoutProps) {
  const { t } = useTranslation();
  const items = portfolioViews(props, t('sections.untitled'));
  return (
    <SectionFrame layout={props} family="portfolio">
      <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 3 }} gap="6" listStyleType="none" m="0" p="0">
        {items.map((item) => (
          <Box as="li" key={item.key} position="relative">
            <SectionImage
              file={item.image}
              ratio={4 / 3}
              sizes="(min-width: 62em) 26rem, (min-width: 30em) 50vw, 100vw"
              borderRadius="md"
              mb="3"
            />
            <Heading as="h3" fontSize="md" lineHeight="1.6">
              <StretchedLink href={item.href}>{item.title}</StretchedLink>
            </Heading>
            {item.meta && (
              <Text fontSize="sm" color="fg.muted">
                {item.meta}
              </Text>
            )}
          </Box>
        ))}
      </SimpleGrid>
    </SectionFrame>
  );
}
