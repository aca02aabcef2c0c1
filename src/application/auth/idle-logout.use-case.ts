import { loginPathFor } from '../../domain/navigation/return-url-policy';
import type { Navigation } from '../../domain/navigation/navigation.port';
import type { Session } from '../../domain/session/session';
import type { SessionEndNotes } from '../../domain/session/session-end-notes';
import type { LogoutResult } from './logout.use-case';

export interface IdleLogoutDeps {
  /** The open editors' backups register here; they are written before the session ends. */
  sessionEndNotes: Pick<SessionEndNotes, 'flushAll'>;
  logout(): Promise<LogoutResult>;
  navigation: Pick<Navigation, 'current' | 'replace'>;
  session: Pick<Session, 'end'>;
}

/**
 * The idle logout (附表十; WCAG 2.2.1): an open edit is first written to the device's
 * backup, then the session ends, and the login page remembers the page the user was on, where the
 * editor offers the backup again after login; the login page says why it is shown. The page is read before logging out: the guard of a
 * logged-in page may move the location as soon as the session ends.
 */
export async function idleLogout(deps: IdleLogoutDeps): Promise<void> {
  const returnTo = deps.navigation.current();
  await deps.sessionEndNotes.flushAll();
  const result = await deps.logout();
  // A refused revocation (already shown) must not keep an idle browser signed in: the token expires.
  if (!result.ok) deps.session.end();
  deps.navigation.replace(loginPathFor(returnTo, 'idle'));
}
