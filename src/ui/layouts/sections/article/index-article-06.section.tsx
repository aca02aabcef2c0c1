import { useTranslation } from 'react-i18next';
import type { SectionLayoutProps } from '../../contract/layout-contract';
import { AppLink } from '../../../parts/app-link';
import { plainExcerpt } from '../../../parts/excerpt';
import { MetaLine } from '../../../parts/meta-line';
import { SectionFrame } from '../section-parts/section-frame.part';
import { SectionImage } from '../section-parts/section-image.part';
import { articleViews } from './article-view';
import styles from './index-article-06.section.module.css';

/** Media rows: the picture on the left, category, headline, date and summary on the right. */
export default function IndexArticle06(props: SectionLayoutProps) {
  const { t } = useTranslation();
  const articles = articleViews(props, t('sections.untitled'));
  return (
    <SectionFrame layout={props} family="article">
      <ul className={styles.list}>
        {articles.map((article) => {
          const summary = plainExcerpt(article.description, 110);
          return (
            <li key={article.key} className={styles.item}>
              <SectionImage
                file={article.image}
                ratio={4 / 3}
                sizes="(min-width: 48em) 16rem, 7rem"
                className={styles.image}
              />
              <div className={styles.body}>
                {article.category && <span className={styles.badge}>{article.category}</span>}
                <h3 className={styles.title}>
                  <AppLink href={article.href}>{article.title}</AppLink>
                </h3>
                <MetaLine date={article.date || null} dateLabelKey={article.dateLabelKey} />
                {summary && (
                  <p className={styles.summary}>
                    <span className={styles.summaryText}>{summary}</span>
                  </p>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </SectionFrame>
  );
}
