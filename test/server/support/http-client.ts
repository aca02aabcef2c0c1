import http from 'node:http';
import zlib from 'node:zlib';
import type { ApiErrorBody } from '../../../src/shared/api-types';

export interface JsonAnswer<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

async function answer<T>(response: Response): Promise<JsonAnswer<T>> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON (an HTML page, an empty body): the test sees the text.
  }
  return { status: response.status, headers: response.headers, body: body as T };
}

export async function getJson<T = unknown>(
  url: string,
  headers: Record<string, string> = {},
): Promise<JsonAnswer<T>> {
  return answer<T>(await fetch(url, { headers }));
}

export async function postJson<T = unknown>(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<JsonAnswer<T>> {
  return answer<T>(
    await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

export async function postForm<T = unknown>(
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<JsonAnswer<T>> {
  return answer<T>(
    await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(fields).toString(),
    }),
  );
}

/** What the client's generic POST wrapper sends for reflash and logout: JSON content type, no body. */
export async function postEmpty<T = unknown>(
  url: string,
  headers: Record<string, string> = {},
): Promise<JsonAnswer<T>> {
  return answer<T>(
    await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers } }),
  );
}

export function listUrl(base: string, params: Record<string, unknown>): string {
  const search = Object.entries(params)
    .map(
      ([name, value]) =>
        `${name}=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}`,
    )
    .join('&');
  return `${base}?${search}`;
}

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as sent, still compressed if it was. */
  raw: Buffer;
  /** The body decompressed according to content-encoding. */
  text: string;
}

/** A request through node:http, so tests see the bytes and encodings exactly as sent. */
export function rawRequest(
  url: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = response.headers['content-encoding'];
        // A HEAD answer names its coding but carries no body to decode.
        const decoded =
          raw.length === 0
            ? raw
            : encoding === 'br'
              ? zlib.brotliDecompressSync(raw)
              : encoding === 'gzip'
                ? zlib.gunzipSync(raw)
                : encoding === 'deflate'
                  ? zlib.inflateSync(raw)
                  : raw;
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          raw,
          text: decoded.toString('utf8'),
        });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

/** Checks the shape every error answer shares and returns it. */
export function expectErrorBody(answer: JsonAnswer, status: number): ApiErrorBody {
  expect(answer.status).toBe(status);
  const body = answer.body as ApiErrorBody;
  expect(body).toEqual(
    expect.objectContaining({
      status,
      error_description: expect.any(String),
      code: expect.stringMatching(/^E\d{3}$/),
      time: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    }),
  );
  return body;
}
