import type { FastifyInstance } from 'fastify';
import { accessTokenOf } from './access-token.guard';
import type { TokenService } from './token.service';

/**
 * A public read that carries an `access_token` is a signed-in reader's (the client sends the token
 * on every call while logged in, spec section 7). The token must still be good: an expired one
 * answers 611 and a revoked one 612, so an ended session is met on any page, not only in the
 * editor. Such an answer belongs to that reader alone, so no shared cache may keep it; a read
 * without a token is untouched and stays cacheable.
 */
export function checkPresentedTokens(app: FastifyInstance, tokens: TokenService): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const token = accessTokenOf(request);
    if (token === undefined) return;
    reply.header('vary', 'access_token');
    reply.header('cache-control', 'private, no-store');
    await tokens.authenticate(token);
  });
}
