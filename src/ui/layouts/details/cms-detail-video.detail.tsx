import { useTranslation } from 'react-i18next';
import { formatDuration, isoDuration } from '../../parts/format-duration';
import { VideoEmbed } from '../../parts/video-embed';
import type { DetailLayoutProps } from '../contract/layout-contract';
import { DetailFrame } from './detail-frame';

/** A video: the player first, then its length and description. */
export default function CmsDetailVideo(props: DetailLayoutProps) {
  const { t } = useTranslation();
  const { item } = props;
  const duration = formatDuration(item.duration);
  return (
    <DetailFrame
      props={props}
      dateField="date"
      galleryField={null}
      bodyField={null}
      media={<VideoEmbed url={item.videoUrl} title={item.title} />}
      fields={[
        {
          key: 'duration',
          label: t('content.fields.duration'),
          value: duration ? <time dateTime={isoDuration(item.duration)}>{duration}</time> : '',
        },
      ]}
    />
  );
}
