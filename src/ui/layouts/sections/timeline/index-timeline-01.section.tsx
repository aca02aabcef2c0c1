import { useTranslation } from 'react-i18next';
import type { SectionLayoutProps } from '../../contract/layout-contract';
import { AppLink } from '../../../parts/app-link';
import { plainExcerpt } from '../../../parts/excerpt';
import { SectionFrame } from '../section-parts/section-frame.part';
import { YearMark } from '../section-parts/year-mark.part';
import { timelineEntries } from './timeline-view';
import styles from './index-timeline-01.section.module.css';

/** A vertical axis: the year column on the left, a rail with dots, the events to the right. */
export default function IndexTimeline01(props: SectionLayoutProps) {
  const { t } = useTranslation();
  const entries = timelineEntries(props, t('sections.untitled'));
  return (
    <SectionFrame layout={props} family="timeline">
      <ol className={styles.axis}>
        {entries.map((entry) => {
          const summary = plainExcerpt(entry.description, 90);
          return (
            <li key={entry.key} className={styles.entry}>
              <YearMark
                startYear={entry.startYear}
                endYear={entry.endYear}
                date={entry.date}
                className={styles.year}
              />
              <div className={styles.event}>
                <div aria-hidden="true" className={styles.dot} />
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
