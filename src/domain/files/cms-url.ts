/**
 * The CMS answers with root-relative addresses (`/media/…`) that mean "on the API host". When the
 * client is served from another origin (a static host or CDN, docs/deploy.md), the browser would
 * resolve them against the page's origin and miss; these functions put the API host in front.
 */

/**
 * `apiHost` + `url` for a root-relative URL; absolute, protocol-relative (`//cdn…`), `data:`,
 * relative and empty URLs, and every URL when the API is the page's own origin (`apiHost` ''),
 * come back unchanged.
 */
export function resolveCmsUrl(apiHost: string, url: string): string {
  if (apiHost === '' || !url.startsWith('/') || url.startsWith('//')) return url;
  return `${apiHost.replace(/\/+$/, '')}${url}`;
}
