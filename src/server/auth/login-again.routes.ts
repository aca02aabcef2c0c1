import type { FastifyInstance } from 'fastify';
import { loginAgainLocation } from './login-again.service';

/**
 * `POST /login`: the server-rendered login form sent before its scripts ran (login-again.service.ts).
 * A 303 to the login page again, never the raw JSON 404 every other unknown POST gets. The answer is
 * personal (it names the account): no cache keeps it.
 */
export function registerLoginAgainRoute(app: FastifyInstance): void {
  app.post('/login', async (request, reply) => {
    const [, search = ''] = request.url.split('?');
    return reply
      .code(303)
      .header('cache-control', 'private, no-store')
      .header('location', loginAgainLocation(search, request.body))
      .send();
  });
}
