import { itemAddressOf } from '../../../shared/item-address';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../parts/app-link';
import { plainExcerpt } from '../../parts/excerpt';
import { FileDownloadLink } from '../../parts/file-download';
import { dateTimeAttr, formatDate } from '../../parts/format-date';
import { fileTypeLabel, formatSize } from '../../../domain/files/format-size';
import { text } from '../../parts/item-fields';
import { visibleFiles } from '../../parts/representative-image';
import { visuallyHiddenClass } from '../../parts/visually-hidden';
import { paths } from '../../paths/paths';
import type { ListLayoutProps } from '../contract/layout-contract';
import { ListFrame, type ListKindConfig } from './list-frame';
import styles from './cms-download.list.module.css';

const CONFIG: ListKindConfig = {
  dateField: 'date',
  recentYears: true,
  sortFields: [{ field: 'date', labelKey: 'content.fields.date' }],
};

/** Downloads as a table: what it is, when, and each file with its type and size. */
export default function CmsDownloadList(props: ListLayoutProps) {
  const { t } = useTranslation();
  const { lang, path, setting, module } = props;
  return (
    <ListFrame props={props} config={CONFIG}>
      {(rows) => (
        <div
          className={styles.scroll}
          // A scrollable region must be reachable by keyboard, and named so it is announced sensibly.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus.
          tabIndex={0}
          role="region"
          aria-label={t('content.list.tableScroll', { title: module.title })}
        >
          <table className={styles.table}>
            <caption className={visuallyHiddenClass}>{module.title}</caption>
            <thead>
              <tr className={styles.headerRow}>
                <th scope="col" className={styles.columnHeader}>
                  {t('content.fields.title')}
                </th>
                {setting.showDate && (
                  <th scope="col" className={`${styles.columnHeader} ${styles.nowrap}`}>
                    {t('content.fields.date')}
                  </th>
                )}
                <th scope="col" className={styles.columnHeader}>
                  {t('content.fields.files')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const files = visibleFiles(row.files);
                const date = text(row, 'date');
                return (
                  <tr key={row.id} className={styles.row}>
                    <td className={styles.cell}>
                      <span className={styles.title}>
                        <AppLink href={paths.detail.href(lang, path, itemAddressOf(row))}>
                          {row.title}
                        </AppLink>
                      </span>
                      {row.description ? (
                        <p className={styles.summary}>{plainExcerpt(row.description, 80)}</p>
                      ) : null}
                    </td>
                    {setting.showDate && (
                      <td className={`${styles.cell} ${styles.nowrap} ${styles.date}`}>
                        {date && <time dateTime={dateTimeAttr(date)}>{formatDate(date)}</time>}
                      </td>
                    )}
                    <td className={styles.cell}>
                      <ul className={styles.files}>
                        {files.map((file, i) => (
                          <li key={`${file.fileId}-${i}`} className={styles.file}>
                            <FileDownloadLink file={file} />{' '}
                            <span className={styles.fileDetails}>
                              {t('content.files.details', {
                                details: [fileTypeLabel(file.ext, file.name), formatSize(file.size)]
                                  .filter(Boolean)
                                  .join(t('content.files.separator')),
                              })}
                            </span>
                          </li>
                        ))}
                      </ul>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </ListFrame>
  );
}
