import type { MenuItem, SiteFooter } from '../../../src/shared/api-types';
import { isSafeLinkAddress, LINK_ADDRESS_TEXT } from '../../../src/shared/link-address';
import { expectErrorBody } from '../support/http-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { signIn, type EditorClient } from '../support/sign-in';

const UNSAFE = [
  'javascript:alert(1)',
  ' JavaScript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.example/home',
  '/\\evil.example',
];
const SAFE = [
  'https://data.gov.tw',
  'http://example.tw/a?b=1',
  'mailto:service@example.tw',
  'tel:+886-2-1234-5678',
  '/home/zh-tw/privacy',
];

describe('links of the site chrome', () => {
  let server: TestServer;
  let editor: EditorClient;

  beforeAll(async () => {
    server = await startTestServer();
    editor = await signIn(server, 'editor');
  });
  afterAll(() => server.close());

  /** Saves `change(draft)` on a chrome document and answers the reply; the draft stays current. */
  const saveChrome = async (docId: string, change: (draft: unknown) => unknown) => {
    const doc = await editor.doc(docId);
    return editor.save(docId, doc.revision, change(doc.draft));
  };

  it('tells web, mail, phone and site addresses from script, data and other-site ones', () => {
    for (const address of SAFE) expect([address, isSafeLinkAddress(address)]).toEqual([address, true]);
    for (const address of UNSAFE) expect([address, isSafeLinkAddress(address)]).toEqual([address, false]);
  });

  it.each(UNSAFE)('refuses a footer link to %j with 400 and the form’s zh-TW message', async (url) => {
    const answer = await saveChrome('chrome:footer', (draft) => {
      const footer = draft as SiteFooter;
      return { ...footer, links: [...footer.links, { title: '壞連結', url }] };
    });
    const fields = expectErrorBody(answer, 400).fields ?? {};
    expect(Object.values(fields)).toEqual([LINK_ADDRESS_TEXT]);
    expect(Object.keys(fields)[0]).toMatch(/^data\.links\.\d+\.url$/);
  });

  it('refuses script addresses in a banner row and in a menu item two levels down', async () => {
    for (const docId of ['chrome:banner', 'chrome:bannerMobile']) {
      const answer = await saveChrome(docId, (draft) => {
        const banner = draft as { rows: Array<Record<string, unknown>> };
        return {
          ...banner,
          rows: banner.rows.map((row, i) => (i === 0 ? { ...row, link: 'data:text/html,x' } : row)),
        };
      });
      expect(expectErrorBody(answer, 400).fields).toEqual({ 'data.rows.0.link': LINK_ADDRESS_TEXT });
    }
    const answer = await saveChrome('chrome:menu', (draft) => {
      const [first, ...rest] = draft as MenuItem[];
      const child: MenuItem = { id: 'menu-bad', title: '壞', url: 'vbscript:msgbox(1)', children: [] };
      return [{ ...first, children: [{ ...first?.children[0], children: [child] }] }, ...rest];
    });
    expect(expectErrorBody(answer, 400).fields).toEqual({
      'data.0.children.0.children.0.url': LINK_ADDRESS_TEXT,
    });
  });

  it('saves footer, banner and menu links to web, mail, phone and site addresses, and empty ones', async () => {
    const footer = await saveChrome('chrome:footer', (draft) => ({
      ...(draft as SiteFooter),
      links: [...SAFE, ''].map((url, i) => ({ title: `連結 ${i}`, url })),
    }));
    expect(footer.status).toBe(200);
    const banner = await saveChrome('chrome:banner', (draft) => draft);
    expect(banner.status).toBe(200);
    const menu = await saveChrome('chrome:menu', (draft) => [
      ...(draft as MenuItem[]),
      { id: 'menu-mail', title: '寫信給我們', url: 'mailto:service@example.tw', children: [] },
    ]);
    expect(menu.status).toBe(200);
  });

  it('refuses to publish a footer draft with a script link saved before the rule, and publishes nothing', async () => {
    const doc = await editor.doc('chrome:footer');
    const footer = doc.draft as SiteFooter;
    const stale = { ...footer, links: [...footer.links, { title: '舊連結', url: 'javascript:alert(1)' }] };
    // Written straight into the database, as a draft from before the check would be.
    await server.sql('UPDATE documents SET draft_json = ? WHERE doc_id = ?', [
      JSON.stringify(stale),
      'chrome:footer',
    ]);
    const answer = await editor.send('POST', '/backend/documents/chrome%3Afooter/publish', {
      ifMatch: doc.revision,
      body: {},
    });
    const error = expectErrorBody(answer, 422);
    expect(error.error_description).toContain(LINK_ADDRESS_TEXT);
    expect(Object.keys(error.fields ?? {})).toEqual([expect.stringMatching(/^data\.links\.\d+\.url$/)]);
    const publicFooter = await (await fetch(`${server.baseUrl}/api/site/footer`)).json();
    expect(JSON.stringify(publicFooter)).not.toContain('javascript:');
  });
});
