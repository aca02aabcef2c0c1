import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { SectionLayoutProps } from '../../layouts/layout-contract';
import { AppLink } from '../../parts/app-link';
import { plainExcerpt } from '../../parts/excerpt';
import { MetaLine } from '../../parts/meta-line';
import { SectionFrame } from '../section-parts/section-frame.part';
import { SectionImage } from '../section-parts/section-image.part';
import { articleViews } from './article-view';

/**
 * News as two columns of picture cards with a short summary. (Not the shared ContentCard: a
 * home-page grid keeps a tinted box where a picture is missing, and needs the picture's size
 * even when the CMS does not send it; see section-image.part.)
 */
export default function IndexArticle03(props: SectionLayoutProps) {
  const { t } = useTranslation();
  const articles = articleViews(props, t('sections.untitled'));
  return (
    <SectionFrame layout={props} family="article">
      <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="6" listStyleType="none" m="0" p="0">
        {articles.map((article) => {
          const summary = plainExcerpt(article.description, 90);
          return (
            <Box
              as="li"
              key={article.key}
              display="flex"
              flexDirection="column"
              borderWidth="1px"
              borderColor="border"
              borderRadius="md"
              overflow="hidden"
              bg="bg"
            >
              <SectionImage file={article.image} ratio={16 / 9} sizes="(min-width: 48em) 40rem, 100vw" />
              <Stack gap="2" p={{ base: '4', md: '5' }} flex="1">
                <Heading as="h3" fontSize="lg" lineHeight="1.5">
                  <AppLink href={article.href}>{article.title}</AppLink>
                </Heading>
                <MetaLine
                  date={article.date || null}
                  category={article.category || null}
                  dateLabelKey={article.dateLabelKey}
                />
                {summary && (
                  <Text color="fg.muted" lineHeight="1.7">
                    {summary}
                  </Text>
                )}
              </Stack>
            </Box>
          );
        })}
      </SimpleGrid>
    </SectionFrame>
  );
}
