/**
 * `npm run bench:search`: site search, long lists and the sitemap of one site holding many items,
 * on SQLite and on PostgreSQL (a throwaway cluster of Debian's, durable), at the HTTP API of the
 * real server in its own process. For each engine and size (ITEMS, default `10000,50000`):
 *
 * - loads ITEMS published news items of generated zh-TW text (scripts/bench/zh-tw-text.ts) into
 *   one site: the site planted through the seed, then the items, each made by `itemRow` as a
 *   publish makes it (so every column a publish computes is there), written by the seed's store
 *   many to a statement;
 * - the database's growth per item: its size after loading minus its size before, divided by the
 *   items (SQLite: the file and its WAL once closed, which checkpoints; PostgreSQL: the
 *   `pg_total_relation_size` of every table, after the `VACUUM ANALYZE` autovacuum would run);
 * - search (unless SEARCH=off): every query of scripts/bench/search-queries.json once as a
 *   warm-up, then ROUNDS (3) rounds of all of them, one request at a time (`GET /api/cms/tag?limit=10&query={"search":…}`): p50
 *   and p95 per class and overall;
 * - long lists: the list's first and last page (`GET /api/cms/news?limit=10&offset=…`, default
 *   order, no filter), LIST_SAMPLES of each, alternating: p50, p95, and last ÷ first;
 * - the sitemap: /sitemap.xml and, once it is an index, each of its parts: URLs, bytes, time.
 *
 * `--enforce` (or SEARCH_BENCH_ENFORCE=1), for CI: SQLite only, 10,000 items, search only; exits 1
 * unless the overall search p95 is at most SEARCH_P95_LIMIT_MS (50). A benchmark otherwise: it
 * prints markdown tables and fails only if a server does.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { passwordPolicyOf } from '../src/server/accounts/password.service';
import { PasswordHasher } from '../src/server/auth/password.hasher';
import { itemRow } from '../src/server/content/item-rows';
import { itemOrder } from '../src/server/content/kind-fields';
import { ensureDocuments } from '../src/server/authoring/ensure-documents';
import { systemClock } from '../src/server/platform/clock';
import { newSecretKeyText } from '../src/server/platform/secret-box';
import { placeholderSite } from '../src/server/seed/placeholder-site';
import type { SiteSeed } from '../src/server/seed/site-seed';
import { SiteSeedService } from '../src/server/seed/site-seed.service';
import { DEFAULT_SECURITY_OPTIONS, DEFAULT_SERVER_OPTIONS } from '../src/server/server-options';
import { openStorage } from '../src/server/storage/open-storage';
import { ALL_ON_MENU_SETTING } from '../src/shared/menu-setting';
import { startThrowawayPostgres, type PostgresCluster } from '../test/server/support/postgres-cluster';
import { newsRow } from './bench/zh-tw-text';
import { send } from './support/bench-loops';
import { startServerProcess } from './support/server-process';
import { ROOT } from './support/site';

const ENFORCE = process.argv.includes('--enforce') || process.env.SEARCH_BENCH_ENFORCE === '1';
const SIZES = ENFORCE
  ? [10_000]
  : (process.env.ITEMS ?? '10000,50000').split(',').map((size) => Number(size.trim()));
const ENGINES: Engine[] = ENFORCE
  ? ['SQLite']
  : ((process.env.ENGINES ?? 'SQLite,PostgreSQL').split(',').map((name) => name.trim()) as Engine[]);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
/** `SEARCH=off`: lists and the sitemap only (search is the slow part while it scans). */
const SEARCH = ENFORCE || process.env.SEARCH !== 'off';
const LIST_SAMPLES = Number(process.env.LIST_SAMPLES ?? 30);
const SITEMAP_SAMPLES = Number(process.env.SITEMAP_SAMPLES ?? 3);
const P95_LIMIT_MS = Number(process.env.SEARCH_P95_LIMIT_MS ?? 50);
/** Items written per unit of work while loading: few commits, none too large. */
const LOAD_BATCH = 1000;
const MODULE = 'news';
const QUERIES = JSON.parse(fs.readFileSync(path.join(ROOT, 'scripts/bench/search-queries.json'), 'utf8')) as {
  classes: Record<string, string[]>;
};

type Engine = 'SQLite' | 'PostgreSQL';

interface Database {
  dbPath: string;
  databaseUrl?: string;
}

const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0
    ? 0
    : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);
};
const ms = (value: number): string => value.toFixed(1);
const log = (line: string) => process.stderr.write(`${line}\n`);

