import { useTranslation } from 'react-i18next';
import type { SectionLayoutProps } from '../../contract/layout-contract';
import { plainExcerpt } from '../../../parts/excerpt';
import { dateTimeAttr, formatDate } from '../../../parts/format-date';
import { SectionFrame } from '../section-parts/section-frame.part';
import { StretchedLink } from '../section-parts/stretched-link.part';
import { VideoThumbnail } from '../section-parts/video-thumbnail.part';
import { videoViews } from './video-view';
import styles from './index-video-01.section.module.css';

function VideoDate({ date }: { date: string }) {
  if (!date) return null;
  return (
    <p className={styles.date}>
      <time dateTime={dateTimeAttr(date)}>{formatDate(date)}</time>
    </p>
  );
}

/**
 * The newest video featured large (still, play mark, summary), the next ones listed beside it.
 * Every item links to its detail page, where the video plays; nothing is embedded here.
 */
export default function IndexVideo01(props: SectionLayoutProps) {
  const { t } = useTranslation();
  const [first, ...rest] = videoViews(props, t('sections.untitled'));
  const summary = plainExcerpt(first?.description, 120);
  return (
    <SectionFrame layout={props} family="video">
      {first && (
        <div className={styles.layout}>
          <article className={styles.featured} data-part="featured">
            <div className={styles.featuredStill}>
              <VideoThumbnail
                file={first.thumbnail}
                duration={first.duration}
                playSize="lg"
                sizes="(min-width: 62em) 45rem, 100vw"
              />
            </div>
            <div className={styles.text}>
              <h3 className={styles.featuredTitle}>
                <StretchedLink href={first.href}>{first.title}</StretchedLink>
              </h3>
              <VideoDate date={first.date} />
              {summary && <p className={styles.summary}>{summary}</p>}
            </div>
          </article>
          {rest.length > 0 && (
            <ul className={styles.list}>
              {rest.map((video) => (
                <li key={video.key} className={styles.item}>
                  <div className={styles.still}>
                    <VideoThumbnail file={video.thumbnail} duration={video.duration} sizes="11rem" />
                  </div>
                  <div className={styles.itemText}>
                    <h3 className={styles.title}>
                      <StretchedLink href={video.href}>{video.title}</StretchedLink>
                    </h3>
                    <VideoDate date={video.date} />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </SectionFrame>
  );
}
