import { ContainerModule } from 'inversify';
import { ProgressCounter } from '../../domain/progress/progress-counter';
import { Session } from '../../domain/session/session';
import { SessionEndNotes } from '../../domain/session/session-end-notes';
import type { KeyValueStorage } from '../../domain/storage/storage.port';
import { TYPES } from '../symbols';

/**
 * The core's session (token and flag in localStorage), the notes its end shows, and the shared
 * progress counter.
 */
export const sessionModule = new ContainerModule(({ bind }) => {
  bind<Session>(TYPES.Session)
    .toDynamicValue((ctx) => new Session(ctx.get<KeyValueStorage>(TYPES.LocalStorage)))
    .inSingletonScope();
  // Shared by the api client (the 612 dialog) and the editor (its unsaved changes).
  bind<SessionEndNotes>(TYPES.SessionEndNotes)
    .toDynamicValue(() => new SessionEndNotes())
    .inSingletonScope();
  bind<ProgressCounter>(TYPES.Progress)
    .toDynamicValue(() => new ProgressCounter())
    .inSingletonScope();
});
