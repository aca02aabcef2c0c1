import { resolveCmsUrl } from './cms-url';

// Apart from resolveCmsUrl: only the rich-text sanitizer (a lazy chunk) needs this, and a module's
// code ships whole with the first chunk that needs any of it.

/** Site routes of the client itself: a rich-text link to them stays on the page's origin. */
const SITE_ROUTE = /^\/(?:home(?:[/?#]|$)|login(?:[/?#]|$)|404(?:[/?#]|$)|[?#]|$)/;

/**
 * A link inside CMS rich text: a file or media address resolves against the API host like an image,
 * while a link to one of the site's own pages (`/home/zh-tw/news`) stays for the router.
 */
export function resolveCmsLink(apiHost: string, href: string): string {
  return SITE_ROUTE.test(href) ? href : resolveCmsUrl(apiHost, href);
}
