/**
 * `tsx scripts/authoring-bench.ts`: do public reads slow down while editors save? The
 * server runs in its own process on loopback with the demo site. Each public endpoint is measured
 * with autocannon (10 connections, BENCH_MS, default 5000) alone, then again while four save loops
 * (one per document, each waiting for its answer, as editors do) write drafts with full syncs.
 * SAVES_PER_SECOND (all loops together) paces them; 0, the default, saves back to back.
 */
import path from 'node:path';
import { loadTest } from './support/load-test';
import { startServerProcess } from './support/server-process';
import { ROOT } from './support/site';
import { editorToken } from './support/editor-login';

const DOCS = ['item:news:news-001', 'item:news:news-002', 'item:activities:activity-001', 'chrome:footer'];
const ENDPOINTS = ['/api/cms/news/news-001', '/api/cms/news', '/api/site/header'];

/** Saves drafts until `stop` says so; answers how many were acknowledged. */
async function saveLoop(baseUrl: string, token: string, docId: string, stop: () => boolean): Promise<number> {
  const url = `${baseUrl}/backend/documents/${encodeURIComponent(docId)}`;
  const headers = { access_token: token, 'content-type': 'application/json' };
  const doc = (await (await fetch(url, { headers })).json()) as {
    revision: number;
    draft: Record<string, unknown>;
  };
  let revision = doc.revision;
  let saved = 0;
  const rate = Number(process.env.SAVES_PER_SECOND ?? 0);
  const gapMs = rate > 0 ? (1000 * DOCS.length) / rate : 0;
  const started = Date.now();
  while (!stop()) {
    const due = started + saved * gapMs;
    if (due > Date.now()) await new Promise((resolve) => setTimeout(resolve, due - Date.now()));
    const answer = await fetch(url, {
      method: 'PUT',
      headers: { ...headers, 'if-match': `"${revision}"` },
      body: JSON.stringify({ data: { ...doc.draft, title: `壓測第 ${saved} 次` } }),
    });
    if (answer.status !== 200) throw new Error(`save answered ${answer.status}`);
    revision = ((await answer.json()) as { revision: number }).revision;
    saved += 1;
  }
  return saved;
}

async function main(): Promise<void> {
  const server = await startServerProcess(path.join(ROOT, 'dist'), {}, ROOT);
  const durationMs = Number(process.env.BENCH_MS ?? 5000);
  try {
    const token = await editorToken(server.baseUrl);
    for (const endpoint of ENDPOINTS) {
      const alone = await loadTest(server.baseUrl, endpoint, { durationMs });
      let stopped = false;
      const started = Date.now();
      const savers = Promise.all(DOCS.map((docId) => saveLoop(server.baseUrl, token, docId, () => stopped)));
      const busy = await loadTest(server.baseUrl, endpoint, { durationMs });
      stopped = true;
      const saves = (await savers).reduce((sum, n) => sum + n, 0);
      const seconds = (Date.now() - started) / 1000;
      for (const [label, result] of [
        ['reads alone', alone],
        ['reads + saves', busy],
      ] as const) {
        process.stdout.write(
          `${endpoint}\t${label}\t${result.requestsPerSecond} req/s\tp50 ${result.latencyMs.p50} ms\tp99 ${result.latencyMs.p99} ms\tnon-2xx ${result.non2xx}\terrors ${result.errors}\n`,
        );
      }
      process.stdout.write(
        `${endpoint}\tsaves during the run\t${saves} (${(saves / seconds).toFixed(0)}/s)\n`,
      );
    }
  } finally {
    await server.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
