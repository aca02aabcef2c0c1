import type { HttpPort, HttpRequest, HttpResponse } from '../../domain/http/http.port';
import type { RenderSource } from '../../shared/server-render';

/**
 * The HTTP port of a server render: each GET is answered by the reference server's
 * `RenderSource`, which reads its repositories directly; no request leaves the process. A render
 * never writes, so any other method is refused with 405, which the content adapter treats as the
 * failure it is (the page then renders its loading state and the browser asks itself).
 */
export class RenderSourceHttp implements HttpPort {
  /** Every GET answered, in order (what the render read). */
  readonly asked: string[] = [];

  constructor(private readonly source: RenderSource) {}

  async send(request: HttpRequest): Promise<HttpResponse> {
    if (request.method !== 'GET') return { status: 405, headers: {}, body: '' };
    this.asked.push(request.url);
    const answer = await this.source(request.url);
    return {
      status: answer.status,
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: answer.body === undefined ? '' : JSON.stringify(answer.body),
    };
  }
}
