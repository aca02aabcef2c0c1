import { useTranslation } from 'react-i18next';
import type { SectionLayoutProps } from '../../contract/layout-contract';
import { AppLink } from '../../../parts/app-link';
import { plainExcerpt } from '../../../parts/excerpt';
import { DateBadge } from '../section-parts/date-badge.part';
import { SectionFrame } from '../section-parts/section-frame.part';
import { articleViews } from './article-view';
import styles from './index-article-01.section.module.css';

/** News as a bulletin list: a calendar-leaf date badge in front of each headline. */
export default function IndexArticle01(props: SectionLayoutProps) {
  const { t } = useTranslation();
  const articles = articleViews(props, t('sections.untitled'));
  return (
    <SectionFrame layout={props} family="article">
      <ul className={styles.list}>
        {articles.map((article) => {
          const summary = plainExcerpt(article.description, 80);
          return (
            <li key={article.key} className={styles.item}>
              <DateBadge date={article.date} />
              <div className={styles.body}>
                {article.category && <p className={styles.category}>{article.category}</p>}
                <h3 className={styles.title}>
                  <AppLink href={article.href}>{article.title}</AppLink>
                </h3>
                {summary && <p className={styles.summary}>{summary}</p>}
              </div>
            </li>
          );
        })}
      </ul>
    </SectionFrame>
  );
}
