import type { IndexSection } from '../../shared/api-types';
import { useServices } from '../../composition/services-provider';
import { useChromePart } from '../site-frame/chrome-override';
import type { SiteChrome } from '../layouts/contract/layout-contract';
import { sectionLayouts } from '../layouts/layout-registry';
import { LayoutSlot, preloadLayout } from '../layouts/lazy-layout';
import { FIRST_SCREEN_SECTIONS, NearViewport } from './near-viewport';
import { loadSectionRows } from '../../application/content/load-content.use-case';
import { FailureState } from '../parts/failure-state';
import { useFailure } from './use-failure';
import { useLoad } from '../parts/use-load';
import styles from './section-stack.module.css';

/**
 * The ordered sections of the home page or of a landing page. The first screen's sections
 * (`FIRST_SCREEN_SECTIONS`) load at once and are what the server renders; a later one loads when the
 * visitor comes near it (near-viewport.tsx): its layout code and its rows in
 * one parallel wave, never one after the other. Sections that need no list (banner, quick links,
 * contact) wait for nothing but their code. A section waiting for its rows or code keeps its place
 * with a minimum height, so nothing jumps when they arrive.
 */
export function SectionStack({
  lang,
  sections,
  scope,
}: {
  lang: string;
  sections: IndexSection[];
  scope: string;
}) {
  const header = useChromePart('header');
  const menu = useChromePart('menu');
  const footer = useChromePart('footer');
  const banner = useChromePart('banner');
  const bannerMobile = useChromePart('bannerMobile');
  const site: SiteChrome = { header, menu, footer, banner, bannerMobile };

  return (
    <>
      {sections.map((section, index) => {
        const key = `${section.layout}-${index}`;
        return (
          <NearViewport key={key} eager={index < FIRST_SCREEN_SECTIONS} title={section.title}>
            <Section
              lang={lang}
              section={section}
              site={site}
              // The list and row limit are part of the key: a section edited in place reads again.
              loadKey={`${scope}:${key}:${section.path ?? ''}:${section.limit ?? ''}`}
            />
          </NearViewport>
        );
      })}
    </>
  );
}

function Section({
  lang,
  section,
  site,
  loadKey,
}: {
  lang: string;
  section: IndexSection;
  site: SiteChrome;
  loadKey: string;
}) {
  const { content, timers } = useServices();
  const rows = useLoad(section.path ? loadKey : null, () => {
    // The code starts beside the rows, not after them.
    preloadLayout(sectionLayouts, section.layout);
    return loadSectionRows(content, section);
  });
  const failure = useFailure(rows.error, rows.status === 'failed', rows.retry);
  // A list that no longer exists is a section with nothing to show; an ended session or a cancelled
  // request has its own way out (the session's dialog and /login), so the place is simply kept.
  if (failure === 'session' || failure === 'aborted') {
    return <div className={styles.placeholder} data-part="section-loading" />;
  }
  if (failure && failure !== 'not-found') {
    // A section whose list failed says so, under its own title; it never poses as an empty list.
    return (
      <section className={styles.failed} data-part="section-failed" aria-label={section.title || undefined}>
        {section.title && <h2 className={styles.failedTitle}>{section.title}</h2>}
        <FailureState kind={failure} onRetry={rows.retry} />
      </section>
    );
  }
  if (section.path && rows.status === 'loading') {
    return <div className={styles.placeholder} aria-busy="true" data-part="section-loading" />;
  }
  return (
    <LayoutSlot
      registry={sectionLayouts}
      name={section.layout}
      props={{
        name: section.layout,
        lang,
        section,
        rows: rows.data?.rows ?? [],
        total: rows.data?.total ?? 0,
        site,
        timers,
      }}
      fallback={<div className={styles.placeholder} aria-busy="true" />}
    />
  );
}
