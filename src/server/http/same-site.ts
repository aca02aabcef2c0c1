import type { FastifyRequest } from 'fastify';
import { ApiError } from './api-error';
import { requestOrigin, type OriginConfig } from './public-origin';

/** What a post from another site's page is answered with (403). */
export const OTHER_SITE_TEXT = '不接受來自其他網站的送出。';

export interface SameSiteConfig extends OriginConfig {
  /** Origins besides this site's own whose pages may post (CORS_ORIGINS). */
  allowedOrigins: readonly string[];
}

/**
 * A visitor's post must come from this site's own pages (or an allowed origin). A page on another
 * site can make a browser post here, with the visitor's address and without asking; but a browser
 * names the posting page's origin in `Origin`, on a script's call and on a plain form alike, and
 * that must be ours (`requestOrigin`, from configuration, never a stranger's Host) or one of
 * `allowedOrigins`. Browsers send `Origin` on every cross-site POST, so a post without it is taken.
 */
export function requireSameSite(request: FastifyRequest, config: SameSiteConfig): void {
  const origin = request.headers.origin;
  if (origin === undefined || origin === requestOrigin(request, config)) return;
  if (config.allowedOrigins.includes(origin)) return;
  throw new ApiError(403, OTHER_SITE_TEXT);
}

/** `requireSameSite` as a route's preValidation hook. */
export function sameSiteOnly(config: SameSiteConfig): (request: FastifyRequest) => Promise<void> {
  return async (request) => requireSameSite(request, config);
}
