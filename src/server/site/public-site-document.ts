import type { SiteFooter, SiteHeader, SiteMetadata } from '../../shared/api-types';
import { footerWithPolicyLinks, POLICY_PAGES } from '../../shared/policy-pages';
import { CONTACT_FIELDS, EMPTY_CONTACT, type SiteContact } from '../../shared/site-settings.schema';
import type { ContentStore } from '../ports/content-store.port';
import type { SiteDocumentName } from '../ports/site-documents';
import { PLACEHOLDER_SITE_NAME } from '../seed/placeholder-site';

/**
 * The site metadata as kept (`site_documents` 'metadata', served as `GET /api/site/metadata`):
 * the original platform's fields and, **ext**, the contact details of 網站設定.
 */
export type StoredMetadata = SiteMetadata & { contact?: SiteContact };

/**
 * The contact details the public site shows: 網站設定's once an administrator has saved them,
 * else the footer's own (the demo's and an older site's footer carries them), so the screen opens
 * on what visitors see today.
 */
export function contactOf(metadata: StoredMetadata | undefined, footer: SiteFooter | undefined): SiteContact {
  if (metadata?.contact) return { ...EMPTY_CONTACT, ...metadata.contact };
  const contact: SiteContact = { ...EMPTY_CONTACT };
  for (const field of CONTACT_FIELDS) contact[field] = footer?.[field] ?? '';
  return contact;
}

/**
 * The footer as visitors get it (`GET /api/site/footer` and the server render): the footer
 * document with the contact details of 網站設定 over its own, once those are saved. A field
 * emptied in 網站設定 is left out, as the footer leaves out what it does not have.
 */
export function publicFooter(footer: SiteFooter, metadata: StoredMetadata | undefined): SiteFooter {
  if (!metadata?.contact) return footer;
  const merged: SiteFooter = { ...footer };
  for (const field of CONTACT_FIELDS) {
    const value = metadata.contact[field];
    if (value) merged[field] = value;
    else delete merged[field];
  }
  return merged;
}

/**
 * The placeholder's 網站名稱 in the header and the footer's copyright stands for the site's name:
 * once 網站設定 names the site, visitors read that name there too, until the team writes its own
 * header or footer text. Text a team wrote is never replaced.
 */
export function namedAfterSettings<T extends SiteHeader | SiteFooter>(
  document: T,
  field: 'title' | 'copyright',
  metadata: StoredMetadata | undefined,
): T {
  const name = metadata?.title?.trim();
  const own = (document as unknown as Record<string, unknown>)[field];
  if (!name || own !== PLACEHOLDER_SITE_NAME) return document;
  return { ...document, [field]: name };
}

/** The paths of the policy pages (隱私權保護政策 and the others) that are published now. */
export async function publishedPolicyPaths(content: Pick<ContentStore, 'page'>): Promise<Set<string>> {
  const published = new Set<string>();
  for (const { path } of POLICY_PAGES) if ((await content.page(path)) !== undefined) published.add(path);
  return published;
}

/**
 * A site document as visitors get it, from `GET /api/site/{name}` and from the server render
 * alike: the stored one, but the footer carries 網站設定's contact details and a link to each
 * published policy page it does not link itself, and the header and footer the site's name where
 * they still hold the placeholder's.
 */
export async function publicSiteDocument(
  content: Pick<ContentStore, 'siteDocument' | 'page'>,
  name: SiteDocumentName,
): Promise<unknown> {
  const document = await content.siteDocument(name);
  if ((name !== 'footer' && name !== 'header') || document === undefined) return document;
  const metadata = (await content.siteDocument('metadata')) as StoredMetadata | undefined;
  if (name === 'header') return namedAfterSettings(document as SiteHeader, 'title', metadata);
  const footer = footerWithPolicyLinks(document as SiteFooter, await publishedPolicyPaths(content));
  return namedAfterSettings(publicFooter(footer, metadata), 'copyright', metadata);
}