/** One site whose news module is empty: the items come after, through the public store. */
function benchSite(): SiteSeed {
  return {
    ...placeholderSite('壓測館'),
    modules: {
      [MODULE]: {
        info: { moduleKey: 'cms-normal', templateKey: 'template-002', title: '最新消息' },
        setting: ALL_ON_MENU_SETTING,
        kind: 'normal',
        rows: [],
      },
    },
    menu: [{ id: 'menu-news', title: '最新消息', path: MODULE, children: [] }],
  };
}

/** Bytes the database holds: the SQLite file and its WAL, or every table of PostgreSQL's with indexes and TOAST. */
async function databaseBytes(database: Database): Promise<number> {
  if (!database.databaseUrl) {
    const size = (file: string) => (fs.existsSync(file) ? fs.statSync(file).size : 0);
    return size(database.dbPath) + size(`${database.dbPath}-wal`);
  }
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: database.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ bytes: string }>(
      'SELECT coalesce(sum(pg_total_relation_size(relid)), 0) AS bytes FROM pg_stat_user_tables',
    );
    return Number(rows[0]?.bytes ?? 0);
  } finally {
    await client.end();
  }
}

/** What autovacuum does to a table that grew by this much, done now rather than in a minute. */
async function vacuumAnalyze(databaseUrl: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('VACUUM ANALYZE');
  } finally {
    await client.end();
  }
}

interface Loaded {
  beforeBytes: number;
  afterBytes: number;
  loadMs: number;
}

/** Plants the site, measures it, writes `items` items as a publish writes them, measures again. */
async function load(database: Database, items: number): Promise<Loaded> {
  const planted = await openStorage({ ...DEFAULT_SERVER_OPTIONS, ...database });
  try {
    const hasher = new PasswordHasher(2 ** 10);
    await new SiteSeedService(planted, hasher, passwordPolicyOf(DEFAULT_SECURITY_OPTIONS), systemClock).plant(
      benchSite(),
      'starter',
    );
  } finally {
    await planted.close();
  }
  if (database.databaseUrl) await vacuumAnalyze(database.databaseUrl);
  const beforeBytes = await databaseBytes(database);
  const started = performance.now();
  const storage = await openStorage({ ...DEFAULT_SERVER_OPTIONS, ...database });
  try {
    for (let start = 0; start < items; start += LOAD_BATCH) {
      const end = Math.min(items, start + LOAD_BATCH);
      const rows = Array.from({ length: end - start }, (_, k) =>
        itemRow(MODULE, 'normal', newsRow(start + k), start + k),
      );
      // The seed's writer: the rows a publish writes, many to a statement.
      await storage.write('site', (tx) =>
        tx.siteSeed.writeSite({
          documents: [],
          landings: [],
          modules: [],
          items: rows,
          users: [],
          rights: [],
          meta: [],
        }),
      );
      if (end % 10_000 === 0 || end === items) log(`  loaded ${end} of ${items}`);
    }
  } finally {
    await storage.close();
  }
  if (database.databaseUrl) await vacuumAnalyze(database.databaseUrl);
  const loadMs = performance.now() - started;
  const afterBytes = await databaseBytes(database);
  // Every published row becomes a document of the editor's once, at a server's start
  // (ensure-documents.ts); done here, so the server's start is not the first and the measured
  // growth is the public rows alone.
  const adopted = await openStorage({ ...DEFAULT_SERVER_OPTIONS, ...database });
  try {
    await ensureDocuments(adopted, Date.now());
  } finally {
    await adopted.close();
  }
  return { beforeBytes, afterBytes, loadMs };
}

interface Timed {
  ms: number;
  status: number;
  text: string;
}

async function timed(url: string): Promise<Timed> {
  const started = performance.now();
  const answer = await send(url);
  const elapsed = performance.now() - started;
  if (answer.status !== 200)
    throw new Error(`${url} answered ${answer.status}: ${answer.text.slice(0, 200)}`);
  return { ms: elapsed, status: answer.status, text: answer.text };
}

const searchUrl = (baseUrl: string, search: string) =>
  `${baseUrl}/api/cms/tag?limit=10&query=${encodeURIComponent(JSON.stringify({ search }))}`;

interface SearchClass {
  name: string;
  samples: number[];
  /** Items each query matched (the answer's total), per query. */
  totals: number[];
}

