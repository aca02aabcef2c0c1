import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PasswordHasher } from '../../../src/server/auth/password.hasher';
import { buildDemoSite } from '../../../src/server/demo';
import { Refusal } from '../../../src/server/platform/refusals';
import type { SiteSeed } from '../../../src/server/seed/site-seed';
import { SiteSeedService, type SeedRole } from '../../../src/server/seed/site-seed.service';
import { openStorage } from '../../../src/server/storage/open-storage';
import type { Storage } from '../../../src/server/ports/storage.port';
import { DEFAULT_PASSWORD_POLICY } from '../../../src/shared/password-rules';
import { anArticle, aSmallSite } from '../support/demo-site.builder';
import { ManualClock } from '../support/manual.clock';
import { testSqlOn, type TestSql } from '../support/test-engine';

const hasher = new PasswordHasher(2 ** 10, 2);

/** A strong password per account, as a ministry's starter would give its first staff. */
const STRONG = 'Harbour-Lantern#2026';

/** The small test site as a starter that is not the demo: its accounts with passwords the rules take. */
function aStarter(): SiteSeed {
  const { demoAccounts: _demo, ...site } = aSmallSite();
  return { ...site, accounts: site.accounts.map((account) => ({ ...account, password: STRONG })) };
}

let dir: string;
let storage: Storage;
let sql: TestSql;
let seeds: SiteSeedService;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'themesite-seed-'));
  const where = { dbPath: path.join(dir, 'site.sqlite') };
  storage = await openStorage(where);
  sql = testSqlOn(where);
  seeds = new SiteSeedService(storage, hasher, DEFAULT_PASSWORD_POLICY, new ManualClock());
});

