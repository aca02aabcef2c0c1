import { Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { SectionLayoutProps } from '../../layouts/layout-contract';
import { AppLink } from '../../parts/app-link';
import { plainExcerpt } from '../../parts/excerpt';
import { SectionFrame } from '../section-parts/section-frame.part';
import { SectionImage } from '../section-parts/section-image.part';
import { portfolioViews } from './portfolio-view';

/** A text-first list with a small square thumbnail per item; two columns on wide screens. */
export default function IndexPortfolio07(props: SectionLayoutProps) {
  const { t } = useTranslation();
  const items = portfolioViews(props, t('sections.untitled'));
  return (
    <SectionFrame layout={props} family="portfolio">
      <SimpleGrid as="ul" columns={{ base: 1, lg: 2 }} columnGap="10" listStyleType="none" m="0" p="0">
        {items.map((item) => {
          const summary = plainExcerpt(item.description, 60);
          return (
            <Flex
              as="li"
              key={item.key}
              gap="4"
              py="4"
              borderBottomWidth="1px"
              borderColor="border"
              align="flex-start"
            >
              <SectionImage
                file={item.image}
                ratio={1}
                sizes="5rem"
                w="5rem"
                flexShrink={0}
                borderRadius="md"
                // The title next to it names the item; the thumbnail only repeats it.
                decorative
              />
              <Stack gap="1" minW="0" flex="1">
                <Heading as="h3" fontSize="md" lineHeight="1.6">
                  <AppLink href={item.href}>{item.title}</AppLink>
                </Heading>
                {item.meta && (
                  <Text fontSize="sm" color="fg.muted">
                    {item.meta}
                  </Text>
                )}
                {summary && (
                  <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                    {summary}
                  </Text>
                )}
              </Stack>
            </Flex>
          );
        })}
      </SimpleGrid>
    </SectionFrame>
  );
}
