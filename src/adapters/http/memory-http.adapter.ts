import {
  NetworkFailure,
  type HttpMethod,
  type HttpPort,
  type HttpRequest,
  type HttpResponse,
} from '../../domain/http/http.port';

/** What a scripted route answers: a response, a network failure, or a function of the request. */
export type MemoryAnswer =
  { status: number; body?: unknown; headers?: Record<string, string> } | { fail: NetworkFailure['reason'] };

type Handler = (request: HttpRequest) => MemoryAnswer | Promise<MemoryAnswer>;

interface Route {
  method: HttpMethod;
  url: string | RegExp;
  answers: Handler[];
}

const pathOf = (url: string): string => url.replace(/^[a-z]+:\/\/[^/]+/i, '');

/**
 * The in-memory twin of `FetchHttp`: answers scripted per method and URL and remembers every
 * request, so a test can say what was sent. An unscripted request answers 404 like an unknown path.
 */
export class MemoryHttp implements HttpPort {
  readonly requests: HttpRequest[] = [];
  private readonly routes: Route[] = [];

  /**
   * Scripts the answers for a method and a path (exact, query string included, or a RegExp).
   * Several answers are given in turn; the last one repeats.
   */
  on(method: HttpMethod, url: string | RegExp, ...answers: Array<MemoryAnswer | Handler>): this {
    this.routes.unshift({
      method,
      url,
      answers: answers.map((a) => (typeof a === 'function' ? a : () => a)),
    });
    return this;
  }

  requestsTo(method: HttpMethod, url: string | RegExp): HttpRequest[] {
    return this.requests.filter((r) => r.method === method && matches(url, pathOf(r.url)));
  }

  async send(request: HttpRequest): Promise<HttpResponse> {
    this.requests.push(request);
    const route = this.routes.find((r) => r.method === request.method && matches(r.url, pathOf(request.url)));
    const handler = route ? (route.answers.length > 1 ? route.answers.shift() : route.answers[0]) : undefined;
    const answer: MemoryAnswer = handler
      ? await handler(request)
      : { status: 404, body: { status: 404, error_description: 'Not Found', code: 'E404', time: '' } };
    // Answer asynchronously, as a real transport does, so callers cannot rely on sync resolution.
    await Promise.resolve();
    if ('fail' in answer) throw new NetworkFailure(answer.fail);
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
  return typeof pattern === 'string' ? pattern === path : pattern.test(path);
}

function lowerKeys(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
}
