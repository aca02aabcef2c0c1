/**
 * `tsx scripts/server-reads-bench.ts [OTHER_ROOT]`: read throughput of the reference server
 * with autocannon, on loopback, bounded (BENCH_MS per endpoint, default 5000, 10 connections). With
 * OTHER_ROOT (a checkout of an earlier commit with its node_modules), that server is measured first
 * in the same run, so the figures compare like with like on a shared machine.
 */
import path from 'node:path';
import { loadTest } from './support/load-test';
import { startServerProcess } from './support/server-process';
import { ROOT } from './support/site';

async function paths(baseUrl: string): Promise<string[]> {
  const list = (await (await fetch(`${baseUrl}/api/cms/news?limit=1`)).json()) as {
    rows: Array<{ id: string }>;
  };
  const id = list.rows[0]?.id ?? 'missing';
  return [
    '/api/site/header',
    '/api/cms/news',
    `/api/cms/news/${encodeURIComponent(id)}`,
    '/api/cms/about',
    '/api/site/hit',
  ];
}

async function measure(label: string, root: string): Promise<void> {
  const server = await startServerProcess(path.join(ROOT, 'dist'), {}, root);
  try {
    for (const endpoint of await paths(server.baseUrl)) {
      const result = await loadTest(server.baseUrl, endpoint, {
        durationMs: Number(process.env.BENCH_MS ?? 5000),
      });
      process.stdout.write(
        `${label}\t${endpoint}\t${result.requestsPerSecond} req/s\tp50 ${result.latencyMs.p50} ms\tp99 ${result.latencyMs.p99} ms\tnon-2xx ${result.non2xx}\terrors ${result.errors}\n`,
      );
    }
  } finally {
    await server.close();
  }
}

async function main(): Promise<void> {
  const other = process.argv[2];
  if (other) await measure('before', path.resolve(other));
  await measure(other ? 'after' : 'now', ROOT);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
