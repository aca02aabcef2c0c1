import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './access-key-anchor.module.css';

export type AccessKeyZone = 'u' | 'c' | 'z';

export interface AccessKeyAnchorProps {
  /** U: the top area, C: the main content, Z: the footer (網站導覽 explains the keys). */
  zone: AccessKeyZone;
  /** `dark` on dark backgrounds, so the `:::` keeps its contrast. */
  tone?: 'light' | 'dark';
}

export const accessKeyId = (zone: AccessKeyZone): string => `accesskey-${zone}`;

/**
 * 導盲磚: the `:::` anchor Taiwan's public sites put at the start of each area. Alt+U/C/Z focuses it,
 * so a keyboard user continues tabbing from that area. It links to itself; the click handler keeps
 * the fragment out of the router's URL.
 */
export function AccessKeyAnchor({ zone, tone = 'light' }: AccessKeyAnchorProps) {
  const { t } = useTranslation();
  const id = accessKeyId(zone);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    event.currentTarget.focus();
  };
  // jsx-a11y discourages accesskey in general; Taiwan's accessibility rules require these three.
  return (
    // eslint-disable-next-line jsx-a11y/no-access-key
    <a
      id={id}
      href={`#${id}`}
      accessKey={zone.toUpperCase()}
      title={t(`chrome.accessKey.${zone}`)}
      onClick={onClick}
      data-part="access-key"
      className={tone === 'dark' ? `${styles.anchor} ${styles.dark}` : styles.anchor}
    >
      :::
    </a>
  );
}
