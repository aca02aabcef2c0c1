import { AspectRatio, Box, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { SectionLayoutProps } from '../../layouts/layout-contract';
import { SectionFrame } from '../section-parts/section-frame.part';
import { SectionImage } from '../section-parts/section-image.part';
import { StretchedLink } from '../section-parts/stretched-link.part';
import { portfolioViews } from './portfolio-view';

/**
 * Portrait cards for people: a 3:4 picture, the name, then role and life years, centred. A person
 * without a photo gets the first character of the name on a tinted card, as name cards do.
 */
export default function IndexPortfolio05(props: SectionLayoutProps) {
  const { t } = useTranslation();
  const items = portfolioViews(props, t('sections.untitled'));
  return (
    <SectionFrame layout={props} family="portfolio">
      <SimpleGrid
        as="ul"
        columns={{ base: 2, md: 3, lg: 4 }}
        gap={{ base: '4', md: '6' }}
        listStyleType="none"
        m="0"
        p="0"
      >
        {items.map((item) => (
          <Box as="li" key={item.key} position="relative" textAlign="center">
            {item.image ? (
              <SectionImage
                file={item.image}
                ratio={3 / 4}
                sizes="(min-width: 62em) 18rem, (min-width: 48em) 30vw, 45vw"
                borderRadius="xl"
                mb="3"
              />
            ) : (
              <AspectRatio ratio={3 / 4} borderRadius="xl" bg="bg.muted" mb="3">
                <Box aria-hidden="true" fontSize="4xl" fontWeight="bold" color="fg.muted">
                  {[...item.title][0] ?? ''}
                </Box>
              </AspectRatio>
            )}
            <Heading as="h3" fontSize="md" lineHeight="1.5">
              <StretchedLink href={item.href}>{item.title}</StretchedLink>
            </Heading>
            {item.meta && (
              <Text fontSize="sm" color="fg.muted" mt="1">
                {item.meta}
              </Text>
            )}
          </Box>
        ))}
      </SimpleGrid>
    </SectionFrame>
  );
}
