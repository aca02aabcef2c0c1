import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from './button-class';
import { useHydrating, useRenderSeed } from './render-seed';
import { VisuallyHidden } from './visually-hidden';
import styles from './share-print.module.css';

export interface SharePrintProps {
  /** Title of the page being shared (X puts it in the post). */
  title: string;
  /** Address to share; the current page when left out. */
  url?: string;
  showShare: boolean;
  showPrint: boolean;
}

const enc = encodeURIComponent;

/** Share addresses of the services Taiwanese visitors use; plain links, no third-party script. */
export function shareLinks(url: string, title: string) {
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${enc(url)}`,
    line: `https://social-plugins.line.me/lineit/share?url=${enc(url)}`,
    x: `https://x.com/intent/post?url=${enc(url)}&text=${enc(title)}`,
  };
}

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Share links (Facebook, LINE, X), copy-link and print, each switched by the menu setting. The
 * share links open in a new window and say so; nothing here loads a tracking script.
 */
export function SharePrint({ title, url, showShare, showPrint }: SharePrintProps) {
  const { t } = useTranslation();
  const [copy, setCopy] = useState<CopyState>('idle');
  // A server render has no document: it and the hydration of its markup use the address the server
  // wrote (React does not patch an attribute that differs while hydrating).
  const seed = useRenderSeed();
  const hydrating = useHydrating();
  if (!showShare && !showPrint) return null;
  const address =
    url ?? (seed && hydrating ? seed.pageUrl : typeof document !== 'undefined' ? document.URL : '');
  const links = shareLinks(address, title);

  const copyLink = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(address);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  const shareButton = buttonClass({ variant: 'outline', size: 'sm' });
  return (
    <div
      role="group"
      aria-label={t('content.share.label')}
      data-part="share-print"
      className={styles.sharePrint}
    >
      <div className={styles.actions}>
        {showShare && (
          <>
            {(['facebook', 'line', 'x'] as const).map((service) => (
              <a
                key={service}
                href={links[service]}
                target="_blank"
                rel="noopener noreferrer"
                className={shareButton}
                data-share={service}
              >
                {t(`content.share.${service}`)}
                <VisuallyHidden>{t('content.share.newWindow')}</VisuallyHidden>
              </a>
            ))}
            <button type="button" className={shareButton} onClick={() => void copyLink()}>
              {t('content.share.copy')}
            </button>
          </>
        )}
        {showPrint && (
          <button type="button" className={shareButton} onClick={() => window.print()}>
            {t('content.share.print')}
          </button>
        )}
      </div>
      <p role="status" className={copy === 'failed' ? `${styles.status} ${styles.failed}` : styles.status}>
        {copy === 'copied'
          ? t('content.share.copied')
          : copy === 'failed'
            ? t('content.share.copyFailed')
            : ''}
      </p>
    </div>
  );
}
