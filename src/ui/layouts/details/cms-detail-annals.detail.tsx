import { useTranslation } from 'react-i18next';
import { num, text } from '../../parts/item-fields';
import { RichText } from '../../cms-html/rich-text';
import type { DetailLayoutProps } from '../contract/layout-contract';
import { DetailFrame } from './detail-frame';

/** One entry of the annals: its year, date and category, then the record. */
export default function CmsDetailAnnals(props: DetailLayoutProps) {
  const { t } = useTranslation();
  const { item } = props;
  const year = num(item, 'year');
  return (
    <DetailFrame
      props={props}
      dateField="date"
      category={text(item, 'category')}
      galleryField={null}
      fields={[
        {
          key: 'year',
          label: t('content.fields.year'),
          value: year !== undefined ? t('content.annals.yearHeading', { year }) : '',
        },
      ]}
    >
      <RichText html={text(item, 'content')} />
    </DetailFrame>
  );
}
