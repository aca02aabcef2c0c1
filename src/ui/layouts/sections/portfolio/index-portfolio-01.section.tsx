import { useTranslation } from 'react-i18next';
import type { SectionLayoutProps } from '../../contract/layout-contract';
import { SectionFrame } from '../section-parts/section-frame.part';
import { SectionImage } from '../section-parts/section-image.part';
import { StretchedLink } from '../section-parts/stretched-link.part';
import { portfolioViews } from './portfolio-view';
import styles from './index-portfolio-01.section.module.css';

/**
 * A uniform grid of three columns: every tile the same 4:3 picture (a tinted box when there is
 * none), the title and one line saying what the item is; the whole tile is clickable.
 */
export default function IndexPortfolio01(props: SectionLayoutProps) {
  const { t } = useTranslation();
  const items = portfolioViews(props, t('sections.untitled'));
  return (
    <SectionFrame layout={props} family="portfolio">
      <ul className={styles.grid}>
        {items.map((item) => (
          <li key={item.key} className={styles.item}>
            <SectionImage
              file={item.image}
              ratio={4 / 3}
              sizes="(min-width: 62em) 26rem, (min-width: 30em) 50vw, 100vw"
              className={styles.image}
            />
            <h3 className={styles.title}>
              <StretchedLink href={item.href}>{item.title}</StretchedLink>
            </h3>
            {item.meta && <p className={styles.meta}>{item.meta}</p>}
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
