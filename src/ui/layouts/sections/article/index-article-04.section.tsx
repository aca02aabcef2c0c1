import { useTranslation } from 'react-i18next';
import type { SectionLayoutProps } from '../../contract/layout-contract';
import { ListRow } from '../../../parts/list-row';
import { CategoryTabs } from '../section-parts/category-tabs.part';
import { SectionFrame } from '../section-parts/section-frame.part';
import { groupInOrder } from '../section-parts/section-rows';
import { articleViews, type ArticleView } from './article-view';
import styles from './index-article-04.section.module.css';

function ArticleList({ articles }: { articles: ArticleView[] }) {
  return (
    <ul className={styles.list}>
      {articles.map((article) => (
        <ListRow key={article.key} href={article.href} title={article.title} date={article.date || null} />
      ))}
    </ul>
  );
}

/** News sorted into tabs by category, with 「全部」 first and uncategorized items under 「其他」. */
export default function IndexArticle04(props: SectionLayoutProps) {
  const { t } = useTranslation();
  const articles = articleViews(props, t('sections.untitled'));
  const groups = groupInOrder(articles, (article) => article.category || t('sections.tabs.uncategorized'));
  const tabs = [
    { value: 'all', label: t('sections.tabs.all'), panel: <ArticleList articles={articles} /> },
    ...groups.map((group, index) => ({
      value: `category-${index}`,
      label: group.label,
      panel: <ArticleList articles={group.items} />,
    })),
  ];
  const label = props.section.title?.trim() || t('sections.fallbackTitle.article');
  return (
    <SectionFrame layout={props} family="article">
      <CategoryTabs tabs={tabs} label={label} />
    </SectionFrame>
  );
}
