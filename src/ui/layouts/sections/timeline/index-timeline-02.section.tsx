import { useTranslation } from 'react-i18next';
import type { SectionLayoutProps } from '../../contract/layout-contract';
import { AppLink } from '../../../parts/app-link';
import { HorizontalScroller } from '../section-parts/horizontal-scroller.part';
import { SectionFrame } from '../section-parts/section-frame.part';
import { YearMark } from '../section-parts/year-mark.part';
import { timelineEntries } from './timeline-view';
import styles from './index-timeline-02.section.module.css';

/**
 * A horizontal axis: years along a line, each event hanging below its dot. The axis scrolls
 * inside the section with previous/next buttons; the page itself never scrolls sideways.
 */
export default function IndexTimeline02(props: SectionLayoutProps) {
  const { t } = useTranslation();
  const entries = timelineEntries(props, t('sections.untitled'));
  const label = props.section.title?.trim() || t('sections.fallbackTitle.timeline');
  return (
    <SectionFrame layout={props} family="timeline">
      <HorizontalScroller label={label} trackClassName={styles.track}>
        {entries.map((entry) => (
          <li key={entry.key} className={styles.entry}>
            <YearMark startYear={entry.startYear} endYear={entry.endYear} className={styles.year} />
            {/* The axis: each item draws its piece of the line, so the line spans exactly the items. */}
            <div aria-hidden="true" className={styles.axis}>
              <div className={styles.line} />
              <div className={styles.dot} />
            </div>
            <div className={styles.event}>
              <h3 className={styles.title}>
                <AppLink href={entry.href}>{entry.title}</AppLink>
              </h3>
              {entry.label && <p className={styles.label}>{entry.label}</p>}
            </div>
          </li>
        ))}
      </HorizontalScroller>
    </SectionFrame>
  );
}
