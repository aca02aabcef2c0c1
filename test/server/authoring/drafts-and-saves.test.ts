import type { ApiErrorBody } from '../../../src/shared/api-types';
import { expectErrorBody, getJson } from '../support/http-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { docUrl, signIn, type EditorClient } from './support/editor-client';

interface Current {
  current: { revision: number; data: { title: string }; updatedBy: string; updatedAt: string };
}

describe('drafts and temporary saves', () => {
  let server: TestServer;
  let editor: EditorClient;
  let viewer: EditorClient;
  const newsId = 'item:news:news-001';

  beforeAll(async () => {
    server = await startTestServer();
    editor = await signIn(server, 'editor');
    viewer = await signIn(server, 'viewer');
  });
  afterAll(() => server.close());

  it('starts every seeded item as a published document at revision 1', async () => {
    const list = await editor.send<{ rows: Array<{ docId: string }>; total: number }>(
      'GET',
      '/backend/documents?type=item&path=news',
    );
    expect(list.status).toBe(200);
    expect(list.body.total).toBeGreaterThan(0);
    const first = list.body.rows[0]?.docId ?? '';
    const doc = await editor.doc(first);
    expect(doc).toEqual(expect.objectContaining({ revision: 1, status: 'published', publishedRevision: 1 }));
    expect(doc.published).toEqual(doc.draft);
  });
});
