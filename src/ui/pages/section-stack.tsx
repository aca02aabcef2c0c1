import { useStore } from 'zustand';
import { useServices } from '../../composition/services-provider';
import type { IndexSection } from '../../shared/api-types';
import type { SiteChrome } from '../layouts/layout-contract';
import { sectionLayouts } from '../layouts/layout-registry';
import { LayoutSlot } from '../layouts/lazy-layout';
import { NearViewport } from './near-viewport';
import { fetchSectionRows } from './page-data';
import { useLoad } from './use-load';
import styles from './section-stack.module.css';

/**
 * The ordered sections of the home page or of a landing page. Sections that need no list (banner,
 * quick links, contact) render at once, so the banner, usually the largest paint, does not wait for
 * the lists; every list is fetched in the same wave, and a section waiting for its rows keeps its
 * place with a minimum height so nothing jumps when they arrive. Below the first section, a layout's
 * code loads when its place nears the viewport (near-viewport.tsx).
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
  const { api, stores } = useServices();
  const header = useStore(stores.siteChrome, (s) => s.header);
  const menu = useStore(stores.siteChrome, (s) => s.menu);
  const footer = useStore(stores.siteChrome, (s) => s.footer);
  const banner = useStore(stores.siteChrome, (s) => s.banner);
  const bannerMobile = useStore(stores.siteChrome, (s) => s.bannerMobile);
  const site: SiteChrome = { header, menu, footer, banner, bannerMobile };
  const rows = useLoad(`${scope}:sections`, () => fetchSectionRows(api, sections));

  return (
    <>
      {sections.map((section, index) => {
        const key = `${section.layout}-${index}`;
        const data = rows.status === 'ready' ? rows.data[index] : undefined;
        if (section.path && !data) {
          return (
            <div key={key} className={styles.placeholder} aria-busy="true" data-part="section-loading" />
          );
        }
        return (
          <NearViewport key={key} eager={index === 0} title={section.title}>
            <LayoutSlot
              registry={sectionLayouts}
              name={section.layout}
              props={{
                name: section.layout,
                lang,
                section,
                rows: data?.rows ?? [],
                total: data?.total ?? 0,
                site,
              }}
              fallback={<div className={styles.placeholder} aria-busy="true" />}
            />
          </NearViewport>
        );
      })}
    </>
  );
}
