import { itemAddressOf } from '../../../shared/item-address';
import { useTranslation } from 'react-i18next';
import { ContentCard } from '../../parts/content-card';
import { FieldList } from '../../parts/field-list';
import { dateTimeAttr, formatDate } from '../../parts/format-date';
import { text } from '../../parts/item-fields';
import { representativeImage } from '../../parts/representative-image';
import { paths } from '../../paths/paths';
import type { ListLayoutProps } from '../contract/layout-contract';
import { ListFrame, type ListKindConfig } from './list-frame';
import styles from './cms-digital.list.module.css';

const CONFIG: ListKindConfig = {
  skeleton: 'cards',
  dateField: 'date',
  sortFields: [{ field: 'date', labelKey: 'content.fields.date' }],
};

/** Digital-archive records as cards with their catalogue data: creator, date, format. */
export default function CmsDigitalList(props: ListLayoutProps) {
  const { t } = useTranslation();
  const { lang, path, setting } = props;
  return (
    <ListFrame props={props} config={CONFIG}>
      {(rows) => (
        <ul className={styles.grid}>
          {rows.map((row, i) => {
            const date = text(row, 'date');
            return (
              <li key={row.id}>
                <ContentCard
                  className={styles.card}
                  href={paths.detail.href(lang, path, itemAddressOf(row))}
                  title={row.title}
                  image={representativeImage(row.images)}
                  imageRatio={4 / 3}
                  imageLoading={i < 3 ? 'eager' : 'lazy'}
                  headingLevel="h2"
                  excerpt={text(row, 'description')}
                  excerptChars={60}
                >
                  <FieldList
                    entries={[
                      { key: 'creator', label: t('content.fields.creator'), value: text(row, 'creator') },
                      {
                        key: 'date',
                        label: t('content.fields.date'),
                        value:
                          setting.showDate && date ? (
                            <time dateTime={dateTimeAttr(date)}>{formatDate(date)}</time>
                          ) : null,
                      },
                      { key: 'format', label: t('content.fields.format'), value: text(row, 'format') },
                    ]}
                  />
                </ContentCard>
              </li>
            );
          })}
        </ul>
      )}
    </ListFrame>
  );
}
