/**
 * The site's own URLs that the core needs to name (product.md section 2). The UI's route table
 * (src/ui/paths/paths.ts) builds its links with the same functions.
 */
const enc = encodeURIComponent;

export const NOT_FOUND_PATH = '/404';

export const homeHref = (lang: string): string => `/home/${enc(lang)}`;

export const pageHref = (lang: string, path: string): string => `${homeHref(lang)}/${enc(path)}`;

export const detailHref = (lang: string, path: string, id: string): string =>
  `${pageHref(lang, path)}/${enc(id)}`;

/**
 * The module path of a site URL that opens a module page (`/home/zh-tw/news` → `news`), or null
 * for anything else (a detail, the home page, another language, a malformed escape).
 */
export function modulePathOf(href: string, lang: string): string | null {
  const parts = href.split(/[?#]/)[0]!.split('/');
  if (parts.length !== 4 || parts[0] !== '' || parts[1] !== 'home' || parts[2] !== lang || !parts[3])
    return null;
  try {
    return decodeURIComponent(parts[3]);
  } catch {
    return null;
  }
}

/** A URL of another site (`http:` or `https:`), which the app leaves for rather than routes. */
export const isExternalUrl = (href: string): boolean => /^https?:\/\//i.test(href);

/** An address as a person typed it (`/home/zh-tw/關於`), not percent-encoded; as given if it cannot be read. */
export function addressAsTyped(href: string): string {
  try {
    return decodeURI(href);
  } catch {
    return href;
  }
}
