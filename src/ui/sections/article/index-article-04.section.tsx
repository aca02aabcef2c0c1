import { Box, Tabs } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { SectionLayoutProps } from '../../layouts/layout-contract';
import { ListRow } from '../../parts/list-row';
import { SectionFrame } from '../section-parts/section-frame.part';
import { groupInOrder } from '../section-parts/section-rows';
import { articleViews, type ArticleView } from './article-view';

function ArticleList({ articles }: { articles: ArticleView[] }) {
  return (
    <Box as="ul" m="0" p="0">
      {articles.map((article) => (
        <ListRow key={article.key} href={article.href} title={article.title} date={article.date || null} />
      ))}
    </Box>
  );
}

/**
 * News sorted into tabs by category, with 「全部」 first. The tabs follow the WAI-ARIA tabs pattern
 * (arrow keys, Home/End, one tab stop); only the shown panel is mounted, which keeps the home page's
 * DOM small when a list is long.
 */
export default function IndexArticle04(props: SectionLayoutProps) {
  const { t } = useTranslation();
  const articles = articleViews(props, t('sections.untitled'));
  const groups = groupInOrder(articles, (article) => article.category || t('sections.tabs.uncategorized'));
  const tabs = [
    { value: 'all', label: t('sections.tabs.all'), articles },
    ...groups.map((group, index) => ({
      value: `category-${index}`,
      label: group.label,
      articles: group.items,
    })),
  ];
  return (
    <SectionFrame layout={props} family="article">
      <Tabs.Root defaultValue="all" variant="line" lazyMount unmountOnExit>
        <Tabs.List flexWrap="wrap" rowGap="1">
          {tabs.map((tab) => (
            <Tabs.Trigger key={tab.value} value={tab.value} minH="2.75rem" px="4" fontSize="md">
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Content key={tab.value} value={tab.value} pt="2" focusVisibleRing="outside">
            <ArticleList articles={tab.articles} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </SectionFrame>
  );
}
