import { useTranslation } from 'react-i18next';
import type { SectionLayoutProps } from '../../contract/layout-contract';
import { AppLink } from '../../../parts/app-link';
import { dateTimeAttr, formatDate } from '../../../parts/format-date';
import { SectionFrame } from '../section-parts/section-frame.part';
import { articleViews } from './article-view';
import styles from './index-article-05.section.module.css';

/**
 * Headlines only, as a dense news-ticker board: one line per item at wide widths, two on phones.
 * It stands still: moving text would need a pause control and distracts from the page (WCAG 2.2.2).
 */
export default function IndexArticle05(props: SectionLayoutProps) {
  const { t } = useTranslation();
  const articles = articleViews(props, t('sections.untitled'));
  return (
    <SectionFrame layout={props} family="article">
      <ul className={styles.board}>
        {articles.map((article) => (
          <li key={article.key} className={styles.item}>
            <span className={styles.date}>
              {article.date ? (
                <time dateTime={dateTimeAttr(article.date)}>{formatDate(article.date)}</time>
              ) : (
                t('sections.undated')
              )}
            </span>
            <h3 className={styles.title}>
              <AppLink href={article.href}>{article.title}</AppLink>
            </h3>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
