/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { FetchHttp } from '../../src/adapters/http/fetch-http.adapter';
import { NetworkFailure } from '../../src/domain/http/http.port';

// A real server, because `new Response(body, { status: 611 })` cannot even be constructed in Node:
// only a real socket shows that the platform's 611/612 answers reach the caller as responses.
let server: http.Server;
let base: string;
const seen: Array<{ method?: string; url?: string; headers: http.IncomingHttpHeaders; body: string }> = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body });
      const json = (status: number, value: unknown): void => {
        res.writeHead(status, { 'Content-Type': 'application/json', 'X-Trace': 'abc' });
        res.end(JSON.stringify(value));
      };
      switch (req.url) {
        case '/ok':
          return json(200, { hello: '世界' });
        case '/expired':
          return json(611, { status: 611, error_description: 'token expired', code: 'E611', time: 't' });
        case '/invalid':
          return json(612, { status: 612, error_description: 'token invalid', code: 'E612', time: 't' });
        case '/fault':
          return json(500, { status: 500, error_description: 'boom', code: 'E500', time: 't' });
        case '/echo':
          return json(200, { method: req.method, body });
        case '/hang':
          return; // never answers
        case '/slow-body':
          res.writeHead(200, { 'Content-Type': 'application/json' });
          res.write('{"partial":');
          return; // headers sent, body stalls
        default:
          return json(404, { status: 404, error_description: 'Not Found', code: 'E404', time: 't' });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen.length = 0;
});

describe('FetchHttp', () => {
  it('answers a 200 with its status, lower-case headers and the body as text', async () => {
    const response = await new FetchHttp({ baseUrl: base }).send({ method: 'GET', url: '/ok', headers: {} });
    expect(response.status).toBe(200);
    expect(response.headers['x-trace']).toBe('abc');
    expect(response.headers['content-type']).toBe('application/json');
    expect(JSON.parse(response.body)).toEqual({ hello: '世界' });
  });

  it('hands a 611 answer back as a response, not as a failure', async () => {
    const response = await new FetchHttp({ baseUrl: base }).send({
      method: 'GET',
      url: '/expired',
      headers: {},
    });
    expect(response.status).toBe(611);
    expect(JSON.parse(response.body)).toMatchObject({ status: 611, code: 'E611' });
  });

  it('hands a 612 answer back as a response, not as a failure', async () => {
    const response = await new FetchHttp({ baseUrl: base }).send({
      method: 'POST',
      url: '/invalid',
      headers: {},
      body: '',
    });
    expect(response.status).toBe(612);
    expect(JSON.parse(response.body)).toMatchObject({ error_description: 'token invalid' });
  });

  it('hands 404 and 500 answers back as responses', async () => {
    const httpPort = new FetchHttp({ baseUrl: base });
    expect((await httpPort.send({ method: 'GET', url: '/fault', headers: {} })).status).toBe(500);
    expect((await httpPort.send({ method: 'GET', url: '/missing', headers: {} })).status).toBe(404);
  });

  it('sends the method, the headers and the already serialized body unchanged', async () => {
    await new FetchHttp({ baseUrl: base }).send({
      method: 'PUT',
      url: '/echo',
      headers: { access_token: 'tok-1', 'Content-Type': 'application/json' },
      body: '{"a":1}',
    });
    expect(seen[0]).toMatchObject({ method: 'PUT', url: '/echo', body: '{"a":1}' });
    expect(seen[0]!.headers['access_token']).toBe('tok-1');
    expect(seen[0]!.headers['content-type']).toBe('application/json');
  });

  it('asks the browser to bypass its HTTP cache for a fresh read, and leaves other reads to it', async () => {
    const inits: RequestInit[] = [];
    const fetch = async (_input: RequestInfo | URL, init?: RequestInit) => (
      inits.push(init ?? {}),
      new Response('{}', { status: 200 })
    );
    const adapter = new FetchHttp({ fetch });
    await adapter.send({ method: 'GET', url: '/api/site/menu', headers: {}, fresh: true });
    await adapter.send({ method: 'GET', url: '/api/site/menu', headers: {} });
    expect(inits.map((init) => init.cache)).toEqual(['no-store', undefined]);
  });

  it('prefixes relative URLs with the API host and leaves absolute URLs alone', async () => {
    const httpPort = new FetchHttp({ baseUrl: `${base}/` });
    expect(httpPort.resolve('/api/site/config')).toBe(`${base}/api/site/config`);
    expect(httpPort.resolve('https://elsewhere.example/x')).toBe('https://elsewhere.example/x');
    expect(new FetchHttp().resolve('/api/site/config')).toBe('/api/site/config');
    await httpPort.send({ method: 'GET', url: `${base}/ok`, headers: {} });
    expect(seen[0]!.url).toBe('/ok');
  });

  it('gives up on a server that never answers with a timeout failure', async () => {
    const failure = await new FetchHttp({ baseUrl: base, timeoutMs: 150 })
      .send({ method: 'GET', url: '/hang', headers: {} })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(NetworkFailure);
    expect((failure as NetworkFailure).reason).toBe('timeout');
  });

  it('counts a body that stalls after the headers against the timeout too', async () => {
    const failure = await new FetchHttp({ baseUrl: base, timeoutMs: 150 })
      .send({ method: 'GET', url: '/slow-body', headers: {} })
      .catch((e: unknown) => e);
    expect((failure as NetworkFailure).reason).toBe('timeout');
  });

  it('waits 20 seconds by default before giving up', () => {
    const timers: number[] = [];
    const spy = jest.spyOn(globalThis, 'setTimeout').mockImplementation(((_: () => void, ms: number) => {
      timers.push(ms);
      return 0 as unknown as NodeJS.Timeout;
    }) as typeof setTimeout);
    void new FetchHttp({ fetch: () => new Promise<Response>(() => {}) }).send({
      method: 'GET',
      url: '/x',
      headers: {},
    });
    spy.mockRestore();
    expect(timers).toEqual([20_000]);
  });

  it('turns an abandoned request into an aborted failure', async () => {
    const httpPort = new FetchHttp({ baseUrl: base });
    const pending = httpPort.send({ method: 'GET', url: '/hang', headers: {} }).catch((e: unknown) => e);
    await new Promise((resolve) => setTimeout(resolve, 50));
    httpPort.abortAll();
    const failure = await pending;
    expect(failure).toBeInstanceOf(NetworkFailure);
    expect((failure as NetworkFailure).reason).toBe('aborted');
  });

  it('turns a refused connection into an offline failure', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const failure = await new FetchHttp({ baseUrl: `http://127.0.0.1:${port}` })
      .send({ method: 'GET', url: '/ok', headers: {} })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(NetworkFailure);
    expect((failure as NetworkFailure).reason).toBe('offline');
  });
});
