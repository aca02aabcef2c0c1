import { webAddress } from '../rich-text/url-checks';

/** A link of the chrome: a web address (http, https) or a path of this site (`/home/zh-tw/privacy`). */
export function webOrSiteAddress(raw: string): boolean {
  const trimmed = raw.trim();
  return (trimmed.startsWith('/') && !trimmed.startsWith('//')) || webAddress(trimmed) !== null;
}
