import { useTranslation } from 'react-i18next';
import type { SectionLayoutProps } from '../../contract/layout-contract';
import { AppLink } from '../../../parts/app-link';
import { SectionFrame } from '../section-parts/section-frame.part';
import { groupInOrder } from '../section-parts/section-rows';
import { YearMark } from '../section-parts/year-mark.part';
import { decadeOf, timelineEntries, type TimelineEntry } from './timeline-view';
import styles from './index-timeline-04.section.module.css';

/**
 * Events gathered under their era (historical events) or their decade (annals), one block per
 * group with the group's name as a heading on the left on wide screens.
 */
export default function IndexTimeline04(props: SectionLayoutProps) {
  const { t } = useTranslation();
  const entries = timelineEntries(props, t('sections.untitled'));
  // Historical events name their era; annals only have years, so they fall into decades.
  const byEra = entries.some((entry) => entry.era !== '');
  const groupOf = (entry: TimelineEntry): string => {
    if (byEra) return entry.era || t('sections.timeline.undated');
    return entry.startYear === undefined
      ? t('sections.timeline.undated')
      : t('sections.timeline.decade', { decade: decadeOf(entry.startYear) });
  };
  const groups = groupInOrder(entries, groupOf);
  return (
    <SectionFrame layout={props} family="timeline">
      <div className={styles.groups}>
        {groups.map((group) => (
          <div key={group.label} className={styles.group}>
            <h3 className={styles.groupTitle}>{group.label}</h3>
            <ul className={styles.list}>
              {group.items.map((entry) => (
                <li key={entry.key} className={styles.entry}>
                  <YearMark startYear={entry.startYear} endYear={entry.endYear} className={styles.year} />
                  <h4 className={styles.title}>
                    <AppLink href={entry.href}>{entry.title}</AppLink>
                  </h4>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </SectionFrame>
  );
}
