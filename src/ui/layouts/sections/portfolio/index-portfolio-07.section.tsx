import { useTranslation } from 'react-i18next';
import type { SectionLayoutProps } from '../../contract/layout-contract';
import { AppLink } from '../../../parts/app-link';
import { plainExcerpt } from '../../../parts/excerpt';
import { SectionFrame } from '../section-parts/section-frame.part';
import { SectionImage } from '../section-parts/section-image.part';
import { portfolioViews } from './portfolio-view';
import styles from './index-portfolio-07.section.module.css';

/** A text-first list with a small square thumbnail per item; two columns on wide screens. */
export default function IndexPortfolio07(props: SectionLayoutProps) {
  const { t } = useTranslation();
  const items = portfolioViews(props, t('sections.untitled'));
  return (
    <SectionFrame layout={props} family="portfolio">
      <ul className={styles.list}>
        {items.map((item) => {
          const summary = plainExcerpt(item.description, 60);
          return (
            <li key={item.key} className={styles.row}>
              <SectionImage
                file={item.image}
                ratio={1}
                sizes="5rem"
                className={styles.thumbnail}
                // The title next to it names the item; the thumbnail only repeats it.
                decorative
              />
              <div className={styles.text}>
                <h3 className={styles.title}>
                  <AppLink href={item.href}>{item.title}</AppLink>
                </h3>
                {item.meta && <p className={styles.meta}>{item.meta}</p>}
                {summary && <p className={styles.summary}>{summary}</p>}
              </div>
            </li>
          );
        })}
      </ul>
    </SectionFrame>
  );
}
