import type { SiteContent } from './demo.seeder';
import { writeSite } from './demo.seeder';
import type { Storage } from '../ports/storage.port';

/** The placeholder name an administrator replaces in the header, footer and metadata. */
export const PLACEHOLDER_SITE_NAME = '網站名稱';
export const UNDER_CONSTRUCTION = '網站建置中';
/** The meta key that marks the placeholder; the demo's is `seeded_at` (`isSeeded`). */
export const PLACEHOLDER_MARKER = 'placeholder_site_at';

/**
 * The site of a database started without the demo: a valid empty site the client
 * renders, whose home page says 網站建置中, so the configuration never answers 404 and an
 * administrator builds the real site from the editor. No modules and no accounts.
 */
export function placeholderSite(): SiteContent {
  return {
    config: [{ lang: 'zh-tw', siteToken: 'site-zh-tw', default: true }],
    header: { title: PLACEHOLDER_SITE_NAME },
    menu: [],
    footer: { copyright: PLACEHOLDER_SITE_NAME, links: [] },
    structure: {
      templateKey: 'template-001',
      // A list section without a path shows its title and the empty-list sentence.
      index: [{ layout: 'index-article-01', title: UNDER_CONSTRUCTION }],
    },
    metadata: { title: PLACEHOLDER_SITE_NAME, description: UNDER_CONSTRUCTION, keywords: [] },
    banner: { rows: [] },
    bannerMobile: { rows: [] },
    sitemap: [],
    landings: {},
    modules: {},
    // The administrator's first job is the home page; a finished site may switch this off.
    indexEditable: true,
  };
}

/** Writes the placeholder site once, when the database holds no site; answers whether it did. */
export function ensureSite(storage: Storage, now: number): Promise<boolean> {
  return writeSite(storage, placeholderSite(), [], now, PLACEHOLDER_MARKER);
}
