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
import { saveLoops, splitReads, type BenchRow } from './support/bench-loops';
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

interface Row extends BenchRow {
  setup: string;
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
    const load = { durationMs: DURATION_MS, connections: CONNECTIONS };
    for (const url of READS) rows.push({ setup: setup.label, ...(await splitReads(baseUrls, url, load)) });
    rows.push({ setup: setup.label, ...(await saveLoops(baseUrls, DOCS.slice(0, SAVE_LOOPS), token, load)) });
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
