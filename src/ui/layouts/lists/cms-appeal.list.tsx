import { itemAddressOf } from '../../../shared/item-address';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../parts/app-link';
import { dateTimeAttr, formatDate } from '../../parts/format-date';
import { text } from '../../parts/item-fields';
import { visuallyHiddenClass } from '../../parts/visually-hidden';
import { paths } from '../../paths/paths';
import type { ListLayoutProps } from '../contract/layout-contract';
import { ListFrame, type ListKindConfig } from './list-frame';
import styles from './cms-appeal.list.module.css';

const CONFIG: ListKindConfig = {
  dateField: 'issueDate',
  recentYears: true,
  sortFields: [
    { field: 'decideDate', labelKey: 'content.fields.decideDate' },
    { field: 'issueDate', labelKey: 'content.fields.issueDate' },
  ],
};

const nowrapHeader = `${styles.columnHeader} ${styles.nowrap}`;
const nowrapCell = `${styles.cell} ${styles.nowrap}`;

function DateCell({ value }: { value: string }) {
  return (
    <td className={`${nowrapCell} ${styles.date}`}>
      {value && <time dateTime={dateTimeAttr(value)}>{formatDate(value)}</time>}
    </td>
  );
}

/** Appeal decisions as the register public boards publish: number, case, appellant, dates. */
export default function CmsAppealList(props: ListLayoutProps) {
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
            <thead className={styles.header}>
              <tr className={styles.headerRow}>
                <th scope="col" className={nowrapHeader}>
                  {t('content.fields.decideDocumentNo')}
                </th>
                <th scope="col" className={styles.columnHeader}>
                  {t('content.fields.title')}
                </th>
                <th scope="col" className={nowrapHeader}>
                  {t('content.fields.appellant')}
                </th>
                {setting.showDate && (
                  <>
                    <th scope="col" className={nowrapHeader}>
                      {t('content.fields.decideDate')}
                    </th>
                    <th scope="col" className={nowrapHeader}>
                      {t('content.fields.issueDate')}
                    </th>
                  </>
                )}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className={styles.row}>
                  <td className={nowrapCell}>{text(row, 'decideDocumentNo')}</td>
                  <td className={styles.cell}>
                    <AppLink href={paths.detail.href(lang, path, itemAddressOf(row))}>{row.title}</AppLink>
                  </td>
                  <td className={styles.cell}>{text(row, 'appellant')}</td>
                  {setting.showDate && (
                    <>
                      <DateCell value={text(row, 'decideDate')} />
                      <DateCell value={text(row, 'issueDate')} />
                    </>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </ListFrame>
  );
}
