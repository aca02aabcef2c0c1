/**
 * Server throughput and latency with autocannon: `connections` keep-alive connections send GET
 * requests back to back for `durationMs`, then the run stops (bounded in time). Reports requests per
 * second and latency percentiles in the report's own shape.
 */
import autocannon from 'autocannon';

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

export async function loadTest(
  baseUrl: string,
  path: string,
  { connections = 10, durationMs = 5000, headers = {} as Record<string, string> } = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url: new URL(path, baseUrl).toString(),
    connections,
    duration: durationMs / 1000,
    headers: { accept: 'application/json', 'accept-encoding': 'gzip, br', ...headers },
  });
  const total = result.requests.total;
  return {
    path,
    connections,
    durationMs: Math.round(result.duration * 1000),
    requests: total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
      mean: Math.round(result.latency.mean * 100) / 100,
    },
    bytesPerResponse: Math.round(result.throughput.total / Math.max(1, total)),
  };
}
