import type { FastifyInstance } from 'fastify';

export interface ContentSecurityOptions {
  /** Origin of the API host when it is not this server (the client's `API_HOST`). */
  apiOrigin?: string;
  /** Google reCAPTCHA loads its script and frame from Google when the real verifier is on. */
  recaptcha: boolean;
}

const YOUTUBE_FRAMES = ['https://www.youtube-nocookie.com', 'https://www.youtube.com'];
const RECAPTCHA_ORIGINS = ['https://www.google.com', 'https://www.gstatic.com'];

export function contentSecurityPolicy({ apiOrigin, recaptcha }: ContentSecurityOptions): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(recaptcha ? RECAPTCHA_ORIGINS : [])],
    // Chakra UI (through emotion) inserts <style> elements at run time and CMS rich text keeps
    // inline style attributes; styles cannot run code, scripts stay 'self' only.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(apiOrigin ? [apiOrigin] : [])],
    'frame-src': [...YOUTUBE_FRAMES, ...(recaptcha ? RECAPTCHA_ORIGINS : [])],
    'media-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** The headers every answer carries, errors and static files included. */
export function securityHeaders(options: ContentSecurityOptions): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(options),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
  };
}

export function installSecurityHeaders(app: FastifyInstance, headers: Record<string, string>): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.headers(headers);
    return payload;
  });
}
