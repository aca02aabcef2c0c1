import {
  NetworkFailure,
  type HttpMethod,
  type HttpPort,
  type HttpRequest,
  type HttpResponse,
} from '../../domain/http/http.port';

/**
 * What a scripted route answers: a response, a network failure, a throw (a bug in the transport)
 * or a function of the request.
 */
export type MemoryAnswer =
  | { status: number; body?: unknown; headers?: Record<string, string> }
  | { fail: NetworkFailure['reason'] }
  | { throws: unknown };

export type MemoryHandler = (request: HttpRequest) => MemoryAnswer | Promise<MemoryAnswer>;

interface Route {
  method: HttpMethod;
  url: string | RegExp;
  answers: MemoryHandler[];
}

/** An unknown path, in the platform's error body (zh-TW), so callers parse and show it as a real one. */
const NOT_FOUND: MemoryAnswer = {
  status: 404,
  body: { status: 404, error_description: '找不到指定的資料。', code: 'E404', time: '2026-01-01 00:00:00' },
};

const pathOf = (url: string): string => url.replace(/^[a-z]+:\/\/[^/]+/i, '');

/**
 * The in-memory twin of `FetchHttp`: answers scripted per method and URL and remembers every
 * request, so a test can say what was sent. An unscripted request answers 404 like an unknown path.
 */
export class MemoryHttp implements HttpPort {
  readonly requests: HttpRequest[] = [];
  private readonly routes: Route[] = [];

  /**
   * Scripts the answers for a method and a path: a string (the query is compared only when the
   * string has one) or a RegExp (tested on the path with its query). Several answers are given in
   * turn; the last one repeats. The latest script for a path wins.
   */
  on(method: HttpMethod, url: string | RegExp, ...answers: Array<MemoryAnswer | MemoryHandler>): this {
    this.routes.unshift({
      method,
      url,
      answers: answers.map((a) => (typeof a === 'function' ? a : () => a)),
    });
    return this;
  }

  /** The requests sent to a method and path, matched as `on` matches them. */
  requestsTo(method: HttpMethod, url: string | RegExp): HttpRequest[] {
    return this.requests.filter((r) => r.method === method && matches(url, pathOf(r.url)));
  }

  async send(request: HttpRequest): Promise<HttpResponse> {
    this.requests.push(request);
    const route = this.routes.find((r) => r.method === request.method && matches(r.url, pathOf(request.url)));
    const handler = route ? (route.answers.length > 1 ? route.answers.shift() : route.answers[0]) : undefined;
    const answer: MemoryAnswer = handler ? await handler(request) : NOT_FOUND;
    // Answer asynchronously, as a real transport does, so callers cannot rely on sync resolution.
    await Promise.resolve();
    if ('fail' in answer) throw new NetworkFailure(answer.fail);
    if ('throws' in answer) throw answer.throws;
    const body =
      answer.body === undefined
        ? ''
        : typeof answer.body === 'string'
          ? answer.body
          : JSON.stringify(answer.body);
    return {
      status: answer.status,
      headers: { 'content-type': 'application/json', ...lowerKeys(answer.headers ?? {}) },
      body,
    };
  }
}

function matches(pattern: string | RegExp, path: string): boolean {
  if (typeof pattern !== 'string') return pattern.test(path);
  return pattern === (pattern.includes('?') ? path : path.split('?')[0]);
}

function lowerKeys(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
}
