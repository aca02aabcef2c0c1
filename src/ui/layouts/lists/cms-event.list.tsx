import { itemAddressOf } from '../../../shared/item-address';
import { useTranslation } from 'react-i18next';
import { ContentCard } from '../../parts/content-card';
import { DateRange } from '../../parts/date-range';
import { FieldList } from '../../parts/field-list';
import { num, text } from '../../parts/item-fields';
import { MetaLine } from '../../parts/meta-line';
import { representativeImage } from '../../parts/representative-image';
import { paths } from '../../paths/paths';
import type { ListLayoutProps } from '../contract/layout-contract';
import { ListFrame, type ListKindConfig } from './list-frame';
import styles from './cms-event.list.module.css';

const CONFIG: ListKindConfig = {
  dateField: 'startDate',
  recentYears: true,
  sortFields: [
    { field: 'startDate', labelKey: 'content.fields.startDate' },
    { field: 'endDate', labelKey: 'content.fields.endDate' },
  ],
};

/** Upcoming activities as cards that lead with when and where. */
export default function CmsEventList(props: ListLayoutProps) {
  const { t } = useTranslation();
  const { lang, path, setting } = props;
  return (
    <ListFrame props={props} config={CONFIG}>
      {(rows) => (
        <ul className={styles.grid}>
          {rows.map((row, i) => (
            <li key={row.id}>
              <ContentCard
                className={styles.card}
                href={paths.detail.href(lang, path, itemAddressOf(row))}
                title={row.title}
                image={representativeImage(row.images)}
                imageLoading={i < 3 ? 'eager' : 'lazy'}
                imageRatio={16 / 9}
                headingLevel="h2"
                excerpt={text(row, 'description')}
                meta={<MetaLine views={num(row, 'views')} showDate={false} showViews={setting.showViews} />}
              >
                <FieldList
                  entries={[
                    {
                      key: 'date',
                      label: t('content.fields.eventDate'),
                      value: setting.showDate ? (
                        <DateRange start={text(row, 'startDate')} end={text(row, 'endDate')} />
                      ) : null,
                    },
                    { key: 'location', label: t('content.fields.location'), value: text(row, 'location') },
                    { key: 'organizer', label: t('content.fields.organizer'), value: text(row, 'organizer') },
                  ]}
                />
              </ContentCard>
            </li>
          ))}
        </ul>
      )}
    </ListFrame>
  );
}
