import type { FastifyInstance, FastifyReply } from 'fastify';
import { headersChoosingSite, type SiteRules } from './site-of-request';

/** `reply`'s `Vary` with `names` added to what it already lists (other hooks and routes add theirs). */
export function addVary(reply: FastifyReply, names: readonly string[]): void {
  if (names.length === 0) return;
  const current = reply.getHeader('vary');
  const listed = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  const lower = new Set(listed.map((name) => name.toLowerCase()));
  if (lower.has('*')) return;
  const added = names.filter((name) => !lower.has(name.toLowerCase()));
  if (added.length > 0) reply.header('vary', [...listed, ...added].join(', '));
}

/**
 * Every answer of a site's app that the shared API host gave it says which request headers chose
 * the site (site-of-request.ts, `headersChoosingSite`), whatever the route set as its `Vary`: the
 * header of a site, its pages and its pictures are one URL for every site there. Added as the
 * answer leaves, after the routes and hooks that write a `Vary` of their own.
 */
export function varyBySiteChoice(app: FastifyInstance, rules: Pick<SiteRules, 'apiHost'>): void {
  if (!rules.apiHost) return;
  app.addHook('onSend', async (request, reply, payload) => {
    addVary(reply, headersChoosingSite(request.host, rules));
    return payload;
  });
}
