import { useTranslation } from 'react-i18next';
import type { SectionLayoutProps } from '../../contract/layout-contract';
import { plainExcerpt } from '../../../parts/excerpt';
import { SectionFrame } from '../section-parts/section-frame.part';
import { SectionImage } from '../section-parts/section-image.part';
import { StretchedLink } from '../section-parts/stretched-link.part';
import { portfolioViews } from './portfolio-view';
import styles from './index-portfolio-04.section.module.css';

/**
 * One large feature and four small tiles beside it (a 2×2 block against a 2×2 block on wide
 * screens); further rows, if the section asks for more, continue as small tiles.
 */
export default function IndexPortfolio04(props: SectionLayoutProps) {
  const { t } = useTranslation();
  const items = portfolioViews(props, t('sections.untitled'));
  return (
    <SectionFrame layout={props} family="portfolio">
      <ul className={styles.grid}>
        {items.map((item, index) => {
          const featured = index === 0;
          const summary = featured ? plainExcerpt(item.description, 100) : '';
          return (
            <li
              key={item.key}
              className={featured ? `${styles.tile} ${styles.feature}` : styles.tile}
              data-part={featured ? 'feature' : undefined}
            >
              <SectionImage
                file={item.image}
                ratio={featured ? 16 / 10 : 4 / 3}
                sizes={
                  featured
                    ? '(min-width: 30em) 50vw, 100vw'
                    : '(min-width: 62em) 25vw, (min-width: 30em) 50vw, 100vw'
                }
              />
              <div className={styles.body}>
                <h3 className={styles.title}>
                  <StretchedLink href={item.href}>{item.title}</StretchedLink>
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
