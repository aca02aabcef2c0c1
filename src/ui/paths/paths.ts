/**
 * The one table of routes (product.md section 2): a `path` pattern for wouter and an `href` helper
 * for links, so no view builds a URL by hand.
 */
import { CASE_LOOKUP_SEGMENT, caseLookupHref } from '../../shared/case-lookup-path';
import { STAFF_ROOT_SEGMENT } from '../../shared/staff-paths';

const enc = encodeURIComponent;

export const paths = {
  root: { path: '/', href: () => '/' },
  notFound: { path: '/404', href: () => '/404' },
  login: { path: '/login', href: () => '/login' },
  home: { path: '/home/:lang', href: (lang: string) => `/home/${enc(lang)}` },
  sitemap: { path: '/home/:lang/sitemap', href: (lang: string) => `/home/${enc(lang)}/sitemap` },
  /** **ext** 開放資料: the site's datasets and their files. */
  openData: { path: '/home/:lang/opendata', href: (lang: string) => `/home/${enc(lang)}/opendata` },
  search: {
    path: '/home/:lang/search',
    href: (lang: string, q?: string) => `/home/${enc(lang)}/search${q ? `?q=${enc(q)}` : ''}`,
  },
  page: {
    path: '/home/:lang/:path',
    href: (lang: string, path: string) => `/home/${enc(lang)}/${enc(path)}`,
  },
  detail: {
    path: '/home/:lang/:path/:id',
    href: (lang: string, path: string, id: string) => `/home/${enc(lang)}/${enc(path)}/${enc(id)}`,
  },
  /** 案件查詢 (src/shared/mailbox-case.ts), before `page` in the route switch. */
  caseLookup: {
    path: `/home/:lang/${CASE_LOOKUP_SEGMENT}`,
    href: (lang: string) => caseLookupHref(lang),
  },
  /**
   * The staff area (src/shared/staff-paths.ts has its segments): `route` is a staff page's pattern
   * below `/home/:lang`, for the nested router there; `href` is its address. A segment is a page's
   * (`staffSegment`: its key), a module's (`contentSegment`) or a chrome editor's; '' is 儀表板.
   * The staff screens' own links (待審核 on one draft, a letter…) are built on it in staff-paths.ts.
   */
  staff: {
    route: (segment = '') => `/${STAFF_ROOT_SEGMENT}${segment ? `/${segment}` : ''}`,
    href: (lang: string, segment = '') => `/home/${enc(lang)}${paths.staff.route(segment)}`,
  },
  /** The tag page is the `tag` module with the tag in its query string (list state, see list-params). */
  tag: {
    href: (lang: string, tag: string) => `/home/${enc(lang)}/tag?tag=${enc(tag)}`,
  },
} as const;
