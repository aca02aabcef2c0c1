import { useTranslation } from 'react-i18next';
import type { SectionLayoutProps } from '../../contract/layout-contract';
import { AppLink } from '../../../parts/app-link';
import { dateTimeAttr, formatDate, yearOf } from '../../../parts/format-date';
import { SectionFrame } from '../section-parts/section-frame.part';
import { groupInOrder } from '../section-parts/section-rows';
import { articleViews } from './article-view';
import styles from './index-article-08.section.module.css';

/** News on a dated rail, grouped under a heading per year, like a small chronicle. */
export default function IndexArticle08(props: SectionLayoutProps) {
  const { t } = useTranslation();
  const articles = articleViews(props, t('sections.untitled'));
  const years = groupInOrder(articles, (article) => String(yearOf(article.date) ?? t('sections.undated')));
  return (
    <SectionFrame layout={props} family="article">
      <div className={styles.years}>
        {years.map((year) => (
          <div key={year.label} className={styles.year}>
            <h3 className={styles.yearHeading}>{year.label}</h3>
            <ol className={styles.rail}>
              {year.items.map((article) => (
                <li key={article.key} className={styles.entry}>
                  {/* The dot on the rail; decoration only. */}
                  <div aria-hidden="true" className={styles.dot} />
                  <p className={styles.date}>
                    {article.date ? (
                      <time dateTime={dateTimeAttr(article.date)}>{formatDate(article.date)}</time>
                    ) : (
                      t('sections.undated')
                    )}
                  </p>
                  <h4 className={styles.title}>
                    <AppLink href={article.href}>{article.title}</AppLink>
                  </h4>
                  {article.category && <p className={styles.category}>{article.category}</p>}
                </li>
              ))}
            </ol>
          </div>
        ))}
      </div>
    </SectionFrame>
  );
}
