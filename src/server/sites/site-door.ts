import { STAFF_ROOT_SEGMENT } from '../../shared/staff-paths';
import type { SiteOfRequest } from './site-of-request';

/** What the server's front door does with a request, once its site is known. */
export type DoorAnswer =
  /** Handed to the site's own app. */
  | { kind: 'serve'; code: string }
  /** An alias: 301 to the same path on the site's origin. */
  | { kind: 'moved'; location: string }
  /** Answered at the door, in zh-TW: no site has the host, or the site is switched off. */
  | { kind: 'closed'; status: 404 | 503; title: string; message: string };

/** What the door knows of a request beside its site. */
export interface DoorRequest {
  /** The path, without the query. */
  path: string;
  /** The request presents a session (`access_token`): a signed-in member of staff. */
  signedIn: boolean;
}

export const UNKNOWN_SITE_TITLE = '找不到這個網站';
export const UNKNOWN_SITE_MESSAGE = '這個網址沒有對應的網站，請確認網址是否正確。';
export const DISABLED_SITE_MESSAGE = '本網站目前暫停服務，請稍後再來。網站人員仍可登入管理。';

/** Where a built file of the client is served (rspack's output): the staff screens need them. */
const CLIENT_FILES = /^\/(?:assets|layout-thumbnails)\/|^\/favicon\.svg$/;
/** The site's frame the login page draws before anyone has signed in: its name, not its content. */
const LOGIN_FRAME = new Set([
  '/api/site/config',
  '/api/site/header',
  '/api/site/footer',
  '/api/site/metadata',
]);

/**
 * What of a switched-off site still answers, so that its staff can sign in and work on it: the
 * login page, the frame it draws (the site's name and footer) and the sign-in calls, the staff area
 * and its API, the client's own files and the media its editors work with, and any call that
 * presents a session. Everything a visitor or a
 * search engine would read answers that the site is off.
 */
export function staffMayPass({ path, signedIn }: DoorRequest): boolean {
  if (signedIn) return true;
  if (path === '/login' || path.startsWith('/backend/') || path.startsWith('/media/')) return true;
  if (CLIENT_FILES.test(path) || LOGIN_FRAME.has(path)) return true;
  // The staff area below any language's home: /home/{lang}/editor and what is below it.
  const [, home, , segment] = path.split('/');
  return home === 'home' && segment === STAFF_ROOT_SEGMENT;
}

/**
 * The door's answer for a request whose site `outcome` names (site-of-request.ts): an active site
 * serves; a switched-off one lets only its staff through; an unknown host never sees a site.
 */
export function doorAnswer(
  outcome: SiteOfRequest,
  request: DoorRequest,
  nameOf: (code: string) => string,
): DoorAnswer {
  switch (outcome.kind) {
    case 'site':
      return { kind: 'serve', code: outcome.code };
    case 'moved':
      return { kind: 'moved', location: outcome.location };
    case 'disabled':
      if (staffMayPass(request)) return { kind: 'serve', code: outcome.code };
      return {
        kind: 'closed',
        status: 503,
        title: `${nameOf(outcome.code)}暫停服務`,
        message: DISABLED_SITE_MESSAGE,
      };
    case 'unknown':
      return { kind: 'closed', status: 404, title: UNKNOWN_SITE_TITLE, message: UNKNOWN_SITE_MESSAGE };
  }
}
