import { useTranslation } from 'react-i18next';
import type { SectionLayoutProps } from '../../contract/layout-contract';
import { AppLink } from '../../../parts/app-link';
import { plainExcerpt } from '../../../parts/excerpt';
import { MetaLine } from '../../../parts/meta-line';
import { SectionFrame } from '../section-parts/section-frame.part';
import { SectionImage } from '../section-parts/section-image.part';
import { articleViews } from './article-view';
import styles from './index-article-03.section.module.css';

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
      <ul className={styles.grid}>
        {articles.map((article) => {
          const summary = plainExcerpt(article.description, 90);
          return (
            <li key={article.key} className={styles.card}>
              <SectionImage file={article.image} ratio={16 / 9} sizes="(min-width: 48em) 40rem, 100vw" />
              <div className={styles.body}>
                <h3 className={styles.title}>
                  <AppLink href={article.href}>{article.title}</AppLink>
                </h3>
                <MetaLine
                  date={article.date || null}
                  category={article.category || null}
                  dateLabelKey={article.dateLabelKey}
                />
                {summary && <p className={styles.summary}>{summary}</p>}
              </div>
            </li>
          );
        })}
      </ul>
    </SectionFrame>
  );
}
