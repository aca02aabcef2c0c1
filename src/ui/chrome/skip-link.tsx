import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './skip-link.module.css';

export const MAIN_CONTENT_ID = 'main-content';

export interface SkipLinkProps {
  /** Id of the element to jump to; every frame renders `<main id="main-content" tabIndex={-1}>`. */
  targetId?: string;
}

/**
 * 「跳到主要內容」: the first focusable element of the page, hidden until it receives focus. The
 * click handler moves focus itself because a fragment link alone scrolls but leaves keyboard focus
 * behind in some browsers, and it keeps the fragment out of the router's URL.
 */
export function SkipLink({ targetId = MAIN_CONTENT_ID }: SkipLinkProps) {
  const { t } = useTranslation();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.focus();
    target.scrollIntoView?.({ block: 'start' });
  };
  return (
    <a href={`#${targetId}`} onClick={onClick} data-part="skip-link" className={styles.link}>
      {t('chrome.skipToMain')}
    </a>
  );
}
