import { itemAddressOf } from '../../../shared/item-address';
import { useTranslation } from 'react-i18next';
import { ContentCard } from '../../parts/content-card';
import { formatDuration, isoDuration } from '../../parts/format-duration';
import { num, text } from '../../parts/item-fields';
import { MetaLine } from '../../parts/meta-line';
import { isFileEntry } from '../../parts/file-entry-guard';
import { VisuallyHidden } from '../../parts/visually-hidden';
import { paths } from '../../paths/paths';
import type { ListLayoutProps } from '../contract/layout-contract';
import { ListFrame, type ListKindConfig } from './list-frame';
import styles from './cms-video.list.module.css';

const CONFIG: ListKindConfig = {
  skeleton: 'cards',
  dateField: 'date',
  recentYears: true,
  sortFields: [{ field: 'date', labelKey: 'content.fields.date' }],
};

/** Videos as 16:9 cards with the running time on the badge. */
export default function CmsVideoList(props: ListLayoutProps) {
  const { t } = useTranslation();
  const { lang, path, setting } = props;
  return (
    <ListFrame props={props} config={CONFIG}>
      {(rows) => (
        <ul className={styles.grid}>
          {rows.map((row, i) => {
            const duration = formatDuration(row.duration);
            return (
              <li key={row.id}>
                <ContentCard
                  className={styles.card}
                  href={paths.detail.href(lang, path, itemAddressOf(row))}
                  title={row.title}
                  image={isFileEntry(row.thumbnail) ? row.thumbnail : undefined}
                  imageRatio={16 / 9}
                  imageLoading={i < 3 ? 'eager' : 'lazy'}
                  headingLevel="h2"
                  badge={
                    duration ? (
                      <span className={styles.duration}>
                        <VisuallyHidden>{t('content.fields.duration')}</VisuallyHidden>
                        <time dateTime={isoDuration(row.duration)}>{duration}</time>
                      </span>
                    ) : undefined
                  }
                  excerpt={text(row, 'description')}
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