async function measureSearch(baseUrl: string): Promise<SearchClass[]> {
  const classes = Object.entries(QUERIES.classes);
  for (const [, queries] of classes) for (const query of queries) await timed(searchUrl(baseUrl, query));
  const results = classes.map(([name]) => ({ name, samples: [] as number[], totals: [] as number[] }));
  for (let round = 0; round < ROUNDS; round += 1)
    for (const [index, [, queries]] of classes.entries())
      for (const query of queries) {
        const answer = await timed(searchUrl(baseUrl, query));
        results[index]!.samples.push(answer.ms);
        if (round === 0) results[index]!.totals.push((JSON.parse(answer.text) as { total: number }).total);
      }
  return results;
}

interface ListTimes {
  total: number;
  first: number[];
  last: number[];
}

async function measureLists(baseUrl: string): Promise<ListTimes> {
  const firstUrl = `${baseUrl}/api/cms/${MODULE}?limit=10`;
  const total = (JSON.parse((await timed(firstUrl)).text) as { total: number }).total;
  const lastUrl = `${baseUrl}/api/cms/${MODULE}?limit=10&offset=${Math.max(0, total - 10)}`;
  for (let n = 0; n < 3; n += 1) {
    await timed(firstUrl);
    await timed(lastUrl);
  }
  const times: ListTimes = { total, first: [], last: [] };
  for (let n = 0; n < LIST_SAMPLES; n += 1) {
    times.first.push((await timed(firstUrl)).ms);
    times.last.push((await timed(lastUrl)).ms);
  }
  return times;
}

/**
 * The same two pages asked of the content store in this process, with no HTTP and none of the
 * list answer's other parts (its tags and years): what the paging itself costs.
 */
async function measureStoreLists(database: Database, total: number): Promise<ListTimes> {
  const storage = await openStorage({ ...DEFAULT_SERVER_OPTIONS, ...database });
  try {
    const order = itemOrder('normal', {});
    const page = async (offset: number): Promise<number> => {
      const started = performance.now();
      await storage.stores.content.listItems(MODULE, {}, order, { limit: 10, offset });
      return performance.now() - started;
    };
    const lastOffset = Math.max(0, total - 10);
    for (let n = 0; n < 3; n += 1) {
      await page(0);
      await page(lastOffset);
    }
    const times: ListTimes = { total, first: [], last: [] };
    for (let n = 0; n < LIST_SAMPLES; n += 1) {
      times.first.push(await page(0));
      times.last.push(await page(lastOffset));
    }
    return times;
  } finally {
    await storage.close();
  }
}

interface SitemapFile {
  name: string;
  urls: number;
  bytes: number;
  p50: number;
}

async function measureSitemap(baseUrl: string): Promise<SitemapFile[]> {
  const fileAt = async (name: string): Promise<{ file: SitemapFile; text: string }> => {
    const samples: Timed[] = [];
    for (let n = 0; n < SITEMAP_SAMPLES; n += 1) samples.push(await timed(`${baseUrl}${name}`));
    const text = samples[0]!.text;
    const urls = (text.match(/<url>/g) ?? []).length;
    const file = {
      name,
      urls,
      bytes: Buffer.byteLength(text),
      p50: percentile(
        samples.map((sample) => sample.ms),
        50,
      ),
    };
    return { file, text };
  };
  const index = await fileAt('/sitemap.xml');
  const parts = [...index.text.matchAll(/<sitemap><loc>[^<]*(\/sitemap-\d+\.xml)<\/loc>/g)].map((m) => m[1]!);
  const files = [index.file];
  for (const part of parts) files.push((await fileAt(part)).file);
  return files;
}

interface Run {
  engine: Engine;
  items: number;
  loaded: Loaded;
  search: SearchClass[];
  lists?: ListTimes;
  storeLists?: ListTimes;
  sitemap?: SitemapFile[];
}

async function run(engine: Engine, items: number, dir: string, cluster: PostgresCluster | undefined) {
  const name = `search_${engine === 'SQLite' ? 'sqlite' : 'pg'}_${items}`;
  const database: Database = {
    dbPath: path.join(dir, `${name}.sqlite`),
    ...(engine === 'PostgreSQL' ? { databaseUrl: await cluster!.createDatabase(name) } : {}),
  };
  log(`${engine}, ${items} items: loading`);
  const loaded = await load(database, items);
  log(`  ${ms(loaded.loadMs / 1000)} s`);
  const env: Record<string, string> = {
    DB_PATH: database.dbPath,
    PUBLIC_ORIGIN: 'http://bench.test',
    SERVER_RENDER: 'off',
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl, SECRET_KEY: newSecretKeyText() } : {}),
  };
  const server = await startServerProcess(path.join(ROOT, 'dist'), env, ROOT, { demo: false });
  let result: Run;
  try {
    log('  search');
    result = { engine, items, loaded, search: SEARCH ? await measureSearch(server.baseUrl) : [] };
    if (ENFORCE) return result;
    log('  lists');
    result.lists = await measureLists(server.baseUrl);
    log('  sitemap');
    result.sitemap = await measureSitemap(server.baseUrl);
  } finally {
    await server.close();
  }
  if (result.lists) {
    log('  lists in the store');
    result.storeLists = await measureStoreLists(database, result.lists.total);
  }
  return result;
}

