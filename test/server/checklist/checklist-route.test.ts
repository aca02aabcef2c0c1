import { noCaptchaVerifier } from '../../../src/server/auth/captcha.verifier';
import { recordBackup } from '../../../src/server/backup/backup.service';
import { openStorage } from '../../../src/server/storage/open-storage';
import { ACCOUNT_PATHS } from '../../../src/shared/accounts.types';
import { AUTHORING_PATHS } from '../../../src/shared/authoring-paths';
import { CHECKLIST_IDS, type ChecklistLine, type SiteChecklist } from '../../../src/shared/site-checklist';
import { expectErrorBody } from '../support/http-client';
import { NO_TWO_STEP, startTestServer, type TestServer } from '../support/test-server';
import { signIn } from '../support/sign-in';

const CHECKLIST = AUTHORING_PATHS.siteChecklist;
const DAY = 86_400;

const lineOf = (checklist: SiteChecklist, id: ChecklistLine['id']): ChecklistLine => {
  const found = checklist.lines.find((line) => line.id === id);
  if (!found) throw new Error(`no line ${id}`);
  return found;
};

/** `npm run backup`'s audit row, written into the server's database by the service the command calls. */
async function backedUp(server: TestServer): Promise<void> {
  const storage = await openStorage(server.database);
  try {
    await recordBackup(storage, server.clock, { file: 'nightly.tar.gz', bytes: 2048, encrypted: true });
  } finally {
    await storage.close();
  }
}

describe('政府網站檢核 on the demo', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ ...NO_TWO_STEP, publicOrigin: 'https://museum.example.gov.tw' });
  });
  afterAll(() => server.close());

  it('refuses anyone but an administrator, in zh-TW', async () => {
    const editor = await signIn(server, 'editor');
    const answer = await editor.send('GET', CHECKLIST);
    expect(expectErrorBody(answer, 403).error_description).toBe('只有網站管理者可以執行這項操作。');
    const stranger = await fetch(`${server.baseUrl}${CHECKLIST}`);
    expect(stranger.status).toBe(612);
  });

  it('answers every line from the demo’s data and the server’s settings', async () => {
    const admin = await signIn(server, 'admin');
    const answer = await admin.send<SiteChecklist>('GET', CHECKLIST);
    expect(answer.status).toBe(200);
    const checklist = answer.body;
    expect(checklist.checkedAt).toBe(new Date(server.clock.now()).toISOString());
    expect(checklist.lines.map((line) => line.id)).toEqual([...CHECKLIST_IDS]);
    // The demo's footer: address, phone and e-mail; 最後更新; a link to 網站導覽; the mark, undated.
    expect(lineOf(checklist, 'contact').state).toBe('ok');
    expect(lineOf(checklist, 'sitemap')).toMatchObject({ state: 'ok' });
    expect(lineOf(checklist, 'sitemap').text).toMatch(/^網站導覽有 \d+ 個項目，可從頁尾前往。$/);
    expect(lineOf(checklist, 'accessibility-mark').state).toBe('warning');
    expect(lineOf(checklist, 'open-data').text).toMatch(/^開放資料頁提供 \d+ 個有資料的資料集/);
    expect(lineOf(checklist, 'public-origin')).toMatchObject({
      state: 'ok',
      text: '網站對外網址是 https://museum.example.gov.tw。',
    });
    // No CAPTCHA_SECRET on a test server, and REQUIRE_2FA=off (NO_TWO_STEP).
    expect(lineOf(checklist, 'captcha').state).toBe('missing');
    expect(lineOf(checklist, 'two-factor')).toMatchObject({ state: 'missing' });
    expect(lineOf(checklist, 'classification').text).toMatch(/^已分類 \d+／\d+ 則/);
    expect(lineOf(checklist, 'backup')).toMatchObject({ state: 'missing', text: '從未備份。' });
  });

  it('reads the last backup’s audit row, and warns once it is older than 7 days', async () => {
    await backedUp(server);
    server.clock.advanceSeconds(3 * DAY);
    const admin = await signIn(server, 'admin');
    const first = await admin.send<SiteChecklist>('GET', CHECKLIST);
    expect(first.status).toBe(200);
    expect(lineOf(first.body, 'backup')).toMatchObject({ state: 'ok', text: '上次備份：3 天前。' });
    // The row reads in zh-TW on 稽核紀錄.
    const audit = await admin.send<{ rows: Array<{ action: string; account: string; detail: string }> }>(
      'GET',
      `${ACCOUNT_PATHS.audit}?action=site.backup`,
    );
    expect(audit.body.rows).toEqual([
      expect.objectContaining({
        action: 'site.backup',
        account: 'cli',
        detail: JSON.stringify({ file: 'nightly.tar.gz', bytes: 2048, encrypted: true }),
      }),
    ]);
    server.clock.advanceSeconds(5 * DAY);
    // A session lasts 12 hours at most: the administrator signs in again.
    const later = await (await signIn(server, 'admin')).send<SiteChecklist>('GET', CHECKLIST);
    expect(lineOf(later.body, 'backup')).toMatchObject({
      state: 'warning',
      text: '上次備份：8 天前，已超過 7 天。',
    });
  });
});

describe('政府網站檢核 on an empty site', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      seedDemo: false,
      firstAdmin: { account: 'webmaster', password: 'Lantern-festival-2026' },
      ...NO_TWO_STEP,
      // A verifier in CAPTCHA_SECRET's place, which lets the test's sign-in through.
      captchaVerifier: noCaptchaVerifier,
    });
  });
  afterAll(() => server.close());

  it('says what the placeholder site still lacks, and decides the server’s lines from its settings', async () => {
    const admin = await signIn(server, 'webmaster', 'Lantern-festival-2026');
    // The first administrator's password is changed before anything else is allowed.
    const changed = await admin.send('POST', ACCOUNT_PATHS.myPassword, {
      body: { current: 'Lantern-festival-2026', next: 'Harbour-lights-2026-west' },
    });
    expect(changed.status).toBe(204);
    const answer = await admin.send<SiteChecklist>('GET', CHECKLIST);
    expect(answer.status).toBe(200);
    const checklist = answer.body;
    expect(lineOf(checklist, 'policy-pages')).toMatchObject({
      state: 'missing',
      // A new site starts with the three as drafts, each a link to its editor.
      text: '「隱私權保護政策」、「資訊安全政策」、「政府網站資料開放宣告」尚未發布。',
      links: [
        { fix: { kind: 'document', docId: 'page:privacy' } },
        { fix: { kind: 'document', docId: 'page:security' } },
        { fix: { kind: 'document', docId: 'page:open-data-declaration' } },
      ],
    });
    expect(lineOf(checklist, 'accessibility-mark')).toMatchObject({
      state: 'missing',
      text: '頁尾沒有顯示無障礙標章。',
    });
    expect(lineOf(checklist, 'contact')).toMatchObject({
      state: 'missing',
      text: '頁尾沒有地址、電話、電子郵件。',
      links: [{ fix: { kind: 'staff', page: 'settings' } }],
    });
    expect(lineOf(checklist, 'classification').text).toBe('已分類 0／0 則：還沒有發布任何內容。');
    expect(lineOf(checklist, 'public-origin')).toMatchObject({ state: 'missing' });
    expect(lineOf(checklist, 'captcha')).toMatchObject({ state: 'ok' });
    expect(lineOf(checklist, 'two-factor')).toMatchObject({
      state: 'missing',
      text: '兩步驟驗證已關閉（REQUIRE_2FA=off），管理者只以密碼登入。',
    });
    expect(lineOf(checklist, 'backup').text).toBe('從未備份。');
  });
});
