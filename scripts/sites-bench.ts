/**
 * `tsx scripts/sites-bench.ts`: one site among many. A server holding SITES sites (default 50) of
 * ITEMS news items each (default 200) against a server holding one such site, on SQLite, on
 * PostgreSQL (a throwaway cluster of Debian's, durable) and on PostgreSQL with two instances (the
 * load split evenly, as a round-robin balancer does): the time to listen, public reads of one site
 * by its host (autocannon, BENCH_MS per endpoint, 10 connections), SAVE_LOOPS editors of that
 * site saving their own items back to back, and the first instance's resident memory once every
 * site's app has started. Prints a table for docs/performance.md.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PasswordHasher } from '../src/server/auth/password.hasher';
import { passwordPolicyOf } from '../src/server/accounts/password.service';
import { systemClock } from '../src/server/platform/clock';
import { newSecretKeyText } from '../src/server/platform/secret-box';
import { DEFAULT_SITE } from '../src/server/ports/site';
import { placeholderSite } from '../src/server/seed/placeholder-site';
import type { SiteSeed } from '../src/server/seed/site-seed';
import { SiteSeedService } from '../src/server/seed/site-seed.service';
import { DEFAULT_SECURITY_OPTIONS, DEFAULT_SERVER_OPTIONS } from '../src/server/server-options';
import { openStorage } from '../src/server/storage/open-storage';
import { ALL_ON_MENU_SETTING } from '../src/shared/menu-setting';
import { anArticle } from '../test/server/support/demo-site.builder';
import { startThrowawayPostgres } from '../test/server/support/postgres-cluster';
import { requestFrom } from '../test/server/support/raw-http';
import { saveLoops, splitReads, type BenchRow } from './support/bench-loops';
import { editorToken } from './support/editor-login';
import { startServerProcess } from './support/server-process';
import { ROOT } from './support/site';

const SITES = Number(process.env.SITES ?? 50);
const ITEMS = Number(process.env.ITEMS ?? 200);
const BENCH_MS = Number(process.env.BENCH_MS ?? 4000);
const SAVE_LOOPS = Number(process.env.SAVE_LOOPS ?? 8);
const READS = ['/api/cms/news?limit=10', '/api/cms/news/news-100', '/home/zh-tw/news'];
/** The measured site's editor: one person of the platform, on that site only. */
const EDITOR = { account: 'bench-editor', password: 'Lighthouse-keeper-bench-2026' };
const ALL_RIGHTS = { r: true, w: true, d: true, p: true };

const hostOf = (index: number) => `site-${index}.bench.test`;

/** A site of `ITEMS` articles in one news module, under its own name; the measured one has the editor. */
function seedOf(index: number, measured: boolean): SiteSeed {
  const rows = Array.from({ length: ITEMS }, (_, n) =>
    anArticle(`news-${String(n + 1).padStart(3, '0')}`, `第 ${index} 站的第 ${n + 1} 則消息`, '2026-11-01'),
  );
  return {
    ...placeholderSite(`第 ${index} 站`),
    modules: {
      news: {
        info: { moduleKey: 'cms-normal', templateKey: 'template-002', title: '最新消息' },
        setting: ALL_ON_MENU_SETTING,
        kind: 'normal',
        rows,
      },
    },
    accounts: measured ? [{ ...EDITOR, displayName: '壓測編輯', rights: ALL_RIGHTS }] : [],
  };
}

/** The site measured: the middle one, reached by its host as a visitor's browser would. */
const measuredOf = (sites: number): number => Math.floor(sites / 2);

/** `sites` sites written straight into the database, the first as `default`. */
async function prepare(database: { dbPath: string; databaseUrl?: string }, sites: number): Promise<void> {
  const storage = await openStorage({ ...DEFAULT_SERVER_OPTIONS, ...database });
  try {
    const hasher = new PasswordHasher(2 ** 10);
    const policy = passwordPolicyOf(DEFAULT_SECURITY_OPTIONS);
    for (let index = 0; index < sites; index += 1) {
      const code = index === 0 ? DEFAULT_SITE : `site-${index}`;
      if (index > 0)
        await storage.stores.sites.add({
          code,
          name: `第 ${index} 站`,
          origin: `http://${hostOf(index)}`,
          aliases: [],
          status: 'active',
        });
      const site = index === 0 ? storage : storage.forSite(code);
      const seed = seedOf(index, index === measuredOf(sites));
      await new SiteSeedService(site, hasher, policy, systemClock).plant(seed, 'starter');
    }
  } finally {
    await storage.close();
  }
}

function rssMegabytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

interface Setup {
  engine: 'SQLite' | 'PostgreSQL';
  instances: number;
}

const labelOf = (setup: Setup): string =>
  setup.instances === 1 ? setup.engine : `${setup.engine}, ${setup.instances} instances`;

async function measure(setup: Setup, database: { dbPath: string; databaseUrl?: string }, sites: number) {
  await prepare(database, sites);
  const env: Record<string, string> = {
    PUBLIC_ORIGIN: `http://${hostOf(0)}`,
    // Two-step login has its own tests; the editor signs in with a password here.
    REQUIRE_2FA: 'off',
    // The instances of one platform share its key.
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl, SECRET_KEY: newSecretKeyText() } : {}),
    DB_PATH: database.dbPath,
  };
  const started = Date.now();
  const servers = [await startServerProcess(path.join(ROOT, 'dist'), env, ROOT, { demo: false })];
  const listenMs = Date.now() - started;
  for (let n = 1; n < setup.instances; n += 1)
    servers.push(await startServerProcess(path.join(ROOT, 'dist'), env, ROOT, { demo: false }));
  try {
    const host = hostOf(measuredOf(sites));
    const baseUrls = servers.map((server) => server.baseUrl);
    // Every site's app started, as after a while in production (the door builds them after listening).
    for (const baseUrl of baseUrls)
      for (let other = 0; other < sites; other += 1)
        await requestFrom('127.0.0.1', `${baseUrl}/api/site/header`, { headers: { host: hostOf(other) } });
    const load = { durationMs: BENCH_MS, headers: { host } };
    const results: BenchRow[] = [];
    for (const endpoint of READS) results.push(await splitReads(baseUrls, endpoint, load));
    const token = await editorToken(baseUrls[0]!, { ...EDITOR, host });
    const docs = Array.from(
      { length: SAVE_LOOPS },
      (_, n) => `item:news:news-${String(n + 1).padStart(3, '0')}`,
    );
    results.push(await saveLoops(baseUrls, docs, token, load));
    const rows = results.map(
      (row) =>
        `| ${labelOf(setup)} | ${sites} | ${row.what} | ${row.perSecond} | ${row.p50} | ${row.p99} | ${row.failed} |`,
    );
    // Read after the load, once every site's app and cache have been made.
    return { rows, listenMs, rssMb: rssMegabytes(servers[0]!.pid) };
  } finally {
    await Promise.all(servers.map((server) => server.close()));
  }
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'themesite-sites-bench-'));
  const cluster = await startThrowawayPostgres({ durable: true });
  const table = [
    '| setup | sites on the server | one site, by its host | per second | p50 ms | p99 ms | failed |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  ];
  const starts: string[] = [];
  try {
    let n = 0;
    const setups: Setup[] = [
      { engine: 'SQLite', instances: 1 },
      { engine: 'PostgreSQL', instances: 1 },
      { engine: 'PostgreSQL', instances: 2 },
    ];
    for (const setup of setups)
      for (const sites of [1, SITES]) {
        n += 1;
        const database =
          setup.engine === 'SQLite'
            ? { dbPath: path.join(dir, `bench-${n}.sqlite`) }
            : {
                dbPath: path.join(dir, `bench-${n}.sqlite`),
                databaseUrl: await cluster.createDatabase(`sites_${n}`),
              };
        const result = await measure(setup, database, sites);
        table.push(...result.rows);
        starts.push(
          `${labelOf(setup)}, ${sites} site(s): listening after ${result.listenMs} ms, ${result.rssMb} MB resident with every site started`,
        );
        process.stderr.write(`${starts.at(-1)}\n`);
      }
  } finally {
    cluster.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  process.stdout.write(`${table.join('\n')}\n\n${starts.join('\n')}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
