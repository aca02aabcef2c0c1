import { Box, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { SectionLayoutProps } from '../../layouts/layout-contract';
import { SectionFrame } from '../section-parts/section-frame.part';
import { SectionImage } from '../section-parts/section-image.part';
import { StretchedLink } from '../section-parts/stretched-link.part';
import { portfolioViews } from './portfolio-view';

/** Tall (3:4) and wide (4:3) pictures alternate, so the columns end at different heights. */
const TALL = 3 / 4;
const WIDE = 4 / 3;

/**
 * A masonry-like wall: CSS columns stack tiles of two sizes without gaps. The reading and tab order
 * runs down each column, the same order the eye follows in a masonry wall.
 */
export default function IndexPortfolio02(props: SectionLayoutProps) {
  const { t } = useTranslation();
  const items = portfolioViews(props, t('sections.untitled'));
  return (
    <SectionFrame layout={props} family="portfolio">
      <Box as="ul" listStyleType="none" m="0" p="0" columns={{ base: 1, sm: 2, lg: 3 }} columnGap="5">
        {items.map((item, index) => (
          <Box
            as="li"
            key={item.key}
            position="relative"
            mb="5"
            breakInside="avoid"
            borderRadius="lg"
            overflow="hidden"
            bg="bg.subtle"
            borderWidth="1px"
            borderColor="border"
          >
            <SectionImage
              file={item.image}
              ratio={index % 3 === 0 ? TALL : WIDE}
              sizes="(min-width: 62em) 26rem, (min-width: 30em) 50vw, 100vw"
            />
            <Box p="3">
              <Heading as="h3" fontSize="md" lineHeight="1.6">
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
      </Box>
    </SectionFrame>
  );
}
