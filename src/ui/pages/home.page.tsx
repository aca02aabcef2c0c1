import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { useStore } from 'zustand';
import { useServices } from '../../composition/services-provider';
import { DEFAULT_LANG } from '../../domain/config/constants';
import type { DocumentData } from '../../domain/editing/authoring.port';
import type { SiteStructure } from '../../shared/api-types';
import { EditEntry, PageEditor, useEditMode } from '../editor/editor-slots';
import { SiteFrame } from '../site-frame/site-frame';
import { frameLayouts } from '../layouts/frame-layouts.registry';
import { preloadLayout } from '../layouts/lazy-layout';
import { sectionLayouts } from '../layouts/layout-registry';
import { visuallyHiddenClass } from '../parts/visually-hidden';
import { hintFirstBanner } from '../document-head/image-hints';
import { PageFailed, PageLoading, useMetaDescription } from './page-state';
import { SectionStack } from './section-stack';
import { useLoad } from '../parts/use-load';

/** `/home/:lang`: the site structure's frame and its sections, in order. */
export default function HomePage() {
  const { t } = useTranslation();
  const { lang = DEFAULT_LANG } = useParams<{ lang?: string }>();
  const { content, stores } = useServices();
  const siteTitle = useStore(stores.siteChrome, (s) => s.metadata?.title ?? s.header?.title ?? '');
  const description = useStore(stores.siteChrome, (s) => s.metadata?.description);
  const structure = useLoad('home', () =>
    content.structure().then((answer) => {
      // The frame and the first section (the top of the first screen) load beside each other.
      preloadLayout(frameLayouts, answer.templateKey);
      const first = answer.index[0];
      if (first) preloadLayout(sectionLayouts, first.layout);
      return answer;
    }),
  );
  useMetaDescription(description);
  const banner = useStore(stores.siteChrome, (s) => s.banner);
  const bannerMobile = useStore(stores.siteChrome, (s) => s.bannerMobile);
  const { loggedIn, editing } = useEditMode();
  const opensWithBanner = structure.data?.index[0]?.layout === 'index-banner';
  // The banner's first slide is the largest paint: it starts as soon as the structure says it leads.
  useEffect(() => {
    if (opensWithBanner) hintFirstBanner(banner, bannerMobile);
  }, [opensWithBanner, banner, bannerMobile]);

  /** The page itself; in edit mode drawn from the draft's frame and sections once it is loaded. */
  const page = (draft?: DocumentData | null) => {
    const shown = draft ? (draft as unknown as SiteStructure) : structure.data;
    return (
      <SiteFrame
        templateKey={shown?.templateKey}
        pending={structure.status === 'loading'}
        lang={lang}
        title={siteTitle || undefined}
        sidebar={false}
      >
        {loggedIn && !editing && <EditEntry path="*" />}
        {structure.status === 'loading' && <PageLoading />}
        {structure.status === 'failed' && <PageFailed error={structure.error} onRetry={structure.retry} />}
        {structure.status === 'ready' && shown && (
          <>
            {/* The sections carry h2 headings; the page's own h1 names the site for screen readers. */}
            <h1 className={visuallyHiddenClass}>{t('pages.homeHeading', { site: siteTitle })}</h1>
            <SectionStack lang={lang} sections={shown.index} scope={draft ? 'draft:home' : 'home'} />
          </>
        )}
      </SiteFrame>
    );
  };

  if (editing) {
    return (
      <PageEditor target={{ type: 'structure', lang, landing: 'home' }} moduleKey="index" renderPage={page} />
    );
  }
  return page();
}
