import { useTranslation } from 'react-i18next';
import { num, text, yearSpan } from '../../parts/item-fields';
import { RelatedItems } from '../../parts/related-items';
import { representativeImage } from '../../parts/representative-image';
import { RichText } from '../../cms-html/rich-text';
import type { DetailLayoutProps } from '../contract/layout-contract';
import { DetailFrame } from './detail-frame';

/** A person: portrait, role and years of life, biography, and the events and objects linked to them. */
export default function CmsDetailPeople(props: DetailLayoutProps) {
  const { t } = useTranslation();
  const { item, lang } = props;
  return (
    <DetailFrame
      props={props}
      heroImage={representativeImage(item.images)}
      heroMaxW="20rem"
      fields={[
        { key: 'role', label: t('content.fields.role'), value: text(item, 'role') },
        {
          key: 'lifespan',
          label: t('content.fields.lifespan'),
          value: yearSpan(num(item, 'birthYear'), num(item, 'deathYear')),
        },
      ]}
      references={
        <>
          <RelatedItems items={item.events} lang={lang} heading={t('content.fields.events')} />
          <RelatedItems items={item.objects} lang={lang} heading={t('content.fields.objects')} />
        </>
      }
    >
      <RichText html={text(item, 'content')} />
    </DetailFrame>
  );
}
