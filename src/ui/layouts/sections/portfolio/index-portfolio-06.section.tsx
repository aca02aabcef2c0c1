import { useTranslation } from 'react-i18next';
import type { SectionLayoutProps } from '../../contract/layout-contract';
import { SectionFrame } from '../section-parts/section-frame.part';
import { SectionImage } from '../section-parts/section-image.part';
import { StretchedLink } from '../section-parts/stretched-link.part';
import { portfolioViews } from './portfolio-view';
import styles from './index-portfolio-06.section.module.css';

/**
 * Pictures with their captions laid over the lower edge. The caption sits on a near-opaque dark
 * band rather than a fading gradient, so white text keeps 4.5:1 over any photo, even a white one.
 */
export default function IndexPortfolio06(props: SectionLayoutProps) {
  const { t } = useTranslation();
  const items = portfolioViews(props, t('sections.untitled'));
  return (
    <SectionFrame layout={props} family="portfolio">
      <ul className={styles.grid}>
        {items.map((item) => (
          <li key={item.key} className={styles.tile}>
            <SectionImage
              file={item.image}
              ratio={4 / 3}
              sizes="(min-width: 62em) 26rem, (min-width: 30em) 50vw, 100vw"
            />
            <div className={styles.caption}>
              <h3 className={styles.title}>
                <StretchedLink href={item.href} className={styles.link}>
                  {item.title}
                </StretchedLink>
              </h3>
              {item.meta && <p className={styles.meta}>{item.meta}</p>}
            </div>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
