import { useTranslation } from 'react-i18next';
import { text } from '../../parts/item-fields';
import { representativeImage } from '../../parts/representative-image';
import { RichText } from '../../cms-html/rich-text';
import type { DetailLayoutProps } from '../contract/layout-contract';
import { DetailFrame } from './detail-frame';

/** A collection object: the object whole, its catalogue record, then its story and other views. */
export default function CmsDetailObject(props: DetailLayoutProps) {
  const { t } = useTranslation();
  const { item } = props;
  return (
    <DetailFrame
      props={props}
      heroImage={representativeImage(item.images)}
      heroMaxW="36rem"
      fields={[
        { key: 'accessionNo', label: t('content.fields.accessionNo'), value: text(item, 'accessionNo') },
        { key: 'period', label: t('content.fields.period'), value: text(item, 'period') },
        { key: 'material', label: t('content.fields.material'), value: text(item, 'material') },
        { key: 'dimensions', label: t('content.fields.dimensions'), value: text(item, 'dimensions') },
      ]}
    >
      <RichText html={text(item, 'content')} />
    </DetailFrame>
  );
}
