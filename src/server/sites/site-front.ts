import type { FastifyInstance, FastifyReply } from 'fastify';
import { ApiError, sendApiError } from '../http/api-error';
import type { Clock } from '../platform/clock';
import { DEFAULT_SITE } from '../ports/site';
import type { StoredSite } from '../ports/site-store.port';
import { escapeHtml } from '../seo/html-escape';
import type { SiteApps } from './site-apps';
import type { SiteDirectory } from './site-directory';
import { doorAnswer, type DoorAnswer } from './site-door';
import { claimsHost, headersChoosingSite, siteOfRequest, type SiteRules } from './site-of-request';
import { addVary } from './site-vary';

export interface SiteFrontDeps {
  directory: SiteDirectory;
  apps: SiteApps<FastifyInstance>;
  rules: SiteRules;
  clock: Clock;
  /** The headers every answer carries (security-headers.ts): the door's own answers too. */
  headers: Record<string, string>;
}

/** Calls a program makes, answered in JSON; anything else is a page and answered in HTML. */
const PROGRAM_PATHS = /^\/(?:api|backend|opendata)\//;

const pathOf = (url: string): string => url.split('?')[0] ?? url;

function closedPage(title: string, message: string): string {
  return (
    '<!doctype html><html lang="zh-Hant-TW"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>` +
    '<body style="font-family:system-ui,sans-serif;margin:0;padding:3rem 1.5rem;color:#1a202c;background:#fff">' +
    `<main style="max-width:40rem;margin:0 auto"><h1 style="font-size:1.5rem">${escapeHtml(title)}</h1>` +
    `<p style="font-size:1.125rem;line-height:1.7">${escapeHtml(message)}</p></main></body></html>`
  );
}

function answerClosed(
  reply: FastifyReply,
  path: string,
  answer: Extract<DoorAnswer, { kind: 'closed' }>,
  deps: SiteFrontDeps,
): FastifyReply {
  if (PROGRAM_PATHS.test(path))
    return sendApiError(reply, new ApiError(answer.status, answer.message), deps.clock.now());
  return reply
    .code(answer.status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(closedPage(answer.title, answer.message));
}

/**
 * The server's front door: every request is given to its site once, by the rule in
 * site-of-request.ts, and then handed whole to that site's app (Fastify's `routing`), which
 * answers it as a server of one site would. The door itself answers only an alias's 301, a host
 * no site claims and a site switched off, in zh-TW. It reads the sites list from memory
 * (site-directory.ts), so a request costs no query.
 */
export function installSiteFront(front: FastifyInstance, deps: SiteFrontDeps): void {
  const { directory, apps, rules } = deps;
  front.addHook('onRequest', async (request, reply) => {
    const place = {
      host: request.host,
      url: request.url,
      callerOrigin: typeof request.headers.origin === 'string' ? request.headers.origin : undefined,
      callerPage: typeof request.headers.referer === 'string' ? request.headers.referer : undefined,
    };
    let sites = await directory.list();
    if (!claimsHost(sites, place.host, rules, DEFAULT_SITE)) {
      // Perhaps the host of a site added a moment ago by the sites command: a server of one site
      // would otherwise answer it with that site until its list is read again. (The shared API
      // host is no site's either: its calls read the list at most once a second too.)
      sites = await directory.recheck();
    }
    const outcome = siteOfRequest(place, sites, rules, DEFAULT_SITE);
    const find = (code: string): StoredSite | undefined => sites.find((site) => site.code === code);
    const path = pathOf(request.url);
    const answer = doorAnswer(
      outcome,
      { path, signedIn: typeof request.headers.access_token === 'string' },
      // The default site's record has no name of its own before a platform names it.
      (code) => find(code)?.name || '本網站',
    );
    if (answer.kind !== 'serve') {
      // The door's own answers on the API host depend on the caller too: a cache must not give the
      // unknown-site page, kept for a stranger's origin, to a site's page.
      reply.headers(deps.headers);
      addVary(reply, headersChoosingSite(place.host, rules));
    }
    if (answer.kind === 'moved') return reply.code(301).header('location', answer.location).send();
    if (answer.kind === 'closed') return answerClosed(reply, path, answer, deps);
    const site = find(answer.code);
    if (!site) throw new Error(`site ${answer.code} is not in the sites list`);
    const app = await apps.appOf(site);
    reply.hijack();
    app.routing(request.raw, reply.raw);
    return reply;
  });
}
