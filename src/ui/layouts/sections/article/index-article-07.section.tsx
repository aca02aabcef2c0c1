import { useTranslation } from 'react-i18next';
import type { SectionLayoutProps } from '../../contract/layout-contract';
import { dateTimeAttr, formatDate } from '../../../parts/format-date';
import { SectionFrame } from '../section-parts/section-frame.part';
import { SectionImage } from '../section-parts/section-image.part';
import { StretchedLink } from '../section-parts/stretched-link.part';
import { articleViews } from './article-view';
import styles from './index-article-07.section.module.css';

/** Three columns of compact cards; the category rides on the picture as a chip, the whole card is clickable. */
export default function IndexArticle07(props: SectionLayoutProps) {
  const { t } = useTranslation();
  const articles = articleViews(props, t('sections.untitled'));
  return (
    <SectionFrame layout={props} family="article">
      <ul className={styles.grid}>
        {articles.map((article) => (
          <li key={article.key} className={styles.card}>
            <div className={styles.picture}>
              <SectionImage
                file={article.image}
                ratio={3 / 2}
                sizes="(min-width: 62em) 26rem, (min-width: 30em) 50vw, 100vw"
              />
              {article.category && <span className={styles.chip}>{article.category}</span>}
            </div>
            <div className={styles.body}>
              <h3 className={styles.title}>
                <StretchedLink href={article.href}>{article.title}</StretchedLink>
              </h3>
              <p className={styles.date}>
                {article.date ? (
                  <time dateTime={dateTimeAttr(article.date)}>{formatDate(article.date)}</time>
                ) : (
                  t('sections.undated')
                )}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
