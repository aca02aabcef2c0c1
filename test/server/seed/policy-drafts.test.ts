import { render } from '../../../src/composition/server-render';
import type { DocumentView } from '../../../src/server/authoring/document-view';
import { buildDemoSite } from '../../../src/server/demo';
import { placeholderSite } from '../../../src/server/seed/placeholder-site';
import {
  policyFactsOf,
  policyPageDraft,
  TEMPLATE_NOTE,
  withPolicyDrafts,
} from '../../../src/server/seed/policy-drafts';
import { seedBreaks } from '../../../src/server/seed/site-seed.service';
import type { PageObject, SiteFooter } from '../../../src/shared/api-types';
import { DEFAULT_PASSWORD_POLICY } from '../../../src/shared/password-rules';
import { POLICY_PAGES } from '../../../src/shared/policy-pages';
import { getJson } from '../support/http-client';
import { writeRenderBuild } from '../support/render-build';
import { docUrl, signIn, type EditorClient } from '../support/sign-in';
import { NO_TWO_STEP, startTestServer, type TestServer } from '../support/test-server';

const FIRST_ADMIN = { account: 'webmaster', password: 'Tide-Lantern#2026' };
const PATHS = POLICY_PAGES.map((page) => page.path);

/** The rendered page's footer landmark. */
const footerOf = (html: string): string => /<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? '';

describe('the default texts of the policy pages', () => {
  it('mark every place to complete, and write in what the seed knows of its institution', () => {
    const unknown = policyPageDraft('privacy', {});
    expect(unknown.content.startsWith(`<p><strong>${TEMPLATE_NOTE}</strong>`)).toBe(true);
    expect(unknown.content).toContain('<mark>【請填寫：機關名稱】</mark>（以下簡稱本機關）');
    expect(unknown.content).toContain('<mark>【請填寫：聯絡電子郵件】</mark>');
    const known = policyPageDraft('privacy', { agency: '臨海鎮公所', email: 'service@linhai.example' });
    expect(known.content).toContain('臨海鎮公所（以下簡稱本機關）');
    expect(known.content).toContain('<a href="mailto:service@linhai.example">service@linhai.example</a>');
    expect(known.content).not.toContain('請填寫：機關名稱');
    expect(known.content).toContain('<mark>【請填寫：聯絡電話】</mark>');
    expect(known.dataProvider).toBe('臨海鎮公所');
  });

  it('declare reuse under 政府資料開放授權條款第1版, with attribution, linking the licence', () => {
    const declaration = policyPageDraft('open-data-declaration', { agency: '臨海鎮公所' });
    expect(declaration.title).toBe('政府網站資料開放宣告');
    expect(declaration.content).toContain('href="https://data.gov.tw/license"');
    expect(declaration.content).toContain('政府資料開放授權條款－第1版');
    expect(declaration.content).toContain('<h2>二、註明出處</h2>');
    expect(declaration.content).toContain('提供機關：臨海鎮公所');
  });

  it('escape an institution’s name and e-mail as text', () => {
    const page = policyPageDraft('security', { agency: '<b>公所</b>', email: 'a"b@x.example' });
    expect(page.content).toContain('&lt;b&gt;公所&lt;/b&gt;');
    expect(page.content).toContain('href="mailto:a&quot;b@x.example"');
  });

  it('take 網站設定’s 機關名稱 and contact e-mail over the site’s name and the footer’s', () => {
    const seed = placeholderSite('臨海鎮公所網站');
    expect(policyFactsOf(seed)).toEqual({ agency: '臨海鎮公所網站' });
    const footer: SiteFooter = { ...seed.footer, email: 'footer@linhai.example' };
    const metadata = { ...seed.metadata, agency: '臨海鎮公所', contact: { email: 'desk@linhai.example' } };
    expect(policyFactsOf({ footer, metadata })).toEqual({
      agency: '臨海鎮公所',
      email: 'desk@linhai.example',
    });
    expect(policyFactsOf({ footer, metadata: seed.metadata })).toEqual({
      agency: '臨海鎮公所網站',
      email: 'footer@linhai.example',
    });
  });

  it('pass every rule a seed is planted under, in the placeholder and in a named site', async () => {
    for (const seed of [placeholderSite(), placeholderSite('臨海鎮公所')])
      expect(await seedBreaks(seed, 'placeholder', DEFAULT_PASSWORD_POLICY)).toEqual([]);
  });
});

describe('withPolicyDrafts', () => {
  it('gives the placeholder the three pages as drafts, in the home page’s frame, named where known', () => {
    const unnamed = placeholderSite();
    expect(Object.keys(unnamed.modules)).toEqual(PATHS);
    for (const { path, title } of POLICY_PAGES)
      expect(unnamed.modules[path]).toEqual(
        expect.objectContaining({
          kind: 'single',
          draft: true,
          info: { moduleKey: 'cms-single', templateKey: 'template-001', title },
        }),
      );
    expect(unnamed.modules.security!.page!.content).toContain('請填寫：機關名稱');
    expect(placeholderSite('臨海鎮公所').modules.security!.page!.content).toContain(
      '臨海鎮公所（以下簡稱本機關）',
    );
  });

  it('keeps a module the seed has at a policy path, and fills a copied single page that has no text', () => {
    const demo = buildDemoSite();
    const given = {
      ...demo,
      modules: {
        privacy: demo.modules.privacy!,
        security: { ...demo.modules.security!, page: undefined },
        'open-data-declaration': { ...demo.modules.news!, kind: 'normal' as const },
      },
    };
    const seeded = withPolicyDrafts(given);
    expect(seeded.modules.privacy).toBe(demo.modules.privacy);
    expect(seeded.modules['open-data-declaration']).toBe(given.modules['open-data-declaration']);
    expect(seeded.modules.security).toEqual(
      expect.objectContaining({ info: demo.modules.security!.info, draft: true }),
    );
    expect(seeded.modules.security!.page!.content).toContain('國立臨海文化記憶館（以下簡稱本機關）');
  });
});

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
    // The first administrator's one-time password is changed on the account screen; not the subject here.
    await server.sql('UPDATE users SET must_change_password = 0');
    admin = await signIn(server, FIRST_ADMIN.account, FIRST_ADMIN.password);
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
