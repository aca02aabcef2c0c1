import { ApiAuthoring } from '../adapters/http/api-authoring.adapter';
import { ApiHistory } from '../adapters/http/api-history.adapter';
import { ApiEditorRights } from '../adapters/http/api-editor-rights.adapter';
import { ApiPublishing } from '../adapters/http/api-publishing.adapter';
import { XhrUploads } from '../adapters/http/xhr-uploads.adapter';
import { ApiUploadLibrary } from '../adapters/http/api-upload-library.adapter';
import { IdbBackupStore } from '../adapters/storage/idb-backup-store.adapter';
import type { ResolutionContext } from 'inversify';
import type { ApiClient } from '../application/api/api-client';
import type { AppConfig } from '../config/app-config';
import { createEditSession } from '../application/editing/edit-session';
import { editingKitOver, type EditingKit } from '../application/editing/editing-kit';
import type { ChromeReload } from '../application/editing/fresh-chrome';
import type { Dialogs } from '../domain/dialogs/dialogs.port';
import type { Connectivity } from '../domain/network/connectivity.port';
import type { Session } from '../domain/session/session';
import type { SessionEndNotes } from '../domain/session/session-end-notes';
import type { Clock, Timers } from '../domain/time/clock.port';
import type { SessionStore } from '../stores/session.store';
import type { SiteChromeStore } from '../stores/site-chrome.store';
import { TYPES } from './symbols';

export interface EditingKitDeps {
  api: ApiClient;
  session: Session;
  sessionStore: SessionStore;
  clock: Clock;
  timers: Timers;
  connectivity: Connectivity;
  sessionEndNotes: SessionEndNotes;
  /** The questions the use cases ask (刪除, 取消發布, 接手編輯). */
  dialogs: Dialogs;
  /** The configured API host ('' for the page's own origin). */
  apiHost: string;
  /** The site chrome store, read again after the editor's own publish. */
  chrome?: ChromeReload;
}

/** A fresh idempotency key; `crypto.randomUUID` needs a secure context, hence the fallback. */
const newKey = (): string =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * The editor's half of the composition root, in its own chunk (`editing-kit`): the browser adapters
 * of the editing ports, the edit-session factory over them, and the use cases bound to both.
 */
export function createEditingKit(deps: EditingKitDeps): EditingKit {
  const authoring = new ApiAuthoring(deps.api);
  const backups = new IdbBackupStore();
  const uploads = new XhrUploads({
    token: () => deps.session.token,
    clock: deps.clock,
    baseUrl: deps.apiHost,
  });
  return editingKitOver({
    authoring,
    uploads,
    library: new ApiUploadLibrary(deps.api),
    history: new ApiHistory(deps.api),
    publishing: new ApiPublishing(deps.api),
    rights: new ApiEditorRights(deps.api),
    dialogs: deps.dialogs,
    clock: deps.clock,
    ...(deps.chrome ? { chrome: deps.chrome } : {}),
    openSession: ({ docId, canWrite }) =>
      createEditSession({
        docId,
        // Read when the session opens: the account that is signed in now owns its backups.
        account: deps.sessionStore.getState().accountName ?? '',
        authoring,
        backups,
        timers: deps.timers,
        clock: deps.clock,
        newKey,
        canWrite,
        sessionEndsAt: () => deps.session.endsAt,
        connectivity: deps.connectivity,
        sessionEndNotes: deps.sessionEndNotes,
      }),
  });
}

/**
 * The kit over the container's own services. Resolved here, in the editor's chunk, rather than in
 * the loader the first screen carries (editing.module.ts): every visitor's bundle paid for these
 * lookups.
 */
export function editingKitFrom(ctx: ResolutionContext): EditingKit {
  return createEditingKit({
    api: ctx.get<ApiClient>(TYPES.ApiClient),
    session: ctx.get<Session>(TYPES.Session),
    sessionStore: ctx.get<SessionStore>(TYPES.SessionStore),
    clock: ctx.get<Clock>(TYPES.Clock),
    timers: ctx.get<Timers>(TYPES.Timers),
    connectivity: ctx.get<Connectivity>(TYPES.Connectivity),
    sessionEndNotes: ctx.get<SessionEndNotes>(TYPES.SessionEndNotes),
    dialogs: ctx.get<Dialogs>(TYPES.Dialogs),
    apiHost: ctx.get<AppConfig>(TYPES.AppConfig).apiHost,
    chrome: ctx.get<SiteChromeStore>(TYPES.SiteChromeStore),
  });
}
