import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { SectionLayoutProps } from '../../layouts/layout-contract';
import { ContentCard } from '../../parts/content-card';
import { SectionFrame } from '../section-parts/section-frame.part';
import { portfolioViews } from './portfolio-view';

/** A uniform grid of three columns: same picture ratio, title, one line of what the item is. */
export default function IndexPortfolio01(props: SectionLayoutProps) {
  const { t } = useTranslation();
  const items = portfolioViews(props, t('sections.untitled'));
  return (
    <SectionFrame layout={props} family="portfolio">
      <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 3 }} gap="6" listStyleType="none" m="0" p="0">
        {items.map((item) => (
          <Box as="li" key={item.key} display="flex">
            <ContentCard
              href={item.href}
              title={item.title}
              image={item.image}
              imageRatio={4 / 3}
              excerpt={item.description}
              excerptChars={60}
              meta={
                item.meta ? (
                  <Text fontSize="sm" color="fg.muted">
                    {item.meta}
                  </Text>
                ) : undefined
              }
              flex="1"
            />
          </Box>
        ))}
      </SimpleGrid>
    </SectionFrame>
  );
}
