import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { ApiError } from './api-error';
import type { RateWindow } from './client-limits';

export const TOO_MANY_REQUESTS_TEXT = '請求過於頻繁，請稍後再試。';

/**
 * @fastify/rate-limit for the routes that ask for it (`perIp`); nothing is limited by default,
 * since reads are meant to be served by a CDN in front and cost the server little. The answer is
 * the usual error body, with Retry-After.
 */
export async function installRateLimits(app: FastifyInstance): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: false,
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    addHeaders: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
      'retry-after': true,
    },
    errorResponseBuilder: (_request, context) =>
      new ApiError(429, TOO_MANY_REQUESTS_TEXT, undefined, 'E429', {
        'retry-after': String(Math.max(1, Math.ceil(context.ttl / 1000))),
      }),
  });
}

/** Route config: at most `max` requests per `windowMs` from one IP (IPv6 by its /64). */
export function perIp({ max, windowMs }: RateWindow): { rateLimit: { max: number; timeWindow: number } } {
  return { rateLimit: { max, timeWindow: windowMs } };
}
