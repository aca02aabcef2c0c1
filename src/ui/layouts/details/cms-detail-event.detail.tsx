import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../parts/button-class';
import { DateRange } from '../../parts/date-range';
import { text } from '../../parts/item-fields';
import { representativeImage } from '../../parts/representative-image';
import { RichText } from '../../cms-html/rich-text';
import { safeHref } from '../../cms-html/safe-url';
import type { DetailLayoutProps } from '../contract/layout-contract';
import { DetailFrame } from './detail-frame';

/** An activity: when, where, who organises it, how to register, then the details. */
export default function CmsDetailEvent(props: DetailLayoutProps) {
  const { t } = useTranslation();
  const { item, setting } = props;
  const registration = safeHref(item.registrationUrl);
  return (
    <DetailFrame
      props={props}
      heroImage={representativeImage(item.images)}
      fields={[
        {
          key: 'date',
          label: t('content.fields.eventDate'),
          value: setting.showDate ? (
            <DateRange start={text(item, 'startDate')} end={text(item, 'endDate')} />
          ) : null,
        },
        { key: 'location', label: t('content.fields.location'), value: text(item, 'location') },
        { key: 'organizer', label: t('content.fields.organizer'), value: text(item, 'organizer') },
        {
          key: 'registration',
          label: t('content.fields.registration'),
          value: registration ? (
            <a
              href={registration}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass({ size: 'sm' })}
            >
              {t('content.fields.registrationNewWindow')}
            </a>
          ) : null,
        },
      ]}
    >
      <RichText html={text(item, 'content')} />
    </DetailFrame>
  );
}
