import { useTranslation } from 'react-i18next';
import { FileDownload } from '../../parts/file-download';
import { dateTimeAttr, formatDate } from '../../parts/format-date';
import { text } from '../../parts/item-fields';
import { representativeImage } from '../../parts/representative-image';
import { RichText } from '../../cms-html/rich-text';
import type { DetailLayoutProps } from '../contract/layout-contract';
import { DetailFrame } from './detail-frame';

/** A digital-archive record: the image, its metadata (creator, date, format, rights), text and files. */
export default function CmsDetailDigital(props: DetailLayoutProps) {
  const { t } = useTranslation();
  const { item, setting } = props;
  const date = text(item, 'date');
  return (
    <DetailFrame
      props={props}
      heroImage={representativeImage(item.images)}
      fields={[
        { key: 'creator', label: t('content.fields.creator'), value: text(item, 'creator') },
        {
          key: 'date',
          label: t('content.fields.date'),
          value:
            setting.showDate && date ? <time dateTime={dateTimeAttr(date)}>{formatDate(date)}</time> : '',
        },
        { key: 'format', label: t('content.fields.format'), value: text(item, 'format') },
        { key: 'rights', label: t('content.fields.rights'), value: text(item, 'rights') },
      ]}
    >
      <RichText html={text(item, 'content')} />
      <FileDownload files={item.files} />
    </DetailFrame>
  );
}
