import { useTranslation } from 'react-i18next';
import type { SectionLayoutProps } from '../../contract/layout-contract';
import { AppLink } from '../../../parts/app-link';
import { plainExcerpt } from '../../../parts/excerpt';
import { SectionFrame } from '../section-parts/section-frame.part';
import { YearMark } from '../section-parts/year-mark.part';
import { timelineEntries } from './timeline-view';
import styles from './index-timeline-03.section.module.css';

/**
 * A centre line with events as interlocking cards alternating left and right on wide screens. On phones the
 * line moves to the left edge and every card follows it, so nothing is squeezed into half a
 * 320 px screen. DOM order stays chronological either way.
 */
export default function IndexTimeline03(props: SectionLayoutProps) {
  const { t } = useTranslation();
  const entries = timelineEntries(props, t('sections.untitled'));
  return (
    <SectionFrame layout={props} family="timeline">
      <ol className={styles.axis}>
        {entries.map((entry, index) => {
          const onRight = index % 2 === 1;
          const summary = plainExcerpt(entry.description, 80);
          return (
            <li
              key={entry.key}
              className={`${styles.entry} ${onRight ? styles.right : styles.left}`}
              // Each card spans two grid rows and the next one starts a row later on the other side,
              // so the cards interlock instead of each taking a full row of its own.
              style={{ gridRow: `${index + 1} / span 2` }}
              data-side={onRight ? 'right' : 'left'}
            >
              <div aria-hidden="true" className={styles.dot} />
              <div className={styles.card}>
                <YearMark
                  startYear={entry.startYear}
                  endYear={entry.endYear}
                  date={entry.date}
                  className={styles.year}
                />
                <h3 className={styles.title}>
                  <AppLink href={entry.href}>{entry.title}</AppLink>
                </h3>
                {entry.label && <span className={styles.badge}>{entry.label}</span>}
                {summary && <p className={styles.summary}>{summary}</p>}
              </div>
            </li>
          );
        })}
      </ol>
    </SectionFrame>
  );
}
