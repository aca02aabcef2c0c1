import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { smallSiteSeed } from '../support/demo-site.builder';
import { getJson, postEmpty, postJson } from '../support/http-client';
import { startTestServer, type TestServer } from '../support/test-server';

describe('reads never write', () => {
  let server: TestServer;
  const url = (path: string) => `${server.baseUrl}${path}`;

  beforeEach(async () => {
    server = await startTestServer({ seed: smallSiteSeed, counterFlushMs: 60_000 });
  });
  afterEach(() => server.close());

  it('answers an item GET at once while another connection holds the write lock', async () => {
    const other = new Database(server.dbPath);
    try {
      other.exec('BEGIN IMMEDIATE');
      other.prepare("UPDATE counters SET value = value WHERE name = 'hits'").run();
      const started = performance.now();
      const [item, page, hits] = await Promise.all([
        getJson<{ id: string }>(url('/api/cms/news/n1')),
        getJson(url('/api/cms/about')),
        getJson<number>(url('/api/site/hit')),
      ]);
      // The busy timeout is 5 s: a read that wrote would wait for it, and block every other request.
      expect(performance.now() - started).toBeLessThan(2000);
      expect([item.status, page.status, hits.status]).toEqual([200, 200, 200]);
      // Beacons only count in memory, so they do not wait for the lock either.
      expect((await postEmpty(url('/api/cms/news/n1/view'))).status).toBe(204);
      other.exec('ROLLBACK');
    } finally {
      other.close();
    }
  });

  it('leaves the database file untouched by GETs of items, pages and the hit counter', async () => {
    const before = fs.readFileSync(`${server.dbPath}-wal`).length;
    for (let read = 0; read < 5; read += 1) {
      await getJson(url('/api/cms/news/n1'));
      await getJson(url('/api/cms/about'));
      await getJson(url('/api/site/hit'));
    }
    expect(fs.readFileSync(`${server.dbPath}-wal`).length).toBe(before);
  });

  it('gives every public GET a Cache-Control and an ETag, and answers 304 to a matching If-None-Match', async () => {
    for (const path of ['/api/site/header', '/api/cms/news', '/api/cms/news/n1', '/api/cms/about']) {
      const first = await getJson(url(path));
      expect(first.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await fetch(url(path), { headers: { 'if-none-match': etag ?? '' } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
    }
  });

  it('keeps authenticated and error answers out of shared caches', async () => {
    const missing = await getJson(url('/api/cms/news/no-such-item'));
    expect(missing.headers.get('cache-control')).toBe('no-store');
    expect(missing.headers.get('etag')).toBeNull();
    const rights = await getJson(url('/backend/rights/news'), { access_token: 'nope' });
    expect(rights.headers.get('cache-control')).toBe('no-store');
  });

  it('writes counted views and visits in one batch, and the answers include them before that', async () => {
    await postEmpty(url('/api/cms/news/n1/view'));
    await postEmpty(url('/api/cms/news/n1/view'));
    expect((await postEmpty<{ total: number }>(url('/api/site/hit'))).body).toEqual({ total: 1 });
    expect((await getJson<{ views: number }>(url('/api/cms/news/n1'))).body.views).toBe(5);

    const db = new Database(server.dbPath, { readonly: true });
    const stored = () =>
      db.prepare("SELECT views FROM items WHERE module_path = 'news' AND id = 'n1'").get() as {
        views: number;
      };
    try {
      expect(stored().views).toBe(3);
      await server.close();
      expect(stored().views).toBe(5);
      expect(db.prepare("SELECT value FROM counters WHERE name = 'hits'").get()).toEqual({ value: 1 });
    } finally {
      db.close();
    }
    server = await startTestServer({ seed: smallSiteSeed });
  });
});

describe('writes while another process holds the write lock', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ seed: smallSiteSeed });
  });
  afterAll(() => server.close());

  it('stores a letter once the lock is released, instead of failing at once with SQLITE_BUSY', async () => {
    // Another process takes the write lock, holds it for 600 ms, then commits a write of its own.
    const holder = spawn(
      process.execPath,
      [
        '-e',
        `const db = new (require('better-sqlite3'))(process.argv[1]);
         db.pragma('busy_timeout = 5000');
         db.exec('BEGIN IMMEDIATE');
         db.prepare("INSERT INTO meta (site, key, value) VALUES ('default', 'held', '1')").run();
         process.stdout.write('locked\\n');
         Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 600);
         db.exec('COMMIT');
         db.close();`,
        server.dbPath,
      ],
      { cwd: path.resolve(__dirname, '../../..'), stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve) => holder.stdout.once('data', () => resolve()));
    const letter = await postJson<{ serialNo: string }>(`${server.baseUrl}/api/cms/mailbox`, {
      name: '林',
      email: 'lin@example.tw',
      subject: '鎖',
      content: '等一下再存',
      'g-recaptcha-response': '',
    });
    await new Promise((resolve) => holder.once('exit', resolve));
    expect(letter.status).toBe(200);
    expect(letter.body.serialNo).toMatch(/^M\d{8}-0001$/);
  });
});
