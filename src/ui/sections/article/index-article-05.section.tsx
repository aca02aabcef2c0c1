import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { SectionLayoutProps } from '../../layouts/layout-contract';
import { AppLink } from '../../parts/app-link';
import { dateTimeAttr, formatDate } from '../../parts/format-date';
import { SectionFrame } from '../section-parts/section-frame.part';
import { articleViews } from './article-view';

/**
 * Headlines only, as a dense news-ticker board: one line per item at wide widths, two on phones.
 * It stands still: moving text would need a pause control and distracts from the page (WCAG 2.2.2).
 */
export default function IndexArticle05(props: SectionLayoutProps) {
  const { t } = useTranslation();
  const articles = articleViews(props, t('sections.untitled'));
  return (
    <SectionFrame layout={props} family="article">
      <Box
        as="ul"
        listStyleType="none"
        m="0"
        px={{ base: '3', md: '5' }}
        py="2"
        bg="bg.subtle"
        borderLeftWidth="6px"
        borderLeftColor="fg"
        borderRadius="md"
        display="grid"
        gridTemplateColumns={{ base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }}
        columnGap="8"
      >
        {articles.map((article) => (
          <Flex
            as="li"
            key={article.key}
            gap="3"
            align="baseline"
            py="2"
            borderBottomWidth="1px"
            borderBottomStyle="dashed"
            borderColor="border.emphasized"
            minW="0"
          >
            <Text
              as="span"
              flexShrink={0}
              fontSize="sm"
              color="fg.muted"
              fontVariantNumeric="tabular-nums"
              minW="6.5em"
            >
              {article.date ? (
                <time dateTime={dateTimeAttr(article.date)}>{formatDate(article.date)}</time>
              ) : (
                t('sections.undated')
              )}
            </Text>
            <Heading
              as="h3"
              fontSize="md"
              fontWeight="normal"
              lineHeight="1.6"
              lineClamp={{ base: 2, md: 1 }}
              minW="0"
            >
              <AppLink href={article.href}>{article.title}</AppLink>
            </Heading>
          </Flex>
        ))}
      </Box>
    </SectionFrame>
  );
}
