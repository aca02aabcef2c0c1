import { withPolicyDrafts } from './policy-drafts';
import type { SiteSeed } from './site-seed';

/** The placeholder name an administrator replaces in the header, footer and metadata. */
export const PLACEHOLDER_SITE_NAME = '網站名稱';
export const UNDER_CONSTRUCTION = '網站建置中';

/**
 * The seed of a database started without the demo or a starter: a valid empty site the client
 * renders, whose home page says 網站建置中, so the configuration never answers 404 and an
 * administrator builds the real site from the editor. A site a platform adds starts as this under
 * its own name (`npm run sites -- add`, the 網站 screen). Its only modules are the three policy
 * pages (隱私權保護政策, 資訊安全政策, 政府網站資料開放宣告) as drafts with default texts for the
 * institution to complete and publish (policy-drafts.ts); no accounts (the first administrator
 * comes from THEMESITE_ADMIN_ACCOUNT or `npm run accounts`).
 */
export function placeholderSite(name = PLACEHOLDER_SITE_NAME): SiteSeed {
  // The placeholder's name is no institution's: the texts mark where its name goes.
  const facts = name === PLACEHOLDER_SITE_NAME ? {} : { agency: name };
  return withPolicyDrafts(
    {
      config: [{ lang: 'zh-tw', siteToken: 'site-zh-tw', default: true }],
      header: { title: name },
      menu: [],
      footer: { copyright: name, links: [] },
      structure: {
        templateKey: 'template-001',
        // A list section without a path shows its title and the empty-list sentence.
        index: [{ layout: 'index-article-01', title: UNDER_CONSTRUCTION }],
      },
      metadata: { title: name, description: UNDER_CONSTRUCTION, keywords: [] },
      banner: { rows: [] },
      bannerMobile: { rows: [] },
      sitemap: [],
      landings: {},
      modules: {},
      accounts: [],
      // The administrator's first job is the home page; a finished site may switch this off.
      indexEditable: true,
    },
    facts,
  );
}
