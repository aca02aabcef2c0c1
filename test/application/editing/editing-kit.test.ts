import { MemoryDialogs } from '../../../src/adapters/dialogs/memory-dialogs.adapter';
import { MemoryAuthoring } from '../../../src/adapters/http/memory-authoring.adapter';
import { MemoryRights } from '../../../src/adapters/http/memory-rights.adapter';
import { MemoryHistory } from '../../../src/adapters/http/memory-history.adapter';
import { MemoryPublishing } from '../../../src/adapters/http/memory-publishing.adapter';
import { MemoryUploads } from '../../../src/adapters/http/memory-uploads.adapter';
import { MemoryUploadLibrary } from '../../../src/adapters/http/memory-upload-library.adapter';
import { MemoryBackupStore } from '../../../src/adapters/storage/memory-backup-store.adapter';
import { ManualTime } from '../../../src/adapters/time/manual-time.adapter';
import { createEditSession } from '../../../src/application/editing/edit-session';
import { editingKitOver } from '../../../src/application/editing/editing-kit';

const DOC = 'item:news:news-001';

function kitOfTwins() {
  const time = new ManualTime(Date.UTC(2026, 10, 23, 2, 0));
  const authoring = new MemoryAuthoring(time);
  const history = new MemoryHistory(time, authoring);
  const dialogs = new MemoryDialogs();
  authoring.seed(DOC, { id: 'news-001', title: '燈塔修復' });
  const kit = editingKitOver({
    authoring,
    history,
    publishing: new MemoryPublishing(authoring, time),
    rights: new MemoryRights(),
    uploads: new MemoryUploads(),
    library: new MemoryUploadLibrary().add({
      fileId: 'f1',
      name: 'lighthouse.jpg',
      ext: 'jpg',
      original: '/media/uploads/f1/original.jpg',
      alt: '燈塔',
      decorative: false,
      width: 800,
      height: 600,
      uploadedAt: '2026-11-23T02:00:00.000Z',
    }),
    dialogs,
    clock: time,
    openSession: ({ docId, canWrite }) =>
      createEditSession({
        docId,
        account: 'editor',
        authoring,
        backups: new MemoryBackupStore(),
        timers: time,
        clock: time,
        newKey: () => 'key',
        canWrite,
      }),
  });
  return { kit, authoring, history, dialogs };
}

describe('the editing kit', () => {
  it('runs each use case over the ports it was made of', async () => {
    const { kit, authoring, history } = kitOfTwins();
    const session = kit.openSession({ docId: DOC, canWrite: true });
    await session.open();

    await history.revisions(DOC);
    expect(
      await kit.publish({ action: 'publish', docId: DOC, session, checkPreview: async () => [] }),
    ).toMatchObject({ kind: 'done' });
    expect(await kit.takeOver(session)).toEqual({ kind: 'not-held' });
    expect((await kit.revisions(DOC)).length).toBeGreaterThan(0);
    expect(await kit.revision(DOC, 1)).toMatchObject({ revision: 1 });
    expect(await kit.audit(DOC)).toEqual(expect.any(Array));
    expect(await kit.restoreRevision({ session, docId: DOC, revision: 1 })).toMatchObject({
      kind: 'restored',
    });
    expect(await kit.searchDocuments({ type: 'item', path: 'news', limit: 10, offset: 0 })).toMatchObject({
      total: 1,
    });
    expect(await kit.listDocuments({ path: 'news', page: 0 })).toMatchObject({ total: 1 });
    expect(await kit.removeItem({ docId: DOC, session })).toEqual({ kind: 'removed' });
    expect((await kit.trash('news')).map((row) => row.docId)).toEqual([DOC]);
    await kit.restoreFromTrash(DOC);
    expect(authoring.current(DOC).status).not.toBe('deleted');
    expect(await kit.createItem({ path: 'news', title: '颱風停班' })).toMatchObject({ kind: 'created' });
    expect(await kit.createModule({ title: '公告', path: 'notices', kind: 'normal' })).toMatchObject({
      kind: 'created',
      docId: 'settings:notices',
    });
    expect(await kit.siteSettings()).toEqual({
      indexEditable: false,
      requireReview: false,
      requireClassification: false,
    });
    expect(await kit.reviewContext({ r: true, w: true, d: false })).toMatchObject({ mode: 'publish' });
    expect(await kit.dashboard()).toMatchObject({ kind: 'ready' });
    expect(await kit.moduleRights(['about', 'news'])).toEqual([
      { r: true, w: true, d: true, p: true },
      { r: true, w: true, d: true, p: true },
    ]);
    expect(await kit.openSubmission('settings:notices')).toMatchObject({ kind: 'ready', waiting: false });
    expect(
      await kit.review({
        action: 'return',
        note: '',
        docId: 'settings:notices',
        document: await authoring.document('settings:notices'),
      }),
    ).toMatchObject({ kind: 'note-required' });
    expect(kit.uploadQueue(() => undefined).getSnapshot()).toMatchObject({ pending: [], finished: [] });
    expect(await kit.imageLibrary({ path: 'news', q: ' 燈塔 ', page: 0 })).toEqual({
      kind: 'ready',
      choices: [
        {
          src: '/media/uploads/f1/original.jpg',
          name: 'lighthouse.jpg',
          width: 800,
          height: 600,
          alt: '燈塔',
          decorative: false,
        },
      ],
      total: 1,
      page: 0,
      pages: 1,
    });
  });

  it('asks the server for the site settings once when review and classification ask together', async () => {
    const { kit, authoring } = kitOfTwins();
    let reads = 0;
    const read = authoring.siteSettings.bind(authoring);
    authoring.siteSettings = () => {
      reads += 1;
      return read();
    };
    authoring.settings = { ...authoring.settings, requireReview: true, requireClassification: true };
    const [review, classification] = await Promise.all([
      kit.reviewContext({ r: true, w: true, d: false }),
      kit.classificationContext(DOC),
    ]);
    expect(review).toMatchObject({ requireReview: true, mode: 'submit' });
    expect(classification).toMatchObject({ required: true });
    expect(reads).toBe(1);
    // Asked again later, as when an administrator has switched review off: read anew.
    authoring.settings = { ...authoring.settings, requireReview: false };
    expect(await kit.reviewContext({ r: true, w: true, d: false })).toMatchObject({ requireReview: false });
    expect(reads).toBe(2);
  });
});
