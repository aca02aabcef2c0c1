import { ContainerModule } from 'inversify';
import { LocalStorageStore, SessionStorageStore } from '../../adapters/storage/web-storage-store.adapter';
import { SafeStorage } from '../../domain/storage/safe-storage';
import type { KeyValueStorage } from '../../domain/storage/storage.port';
import { TYPES } from '../symbols';

/**
 * Storage: localStorage for the session (shared by tabs), sessionStorage for the mailbox draft
 * (this tab only). Both behind SafeStorage, so a browser that refuses storage degrades to memory.
 */
export const storageModule = new ContainerModule(({ bind }) => {
  bind<KeyValueStorage>(TYPES.LocalStorage)
    .toDynamicValue(() => new SafeStorage(new LocalStorageStore()))
    .inSingletonScope();
  bind<KeyValueStorage>(TYPES.SessionStorage)
    .toDynamicValue(() => new SafeStorage(new SessionStorageStore()))
    .inSingletonScope();
});
