/** The site documents (`GET /api/site/{name}`): written with a site, read by the API and the server render. */
export const SITE_DOCUMENTS = [
  'config',
  'header',
  'menu',
  'footer',
  'structure',
  'metadata',
  'banner',
  'bannerMobile',
  'sitemap',
] as const;
export type SiteDocumentName = (typeof SITE_DOCUMENTS)[number];
