import { useTranslation } from 'react-i18next';
import type { FileEntry } from '../../../../shared/api-types';
import { VisuallyHidden } from '../../../parts/visually-hidden';
import { SectionImage } from './section-image.part';
import type { VideoDuration } from './video-duration';
import styles from './video-thumbnail.module.css';

export interface VideoThumbnailProps {
  file: FileEntry | undefined;
  duration: VideoDuration | null;
  sizes: string;
  /** Size of the play mark: large on a featured video, small on cards. */
  playSize?: 'sm' | 'lg';
}

/**
 * A video's still with a play mark and its length. It never embeds the player: the home page stays
 * light, and the detail page (where the row's link leads) plays the video. The play mark is drawn
 * for sighted users only; the card's title link is what assistive technology announces.
 */
export function VideoThumbnail({ file, duration, sizes, playSize = 'sm' }: VideoThumbnailProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.thumbnail} data-part="video-thumbnail">
      <SectionImage file={file} ratio={16 / 9} sizes={sizes} className={styles.image} />
      <div
        aria-hidden="true"
        className={playSize === 'lg' ? `${styles.mark} ${styles.large}` : styles.mark}
        data-part="play-mark"
      >
        {/* A CSS triangle: no icon font or image to download. */}
        <div className={styles.triangle} />
      </div>
      {duration && (
        <div className={styles.duration} data-part="duration">
          <VisuallyHidden>{t('sections.video.duration')}</VisuallyHidden>
          <time dateTime={duration.iso}>{duration.text}</time>
        </div>
      )}
    </div>
  );
}
