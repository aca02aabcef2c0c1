import { useTranslation } from 'react-i18next';
import type { SectionLayoutProps } from '../../contract/layout-contract';
import { SectionFrame } from '../section-parts/section-frame.part';
import { SectionImage } from '../section-parts/section-image.part';
import { StretchedLink } from '../section-parts/stretched-link.part';
import { portfolioViews } from './portfolio-view';
import styles from './index-portfolio-05.section.module.css';

/**
 * Portrait cards for people: a 3:4 picture, the name, then role and life years, centred. A person
 * without a photo gets the first character of the name on a tinted card, as name cards do.
 */
export default function IndexPortfolio05(props: SectionLayoutProps) {
  const { t } = useTranslation();
  const items = portfolioViews(props, t('sections.untitled'));
  return (
    <SectionFrame layout={props} family="portfolio">
      <ul className={styles.grid}>
        {items.map((item) => (
          <li key={item.key} className={styles.card}>
            {item.image ? (
              <SectionImage
                file={item.image}
                ratio={3 / 4}
                sizes="(min-width: 62em) 18rem, (min-width: 48em) 30vw, 45vw"
                className={styles.portrait}
              />
            ) : (
              <div className={styles.placeholder}>
                <div aria-hidden="true" className={styles.initial}>
                  {[...item.title][0] ?? ''}
                </div>
              </div>
            )}
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
