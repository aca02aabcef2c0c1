import { ContainerModule } from 'inversify';
import { ProgressCounter } from '../../domain/progress/progress-counter';
import { Session } from '../../domain/session/session';
import type { KeyValueStorage } from '../../domain/storage/storage.port';
import { TYPES } from '../symbols';

/** The core's session (token and flag in localStorage) and the shared progress counter. */
export const sessionModule = new ContainerModule(({ bind }) => {
  bind<Session>(TYPES.Session)
    .toDynamicValue((ctx) => new Session(ctx.get<KeyValueStorage>(TYPES.LocalStorage)))
    .inSingletonScope();
  bind<ProgressCounter>(TYPES.Progress)
    .toDynamicValue(() => new ProgressCounter())
    .inSingletonScope();
});
