import {
  NetworkFailure,
  type HttpMethod,
  type HttpPort,
  type HttpRequest,
  type HttpResponse,
} from '../../../src/domain/http/http.port';

/** A scripted answer: a status with a body (objects are sent as JSON), no answer at all, or a bug. */
export type Answer =
  { status: number; body?: unknown } | { fail: NetworkFailure['reason'] } | { throws: unknown };
export type Handler = (request: HttpRequest) => Answer | Promise<Answer>;

interface Route {
  method: HttpMethod;
  path: string;
  handlers: Handler[];
}

export const pathOf = (url: string): string => url.replace(/^[a-z]+:\/\/[^/]+/i, '').split('?')[0]!;

/**
 * The HTTP port, scripted per method and path (query ignored), remembering every request.
 * Several answers are given in turn and the last one repeats. Unscripted paths answer 404.
 */
export class FakeHttp implements HttpPort {
  readonly requests: HttpRequest[] = [];
  private readonly routes: Route[] = [];

  on(method: HttpMethod, path: string, ...answers: Array<Answer | Handler>): this {
    this.routes.unshift({
      method,
      path,
      handlers: answers.map((a) => (typeof a === 'function' ? a : () => a)),
    });
    return this;
  }

  requestsTo(method: HttpMethod, path: string): HttpRequest[] {
    return this.requests.filter((r) => r.method === method && pathOf(r.url) === path);
  }

  async send(request: HttpRequest): Promise<HttpResponse> {
    this.requests.push(request);
    const route = this.routes.find((r) => r.method === request.method && r.path === pathOf(request.url));
    const handler = route
      ? route.handlers.length > 1
        ? route.handlers.shift()!
        : route.handlers[0]!
      : undefined;
    const answer: Answer = handler
      ? await handler(request)
      : {
          status: 404,
          body: {
            status: 404,
            error_description: '找不到指定的資料。',
            code: 'E404',
            time: '2026-01-01 00:00:00',
          },
        };
    await Promise.resolve();
    if ('fail' in answer) throw new NetworkFailure(answer.fail);
    if ('throws' in answer) throw answer.throws;
    const body =
      answer.body === undefined
        ? ''
        : typeof answer.body === 'string'
          ? answer.body
          : JSON.stringify(answer.body);
    return { status: answer.status, headers: { 'content-type': 'application/json' }, body };
  }
}

export interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
}

/** A promise the test resolves when it wants, e.g. to hold a refresh while a burst arrives. */
export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
