import type { FastifyInstance } from 'fastify';

/**
 * The client's generic POST wrapper always sends `content-type: application/json`, also for the
 * empty bodies of `/backend/oauth/reflash` and `/backend/oauth/del`; Fastify's own JSON parser
 * rejects those, so an empty body is read as "no body" and everything else goes to the default
 * parser (which keeps its prototype-poisoning protection).
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim().length === 0) {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
