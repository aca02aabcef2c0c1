import http from 'node:http';
import net from 'node:net';

export interface PlainAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/**
 * A request sent from a chosen loopback address (127.0.0.2, 127.0.0.3, …): on Linux every
 * 127.x.y.z is this machine, so a test can play clients at different IPs.
 */
export function requestFrom(
  localAddress: string,
  url: string,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<PlainAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers, localAddress, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          text: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** Writes `bytes` on a new connection and resolves with everything the server sent until it closed. */
export function rawExchange(port: number, bytes: string): Promise<{ text: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const startedAt = Date.now();
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET') reject(error);
    });
    socket.on('close', () => resolve({ text, closedAfterMs: Date.now() - startedAt }));
  });
}
