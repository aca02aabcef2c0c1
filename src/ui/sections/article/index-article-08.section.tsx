import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { SectionLayoutProps } from '../../layouts/layout-contract';
import { AppLink } from '../../parts/app-link';
import { dateTimeAttr, formatDate, yearOf } from '../../parts/format-date';
import { SectionFrame } from '../section-parts/section-frame.part';
import { groupInOrder } from '../section-parts/section-rows';
import { articleViews } from './article-view';

/** News on a dated rail, grouped under a heading per year, like a small chronicle. */
export default function IndexArticle08(props: SectionLayoutProps) {
  const { t } = useTranslation();
  const articles = articleViews(props, t('sections.untitled'));
  const years = groupInOrder(articles, (article) => String(yearOf(article.date) ?? t('sections.undated')));
  return (
    <SectionFrame layout={props} family="article">
      <Stack gap="8">
        {years.map((year) => (
          <Box
            key={year.label}
            display={{ base: 'block', md: 'grid' }}
            gridTemplateColumns="8rem minmax(0, 1fr)"
            gap="6"
          >
            <Heading
              as="h3"
              fontSize={{ base: 'xl', md: '2xl' }}
              fontVariantNumeric="tabular-nums"
              mb={{ base: '3', md: '0' }}
            >
              {year.label}
            </Heading>
            <Box
              as="ol"
              listStyleType="none"
              m="0"
              p="0"
              borderLeftWidth="2px"
              borderColor="border.emphasized"
            >
              {year.items.map((article) => (
                <Box as="li" key={article.key} position="relative" pl="6" pb="5" _last={{ pb: '0' }}>
                  {/* The dot on the rail; decoration only. */}
                  <Box
                    aria-hidden="true"
                    position="absolute"
                    left="-0.4375rem"
                    top="0.4rem"
                    boxSize="0.75rem"
                    borderRadius="full"
                    bg="bg"
                    borderWidth="3px"
                    borderColor="fg"
                  />
                  <Text fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums">
                    {article.date ? (
                      <time dateTime={dateTimeAttr(article.date)}>{formatDate(article.date)}</time>
                    ) : (
                      t('sections.undated')
                    )}
                  </Text>
                  <Heading as="h4" fontSize="md" lineHeight="1.6" fontWeight="medium">
                    <AppLink href={article.href}>{article.title}</AppLink>
                  </Heading>
                  {article.category && (
                    <Text fontSize="sm" color="fg.muted">
                      {article.category}
                    </Text>
                  )}
                </Box>
              ))}
            </Box>
          </Box>
        ))}
      </Stack>
    </SectionFrame>
  );
}
