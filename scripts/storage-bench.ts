/**
 * `npm run bench:storage`: public reads and editors' saves on each engine, with one
 * instance and with two on one database. A benchmark, not a test: it prints a table and fails only
 * if a server does.
 *
 * Every server is the real one (`src/server/main.ts --demo`) in its own process, serving dist/
 * (`npm run build` first). SQLite is the default file (WAL, synchronous = FULL). PostgreSQL is a
 * throwaway cluster of Debian's PostgreSQL with its durability on (fsync, synchronous_commit), so
 * both engines sync every commit. With two instances the load is split evenly between them, as a
 * round-robin balancer does: each read run sends half its connections to each, each save loop
 * alternates. Reads: autocannon, BENCH_CONNECTIONS (10) connections for BENCH_MS (5000). Saves:
 * SAVE_LOOPS (8) loops, one document each, each waiting for its answer as an editor does.
 */
import path from 'node:path';
import { newSecretKeyText } from '../src/server/platform/secret-box';
import { startThrowawayPostgres, type PostgresCluster } from '../test/server/support/postgres-cluster';
import { loadTest, type LoadResult } from './support/load-test';
import { startServerProcess } from './support/server-process';
import { ROOT } from './support/site';
import { editorToken } from './support/editor-login';

const DURATION_MS = Number(process.env.BENCH_MS ?? 5000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SAVE_LOOPS = Number(process.env.SAVE_LOOPS ?? 8);
const READS = ['/api/cms/news?limit=10', '/api/cms/news/news-001'];
const DOCS = [
  'item:news:news-001',
  'item:news:news-002',
  'item:news:news-003',
  'item:news:news-004',
  'item:activities:activity-001',
  'item:activities:activity-002',
  'item:activities:activity-003',
  'item:activities:activity-004',
];

interface Setup {
  label: string;
  engine: 'SQLite' | 'PostgreSQL';
  instances: number;
}

interface Row {
  setup: string;
  what: string;
  perSecond: number;
  p50: number;
  p99: number;
  failed: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? 0
    : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);

/** Reads split evenly over the instances, at the same time; requests per second add up. */
async function reads(baseUrls: string[], url: string): Promise<Omit<Row, 'setup'>> {
  const connections = Math.max(1, Math.floor(CONNECTIONS / baseUrls.length));
  const results: LoadResult[] = await Promise.all(
    baseUrls.map((baseUrl) => loadTest(baseUrl, url, { connections, durationMs: DURATION_MS })),
  );
  return {
    what: `read ${url}`,
    perSecond: results.reduce((sum, result) => sum + result.requestsPerSecond, 0),
    // The slower instance's percentiles: what a visitor behind the balancer may get.
    p50: Math.max(...results.map((result) => result.latencyMs.p50)),
    p99: Math.max(...results.map((result) => result.latencyMs.p99)),
    failed: results.reduce((sum, result) => sum + result.non2xx + result.errors, 0),
  };
}

/** SAVE_LOOPS editors saving their own documents back to back, alternating instances. */
async function saves(baseUrls: string[], token: string): Promise<Omit<Row, 'setup'>> {
  const latencies: number[] = [];
  let failed = 0;
  const stopAt = Date.now() + DURATION_MS;
  const started = Date.now();
  await Promise.all(
    DOCS.slice(0, SAVE_LOOPS).map(async (docId, loop) => {
      const pathOf = `/backend/documents/${encodeURIComponent(docId)}`;
      const headers = { access_token: token, 'content-type': 'application/json' };
      const doc = (await (await fetch(`${baseUrls[0]}${pathOf}`, { headers })).json()) as {
        revision: number;
        draft: Record<string, unknown>;
      };
      let revision = doc.revision;
      for (let n = 0; Date.now() < stopAt; n += 1) {
        const baseUrl = baseUrls[(loop + n) % baseUrls.length];
        const sent = performance.now();
        const answer = await fetch(`${baseUrl}${pathOf}`, {
          method: 'PUT',
          headers: { ...headers, 'if-match': `"${revision}"` },
          body: JSON.stringify({ data: { ...doc.draft, title: `壓測第 ${n} 次` } }),
        });
        latencies.push(performance.now() - sent);
        if (answer.status !== 200) {
          failed += 1;
          await answer.body?.cancel();
          continue;
        }
        revision = ((await answer.json()) as { revision: number }).revision;
      }
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    what: `save (${SAVE_LOOPS} editors)`,
    perSecond: Math.round((latencies.length - failed) / seconds),
    p50: Math.round(percentile(latencies, 50) * 10) / 10,
    p99: Math.round(percentile(latencies, 99) * 10) / 10,
    failed,
  };
}

async function run(setup: Setup, cluster: PostgresCluster | undefined, index: number): Promise<Row[]> {
  const env: Record<string, string> = {};
  if (setup.engine === 'PostgreSQL') {
    env.DATABASE_URL = await cluster!.createDatabase(`bench_${index}`);
    // The instances of one site share its key.
    env.SECRET_KEY = newSecretKeyText();
  }
  const dist = path.join(ROOT, 'dist');
  // One after the other: the first seeds the demo, the second finds it.
  const servers = [];
  for (let n = 0; n < setup.instances; n += 1) servers.push(await startServerProcess(dist, env, ROOT));
  try {
    const baseUrls = servers.map((server) => server.baseUrl);
    const token = await editorToken(baseUrls[0]!);
    const rows: Row[] = [];
    for (const url of READS) rows.push({ setup: setup.label, ...(await reads(baseUrls, url)) });
    rows.push({ setup: setup.label, ...(await saves(baseUrls, token)) });
    return rows;
  } finally {
    await Promise.all(servers.map((server) => server.close()));
  }
}

async function main(): Promise<void> {
  const setups: Setup[] = [
    { label: 'SQLite, 1 instance', engine: 'SQLite', instances: 1 },
    { label: 'PostgreSQL, 1 instance', engine: 'PostgreSQL', instances: 1 },
    { label: 'PostgreSQL, 2 instances', engine: 'PostgreSQL', instances: 2 },
  ];
  const cluster = await startThrowawayPostgres({ durable: true });
  try {
    const rows: Row[] = [];
    for (const [index, setup] of setups.entries()) rows.push(...(await run(setup, cluster, index)));
    process.stdout.write(
      '| setup | what | per second | p50 ms | p99 ms | failed |\n| --- | --- | --- | --- | --- | --- |\n',
    );
    for (const row of rows)
      process.stdout.write(
        `| ${row.setup} | ${row.what} | ${row.perSecond} | ${row.p50} | ${row.p99} | ${row.failed} |\n`,
      );
  } finally {
    cluster.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
