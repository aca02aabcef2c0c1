import { ManualTime } from '../../../../src/adapters/time/manual-time.adapter';
import { MemoryDialogs } from '../../../../src/adapters/dialogs/memory-dialogs.adapter';
import { MemoryNavigation } from '../../../../src/adapters/navigation/memory-navigation.adapter';
import { FetchHttp } from '../../../../src/adapters/http/fetch-http.adapter';
import { MemoryStore } from '../../../../src/adapters/storage/memory-store.adapter';
import { createApiClient, type ApiClient } from '../../../../src/application/api/api-client';
import { refreshAccessToken } from '../../../../src/application/auth/refresh-token.use-case';
import { ProgressCounter } from '../../../../src/domain/progress/progress-counter';
import { Session } from '../../../../src/domain/session/session';
import { FIXED_NOW } from '../../../domain/support/fixed-now';
import type { TestServer } from '../../support/test-server';
import { signIn } from '../../support/sign-in';

/**
 * The client's own api client, signed in as `account` against a real server: what the editor's
 * HTTP adapters run on in the browser, with the real fetch adapter and the real token refresh.
 */
export async function apiClientFor(
  server: TestServer,
  account: string,
): Promise<{ api: ApiClient; session: Session; dialogs: MemoryDialogs }> {
  const { token } = await signIn(server, account);
  const session = new Session(new MemoryStore({ access_token: token, isLoggedIn: 'true' }));
  const dialogs = new MemoryDialogs().holdOpen();
  const clock = new ManualTime(FIXED_NOW);
  const api = createApiClient({
    http: new FetchHttp({ baseUrl: server.baseUrl }),
    session,
    dialogs,
    navigation: new MemoryNavigation('/editor'),
    clock,
    progress: new ProgressCounter(),
    refresh: (client) => refreshAccessToken({ api: client, session, clock }),
  });
  return { api, session, dialogs };
}

/** The demo's news items, so each test can edit one no other test touches. */
export async function newsDocIds(server: Pick<TestServer, 'baseUrl'>): Promise<string[]> {
  const { send } = await signIn(server, 'editor');
  const list = await send<{ rows: Array<{ docId: string }> }>(
    'GET',
    '/backend/documents?type=item&path=news',
  );
  return list.body.rows.map((row) => row.docId);
}
