import { useTranslation } from 'react-i18next';
import type { SectionLayoutProps } from '../../contract/layout-contract';
import { plainExcerpt } from '../../../parts/excerpt';
import { dateTimeAttr, formatDate } from '../../../parts/format-date';
import { SectionFrame } from '../section-parts/section-frame.part';
import { StretchedLink } from '../section-parts/stretched-link.part';
import { VideoThumbnail } from '../section-parts/video-thumbnail.part';
import { videoViews } from './video-view';
import styles from './index-video-02.section.module.css';

/** A grid of video cards, each still carrying its length; the card opens the video's page. */
export default function IndexVideo02(props: SectionLayoutProps) {
  const { t } = useTranslation();
  const videos = videoViews(props, t('sections.untitled'));
  return (
    <SectionFrame layout={props} family="video">
      <ul className={styles.grid}>
        {videos.map((video) => {
          const summary = plainExcerpt(video.description, 50);
          return (
            <li key={video.key} className={styles.card}>
              <VideoThumbnail
                file={video.thumbnail}
                duration={video.duration}
                sizes="(min-width: 62em) 26rem, (min-width: 30em) 50vw, 100vw"
              />
              <div className={styles.body}>
                <h3 className={styles.title}>
                  <StretchedLink href={video.href}>{video.title}</StretchedLink>
                </h3>
                {video.date && (
                  <p className={styles.date}>
                    <time dateTime={dateTimeAttr(video.date)}>{formatDate(video.date)}</time>
                  </p>
                )}
                {summary && <p className={styles.summary}>{summary}</p>}
              </div>
            </li>
          );
        })}
      </ul>
    </SectionFrame>
  );
}
