/**
 * A small, bounded HTTP load generator (autocannon is not installed): `connections` keep-alive
 * connections each send GET requests back to back for `durationMs`, then the run stops. Reports
 * requests per second and latency percentiles. Every response body is read to the end.
 */
import http from 'node:http';

export interface LoadResult {
  path: string;
  connections: number;
  durationMs: number;
  requests: number;
  errors: number;
  /** Responses outside 2xx. */
  non2xx: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number; mean: number };
  bytesPerResponse: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

export async function loadTest(
  baseUrl: string,
  path: string,
  { connections = 10, durationMs = 5000, headers = {} as Record<string, string> } = {},
): Promise<LoadResult> {
  const url = new URL(path, baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let errors = 0;
  let non2xx = 0;
  let bytes = 0;
  const started = performance.now();
  const stopAt = started + durationMs;

  const one = () =>
    new Promise<void>((resolve) => {
      const t0 = performance.now();
      const req = http.get(
        url,
        { agent, headers: { accept: 'application/json', 'accept-encoding': 'gzip, br', ...headers } },
        (res) => {
          res.on('data', (chunk: Buffer) => (bytes += chunk.length));
          res.on('end', () => {
            latencies.push(performance.now() - t0);
            if ((res.statusCode ?? 0) < 200 || (res.statusCode ?? 0) > 299) non2xx += 1;
            resolve();
          });
          res.on('error', () => {
            errors += 1;
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors += 1;
        resolve();
      });
    });

  const worker = async () => {
    while (performance.now() < stopAt) await one();
  };
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = performance.now() - started;
  agent.destroy();
  const sorted = [...latencies].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    path,
    connections,
    durationMs: Math.round(elapsed),
    requests: latencies.length,
    errors,
    non2xx,
    requestsPerSecond: Math.round((latencies.length / elapsed) * 1000),
    latencyMs: {
      p50: round(percentile(sorted, 50)),
      p90: round(percentile(sorted, 90)),
      p99: round(percentile(sorted, 99)),
      max: round(sorted[sorted.length - 1] ?? NaN),
      mean: round(sorted.reduce((a, b) => a + b, 0) / Math.max(1, sorted.length)),
    },
    bytesPerResponse: Math.round(bytes / Math.max(1, latencies.length)),
  };
}
