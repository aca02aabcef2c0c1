import type { FooterLink, SiteFooter } from './api-types';

/**
 * The three pages every Taiwanese agency site links from its footer, in the order the footer
 * lists them. Each is a `cms-single` module at its fixed path: a new site starts with them as
 * drafts (src/server/seed/policy-drafts.ts), and the public footer links those that are published
 * (`footerWithPolicyLinks`). Other screens find them by these paths.
 */
export const POLICY_PAGES = [
  { path: 'privacy', title: '隱私權保護政策' },
  { path: 'security', title: '資訊安全政策' },
  { path: 'open-data-declaration', title: '政府網站資料開放宣告' },
] as const satisfies ReadonlyArray<{ path: string; title: string }>;

export type PolicyPage = (typeof POLICY_PAGES)[number];
export type PolicyPath = PolicyPage['path'];

/** True for the path of one of the three policy pages. */
export const isPolicyPath = (path: string): path is PolicyPath =>
  POLICY_PAGES.some((page) => page.path === path);

/** A policy page's address on the public site: `/home/zh-tw/privacy`. */
export const policyPageHref = (path: string, lang = 'zh-tw'): string =>
  `/home/${encodeURIComponent(lang)}/${encodeURIComponent(path)}`;

/**
 * The module path a footer link opens (`/home/zh-tw/privacy`, `/home/en/privacy/`, with or
 * without a query), or null for anything else: another site, a detail page, a malformed escape.
 */
function linkedModulePath(url: string): string | null {
  const match = /^\/home\/[^/?#]+\/([^/?#]+)\/?(?:[?#].*)?$/.exec(url.trim());
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}

/**
 * The footer as visitors see it: its own links, then a link to each published policy page it
 * does not link already, in the order of `POLICY_PAGES`. `published` names the policy pages that
 * are public now; the footer document itself is never changed.
 */
export function footerWithPolicyLinks(
  footer: SiteFooter,
  published: ReadonlySet<string>,
  lang = 'zh-tw',
): SiteFooter {
  const links = Array.isArray(footer.links) ? footer.links : [];
  const linked = new Set(links.map((link) => linkedModulePath(link.url)));
  const added: FooterLink[] = POLICY_PAGES.filter(
    (page) => published.has(page.path) && !linked.has(page.path),
  ).map((page) => ({ title: page.title, url: policyPageHref(page.path, lang) }));
  return added.length === 0 ? footer : { ...footer, links: [...links, ...added] };
}
