import { itemAddressOf } from '../../../shared/item-address';
import { useTranslation } from 'react-i18next';
import { ContentCard } from '../../parts/content-card';
import { FieldList } from '../../parts/field-list';
import { text } from '../../parts/item-fields';
import { representativeImage } from '../../parts/representative-image';
import { paths } from '../../paths/paths';
import type { ListLayoutProps } from '../contract/layout-contract';
import { ListFrame, type ListKindConfig } from './list-frame';
import styles from './cms-object.list.module.css';

const CONFIG: ListKindConfig = {
  skeleton: 'cards',
  sortFields: [{ field: 'accessionNo', labelKey: 'content.fields.accessionNo' }],
};

/** Collection objects as catalogue cards: the whole object on a plain ground, then its record. */
export default function CmsObjectList(props: ListLayoutProps) {
  const { t } = useTranslation();
  const { lang, path } = props;
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
                imageRatio={1}
                imageFit="contain"
                imageLoading={i < 3 ? 'eager' : 'lazy'}
                headingLevel="h2"
              >
                <FieldList
                  entries={[
                    {
                      key: 'accessionNo',
                      label: t('content.fields.accessionNo'),
                      value: text(row, 'accessionNo'),
                    },
                    { key: 'period', label: t('content.fields.period'), value: text(row, 'period') },
                    { key: 'material', label: t('content.fields.material'), value: text(row, 'material') },
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
