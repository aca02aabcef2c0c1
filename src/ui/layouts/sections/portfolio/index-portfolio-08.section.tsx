import { useTranslation } from 'react-i18next';
import type { SectionLayoutProps } from '../../contract/layout-contract';
import { SectionFrame } from '../section-parts/section-frame.part';
import { SectionImage } from '../section-parts/section-image.part';
import { StretchedLink } from '../section-parts/stretched-link.part';
import { portfolioViews } from './portfolio-view';
import styles from './index-portfolio-08.section.module.css';

/**
 * A tight mosaic of square tiles, four across on wide screens (two on phones), the first tile
 * doubled; each title sits on a strip under its picture rather than over it.
 */
export default function IndexPortfolio08(props: SectionLayoutProps) {
  const { t } = useTranslation();
  const items = portfolioViews(props, t('sections.untitled'));
  return (
    <SectionFrame layout={props} family="portfolio">
      <ul className={styles.mosaic}>
        {items.map((item, index) => {
          const lead = index === 0;
          return (
            <li key={item.key} className={lead ? `${styles.tile} ${styles.lead}` : styles.tile}>
              <SectionImage
                file={item.image}
                ratio={lead ? undefined : 1}
                className={lead ? styles.leadImage : undefined}
                sizes={lead ? '(min-width: 48em) 50vw, 100vw' : '(min-width: 48em) 25vw, 50vw'}
              />
              <h3 className={styles.title}>
                <StretchedLink href={item.href}>{item.title}</StretchedLink>
              </h3>
            </li>
          );
        })}
      </ul>
    </SectionFrame>
  );
}
