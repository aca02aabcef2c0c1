/**
 * The benchmarks' two loads on a server of one or more instances: public reads split evenly over
 * the instances (autocannon), and editors saving their own documents back to back, alternating
 * instances, each waiting for its answer as an editor does. `headers` names the site (its `host`)
 * where a server holds several.
 */
import http from 'node:http';
import { loadTest, type LoadResult } from './load-test';

/** Kept-alive connections, as a browser keeps them. */
const agent = new http.Agent({ keepAlive: true });

/**
 * One request over node:http: unlike fetch, it sends the `host` header it is given, which picks
 * the site on a server of several.
 */
export function send(
  url: string,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

export interface BenchRow {
  what: string;
  perSecond: number;
  p50: number;
  p99: number;
  failed: number;
}

export interface LoadOptions {
  durationMs: number;
  /** Read connections in all, split over the instances. */
  connections?: number;
  headers?: Record<string, string>;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? 0
    : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);

/** Reads split evenly over the instances, at the same time; requests per second add up. */
export async function splitReads(baseUrls: string[], url: string, options: LoadOptions): Promise<BenchRow> {
  const connections = Math.max(1, Math.floor((options.connections ?? 10) / baseUrls.length));
  const results: LoadResult[] = await Promise.all(
    baseUrls.map((baseUrl) =>
      loadTest(baseUrl, url, {
        connections,
        durationMs: options.durationMs,
        headers: options.headers ?? {},
      }),
    ),
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

/** One editor per document, saving it back to back, alternating instances. */
export async function saveLoops(
  baseUrls: string[],
  docIds: readonly string[],
  token: string,
  options: LoadOptions,
): Promise<BenchRow> {
  const latencies: number[] = [];
  let failed = 0;
  const stopAt = Date.now() + options.durationMs;
  const started = Date.now();
  const headers = { ...options.headers, access_token: token, 'content-type': 'application/json' };
  await Promise.all(
    docIds.map(async (docId, loop) => {
      const pathOf = `/backend/documents/${encodeURIComponent(docId)}`;
      const opened = await send(`${baseUrls[0]}${pathOf}`, { headers });
      if (opened.status !== 200) throw new Error(`${docId} answered ${opened.status}: ${opened.text}`);
      const doc = JSON.parse(opened.text) as { revision: number; draft: Record<string, unknown> };
      let revision = doc.revision;
      for (let n = 0; Date.now() < stopAt; n += 1) {
        const baseUrl = baseUrls[(loop + n) % baseUrls.length];
        const sent = performance.now();
        const answer = await send(`${baseUrl}${pathOf}`, {
          method: 'PUT',
          headers: { ...headers, 'if-match': `"${revision}"` },
          body: JSON.stringify({ data: { ...doc.draft, title: `壓測第 ${n} 次` } }),
        });
        latencies.push(performance.now() - sent);
        if (answer.status !== 200) {
          failed += 1;
          continue;
        }
        revision = (JSON.parse(answer.text) as { revision: number }).revision;
      }
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    what: `save (${docIds.length} editors)`,
    perSecond: Math.round((latencies.length - failed) / seconds),
    p50: Math.round(percentile(latencies, 50) * 10) / 10,
    p99: Math.round(percentile(latencies, 99) * 10) / 10,
    failed,
  };
}
