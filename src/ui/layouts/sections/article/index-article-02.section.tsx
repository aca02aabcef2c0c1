import { useTranslation } from 'react-i18next';
import type { SectionLayoutProps } from '../../contract/layout-contract';
import { AppLink } from '../../../parts/app-link';
import { plainExcerpt } from '../../../parts/excerpt';
import { ListRow } from '../../../parts/list-row';
import { MetaLine } from '../../../parts/meta-line';
import { SectionFrame } from '../section-parts/section-frame.part';
import { SectionImage } from '../section-parts/section-image.part';
import { articleViews } from './article-view';
import styles from './index-article-02.section.module.css';

/** The newest item featured large with its picture and summary; the rest as a dated list beside it. */
export default function IndexArticle02(props: SectionLayoutProps) {
  const { t } = useTranslation();
  const [first, ...rest] = articleViews(props, t('sections.untitled'));
  if (!first)
    return (
      <SectionFrame layout={props} family="article">
        {null}
      </SectionFrame>
    );
  const summary = plainExcerpt(first.description, 140);
  return (
    <SectionFrame layout={props} family="article">
      <div className={styles.layout}>
        <article data-part="featured">
          <SectionImage
            file={first.image}
            ratio={16 / 9}
            sizes="(min-width: 62em) 45rem, 100vw"
            className={styles.image}
          />
          <div className={styles.body}>
            <span className={styles.badge}>{t('sections.featured')}</span>
            <h3 className={styles.title}>
              <AppLink href={first.href}>{first.title}</AppLink>
            </h3>
            <MetaLine
              date={first.date || null}
              category={first.category || null}
              dateLabelKey={first.dateLabelKey}
            />
            {summary && <p className={styles.summary}>{summary}</p>}
          </div>
        </article>
        {rest.length > 0 && (
          <ul className={styles.others}>
            {rest.map((article) => (
              <ListRow
                key={article.key}
                href={article.href}
                title={article.title}
                date={article.date || null}
                className={styles.otherRow}
              />
            ))}
          </ul>
        )}
      </div>
    </SectionFrame>
  );
}
