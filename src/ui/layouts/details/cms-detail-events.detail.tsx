import { useTranslation } from 'react-i18next';
import { num, text, yearSpan } from '../../parts/item-fields';
import { RelatedItems } from '../../parts/related-items';
import { representativeImage } from '../../parts/representative-image';
import { RichText } from '../../cms-html/rich-text';
import type { DetailLayoutProps } from '../contract/layout-contract';
import { DetailFrame } from './detail-frame';

/** A historical event: its era and years, the account, and the people and objects involved. */
export default function CmsDetailEvents(props: DetailLayoutProps) {
  const { t } = useTranslation();
  const { item, lang } = props;
  return (
    <DetailFrame
      props={props}
      heroImage={representativeImage(item.images)}
      fields={[
        { key: 'era', label: t('content.fields.era'), value: text(item, 'era') },
        {
          key: 'years',
          label: t('content.fields.years'),
          value: yearSpan(num(item, 'startYear'), num(item, 'endYear')),
        },
      ]}
      references={
        <>
          <RelatedItems items={item.people} lang={lang} heading={t('content.fields.people')} />
          <RelatedItems items={item.objects} lang={lang} heading={t('content.fields.objects')} />
        </>
      }
    >
      <RichText html={text(item, 'content')} />
    </DetailFrame>
  );
}
