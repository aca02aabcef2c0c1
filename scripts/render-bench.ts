/**
 * `npm run bench:render`: how fast the reference server answers the HTML of the home
 * page, a list and a detail, rendered for every request (cold) and kept by the page cache (cached).
 * A benchmark, not a test: it prints a table and fails only if the server does.
 *
 * The real server (`src/server/main.ts --demo`) runs in its own process over a temporary SQLite
 * file seeded with the demo site, serving the client build in dist/ (`npm run build` first, or
 * DIST_DIR). Cold is a server started with `PAGE_CACHE=off`: the same request path with a cache
 * that keeps nothing, so every request renders. Cached is a server with the default cache, each
 * page requested once before the run. The server labels each answer `x-page-cache: off | miss |
 * hit`; every answer that is not a hit was a render, so the "renders" column is counted from what
 * the server said, not assumed. autocannon: BENCH_CONNECTIONS (10) keep-alive connections for
 * BENCH_MS (5000) per row, asking for HTML with gzip and br as a browser does.
 */
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { RENDER_DATA_ID } from '../src/shared/server-render';
import { startServerProcess } from './support/server-process';
import { ROOT } from './support/site';

interface Row {
  page: string;
  url: string;
  mode: 'cold' | 'cached';
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  renders: number;
  requests: number;
  non2xx: number;
  errors: number;
  bytes: number;
}

const DURATION_MS = Number(process.env.BENCH_MS ?? 5000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const HEADERS = { accept: 'text/html', 'accept-encoding': 'gzip, br' };

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round((sorted[Math.max(0, index)] ?? 0) * 100) / 100;
}

async function measure(baseUrl: string, url: string): Promise<Omit<Row, 'page' | 'mode' | 'url'>> {
  const latencies: number[] = [];
  let renders = 0;
  const options: autocannon.Options = {
    url: new URL(url, baseUrl).toString(),
    connections: CONNECTIONS,
    duration: DURATION_MS / 1000,
    headers: HEADERS,
    requests: [
      {
        method: 'GET',
        path: url,
        onResponse: (_status, _body, _context, headers) => {
          if ((headers as Record<string, string>)['x-page-cache'] !== 'hit') renders += 1;
        },
      },
    ],
  };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, done) => (error ? reject(error) : resolve(done)));
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    renders,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    bytes: Math.round(result.throughput.total / Math.max(1, result.requests.total)),
  };
}

async function pagesOf(baseUrl: string): Promise<Array<{ page: string; url: string }>> {
  const list = (await (await fetch(`${baseUrl}/api/cms/news?limit=1`)).json()) as {
    rows: Array<{ id: string }>;
  };
  const id = list.rows[0]?.id;
  if (!id) throw new Error('the demo news list is empty');
  return [
    { page: 'home', url: '/home/zh-tw' },
    { page: 'list', url: '/home/zh-tw/news' },
    { page: 'detail', url: `/home/zh-tw/news/${encodeURIComponent(id)}` },
  ];
}

async function run(dist: string, mode: Row['mode']): Promise<Row[]> {
  const server = await startServerProcess(dist, mode === 'cold' ? { PAGE_CACHE: 'off' } : {});
  try {
    const rows: Row[] = [];
    for (const { page, url } of await pagesOf(server.baseUrl)) {
      const first = await fetch(`${server.baseUrl}${url}`, { headers: HEADERS });
      const expected = mode === 'cold' ? 'off' : 'miss';
      if (first.status !== 200 || first.headers.get('x-page-cache') !== expected)
        throw new Error(`${url} answered ${first.status}, x-page-cache ${first.headers.get('x-page-cache')}`);
      // A render that fell back (no bundle, a failure, the 3 s limit) would measure the empty page.
      if (!(await first.text()).includes(`id="${RENDER_DATA_ID}"`))
        throw new Error(
          `${url} was not rendered on the server: build dist-server/render.cjs (npm run build)`,
        );
      rows.push({ page, url, mode, ...(await measure(server.baseUrl, url)) });
    }
    return rows;
  } finally {
    await server.close();
  }
}

function table(rows: Row[]): string {
  const head = [
    'page',
    'mode',
    'req/s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'requests',
    'renders',
    'non-2xx',
    'bytes',
  ];
  const lines = rows.map((row) =>
    [
      row.page,
      row.mode,
      row.requestsPerSecond,
      row.p50,
      row.p95,
      row.p99,
      row.requests,
      row.renders,
      row.non2xx + row.errors,
      row.bytes,
    ].join(' | '),
  );
  return [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => ' --- ').join('|')}|`,
    ...lines.map((line) => `| ${line} |`),
  ].join('\n');
}

async function main(): Promise<void> {
  const dist = path.resolve(ROOT, process.env.DIST_DIR ?? 'dist');
  if (!fs.existsSync(path.join(dist, 'index.html')))
    throw new Error(`no client build in ${dist}: run npm run build first (or set DIST_DIR)`);
  const rows = [...(await run(dist, 'cold')), ...(await run(dist, 'cached'))];
  rows.sort((a, b) => a.page.localeCompare(b.page) || a.mode.localeCompare(b.mode));
  process.stdout.write(
    `Rendered HTML, ${CONNECTIONS} connections, ${DURATION_MS} ms per row, node ${process.version}\n\n${table(rows)}\n`,
  );
  const rendered = rows.filter((row) => row.mode === 'cached' && row.renders > 0);
  if (rendered.length > 0)
    process.stdout.write(
      `\nnote: cached rows that still rendered: ${rendered.map((row) => row.page).join(', ')}\n`,
    );
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
