import { itemAddressOf } from '../../../shared/item-address';
import { useTranslation } from 'react-i18next';
import { ContentCard } from '../../parts/content-card';
import { num, text } from '../../parts/item-fields';
import { MetaLine } from '../../parts/meta-line';
import { representativeImage, visibleFiles } from '../../parts/representative-image';
import { paths } from '../../paths/paths';
import type { ListLayoutProps } from '../contract/layout-contract';
import { ListFrame, type ListKindConfig } from './list-frame';
import styles from './cms-gallery.list.module.css';

const CONFIG: ListKindConfig = {
  skeleton: 'cards',
  dateField: 'date',
  recentYears: true,
  sortFields: [{ field: 'date', labelKey: 'content.fields.date' }],
};

/** Albums as a grid of square thumbnails, each with its photo count. */
export default function CmsGalleryList(props: ListLayoutProps) {
  const { t } = useTranslation();
  const { lang, path, setting } = props;
  return (
    <ListFrame props={props} config={CONFIG}>
      {(rows) => (
        <ul className={styles.grid}>
          {rows.map((row, i) => {
            const count = visibleFiles(row.images).length;
            return (
              <li key={row.id}>
                <ContentCard
                  className={styles.card}
                  href={paths.detail.href(lang, path, itemAddressOf(row))}
                  title={row.title}
                  image={representativeImage(row.images)}
                  imageRatio={1}
                  imageLoading={i < 4 ? 'eager' : 'lazy'}
                  headingLevel="h2"
                  badge={
                    count > 0 ? (
                      <span className={styles.badge}>{t('content.fields.photoCount', { count })}</span>
                    ) : undefined
                  }
                  meta={
                    <MetaLine
                      date={text(row, 'date')}
                      views={num(row, 'views')}
                      showDate={setting.showDate}
                      showViews={setting.showViews}
                    />
                  }
                />
              </li>
            );
          })}
        </ul>
      )}
    </ListFrame>
  );
}
