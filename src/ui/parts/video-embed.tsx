import { useTranslation } from 'react-i18next';
import { youtubeEmbedUrl } from '../cms-html/embed-hosts';
import { safeHref } from '../cms-html/safe-url';
import { IFRAME_ALLOW, IFRAME_SANDBOX } from '../cms-html/embed-policy';
import styles from './video-embed.module.css';

export interface VideoEmbedProps {
  /** The item's `videoUrl`: an embed, watch or share address, or a bare video id. */
  url: unknown;
  /** The video's title; the frame is named after it. */
  title: string;
}

/**
 * A YouTube video through the privacy-enhanced host (no cookies until the visitor plays it),
 * loaded lazily and sandboxed like the frames in CMS rich text.
 */
export function VideoEmbed({ url, title }: VideoEmbedProps) {
  const { t } = useTranslation();
  const embed = typeof url === 'string' ? youtubeEmbedUrl(url) : null;
  if (!embed) {
    const href = safeHref(url);
    return (
      <div data-part="video-embed" className={styles.unavailable}>
        <p>{t('content.video.unavailable')}</p>
        {href && (
          <a href={href} target="_blank" rel="noopener noreferrer">
            {href}
          </a>
        )}
      </div>
    );
  }
  return (
    <div data-part="video-embed" className={styles.frame}>
      <iframe
        src={embed}
        title={t('content.video.title', { title })}
        loading="lazy"
        sandbox={IFRAME_SANDBOX}
        allow={IFRAME_ALLOW}
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        style={{ border: 0 }}
      />
    </div>
  );
}
