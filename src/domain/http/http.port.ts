/** What the core needs from a transport: one request in, one answer out. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface HttpRequest {
  method: HttpMethod;
  /** Absolute URL or a path on the API host. */
  url: string;
  headers: Record<string, string>;
  /** Already serialized (JSON or form-encoded); absent for GET. */
  body?: string;
  /** The request outlives the page (sent as the tab closes); the answer may never be read. */
  keepalive?: boolean;
  /**
   * The answer must come from the server, not from the browser's cache, and is not kept there: a
   * signed-in person reads what was just published (fresh-reads.ts).
   */
  fresh?: boolean;
}

export interface HttpResponse {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: string;
}

export interface HttpPort {
  /**
   * Answers every HTTP status, including 611/612, as a response.
   * Rejects with a `NetworkFailure` only when no answer arrived (offline, refused, timeout, abort).
   */
  send(request: HttpRequest): Promise<HttpResponse>;
}

/** No HTTP answer at all: the adapter could not reach the server or gave up waiting. */
export class NetworkFailure extends Error {
  override readonly name = 'NetworkFailure';
  constructor(
    readonly reason: 'offline' | 'timeout' | 'aborted',
    message = reason,
  ) {
    super(message);
  }
}
