import { Badge, Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { SectionLayoutProps } from '../../layouts/layout-contract';
import { AppLink } from '../../parts/app-link';
import { plainExcerpt } from '../../parts/excerpt';
import { MetaLine } from '../../parts/meta-line';
import { SectionFrame } from '../section-parts/section-frame.part';
import { SectionImage } from '../section-parts/section-image.part';
import { articleViews } from './article-view';

/** Media rows: the picture on the left, category, headline, date and summary on the right. */
export default function IndexArticle06(props: SectionLayoutProps) {
  const { t } = useTranslation();
  const articles = articleViews(props, t('sections.untitled'));
  return (
    <SectionFrame layout={props} family="article">
      <Stack as="ul" listStyleType="none" m="0" p="0" gap="6">
        {articles.map((article) => {
          const summary = plainExcerpt(article.description, 110);
          return (
            <Flex as="li" key={article.key} gap={{ base: '3', md: '6' }} align="flex-start">
              <SectionImage
                file={article.image}
                ratio={4 / 3}
                sizes="(min-width: 48em) 16rem, 7rem"
                w={{ base: '7rem', sm: '11rem', md: '16rem' }}
                flexShrink={0}
                borderRadius="md"
              />
              <Stack gap="2" minW="0" flex="1">
                {article.category && (
                  <Badge alignSelf="flex-start" variant="outline" size="sm">
                    {article.category}
                  </Badge>
                )}
                <Heading as="h3" fontSize={{ base: 'md', md: 'lg' }} lineHeight="1.5">
                  <AppLink href={article.href}>{article.title}</AppLink>
                </Heading>
                <MetaLine date={article.date || null} dateLabelKey={article.dateLabelKey} />
                {summary && (
                  <Box as="p" color="fg.muted" lineHeight="1.7" display={{ base: 'none', sm: 'block' }}>
                    <Text as="span" lineClamp={3}>
                      {summary}
                    </Text>
                  </Box>
                )}
              </Stack>
            </Flex>
          );
        })}
      </Stack>
    </SectionFrame>
  );
}
