import { render } from '../../../src/composition/server-render';
import type { DocumentView } from '../../../src/server/authoring/document-view';
import { ACCOUNT_PATHS } from '../../../src/shared/accounts.types';
import type { PageObject, SiteFooter } from '../../../src/shared/api-types';
import { POLICY_PAGES } from '../../../src/shared/policy-pages';
import { getJson } from '../support/http-client';
import { writeRenderBuild } from '../support/render-build';
import { docUrl, signIn, type EditorClient } from '../support/sign-in';
import { NO_TWO_STEP, startTestServer, type TestServer } from '../support/test-server';

/**
 * A new site's policy pages (隱私權保護政策, 資訊安全政策, 政府網站資料開放宣告) start as drafts
 * by the seed: staff find them, visitors get 404, and the public footer links each one once it is
 * published (the API and the server-rendered pages alike), without anyone editing the footer.
 */

const FIRST_ADMIN = { account: 'webmaster', password: 'Tide-Lantern#2026' };
const PATHS = POLICY_PAGES.map((page) => page.path);

/** The rendered page's footer landmark. */
const footerOf = (html: string): string => /<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? '';

describe('a new site’s policy pages, on a server started without the demo', () => {
  let server: TestServer;
  let admin: EditorClient;

  beforeAll(async () => {
    server = await startTestServer({
      ...NO_TWO_STEP,
      seedDemo: false,
      firstAdmin: FIRST_ADMIN,
      serverRender: true,
      renderBundle: render,
    });
    writeRenderBuild(server);
    admin = await signIn(server, FIRST_ADMIN.account, FIRST_ADMIN.password);
    // The first administrator's one-time password is changed first, as the account screen asks.
    const changed = await admin.send('POST', ACCOUNT_PATHS.myPassword, {
      body: { current: FIRST_ADMIN.password, next: 'Harbour-lights-2026-west' },
    });
    expect(changed.status).toBe(204);
  });
  afterAll(() => server.close());

  const footerLinks = async () =>
    (await getJson<SiteFooter>(`${server.baseUrl}/api/site/footer`)).body.links.map((link) => link.title);

  it('are unpublished drafts staff find in the content list, by the seed, at revision 1', async () => {
    const list = await admin.send<{ rows: Array<{ docId: string; status: string; title: string }> }>(
      'GET',
      '/backend/documents?type=page',
    );
    expect(list.status).toBe(200);
    const rows = list.body.rows.filter((row) => row.docId.startsWith('page:'));
    expect(
      rows
        .map(({ docId, status, title }) => ({ docId, status, title }))
        .sort((a, b) => a.docId.localeCompare(b.docId)),
    ).toEqual([
      { docId: 'page:open-data-declaration', status: 'draft', title: '政府網站資料開放宣告' },
      { docId: 'page:privacy', status: 'draft', title: '隱私權保護政策' },
      { docId: 'page:security', status: 'draft', title: '資訊安全政策' },
    ]);
    const security = await admin.doc('page:security');
    expect(security).toEqual(expect.objectContaining({ revision: 1, status: 'draft', published: null }));
    expect((security.draft as PageObject).content).toContain('<mark>【請填寫：機關名稱】</mark>');
    expect(await server.sql("SELECT action, account FROM revisions WHERE doc_id = 'page:security'")).toEqual([
      { action: 'create', account: 'seed' },
    ]);
    // The modules themselves are published: their settings documents, and their paths taken.
    expect((await admin.doc('settings:security')).status).toBe('published');
  });

  it('answer visitors 404, and the footer links none of them', async () => {
    for (const path of PATHS) {
      expect((await getJson(`${server.baseUrl}/api/cms/${path}`)).status).toBe(404);
      expect((await fetch(`${server.baseUrl}/home/zh-tw/${path}`)).status).toBe(404);
    }
    expect(await server.sql("SELECT count(*) AS n FROM items WHERE kind = 'single'")).toEqual([{ n: 0 }]);
    expect(await footerLinks()).toEqual([]);
  });

  it('become public once published, and the footer links each one as it is, in the fixed order', async () => {
    const publish = async (docId: string): Promise<DocumentView> => {
      const current = await admin.doc(docId);
      const answer = await admin.send('POST', docUrl(docId, '/publish'), {
        ifMatch: current.revision,
        body: {},
      });
      expect(answer.status).toBe(200);
      return answer.body;
    };
    const homeBefore = await (await fetch(`${server.baseUrl}/home/zh-tw`)).text();
    expect(homeBefore).toContain('網站建置中');
    expect(homeBefore).not.toContain('/home/zh-tw/open-data-declaration');

    await publish('page:open-data-declaration');
    const shown = await getJson<PageObject>(`${server.baseUrl}/api/cms/open-data-declaration`);
    expect([shown.status, shown.body.title]).toEqual([200, '政府網站資料開放宣告']);
    expect(await footerLinks()).toEqual(['政府網站資料開放宣告']);
    // The server-rendered pages (the home page kept by the page cache a moment ago) link it too.
    for (const path of ['', '/open-data-declaration']) {
      const html = await (await fetch(`${server.baseUrl}/home/zh-tw${path}`)).text();
      expect(footerOf(html)).toContain('<a href="/home/zh-tw/open-data-declaration"');
      expect(footerOf(html)).toContain('政府網站資料開放宣告');
    }

    await publish('page:privacy');
    expect(await footerLinks()).toEqual(['隱私權保護政策', '政府網站資料開放宣告']);
    // Another module's rendered page, kept since it was rendered above, is rendered again.
    const other = await (await fetch(`${server.baseUrl}/home/zh-tw/open-data-declaration`)).text();
    expect(footerOf(other)).toMatch(
      /href="\/home\/zh-tw\/privacy"[\s\S]*href="\/home\/zh-tw\/open-data-declaration"/,
    );

    const privacy = await admin.doc('page:privacy');
    expect(
      (
        await admin.send('POST', docUrl('page:privacy', '/unpublish'), {
          ifMatch: privacy.revision,
          body: {},
        })
      ).status,
    ).toBe(200);
    expect(await footerLinks()).toEqual(['政府網站資料開放宣告']);
    expect((await getJson(`${server.baseUrl}/api/cms/privacy`)).status).toBe(404);
  });
});
