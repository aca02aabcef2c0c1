import { isPersonalPage } from '../../shared/personal-page';

/**
 * How the browser starts on a page. The server renders every public page for an
 * anonymous visitor: it cannot see a session, whose token lives in the browser's storage.
 *
 * - `hydrate`: React adopts the server's markup (`hydrateRoot`) with exactly the state the server
 *   rendered (the embedded data, signed out), and a signed-in person's parts (the header's account
 *   links, edit buttons, the idle watch) then arrive as an ordinary update.
 * - `render`: React draws the page anew (`createRoot`). For a page without a server render (the
 *   static deploy, a preview, a render that failed), and for a page that, for this person, is a
 *   different page altogether: an editor screen or a page in edit mode is not the anonymous page
 *   with a few parts added, and hydrating the visitor's version of it first would only show that
 *   version for a moment and then replace it (or, on a guarded screen, send a signed-in person to
 *   the login page before the session is applied).
 */
export { isPersonalPage };

export type StartMode = 'hydrate' | 'render';

export interface StartFacts {
  /** The root holds the server's markup and the page carries its embedded data. */
  serverRendered: boolean;
  /** The page's path, e.g. `/home/zh-tw/editor/mailbox`. */
  path: string;
  /** The page's query string, with or without its `?`. */
  search: string;
  /** The browser holds a session (the core `Session`'s `isLoggedIn`). */
  signedIn: boolean;
}

export function startMode({ serverRendered, path, search, signedIn }: StartFacts): StartMode {
  if (!serverRendered) return 'render';
  return signedIn && isPersonalPage(path, search) ? 'render' : 'hydrate';
}
