import { useTranslation } from 'react-i18next';
import type { SectionLayoutProps } from '../../contract/layout-contract';
import { AppLink } from '../../../parts/app-link';
import { dateTimeAttr, formatDate } from '../../../parts/format-date';
import { visuallyHiddenClass } from '../../../parts/visually-hidden';
import { SectionFrame } from '../section-parts/section-frame.part';
import { detailHref, rowKey, rowTitle, textField } from '../section-parts/section-rows';
import styles from './index-appeal.section.module.css';

/**
 * The latest 訴願決定 as a real data table (document number, subject, decision date), so a
 * screen reader announces each cell with its column header. A fixed table layout with wrapping
 * cells keeps the three columns inside a 320 px screen instead of scrolling sideways.
 */
export default function IndexAppeal(props: SectionLayoutProps) {
  const { t } = useTranslation();
  const title = props.section.title?.trim() || t('sections.fallbackTitle.appeal');
  return (
    <SectionFrame layout={props} family="appeal">
      <table className={styles.table}>
        <caption className={visuallyHiddenClass}>{t('sections.appeal.caption', { title })}</caption>
        <thead>
          <tr className={styles.row}>
            <th scope="col" className={`${styles.header} ${styles.documentNoColumn}`}>
              {t('sections.appeal.documentNo')}
            </th>
            <th scope="col" className={styles.header}>
              {t('sections.appeal.subject')}
            </th>
            <th scope="col" className={`${styles.header} ${styles.dateColumn}`}>
              {t('sections.appeal.decideDate')}
            </th>
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row, index) => {
            const decideDate = textField(row, 'decideDate');
            return (
              <tr key={rowKey(row, index)} className={styles.row}>
                <td className={`${styles.cell} ${styles.wrap}`}>
                  {textField(row, 'decideDocumentNo') || <span className={styles.missing}>—</span>}
                </td>
                <td className={`${styles.cell} ${styles.wrap}`}>
                  <AppLink href={detailHref(props.lang, props.section, row)} className={styles.subjectLink}>
                    {rowTitle(row, t('sections.untitled'))}
                  </AppLink>
                </td>
                <td className={`${styles.cell} ${styles.date}`}>
                  {decideDate ? (
                    <time dateTime={dateTimeAttr(decideDate)}>{formatDate(decideDate)}</time>
                  ) : (
                    '—'
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </SectionFrame>
  );
}
