/**
 * The CMS answers with root-relative addresses (`/media/…`) that mean "on the API host". When the
 * client is served from another origin (a static host or CDN, docs/deploy.md), the browser would
 * resolve them against the page's origin and miss; these functions put the API host in front.
 */

/** Site routes of the client itself: a rich-text link to them stays on the page's origin. */
const SITE_ROUTE = /^\/(?:home(?:[/?#]|$)|login(?:[/?#]|$)|404(?:[/?#]|$)|[?#]|$)/;

/**
 * `apiHost` + `url` for a root-relative URL; absolute, protocol-relative (`//cdn…`), `data:`,
 * relative and empty URLs, and every URL when the API is the page's own origin (`apiHost` ''),
 * come back unchanged.
 */
export function resolveCmsUrl(apiHost: string, url: string): string {
  if (apiHost === '' || !url.startsWith('/') || url.startsWith('//')) return url;
  return `${apiHost.replace(/\/+$/, '')}${url}`;
}

/**
 * A link inside CMS rich text: a file or media address resolves against the API host like an image,
 * while a link to one of the site's own pages (`/home/zh-tw/news`) stays for the router.
 */
export function resolveCmsLink(apiHost: string, href: string): string {
  return SITE_ROUTE.test(href) ? href : resolveCmsUrl(apiHost, href);
}

/** Every address of a `srcset` (`a.jpg 400w, b.jpg 800w`), resolved; descriptors kept. */
export function resolveCmsSrcSet(apiHost: string, srcSet: string): string {
  return srcSet
    .split(',')
    .map((candidate) => {
      const [url = '', ...descriptors] = candidate.trim().split(/\s+/);
      return [resolveCmsUrl(apiHost, url), ...descriptors].join(' ');
    })
    .join(', ');
}
