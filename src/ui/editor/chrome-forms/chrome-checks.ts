import { isSafeLinkAddress } from '../../../shared/link-address';

/**
 * A link of the chrome: a web, mail or phone address or a path of this site
 * (`/home/zh-tw/privacy`); the same test as the server's schema.
 */
export function webOrSiteAddress(raw: string): boolean {
  return isSafeLinkAddress(raw);
}
