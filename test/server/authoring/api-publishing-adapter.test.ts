import { ApiPublishing } from '../../../src/adapters/http/api-publishing.adapter';
import { ApiAuthoring } from '../../../src/adapters/http/api-authoring.adapter';
import { SaveConflict } from '../../../src/domain/editing/authoring.port';
import { PublishBlocked } from '../../../src/domain/editing/publishing.port';
import { ApiError } from '../../../src/domain/errors/api-errors';
import { outcome } from '../../domain/support/outcome';
import { startTestServer, type TestServer } from '../support/test-server';
import { apiClientFor, newsDocIds } from './support/api-client-for';

// The adapter as the browser runs it: the real api client over FetchHttp, against the real server.
describe('ApiPublishing against the reference server', () => {
  let server: TestServer;
  const docIds: string[] = [];
  let nextDoc = 0;
  const freshDocId = (): string => docIds[nextDoc++] ?? '';

  async function signedIn() {
    const { api, dialogs } = await apiClientFor(server, 'editor');
    return { publishing: new ApiPublishing(api), authoring: new ApiAuthoring(api), dialogs };
  }

  beforeAll(async () => {
    server = await startTestServer();
    docIds.push(...(await newsDocIds(server)));
  });
  afterAll(() => server.close());

  it('publishes a saved draft and answers the document as published', async () => {
    const { publishing, authoring } = await signedIn();
    const docId = freshDocId();
    const doc = await authoring.document(docId);
    const saved = await authoring.save(
      docId,
      { ...doc.draft, title: '要發布的標題' },
      doc.revision,
      'key-pub-0001',
    );
    const published = await publishing.publish(docId, saved.revision);
    expect(published).toMatchObject({ status: 'published', revision: saved.revision + 1 });
    expect(published.published).toMatchObject({ title: '要發布的標題' });
  });

  it('schedules a publish at a time and an unpublish likewise', async () => {
    const { publishing, authoring } = await signedIn();
    const docId = freshDocId();
    const doc = await authoring.document(docId);
    const at = new Date(server.clock.now() + 3_600_000).toISOString();
    const scheduled = await publishing.publish(docId, doc.revision, at);
    expect(scheduled.status).toBe('scheduled');
    expect(Date.parse(scheduled.schedule.publishAt ?? '')).toBe(Date.parse(at));
    const off = await publishing.unpublish(docId, scheduled.revision, at);
    expect(Date.parse(off.schedule.unpublishAt ?? '')).toBe(Date.parse(at));
  });

  it('unpublishes now, so the document is a draft again', async () => {
    const { publishing, authoring } = await signedIn();
    const docId = freshDocId();
    const doc = await authoring.document(docId);
    expect(await publishing.unpublish(docId, doc.revision)).toMatchObject({
      status: 'draft',
      published: null,
    });
  });

  it('rejects a stale revision with SaveConflict and no dialog', async () => {
    const { publishing, authoring, dialogs } = await signedIn();
    const docId = freshDocId();
    const doc = await authoring.document(docId);
    await authoring.save(docId, { ...doc.draft, title: '更新' }, doc.revision, 'key-stale-0001');
    const { error } = await outcome(publishing.publish(docId, doc.revision));
    expect(error).toBeInstanceOf(SaveConflict);
    expect((error as SaveConflict).current.revision).toBe(doc.revision + 1);
    expect(dialogs.shown).toEqual([]);
  });

  it('rejects a draft the server’s check refuses with PublishBlocked and its findings', async () => {
    const { publishing, authoring, dialogs } = await signedIn();
    const docId = freshDocId();
    const doc = await authoring.document(docId);
    const saved = await authoring.save(
      docId,
      { ...doc.draft, content: '<p><a href="/x"></a></p>' },
      doc.revision,
      'key-block-0001',
    );
    const { error } = await outcome(publishing.publish(docId, saved.revision));
    expect(error).toBeInstanceOf(PublishBlocked);
    expect((error as PublishBlocked).message).toBe('發布前的無障礙檢查未通過');
    expect((error as PublishBlocked).findings).toEqual([
      expect.objectContaining({ code: 'HM1240401C', field: 'content', severity: 'blocking' }),
    ]);
    expect(dialogs.shown).toEqual([]);
  });

  it('leaves a 409 (settings cannot be unpublished) as an ApiError', async () => {
    const { publishing, authoring } = await signedIn();
    const settings = await authoring.document('settings:news');
    const { error } = await outcome(publishing.unpublish('settings:news', settings.revision));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409 });
  });
  it('answers the published menu (stored as a list) as the editor reads it: every item kept', async () => {
    const { publishing, authoring } = await signedIn();
    const menu = await authoring.document('chrome:menu');
    const items = menu.draft.items as unknown[];
    expect(items.length).toBeGreaterThan(2);
    const published = await publishing.publish('chrome:menu', menu.revision);
    expect(published.status).toBe('published');
    // The form reads `items`: an empty record here emptied the menu editor after 發布.
    expect(published.draft.items).toEqual(items);
    expect(published.published?.items).toEqual(items);
    // A stale revision's conflict carries the server's copy in the same fields.
    const { error } = await outcome(publishing.publish('chrome:menu', menu.revision));
    expect(error).toBeInstanceOf(SaveConflict);
    expect((error as SaveConflict).current.data).toEqual({ items });
  });
});
