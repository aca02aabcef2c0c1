import { ManualTime } from '../../../src/adapters/time/manual-time.adapter';
import { MemoryDialogs } from '../../../src/adapters/dialogs/memory-dialogs.adapter';
import { MemoryNavigation } from '../../../src/adapters/navigation/memory-navigation.adapter';
import { MemoryHttp } from '../../../src/adapters/http/memory-http.adapter';
import { MemoryStore } from '../../../src/adapters/storage/memory-store.adapter';
import { createApiClient, type ApiClient, type ApiClientDeps } from '../../../src/application/api/api-client';
import { refreshAccessToken } from '../../../src/application/auth/refresh-token.use-case';
import { ProgressCounter } from '../../../src/domain/progress/progress-counter';
import { Session } from '../../../src/domain/session/session';
import { FIXED_NOW } from '../../domain/support/fixed-now';

export interface Harness {
  api: ApiClient;
  http: MemoryHttp;
  dialogs: MemoryDialogs;
  navigation: MemoryNavigation;
  storage: MemoryStore;
  session: Session;
  progress: ProgressCounter;
}

export interface HarnessOptions {
  /** The token stored at start (logged in); none when absent. */
  token?: string;
  location?: string;
  baseUrl?: string;
  refresh?: ApiClientDeps['refresh'];
  sessionEndNote?: ApiClientDeps['sessionEndNote'];
}

/** An API client over fakes of every port, as the composition root would wire it. */
export function aClient(options: HarnessOptions = {}): Harness {
  const storage = new MemoryStore(options.token ? { access_token: options.token, isLoggedIn: 'true' } : {});
  const session = new Session(storage);
  const http = new MemoryHttp();
  const dialogs = new MemoryDialogs().holdOpen();
  const navigation = new MemoryNavigation(options.location ?? '/home/zh-tw');
  const progress = new ProgressCounter();
  const clock = new ManualTime(FIXED_NOW);
  const deps: ApiClientDeps = {
    http,
    session,
    dialogs,
    navigation,
    clock,
    progress,
    refresh: options.refresh ?? ((api) => refreshAccessToken({ api, session, clock })),
  };
  if (options.baseUrl !== undefined) deps.baseUrl = options.baseUrl;
  if (options.sessionEndNote !== undefined) deps.sessionEndNote = options.sessionEndNote;
  return { api: createApiClient(deps), http, dialogs, navigation, storage, session, progress };
}

export { outcome } from '../../domain/support/outcome';
