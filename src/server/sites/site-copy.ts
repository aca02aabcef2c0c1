import type {
  Banner,
  MenuItem,
  SiteConfigEntry,
  SiteFooter,
  SiteHeader,
  SiteMetadata,
  SiteStructure,
} from '../../shared/api-types';
import type { SiteStorage } from '../ports/storage.port';
import { withPolicyDrafts } from '../seed/policy-drafts';
import type { SeedModule, SiteSeed } from '../seed/site-seed';

/**
 * A new site's seed copied from another's structure and chrome, as published there: its
 * languages, header, menu, footer, banners, home and landing pages, sitemap and every module with
 * its settings, but none of the modules' items or single pages' text, and no accounts. The header
 * and the page titles take the new site's name; the rest (footer, banners) is the source's, for
 * the new site's administrator to change. Like every new site it starts with the three policy
 * pages as drafts with their default texts (policy-drafts.ts), where the source has no other module
 * at their paths. Planted like any seed, it is checked by the publish rules.
 */
export async function structureSeedOf(source: SiteStorage, name: string): Promise<SiteSeed> {
  const { content } = source.stores;
  const document = async <T>(key: Parameters<typeof content.siteDocument>[0], fallback: T): Promise<T> =>
    ((await content.siteDocument(key)) as T | undefined) ?? fallback;
  const header = await document<SiteHeader>('header', { title: name });
  const metadata = await document<SiteMetadata>('metadata', { title: name, description: '', keywords: [] });
  const landings: Record<string, SiteStructure> = {};
  for (const path of await content.landingPaths()) {
    const landing = await content.landing(path);
    if (landing) landings[path] = landing;
  }
  const modules: Record<string, SeedModule> = {};
  for (const { path, kind, info, setting } of await content.modules())
    modules[path] = { info, setting, kind };
  return withPolicyDrafts({
    config: await document<SiteConfigEntry[]>('config', [
      { lang: 'zh-tw', siteToken: 'site-zh-tw', default: true },
    ]),
    header: { ...header, title: name },
    menu: await document<MenuItem[]>('menu', []),
    footer: await document<SiteFooter>('footer', { copyright: name, links: [] }),
    banner: await document<Banner>('banner', { rows: [] }),
    bannerMobile: await document<Banner>('bannerMobile', { rows: [] }),
    structure: await document<SiteStructure>('structure', { templateKey: 'template-001', index: [] }),
    metadata: { ...metadata, title: name },
    sitemap: await document<MenuItem[]>('sitemap', []),
    landings,
    modules,
    accounts: [],
    indexEditable: true,
  });
}
