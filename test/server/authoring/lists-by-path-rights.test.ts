import type { DashboardSummary } from '../../../src/shared/review.types';
import { aSmallSite } from '../support/demo-site.builder';
import { startTestServer, type TestServer } from '../support/test-server';
import { docUrl, signIn, type EditorClient } from '../support/sign-in';

type Data = Record<string, unknown> & { title: string };
type Listed = { rows: Array<{ docId: string; path: string; title: string | null }>; total: number };

const NONE = { r: false, w: false, d: false, p: false };
const SECRET = '尚未公開的人事異動';

/**
 * `outsider` reads the whole site (r on `*`) except news, which is closed to it (`r:false` on
 * news): no list may name a news document to it, whichever way it asks.
 */
describe('lists filter rows by their own path’s read right', () => {
  let server: TestServer;
  let editor: EditorClient;
  let outsider: EditorClient;

  beforeAll(async () => {
    server = await startTestServer({
      seed: {
        site: () => {
          const site = aSmallSite();
          return {
            ...site,
            accounts: [
              ...site.accounts,
              {
                account: 'outsider',
                password: 'Outsider#2026',
                displayName: '外人',
                rights: { ...NONE, r: true },
                pathRights: { news: NONE },
              },
            ],
          };
        },
        images: () => [],
      },
    });
    editor = await signIn(server, 'editor');
    outsider = await signIn(server, 'outsider', 'Outsider#2026');
    // A draft title on news, a news item in the trash, and one scheduled.
    const n1 = await editor.doc('item:news:n1');
    expect(
      (await editor.save('item:news:n1', n1.revision, { ...(n1.draft as Data), title: SECRET })).status,
    ).toBe(200);
    expect((await editor.send('DELETE', docUrl('item:news:n2'))).status).toBe(200);
    const n3 = await editor.doc('item:news:n3');
    const at = new Date(server.clock.now() + 3_600_000).toISOString();
    expect(
      (await editor.send('POST', docUrl('item:news:n3', '/publish'), { ifMatch: n3.revision, body: { at } }))
        .status,
    ).toBe(200);
    // Something the outsider may see on each list: a people draft and a people item in the trash.
    const p1 = await editor.doc('item:people:p1');
    await editor.save('item:people:p1', p1.revision, { ...(p1.draft as Data), title: '人物草稿' });
    expect((await editor.send('DELETE', docUrl('item:people:p2'))).status).toBe(200);
  });
  afterAll(() => server.close());

  const list = async (client: EditorClient, query: string) => {
    const answer = await client.send<Listed>('GET', `/backend/documents${query}`);
    expect(answer.status).toBe(200);
    return answer.body;
  };

  it('leaves the closed path out of the whole list and its title search, totals included', async () => {
    const all = await list(outsider, '?limit=200');
    expect(all.rows.some((row) => row.docId === 'item:people:p1')).toBe(true);
    expect(all.rows.filter((row) => row.path === 'news')).toEqual([]);
    expect(all.total).toBe(all.rows.length);
    expect((await list(editor, '?limit=200')).rows.some((row) => row.path === 'news')).toBe(true);

    expect(await list(outsider, `?q=${encodeURIComponent('人事')}`)).toEqual({ rows: [], total: 0 });
    expect((await list(editor, `?q=${encodeURIComponent('人事')}`)).rows.map((row) => row.title)).toEqual([
      SECRET,
    ]);
    expect((await list(outsider, '?type=item&limit=200')).rows.every((row) => row.path !== 'news')).toBe(
      true,
    );
    // Asking for the path itself stays refused, as before.
    expect((await outsider.send('GET', '/backend/documents?path=news')).status).toBe(403);
  });

  it('leaves the closed path out of the trash', async () => {
    const trash = await outsider.send<Listed>('GET', '/backend/trash');
    expect(trash.status).toBe(200);
    expect(trash.body.rows.map((row) => row.docId)).toEqual(['item:people:p2']);
    expect(trash.body.total).toBe(1);
    const all = await editor.send<Listed>('GET', '/backend/trash');
    expect(all.body.rows.map((row) => row.docId).sort()).toEqual(['item:news:n2', 'item:people:p2']);
    expect((await outsider.send('GET', '/backend/trash?path=news')).status).toBe(403);
  });

  it('leaves the closed path off the dashboard', async () => {
    const summary = (await outsider.send<DashboardSummary>('GET', '/backend/dashboard')).body;
    const named = [
      summary.scheduled,
      summary.recentlyPublished,
      summary.returnedToMe,
      summary.myDrafts,
    ].flatMap((part) => part.rows.map((row) => row.path));
    expect(named).not.toContain('news');
    expect(summary.scheduled.count).toBe(0);
    const editors = (await editor.send<DashboardSummary>('GET', '/backend/dashboard')).body;
    expect(editors.scheduled.rows.map((row) => row.docId)).toEqual(['item:news:n3']);
  });
});
