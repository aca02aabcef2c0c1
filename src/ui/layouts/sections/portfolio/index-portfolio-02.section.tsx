import { useTranslation } from 'react-i18next';
import type { SectionLayoutProps } from '../../contract/layout-contract';
import { SectionFrame } from '../section-parts/section-frame.part';
import { SectionImage } from '../section-parts/section-image.part';
import { StretchedLink } from '../section-parts/stretched-link.part';
import { portfolioViews } from './portfolio-view';
import styles from './index-portfolio-02.section.module.css';

/** Tall (3:4) and wide (4:3) pictures alternate, so the columns end at different heights. */
const TALL = 3 / 4;
const WIDE = 4 / 3;

/**
 * A masonry-like wall: CSS columns stack tiles of two sizes without gaps. The reading and tab order
 * runs down each column, the same order the eye follows in a masonry wall.
 */
export default function IndexPortfolio02(props: SectionLayoutProps) {
  const { t } = useTranslation();
  const items = portfolioViews(props, t('sections.untitled'));
  return (
    <SectionFrame layout={props} family="portfolio">
      <ul className={styles.wall}>
        {items.map((item, index) => (
          <li key={item.key} className={styles.tile}>
            <SectionImage
              file={item.image}
              ratio={index % 3 === 0 ? TALL : WIDE}
              sizes="(min-width: 62em) 26rem, (min-width: 30em) 50vw, 100vw"
            />
            <div className={styles.body}>
              <h3 className={styles.title}>
                <StretchedLink href={item.href}>{item.title}</StretchedLink>
              </h3>
              {item.meta && <p className={styles.meta}>{item.meta}</p>}
            </div>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
