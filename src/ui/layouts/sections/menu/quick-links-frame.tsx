import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SectionLayoutProps } from '../../contract/layout-contract';
import { quickLinks, type QuickLink } from './quick-links';
import styles from './quick-links-frame.module.css';

export interface QuickLinksFrameProps {
  layout: SectionLayoutProps;
  children: (links: QuickLink[]) => ReactNode;
  /** A class setting the background of the band, so variants also differ in weight (white otherwise). */
  className?: string;
}

/** The labelled section, its heading and the empty message shared by index-menu-01…06. */
export function QuickLinksFrame({ layout, children, className }: QuickLinksFrameProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { name, lang, section, site } = layout;
  const links = quickLinks(lang, site.menu, section.limit);
  const title = section.title?.trim() || t('chrome.quickLinks.title');
  return (
    <section
      data-layout={name}
      aria-labelledby={headingId}
      className={className ? `${styles.band} ${className}` : styles.band}
    >
      <div className={styles.inner}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {links.length === 0 ? (
          <p className={styles.empty}>{t('chrome.quickLinks.empty')}</p>
        ) : (
          children(links)
        )}
      </div>
    </section>
  );
}

/** The light focus ring (brand blue, 3 px, 2 px out) every quick link draws: add it beside the link's own class. */
export const focusRingClass = styles.focusRing!;
