import {
  NetworkFailure,
  type HttpPort,
  type HttpRequest,
  type HttpResponse,
} from '../../domain/http/http.port';

export interface FetchHttpOptions {
  /** Prefix for relative URLs; '' keeps them relative to the page's own origin. */
  baseUrl?: string;
  /** Give up waiting after this long (ms): a hung server must not freeze the progress bar forever. */
  timeoutMs?: number;
  /** Injected so tests and non-browser hosts can supply their own. */
  fetch?: typeof globalThis.fetch;
}

export const DEFAULT_HTTP_TIMEOUT_MS = 20_000;

const ABSOLUTE = /^[a-z][a-z0-9+.-]*:\/\//i;

/**
 * The HTTP port over `fetch`. Every status, including the platform's 611/612, comes back as a
 * response; only "no answer at all" becomes a `NetworkFailure`, so the core's error policy sees
 * exactly what the server said.
 */
export class FetchHttp implements HttpPort {
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly fetchFn: typeof globalThis.fetch;
  private readonly inFlight = new Set<AbortController>();

  constructor(options: FetchHttpOptions = {}) {
    this.baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? DEFAULT_HTTP_TIMEOUT_MS;
    // Bound to globalThis: calling an unbound `fetch` as a method throws "Illegal invocation" in browsers.
    this.fetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  }

  resolve(url: string): string {
    if (ABSOLUTE.test(url) || !this.baseUrl) return url;
    return `${this.baseUrl}${url.startsWith('/') ? '' : '/'}${url}`;
  }

  async send(request: HttpRequest): Promise<HttpResponse> {
    const controller = new AbortController();
    this.inFlight.add(controller);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, this.timeoutMs);
    try {
      const response = await this.fetchFn(this.resolve(request.url), {
        method: request.method,
        headers: request.headers,
        body: request.body,
        signal: controller.signal,
        // Outlives the page (a lock released as the tab closes); the browser caps such bodies at 64 KB.
        ...(request.keepalive ? { keepalive: true } : {}),
        // Past the browser's HTTP cache both ways: a public read kept for a minute is stale to its editor.
        ...(request.fresh ? { cache: 'no-store' as const } : {}),
      });
      // The body is read inside the timeout too: a server may send headers and then stall.
      const body = await response.text();
      const headers: Record<string, string> = {};
      response.headers.forEach((value, name) => {
        headers[name.toLowerCase()] = value;
      });
      return { status: response.status, headers, body };
    } catch (error) {
      // The port's message is the reason itself; the cause is kept for whoever debugs it.
      const reason = timedOut ? 'timeout' : controller.signal.aborted ? 'aborted' : 'offline';
      throw Object.assign(new NetworkFailure(reason), { cause: error });
    } finally {
      clearTimeout(timer);
      this.inFlight.delete(controller);
    }
  }

  /** Abandons every request still waiting (e.g. when the page is being left). */
  abortAll(): void {
    for (const controller of this.inFlight) controller.abort();
  }
}
