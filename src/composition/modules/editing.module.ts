import { ContainerModule } from 'inversify';
import type { EditingKit } from '../../application/editing/editing-kit';
import { TYPES } from '../symbols';

/** Loads the editor's core and adapters (their own chunk) the first time an editor opens a page. */
export type EditingLoader = () => Promise<EditingKit>;

/**
 * The editing slice. Nothing of it is in a visitor's JS: the edit session, the authoring adapter,
 * the IndexedDB backups and the uploads load with the `editing-kit` chunk, which only a logged-in
 * user who opens the editor asks for.
 */
export const editingModule = new ContainerModule(({ bind }) => {
  bind<EditingLoader>(TYPES.Editing)
    .toDynamicValue((ctx) => {
      let kit: Promise<EditingKit> | undefined;
      return () =>
        (kit ??= import(/* webpackChunkName: "editor" */ '../editing-kit').then(({ editingKitFrom }) =>
          editingKitFrom(ctx),
        ));
    })
    .inSingletonScope();
});