function searchTable(runs: readonly Run[]): string[] {
  const out: string[] = [];
  out.push('### Search (`GET /api/cms/tag?limit=10&query={"search":…}`, one at a time)', '');
  out.push(
    '| engine | items | class | queries | matches (median) | p50 ms | p95 ms |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  );
  for (const run of runs) {
    if (run.search.length === 0) continue;
    for (const kind of run.search)
      out.push(
        `| ${run.engine} | ${run.items} | ${kind.name} | ${kind.totals.length} | ${percentile(kind.totals, 50)} | ${ms(percentile(kind.samples, 50))} | ${ms(percentile(kind.samples, 95))} |`,
      );
    const all = run.search.flatMap((kind) => kind.samples);
    const totals = run.search.flatMap((kind) => kind.totals);
    out.push(
      `| ${run.engine} | ${run.items} | **overall** | ${totals.length} | ${percentile(totals, 50)} | ${ms(percentile(all, 50))} | ${ms(percentile(all, 95))} |`,
    );
  }
  return out;
}

function tables(runs: readonly Run[]): string {
  const out: string[] = [];
  if (runs.some((run) => run.search.length > 0)) out.push(...searchTable(runs), '');
  out.push('### Size and load', '');
  out.push(
    '| engine | items | before | after | bytes per item | load s |',
    '| --- | --- | --- | --- | --- | --- |',
  );
  for (const run of runs) {
    const { beforeBytes, afterBytes, loadMs } = run.loaded;
    out.push(
      `| ${run.engine} | ${run.items} | ${beforeBytes} | ${afterBytes} | ${Math.round((afterBytes - beforeBytes) / run.items)} | ${ms(loadMs / 1000)} |`,
    );
  }
  const listed = runs.filter((run) => run.lists);
  if (listed.length > 0) {
    out.push('', `### A list's first and last page (\`GET /api/cms/${MODULE}?limit=10&offset=…\`)`, '');
    out.push(
      '| engine | items | read at | first p50 ms | first p95 ms | last p50 ms | last p95 ms | last ÷ first (p50) |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
    );
    const row = (run: Run, what: string, { first, last }: ListTimes) =>
      `| ${run.engine} | ${run.items} | ${what} | ${ms(percentile(first, 50))} | ${ms(percentile(first, 95))} | ${ms(percentile(last, 50))} | ${ms(percentile(last, 95))} | ${(percentile(last, 50) / percentile(first, 50)).toFixed(2)} |`;
    for (const run of listed) {
      out.push(row(run, 'HTTP API', run.lists!));
      if (run.storeLists) out.push(row(run, 'store only', run.storeLists));
    }
    out.push('', '### sitemap.xml', '');
    out.push('| engine | items | file | URLs | bytes | p50 ms |', '| --- | --- | --- | --- | --- | --- |');
    for (const run of listed)
      for (const file of run.sitemap ?? [])
        out.push(
          `| ${run.engine} | ${run.items} | ${file.name} | ${file.urls || 'index'} | ${file.bytes} | ${ms(file.p50)} |`,
        );
  }
  return out.join('\n');
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'themesite-search-bench-'));
  const cluster = ENGINES.includes('PostgreSQL')
    ? await startThrowawayPostgres({ durable: true })
    : undefined;
  const runs: Run[] = [];
  try {
    for (const items of SIZES)
      for (const engine of ENGINES) {
        runs.push(await run(engine, items, dir, cluster));
        // Each run's tables as it ends: a long run that fails later keeps what it measured.
        log(tables(runs.slice(-1)));
      }
  } finally {
    cluster?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  process.stdout.write(`${tables(runs)}\n`);
  if (!ENFORCE) return;
  const all = runs.flatMap((run) => run.search.flatMap((kind) => kind.samples));
  const p95 = percentile(all, 95);
  const verdict = p95 <= P95_LIMIT_MS ? 'within' : 'over';
  process.stdout.write(
    `\nsearch p95 ${ms(p95)} ms at ${SIZES[0]} items on SQLite: ${verdict} the limit of ${P95_LIMIT_MS} ms\n`,
  );
  if (p95 > P95_LIMIT_MS) process.exitCode = 1;
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
