import { Box, SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { SectionLayoutProps } from '../../layouts/layout-contract';
import { ContentCard } from '../../parts/content-card';
import { MetaLine } from '../../parts/meta-line';
import { SectionFrame } from '../section-parts/section-frame.part';
import { articleViews } from './article-view';

/** News as two columns of picture cards with a short summary. */
export default function IndexArticle03(props: SectionLayoutProps) {
  const { t } = useTranslation();
  const articles = articleViews(props, t('sections.untitled'));
  return (
    <SectionFrame layout={props} family="article">
      <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="6" listStyleType="none" m="0" p="0">
        {articles.map((article) => (
          <Box as="li" key={article.key} display="flex">
            <ContentCard
              href={article.href}
              title={article.title}
              image={article.image}
              imageRatio={16 / 9}
              excerpt={article.description}
              excerptChars={90}
              meta={
                <MetaLine
                  date={article.date || null}
                  category={article.category || null}
                  dateLabelKey="content.meta.publishDate"
                />
              }
              flex="1"
            />
          </Box>
        ))}
      </SimpleGrid>
    </SectionFrame>
  );
}
