import type { ReactElement } from 'react';
import { MemoryAuthoring } from '../../../../src/adapters/http/memory-authoring.adapter';
import { MemoryHistory } from '../../../../src/adapters/http/memory-history.adapter';
import { MemoryPublishing } from '../../../../src/adapters/http/memory-publishing.adapter';
import { MemoryRights } from '../../../../src/adapters/http/memory-rights.adapter';
import { MemoryUploads } from '../../../../src/adapters/http/memory-uploads.adapter';
import { MemoryUploadLibrary } from '../../../../src/adapters/http/memory-upload-library.adapter';
import type { MemoryDialogs } from '../../../../src/adapters/dialogs/memory-dialogs.adapter';
import { MemoryBackupStore } from '../../../../src/adapters/storage/memory-backup-store.adapter';
import { createEditSession } from '../../../../src/application/editing/edit-session';
import { editingKitOver } from '../../../../src/application/editing/editing-kit';
import { ServicesProvider } from '../../../../src/composition/services-provider';
import { createTestContainer } from '../../../../src/composition/test-container';
import { renderWithProviders } from '../../../support/render-with-providers';

/**
 * The editing kit made of the twins: the authoring and history twins share documents, so a save
 * is a revision and a restore moves the session's base, as on the server.
 */
export function twinKit(stored: Record<string, string> = {}) {
  const loggedIn = { access_token: 'tok', isLoggedIn: 'true', 'themesite.account': 'editor', ...stored };
  const { services, twins } = createTestContainer({ stored: loggedIn });
  const time = twins.time;
  const authoring = new MemoryAuthoring(time);
  const history = new MemoryHistory(time, authoring);
  const backups = new MemoryBackupStore();
  let key = 0;
  const publishing = new MemoryPublishing(authoring, time);
  const uploads = new MemoryUploads();
  const rights = new MemoryRights();
  const library = new MemoryUploadLibrary();
  const kit = editingKitOver({
    library,
    rights,
    authoring,
    history,
    publishing,
    uploads,
    dialogs: twins.dialogs,
    clock: time,
    openSession: ({ docId, canWrite }) =>
      createEditSession({
        docId,
        account: 'editor',
        authoring,
        backups,
        timers: time,
        clock: time,
        newKey: () => `key-${++key}`,
        canWrite,
        sessionEndsAt: () => null,
      }),
  });
  const withKit = { ...services, openEditing: () => Promise.resolve(kit) };
  const render = (ui: ReactElement, path?: string) =>
    renderWithProviders(<ServicesProvider services={withKit}>{ui}</ServicesProvider>, path ? { path } : {});
  return {
    kit,
    authoring,
    history,
    publishing,
    rights,
    uploads,
    library,
    time,
    twins,
    dialogs: twins.dialogs as MemoryDialogs,
    services: withKit,
    render,
  };
}
