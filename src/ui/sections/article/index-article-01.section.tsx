import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { SectionLayoutProps } from '../../layouts/layout-contract';
import { AppLink } from '../../parts/app-link';
import { plainExcerpt } from '../../parts/excerpt';
import { DateBadge } from '../section-parts/date-badge.part';
import { SectionFrame } from '../section-parts/section-frame.part';
import { articleViews } from './article-view';

/** News as a bulletin list: a calendar-leaf date badge in front of each headline. */
export default function IndexArticle01(props: SectionLayoutProps) {
  const { t } = useTranslation();
  const articles = articleViews(props, t('sections.untitled'));
  return (
    <SectionFrame layout={props} family="article">
      <Box as="ul" listStyleType="none" m="0" p="0" borderTopWidth="1px" borderColor="border">
        {articles.map((article) => {
          const summary = plainExcerpt(article.description, 80);
          return (
            <Flex
              as="li"
              key={article.key}
              gap={{ base: '3', md: '5' }}
              py="4"
              borderBottomWidth="1px"
              borderColor="border"
            >
              <DateBadge date={article.date} />
              <Stack gap="1" minW="0" flex="1">
                {article.category && (
                  <Text fontSize="sm" color="fg.muted">
                    {article.category}
                  </Text>
                )}
                <Heading as="h3" fontSize="md" lineHeight="1.6" fontWeight="semibold">
                  <AppLink href={article.href}>{article.title}</AppLink>
                </Heading>
                {summary && (
                  <Text fontSize="sm" color="fg.muted" lineHeight="1.7" lineClamp={2}>
                    {summary}
                  </Text>
                )}
              </Stack>
            </Flex>
          );
        })}
      </Box>
    </SectionFrame>
  );
}
