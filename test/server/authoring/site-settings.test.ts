import type { SiteFooter, SiteMetadata } from '../../../src/shared/api-types';
import { ACCOUNT_PATHS, type CreatedAccount } from '../../../src/shared/accounts.types';
import type { FullSiteSettings } from '../../../src/shared/site-settings.schema';
import { expectErrorBody, getJson } from '../support/http-client';
import { NO_TWO_STEP, startTestServer, type TestServer } from '../support/test-server';
import { signIn, type EditorClient } from '../support/sign-in';

const SETTINGS = '/backend/site/settings';
const HOME = '/home/zh-tw';

interface AuditRow {
  action: string;
  account: string;
  detail: string | null;
}

describe('網站設定 on the placeholder site of an empty database', () => {
  let server: TestServer;
  let admin: EditorClient;

  beforeAll(async () => {
    server = await startTestServer({
      ...NO_TWO_STEP,
      seedDemo: false,
      firstAdmin: { account: 'webmaster', password: 'Lantern-festival-2026' },
    });
    admin = await signIn(server, 'webmaster', 'Lantern-festival-2026');
    const changed = await admin.send('POST', ACCOUNT_PATHS.myPassword, {
      body: { current: 'Lantern-festival-2026', next: 'Harbour-lights-2026-west' },
    });
    expect(changed.status).toBe(204);
  });
  afterAll(() => server.close());

  const page = async (path: string) => {
    const response = await fetch(`${server.baseUrl}${path}`);
    return response.text();
  };

  it('answers the whole profile, starting from the placeholder', async () => {
    const settings = await admin.send<FullSiteSettings>('GET', SETTINGS);
    expect(settings.body).toEqual({
      indexEditable: true,
      requireReview: false,
      requireClassification: false,
      title: '網站名稱',
      agency: '',
      description: '網站建置中',
      keywords: [],
      calendar: 'gregorian',
      pageFeedback: true,
      contact: { address: '', phone: '', fax: '', email: '', openingHours: '' },
    });
  });

  it('sets the name, description, review and contact at once, on the API and the served page', async () => {
    // The page is kept by the rendered-page cache before the change: the change must drop it.
    expect(await page(HOME)).toContain('<title>網站名稱');
    expect(await page(HOME)).toContain('網站建置中');
    const put = await admin.send<FullSiteSettings>('PUT', SETTINGS, {
      body: {
        title: '  臨海文化館 ',
        agency: ' 臨海鎮公所 ',
        description: '臨海鎮的港口與工藝',
        keywords: ['港口', '工藝'],
        requireReview: true,
        calendar: 'roc',
        contact: { address: '臨海鎮港口路 1 號', phone: '(09) 555-0123', email: 'service@linhai.example.tw' },
      },
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({
      title: '臨海文化館',
      agency: '臨海鎮公所',
      requireReview: true,
      indexEditable: true,
      calendar: 'roc',
      contact: { address: '臨海鎮港口路 1 號', phone: '(09) 555-0123', fax: '', openingHours: '' },
    });

    const metadata = await getJson<SiteMetadata>(`${server.baseUrl}/api/site/metadata`);
    expect(metadata.body).toMatchObject({
      title: '臨海文化館',
      agency: '臨海鎮公所',
      description: '臨海鎮的港口與工藝',
      keywords: ['港口', '工藝'],
      calendar: 'roc',
    });
    const footer = await getJson<SiteFooter>(`${server.baseUrl}/api/site/footer`);
    // The placeholder's 網站名稱 in the header and the copyright now reads the site's name.
    expect(footer.body).toMatchObject({
      copyright: '臨海文化館',
      address: '臨海鎮港口路 1 號',
      email: 'service@linhai.example.tw',
    });
    expect(footer.body).not.toHaveProperty('fax');
    const header = await getJson<{ title: string }>(`${server.baseUrl}/api/site/header`);
    expect(header.body.title).toBe('臨海文化館');

    const home = await page(HOME);
    expect(home).toContain('<title>臨海文化館</title>');
    expect(home).toContain('<meta name="description" content="臨海鎮的港口與工藝" />');
    expect(home).not.toContain('網站建置中');

    const audit = await admin.send<{ rows: AuditRow[] }>('GET', '/backend/audit?action=settings.update');
    expect(audit.body.rows[0]).toEqual(
      expect.objectContaining({
        account: 'webmaster',
        detail:
          '網站名稱：「網站名稱」 → 「臨海文化館」；機關名稱：（空白） → 「臨海鎮公所」；網站簡介：「網站建置中」 → 「臨海鎮的港口與工藝」；' +
          '關鍵字：（空白） → 「港口、工藝」；發布前需送審：關閉 → 開啟；日期格式：西元 → 民國；' +
          '地址：（空白） → 「臨海鎮港口路 1 號」；電話：（空白） → 「(09) 555-0123」；' +
          '電子郵件：（空白） → 「service@linhai.example.tw」',
      }),
    );
  });

  it('keeps what a PUT leaves out, and writes no audit row when nothing changed', async () => {
    const before = await admin.send<{ total: number }>('GET', '/backend/audit?action=settings.update');
    const put = await admin.send<FullSiteSettings>('PUT', SETTINGS, { body: { contact: { fax: '' } } });
    expect(put.body).toMatchObject({ title: '臨海文化館', contact: { address: '臨海鎮港口路 1 號' } });
    const after = await admin.send<{ total: number }>('GET', '/backend/audit?action=settings.update');
    expect(after.body.total).toBe(before.body.total);
  });

  it('refuses bad input with zh-TW messages per field, and changes nothing', async () => {
    const bad = await admin.send('PUT', SETTINGS, {
      body: {
        title: '   ',
        description: '簡'.repeat(301),
        keywords: ['港口', '港口'],
        calendar: 'lunar',
        contact: { email: 'not-an-address', phone: 'call me' },
      },
    });
    const body = expectErrorBody(bad, 400);
    expect(body.fields).toEqual({
      title: '請填寫網站名稱',
      description: '網站簡介不可超過 300 個字',
      keywords: '關鍵字重複了',
      calendar: '日期格式只能是民國或西元',
      'contact.email': '電子郵件格式不正確，例如 service@example.gov.tw',
      'contact.phone': '電話格式不正確，例如 (02) 2345-6789 或 0912-345-678',
    });
    expect(expectErrorBody(await admin.send('PUT', SETTINGS, { body: { owner: 'x' } }), 400).fields).toEqual({
      owner: '不接受的欄位',
    });
    expect((await admin.send<FullSiteSettings>('GET', SETTINGS)).body.title).toBe('臨海文化館');
  });

  it('is for administrators only, with a worded 403', async () => {
    const created = await admin.send<CreatedAccount>('POST', ACCOUNT_PATHS.accounts, {
      body: { account: 'writer1', displayName: '林寫手', admin: false, rights: [] },
    });
    expect(created.status).toBe(201);
    const writer = await signIn(server, 'writer1', created.body.initialPassword);
    await writer.send('POST', ACCOUNT_PATHS.myPassword, {
      body: { current: created.body.initialPassword, next: 'Quiet-harbour-2026-east' },
    });
    const refused = await writer.send('PUT', SETTINGS, { body: { title: '我的網站' } });
    expect(expectErrorBody(refused, 403).error_description).toBe('只有網站管理者可以執行這項操作。');
    // Reading is every staff member's, rights or none: a writer's editor must know whether 送審
    // is required, or it would offer 發布 and meet the server's 403.
    const read = await writer.send<FullSiteSettings>('GET', SETTINGS);
    expect(read.status).toBe(200);
    expect(read.body.requireReview).toBe(true); // switched on by the test above
  });
});
