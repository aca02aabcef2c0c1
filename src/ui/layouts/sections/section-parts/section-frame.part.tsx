import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SectionLayoutProps } from '../../contract/layout-contract';
import { paths } from '../../../paths/paths';
import { AppLink } from '../../../parts/app-link';
import { VisuallyHidden } from '../../../parts/visually-hidden';
import styles from './section-frame.module.css';

export type SectionFamily = 'article' | 'portfolio' | 'timeline' | 'video' | 'appeal';

export interface SectionFrameProps {
  layout: Pick<SectionLayoutProps, 'name' | 'lang' | 'section' | 'rows'>;
  /** Chooses the title used when the CMS section has none, so the landmark is never unnamed. */
  family: SectionFamily;
  children: ReactNode;
}

/**
 * The shell every content section shares: a labelled `section` landmark carrying `data-layout`,
 * its `h2`, the 「更多」 link to the full list, and a short message instead of an empty box when
 * the list has no rows. Layouts only arrange the rows.
 */
export function SectionFrame({ layout, family, children }: SectionFrameProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { name, lang, section, rows } = layout;
  const title = section.title?.trim() || t(`sections.fallbackTitle.${family}`);
  return (
    <section data-layout={name} aria-labelledby={headingId} className={styles.section}>
      <header className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {section.path && (
          <AppLink
            href={paths.page.href(lang, section.path)}
            className={styles.more}
            data-part="section-more"
          >
            {t('sections.more')}
            {/* Several sections each have a 「更多」 link; the hidden title tells them apart when listed. */}
            <VisuallyHidden>{title}</VisuallyHidden>
            <span aria-hidden="true">›</span>
          </AppLink>
        )}
      </header>
      {rows.length === 0 ? (
        <p className={styles.empty} data-part="section-empty">
          {t('sections.empty')}
        </p>
      ) : (
        children
      )}
    </section>
  );
}
