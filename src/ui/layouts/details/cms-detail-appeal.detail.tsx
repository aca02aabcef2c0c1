import { useTranslation } from 'react-i18next';
import { dateTimeAttr, formatDate } from '../../parts/format-date';
import { FieldList } from '../../parts/field-list';
import { text } from '../../parts/item-fields';
import { RichText } from '../../cms-html/rich-text';
import type { DetailLayoutProps } from '../contract/layout-contract';
import { DetailFrame } from './detail-frame';
import { DetailSection } from './detail-section';
import styles from './cms-detail-appeal.detail.module.css';

function DateValue({ value }: { value: string }) {
  return value ? <time dateTime={dateTimeAttr(value)}>{formatDate(value)}</time> : null;
}

/**
 * An appeal decision in the order of the document: number, appellant and dates, then 主文, 事實,
 * 理由, the board that decided, and the 教示 on further remedies.
 */
export default function CmsDetailAppeal(props: DetailLayoutProps) {
  const { t } = useTranslation();
  const { item, setting } = props;
  return (
    <DetailFrame
      props={props}
      galleryField={null}
      fields={[
        {
          key: 'decideDocumentNo',
          label: t('content.fields.decideDocumentNo'),
          value: text(item, 'decideDocumentNo'),
        },
        { key: 'appellant', label: t('content.fields.appellant'), value: text(item, 'appellant') },
        {
          key: 'decideDate',
          label: t('content.fields.decideDate'),
          value: setting.showDate ? <DateValue value={text(item, 'decideDate')} /> : '',
        },
        {
          key: 'issueDate',
          label: t('content.fields.issueDate'),
          value: setting.showDate ? <DateValue value={text(item, 'issueDate')} /> : '',
        },
      ]}
    >
      <DetailSection heading={t('content.fields.mainText')} html={text(item, 'content')} />
      <DetailSection heading={t('content.fields.fact')} html={text(item, 'fact')} />
      <DetailSection heading={t('content.fields.reason')} html={text(item, 'reason')} />
      <div className={styles.board}>
        <FieldList
          variant="table"
          entries={[
            { key: 'chairperson', label: t('content.fields.chairperson'), value: text(item, 'chairperson') },
            {
              key: 'commissioner',
              label: t('content.fields.commissioner'),
              value: text(item, 'commissioner'),
            },
          ]}
        />
      </div>
      {text(item, 'teching') && (
        <div className={styles.teching} data-field="teching">
          <p className={styles.techingLabel}>{t('content.fields.teching')}</p>
          {/* 教示 is usually one sentence of plain text, sometimes HTML; both go through the sanitizer. */}
          <RichText html={text(item, 'teching')} />
        </div>
      )}
    </DetailFrame>
  );
}
