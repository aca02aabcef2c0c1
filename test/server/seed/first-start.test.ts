import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createServer } from '../../../src/server/create-server';
import type { ServerOptions } from '../../../src/server/server-options';
import type { SiteSeed, SiteStarter } from '../../../src/server/seed/site-seed';
import { aSmallSite } from '../support/demo-site.builder';
import { testSqlOn } from '../support/test-engine';
import { writeTestDist } from '../support/test-server';

/** The small site as a ministry's starter would give it: not the demo, passwords of its own. */
function aStarterSite(password = 'Harbour-Lantern#2026'): SiteSeed {
  const { demoAccounts: _demo, ...site } = aSmallSite();
  return { ...site, accounts: site.accounts.map((account) => ({ ...account, password })) };
}

const LOGO = { path: '/media/starter/logo.svg', contentType: 'image/svg+xml', body: '<svg/>' };

describe('a starter given to a server (ServerOptions.seed) without the demo', () => {
  let dir: string;
  let options: Partial<ServerOptions>;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'themesite-starter-'));
    options = { dbPath: path.join(dir, 'site.sqlite'), distDir: writeTestDist(dir), passwordCost: 2 ** 10 };
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const start = (seed: SiteStarter) => createServer({ ...options, seedDemo: false, seed });

  it('is planted under every rule, and its images are served on later starts too', async () => {
    const starter: SiteStarter = { site: () => aStarterSite(), images: () => [LOGO] };
    let app = await start(starter);
    await app.close();
    app = await start(starter);
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as { port: number };
      expect((await fetch(`http://127.0.0.1:${port}${LOGO.path}`)).status).toBe(200);
      const header = await fetch(`http://127.0.0.1:${port}/api/site/header`);
      expect(await header.json()).toEqual({ title: '測試館' });
    } finally {
      await app.close();
    }
  });

  it('refuses a weak password in zh-TW, leaving the database without a site', async () => {
    await expect(start({ site: () => aStarterSite('Editor#2026') })).rejects.toThrow(
      /^起始網站內容有 3 處不符合規則，未寫入任何資料：帳號 editor（account:editor）的「password」欄位：密碼至少需要 12 個字元/,
    );
    const sql = testSqlOn({ dbPath: options.dbPath! });
    try {
      expect(await sql('SELECT count(*) AS n FROM site_documents')).toEqual([{ n: 0 }]);
    } finally {
      await sql.close();
    }
  });

  it('refuses a starter that claims the demo’s passwords without the demo asked for', async () => {
    await expect(start({ site: aSmallSite })).rejects.toThrow(/只有示範網站可以宣告 demoAccounts/);
  });

  it('stands in for the demo when the demo is asked for, keeping its declared passwords', async () => {
    const app = await createServer({ ...options, seedDemo: true, seed: { site: aSmallSite } });
    await app.close();
    const sql = testSqlOn({ dbPath: options.dbPath! });
    try {
      expect(await sql("SELECT key FROM meta WHERE key = 'seeded_at'")).toEqual([{ key: 'seeded_at' }]);
    } finally {
      await sql.close();
    }
  });

  it('is written once when two servers start together on one empty database, and both start', async () => {
    const starter: SiteStarter = { site: () => aStarterSite() };
    const apps = await Promise.all([start(starter), start(starter), start(starter)]);
    await Promise.all(apps.map((app) => app.close()));
    const sql = testSqlOn({ dbPath: options.dbPath! });
    try {
      expect(await sql('SELECT count(*) AS n FROM users')).toEqual([{ n: 3 }]);
      expect(await sql("SELECT count(*) AS n FROM meta WHERE key = 'starter_seeded_at'")).toEqual([{ n: 1 }]);
    } finally {
      await sql.close();
    }
  });

  it('is refused on a database that already holds the placeholder site, saying why', async () => {
    await (await createServer({ ...options, seedDemo: false })).close();
    await expect(start({ site: () => aStarterSite() })).rejects.toThrow(
      /起始內容只寫入空的資料庫.*use a new DB_PATH/s,
    );
  });
});
