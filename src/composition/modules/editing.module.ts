import { ContainerModule } from 'inversify';
import type { EditSession } from '../../application/editing/edit-session';
import type { AuthoringSource, FileUploads } from '../../domain/editing/authoring.port';
import type { HistorySource } from '../../domain/editing/history.port';
import type { PublishingSource } from '../../domain/editing/publishing.port';
import { TYPES } from '../symbols';

/** What the editor's views get once an editor opens a document. */
export interface EditingKit {
  /** A new edit session of one document for the signed-in account (not yet opened). */
  openSession(args: { docId: string; canWrite: boolean }): EditSession;
  authoring: AuthoringSource;
  uploads: FileUploads;
  /** Revisions, restore, the audit trail, the documents list and the trash (issue 15). */
  history: HistorySource;
  /** Publish and unpublish, now or scheduled (issue 15). */
  publishing: PublishingSource;
}

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
