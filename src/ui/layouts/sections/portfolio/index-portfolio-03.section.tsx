import { useTranslation } from 'react-i18next';
import type { SectionLayoutProps } from '../../contract/layout-contract';
import { HorizontalScroller } from '../section-parts/horizontal-scroller.part';
import { SectionFrame } from '../section-parts/section-frame.part';
import { SectionImage } from '../section-parts/section-image.part';
import { StretchedLink } from '../section-parts/stretched-link.part';
import { portfolioViews } from './portfolio-view';
import styles from './index-portfolio-03.section.module.css';

/** A single row of cards that scrolls sideways inside the section, with previous/next buttons. */
export default function IndexPortfolio03(props: SectionLayoutProps) {
  const { t } = useTranslation();
  const items = portfolioViews(props, t('sections.untitled'));
  const label = props.section.title?.trim() || t('sections.fallbackTitle.portfolio');
  return (
    <SectionFrame layout={props} family="portfolio">
      <HorizontalScroller label={label}>
        {items.map((item) => (
          <li key={item.key} className={styles.card}>
            <SectionImage file={item.image} ratio={4 / 3} sizes="(min-width: 48em) 18rem, 80vw" />
            <div className={styles.body}>
              <h3 className={styles.title}>
                <StretchedLink href={item.href}>{item.title}</StretchedLink>
              </h3>
              {item.meta && <p className={styles.meta}>{item.meta}</p>}
            </div>
          </li>
        ))}
      </HorizontalScroller>
    </SectionFrame>
  );
}
