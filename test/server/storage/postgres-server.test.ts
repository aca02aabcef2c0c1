import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createServer } from '../../../src/server/create-server';
import { TEST_SECRET_KEY } from '../support/test-engine';
import { testCluster, type TestCluster } from '../support/test-run';
import { writeTestDist } from '../support/test-server';

// DATABASE_URL selects PostgreSQL: the whole server, seeding included, runs on it.

let cluster: TestCluster | undefined;
let app: FastifyInstance | undefined;
let dir: string;

beforeAll(async () => {
  cluster = await testCluster();
}, 60_000);

afterAll(async () => {
  await app?.close();
  await cluster?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}, 60_000);

describe('the server on PostgreSQL', () => {
  it('seeds the demo into an empty database and serves its API and rendered pages', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'themesite-pg-server-'));
    const databaseUrl = await cluster!.createDatabase('server');
    app = await createServer({
      databaseUrl,
      secretKey: TEST_SECRET_KEY,
      dbPath: path.join(dir, 'unused.sqlite'),
      uploadsDir: path.join(dir, 'media'),
      distDir: writeTestDist(dir),
      seedDemo: true,
      passwordCost: 2 ** 10,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const get = async (url: string) => {
      const response = await fetch(base + url);
      expect({ url, status: response.status }).toEqual({ url, status: 200 });
      return response.text();
    };
    expect(await get('/api/site/menu')).toContain('關於本館');
    const list = JSON.parse(await get('/api/cms/news?limit=3')) as {
      rows: Array<{ id: string }>;
      total: number;
    };
    expect(list.rows).toHaveLength(3);
    expect(list.total).toBeGreaterThan(3);
    expect(JSON.parse(await get('/api/cms/news/news-001'))).toMatchObject({ id: 'news-001', views: 1277 });
    // The page's head (title, description, feed) is written from PostgreSQL's rows.
    expect(await get('/home/zh-tw/news')).toContain('<title>新聞稿 - 國立臨海文化記憶館</title>');
    // Nothing fell back to the SQLite default.
    expect(fs.existsSync(path.join(dir, 'unused.sqlite'))).toBe(false);
  });
});
