/**
 * `tsx scripts/sites-bench.ts`: one site among many. A server holding SITES sites (default 50) of
 * ITEMS news items each (default 200) against a server holding one such site, on SQLite and on
 * PostgreSQL (a throwaway cluster of Debian's, durable): the time to listen, public reads of one
 * site by its host (autocannon, BENCH_MS per endpoint, 10 connections) and the server's resident
 * memory once every site's app has started. Prints a table for docs/performance.md.
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
import { loadTest } from './support/load-test';
import { startServerProcess } from './support/server-process';
import { ROOT } from './support/site';

const SITES = Number(process.env.SITES ?? 50);
const ITEMS = Number(process.env.ITEMS ?? 200);
const BENCH_MS = Number(process.env.BENCH_MS ?? 4000);

const hostOf = (index: number) => `site-${index}.bench.test`;

/** A site of `ITEMS` articles in one news module, under its own name. */
function seedOf(index: number): SiteSeed {
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
  };
}

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
      await new SiteSeedService(site, hasher, policy, systemClock).plant(seedOf(index), 'starter');
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

async function measure(engine: string, database: { dbPath: string; databaseUrl?: string }, sites: number) {
  await prepare(database, sites);
  const env: Record<string, string> = {
    PUBLIC_ORIGIN: `http://${hostOf(0)}`,
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl, SECRET_KEY: newSecretKeyText() } : {}),
    DB_PATH: database.dbPath,
  };
  const started = Date.now();
  const server = await startServerProcess(path.join(ROOT, 'dist'), env, ROOT, { demo: false });
  const listenMs = Date.now() - started;
  try {
    // The site measured: the middle one, reached by its host as a visitor's browser would.
    const index = Math.floor(sites / 2);
    const host = hostOf(index);
    // Every site's app started, as after a while in production (the door builds them after listening).
    for (let other = 0; other < sites; other += 1)
      await requestFrom('127.0.0.1', `${server.baseUrl}/api/site/header`, {
        headers: { host: hostOf(other) },
      });
    const rows: string[] = [];
    for (const endpoint of ['/api/cms/news?limit=10', '/api/cms/news/news-100', '/home/zh-tw/news']) {
      const result = await loadTest(server.baseUrl, endpoint, { durationMs: BENCH_MS, headers: { host } });
      rows.push(
        `| ${engine} | ${sites} | \`${endpoint}\` | ${result.requestsPerSecond} | ${result.latencyMs.p50} | ${result.latencyMs.p99} | ${result.non2xx} |`,
      );
    }
    // Read after the load, once every site's app and cache have been made.
    return { rows, listenMs, rssMb: rssMegabytes(server.pid) };
  } finally {
    await server.close();
  }
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'themesite-sites-bench-'));
  const cluster = await startThrowawayPostgres({ durable: true });
  const table = [
    '| engine | sites on the server | endpoint (one site, by its host) | req/s | p50 ms | p99 ms | non-2xx |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  ];
  const starts: string[] = [];
  try {
    let n = 0;
    for (const engine of ['SQLite', 'PostgreSQL'])
      for (const sites of [1, SITES]) {
        n += 1;
        const database =
          engine === 'SQLite'
            ? { dbPath: path.join(dir, `bench-${n}.sqlite`) }
            : {
                dbPath: path.join(dir, `bench-${n}.sqlite`),
                databaseUrl: await cluster.createDatabase(`sites_${n}`),
              };
        const result = await measure(engine, database, sites);
        table.push(...result.rows);
        starts.push(
          `${engine}, ${sites} site(s): listening after ${result.listenMs} ms, ${result.rssMb} MB resident with every site started`,
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