afterEach(async () => {
  await sql.close();
  await storage.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The refusal `plant` throws, or a failure when it plants. */
async function refusalOf(seed: SiteSeed, role: SeedRole = 'starter'): Promise<Refusal> {
  try {
    await seeds.plant(seed, role);
  } catch (error) {
    if (error instanceof Refusal) return error;
    throw error;
  }
  throw new Error('the seed was planted');
}

async function nothingWritten(): Promise<void> {
  for (const table of ['site_documents', 'modules', 'items', 'users', 'meta'])
    expect(await sql(`SELECT count(*) AS n FROM ${table}`)).toEqual([{ n: 0 }]);
}

describe('planting a seed', () => {
  it('writes the demo with the passwords README.md lists, planted as the demo', async () => {
    expect(await seeds.plant(buildDemoSite(), 'demo')).toBe(true);
    const [editor] = await sql<{ password_hash: string }>(
      "SELECT password_hash FROM users WHERE account = 'editor'",
    );
    expect(await hasher.verify('Editor#2026', editor!.password_hash)).toBe(true);
    expect(await seeds.holds('demo')).toBe(true);
    expect(await seeds.holds('starter')).toBe(false);
  });

  it('writes a starter whose passwords pass the rules, marked as a starter', async () => {
    expect(await seeds.plant(aStarter(), 'starter')).toBe(true);
    expect(await sql('SELECT account FROM users ORDER BY account')).toEqual([
      { account: 'editor' },
      { account: 'guest' },
      { account: 'viewer' },
    ]);
    expect(await seeds.holds('starter')).toBe(true);
    expect(await seeds.holds('demo')).toBe(false);
  });

  it('writes nothing over a site that is there, and says so', async () => {
    expect(await seeds.plant(aStarter(), 'starter')).toBe(true);
    expect(await seeds.plant(buildDemoSite(), 'demo')).toBe(false);
    expect(await seeds.holds('demo')).toBe(false);
  });

  it('stores a draft module’s items as unpublished drafts by the seed, out of the public tables', async () => {
    const seed = aStarter();
    seed.modules.news = { ...seed.modules.news!, draft: true };
    expect(await seeds.plant(seed, 'starter')).toBe(true);
    expect(await sql("SELECT count(*) AS n FROM items WHERE module_path = 'news'")).toEqual([{ n: 0 }]);
    expect(await sql("SELECT path FROM modules WHERE path = 'news'")).toEqual([{ path: 'news' }]);
    const drafts = await sql<{ doc_id: string; revision: number; published_revision: number | null }>(
      "SELECT doc_id, revision, published_revision FROM documents WHERE rights_path = 'news' ORDER BY doc_id",
    );
    expect(drafts).toHaveLength(5);
    expect(drafts.every((row) => row.revision === 1 && row.published_revision === null)).toBe(true);
    expect(
      await sql("SELECT DISTINCT action, account FROM revisions WHERE doc_id LIKE 'item:news:%'"),
    ).toEqual([{ action: 'create', account: 'seed' }]);
    // The other modules are published as before.
    expect(await sql("SELECT count(*) AS n FROM items WHERE module_path <> 'news'")).not.toEqual([{ n: 0 }]);
  });

  it('writes a site once when two instances plant it together on one empty database', async () => {
    const other = await openStorage({ dbPath: path.join(dir, 'site.sqlite') });
    try {
      const racing = new SiteSeedService(other, hasher, DEFAULT_PASSWORD_POLICY, new ManualClock());
      const answers = await Promise.all([
        seeds.plant(aStarter(), 'starter'),
        racing.plant(aStarter(), 'starter'),
      ]);
      expect(answers.sort()).toEqual([false, true]);
      expect(await sql('SELECT count(*) AS n FROM users')).toEqual([{ n: 3 }]);
      expect(await sql("SELECT count(*) AS n FROM items WHERE module_path = 'news'")).toEqual([{ n: 5 }]);
    } finally {
      await other.close();
    }
  });
});

describe('a seed that breaks a rule is refused whole, before anything is written', () => {
  it('refuses a weak password of a starter, naming the account and the rule in zh-TW', async () => {
    const seed = aStarter();
    seed.accounts[1] = { ...seed.accounts[1]!, password: 'Viewer#2026' };
    const refusal = await refusalOf(seed);
    expect(refusal.kind).toBe('invalid');
    expect(refusal.description).toBe(
      '起始網站內容有 1 處不符合規則，未寫入任何資料：帳號 viewer（account:viewer）的「password」欄位：密碼至少需要 12 個字元。',
    );
    expect(refusal.fields).toEqual({ 'account:viewer.password': '密碼至少需要 12 個字元。' });
    await nothingWritten();
  });

  it('refuses the password rules in force, not only the defaults', async () => {
    const strict = new SiteSeedService(
      storage,
      hasher,
      { ...DEFAULT_PASSWORD_POLICY, minLength: 24 },
      new ManualClock(),
    );
    await expect(strict.plant(aStarter(), 'starter')).rejects.toThrow('密碼至少需要 24 個字元。');
    await nothingWritten();
  });

  it('refuses the demo’s own passwords when it is not planted as the demo', async () => {
    const refusal = await refusalOf(buildDemoSite(), 'starter');
    expect(refusal.fields).toMatchObject({
      'seed.demoAccounts': expect.stringContaining('只有示範網站可以宣告 demoAccounts'),
      'account:editor.password': '密碼至少需要 12 個字元。',
      'account:admin.password': '密碼不可包含帳號名稱。',
    });
    await nothingWritten();
  });

  it('refuses an item the publish rules refuse: a missing title, named by document and field', async () => {
    const seed = aStarter();
    seed.modules.news!.rows![2] = anArticle('n3', '   ', '2025-08-20');
    const refusal = await refusalOf(seed);
    expect(refusal.fields).toEqual({ 'item:news:n3.title': '請填寫標題' });
    expect(refusal.description).toContain('最新消息 的未命名項目（item:news:n3）的「title」欄位：請填寫標題');
    await nothingWritten();
  });

  it('refuses what the accessibility gate blocks at publish: an image without its text alternative', async () => {
    const seed = aStarter();
    seed.modules.news!.rows![0] = anArticle('n1', '港口節開幕', '2024-05-01', {
      content: '<p>燈會<img src="/media/demo/lantern.png"></p>',
    });
    const refusal = await refusalOf(seed);
    expect(Object.keys(refusal.fields ?? {})).toEqual(['item:news:n1.content']);
    expect(refusal.description).toMatch(/港口節開幕（item:news:n1）的「content」欄位：.*替代文字/);
    await nothingWritten();
  });

  it('refuses a chrome link the footer’s editor could not publish', async () => {
    const seed = aStarter();
    seed.footer = { ...seed.footer, links: [{ title: '壞連結', url: 'javascript:alert(1)' }] };
    const refusal = await refusalOf(seed);
    expect(Object.keys(refusal.fields ?? {})).toEqual(['chrome:footer.links.0.url']);
    expect(refusal.description).toContain('頁尾（chrome:footer）的「links.0.url」欄位');
  });

  it('refuses a page whose code is neither text nor a whole number, which its editor could not save', async () => {
    const seed = aStarter();
    seed.modules.about!.page = { ...seed.modules.about!.page!, id: 4.2 };
    const refusal = await refusalOf(seed);
    expect(refusal.fields).toEqual({ 'page:about.id': '代碼必須是正整數' });
  });

  it('takes a page numbered as the original platform numbers its pages', async () => {
    const seed = aStarter();
    seed.modules.about!.page = { ...seed.modules.about!.page!, id: 123614 };
    expect(await seeds.plant(seed, 'starter')).toBe(true);
  });

  it('refuses a 網址代稱 two items take, and one that is another item’s code, as editors are refused', async () => {
    const seed = aStarter();
    const rows = seed.modules.news!.rows!;
    rows[0] = { ...rows[0]!, slug: 'harbour-festival' };
    rows[1] = { ...rows[1]!, slug: 'harbour-festival' };
    rows[2] = { ...rows[2]!, slug: 'n4' };
    const refusal = await refusalOf(seed);
    expect(refusal.fields).toEqual({
      'item:news:n2.slug': '網址代稱「harbour-festival」已由「港口節開幕」使用，請換一個。',
      'item:news:n3.slug': '網址代稱「n4」與這個單元中另一筆資料的代碼相同，請換一個。',
    });
  });

  it('refuses two items under one code, and a code no document id can carry', async () => {
    const seed = aStarter();
    const rows = seed.modules.news!.rows!;
    rows[1] = { ...rows[1]!, id: 'n1' };
    rows[2] = { ...rows[2]!, id: 'n 3' };
    const refusal = await refusalOf(seed);
    expect(refusal.fields).toMatchObject({
      'item:news:n1.id': '已有相同代碼的資料。',
      'item:news:n 3.id': expect.stringContaining('項目代碼只能使用英文字母、數字'),
    });
  });

  it('refuses a module where 新增單元 would refuse it: a path the site keeps for itself', async () => {
    const seed = aStarter();
    seed.modules.search = seed.modules.people!;
    const refusal = await refusalOf(seed);
    expect(refusal.fields).toEqual({ 'settings:search.path': '這個網址代稱是網站保留的路徑，請換一個' });
  });

  it('names the first five breaks in its sentence and every one in its fields', async () => {
    const seed = aStarter();
    seed.modules.news!.rows = seed.modules.news!.rows!.map((row) => ({ ...row, title: '' }));
    seed.accounts = seed.accounts.map((account) => ({ ...account, password: 'short' }));
    const refusal = await refusalOf(seed);
    expect(Object.keys(refusal.fields ?? {})).toHaveLength(8);
    expect(refusal.description).toMatch(/^起始網站內容有 8 處不符合規則，未寫入任何資料：.*；另有 3 處。$/);
  });
});
