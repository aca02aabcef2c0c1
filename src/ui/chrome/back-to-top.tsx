import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accessKeyId } from './access-key-anchor';
import styles from './back-to-top.module.css';

export interface BackToTopProps {
  /** Scroll distance (px) after which the button appears. */
  threshold?: number;
  /** Replaces the default scroll, e.g. with the app's page-scroll service. */
  onScrollTop?: () => void;
}

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * 「回到頁首」. Besides scrolling, it moves keyboard focus to 導盲磚 U at the top, otherwise the next
 * Tab would jump back to where the visitor was.
 */
export function BackToTop({ threshold = 400, onScrollTop }: BackToTopProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > threshold);
    // Reading scrollY lays the page out. At mount the page is still being built, so the first read
    // waits for the next frame, which lays it out anyway: read at mount, it forced a layout of the
    // whole page inside start-up's longest task.
    const frame = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, [threshold]);

  const onClick = () => {
    if (onScrollTop) onScrollTop();
    else window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    document.getElementById(accessKeyId('u'))?.focus({ preventScroll: true });
  };

  if (!visible) return null;
  return (
    <button type="button" onClick={onClick} data-part="back-to-top" className={styles.button}>
      <span aria-hidden="true">↑</span>
      {t('chrome.backToTop')}
    </button>
  );
}
