import { itemAddressOf } from '../../../shared/item-address';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../parts/app-link';
import { plainExcerpt } from '../../parts/excerpt';
import { num, text, yearSpan } from '../../parts/item-fields';
import { representativeImage } from '../../parts/representative-image';
import { ResponsiveImage } from '../../parts/responsive-image';
import { VisuallyHidden } from '../../parts/visually-hidden';
import { paths } from '../../paths/paths';
import type { ListLayoutProps } from '../contract/layout-contract';
import { ListFrame, type ListKindConfig } from './list-frame';
import styles from './cms-events.list.module.css';

const CONFIG: ListKindConfig = {
  yearField: 'startYear',
  sortFields: [
    { field: 'startYear', labelKey: 'content.fields.startYear' },
    { field: 'endYear', labelKey: 'content.fields.endYear' },
  ],
};

/** Historical events along a vertical time line: years and era first, then the story. */
export default function CmsEventsList(props: ListLayoutProps) {
  const { t } = useTranslation();
  const { lang, path } = props;
  return (
    <ListFrame props={props} config={CONFIG}>
      {(rows) => (
        <ol className={styles.line}>
          {rows.map((row) => {
            const span = yearSpan(num(row, 'startYear'), num(row, 'endYear'));
            const era = text(row, 'era');
            const image = representativeImage(row.images);
            return (
              <li key={row.id} className={styles.event}>
                <div aria-hidden="true" className={styles.dot} />
                <div className={styles.when}>
                  {span && (
                    <span className={styles.years}>
                      <VisuallyHidden>{t('content.fields.years')}</VisuallyHidden>
                      {span}
                    </span>
                  )}
                  {era && <span className={styles.era}>{era}</span>}
                </div>
                <div className={styles.story}>
                  <div className={styles.text}>
                    <h2 className={styles.title}>
                      <AppLink href={paths.detail.href(lang, path, itemAddressOf(row))}>{row.title}</AppLink>
                    </h2>
                    <p className={styles.summary}>{plainExcerpt(row.description, 120)}</p>
                  </div>
                  {image && (
                    <div className={styles.figure}>
                      <ResponsiveImage file={image} sizes="10rem" className={styles.image} />
                    </div>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </ListFrame>
  );
}
