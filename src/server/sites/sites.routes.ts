import type { FastifyInstance } from 'fastify';
import { newSiteSchema, siteAdministratorSchema, siteHostsSchema } from '../../shared/sites.schema';
import { SITE_PATHS, type SiteAction } from '../../shared/sites.types';
import { bodyOf, signedIn, type AuthoringAccess } from '../authoring/authoring.guard';
import { routeOf } from '../http/route-patterns';
import { DEFAULT_SITE } from '../ports/site';
import type { SitesService } from './sites.service';

interface SiteParams {
  code: string;
}

const codeParamsSchema = {
  type: 'object',
  required: ['code'],
  properties: { code: { type: 'string', minLength: 1, maxLength: 40 } },
} as const;

const ACTIONS: readonly SiteAction[] = ['disable', 'enable'];

const actionParamsSchema = {
  type: 'object',
  required: ['code', 'action'],
  properties: { ...codeParamsSchema.properties, action: { type: 'string', enum: ACTIONS } },
} as const;
const STATUS_OF: Readonly<Record<SiteAction, 'disabled' | 'active'>> = {
  disable: 'disabled',
  enable: 'active',
};

const noStore = { 'cache-control': 'no-store' };

/**
 * 網站列表's API, answered by every site's app alike (a 平台管理者 belongs to every site): each
 * route signs the caller in, parses, and calls one SitesService operation, which refuses anyone
 * but a platform administrator and audits the change in the default site's log.
 */
export function registerPlatformSiteRoutes(
  app: FastifyInstance,
  {
    access,
    sites,
    site,
  }: {
    access: AuthoringAccess;
    sites: SitesService;
    /** The site whose app this is: on the default site, a new site keeps it reachable (SitesService.add). */
    site: string;
  },
): void {
  app.get(SITE_PATHS.sites, async (request, reply) => {
    const caller = await signedIn(request, access);
    return reply.headers(noStore).send(await sites.summaries(caller));
  });

  app.post(SITE_PATHS.sites, async (request, reply) => {
    const caller = await signedIn(request, access);
    // The origin that chose this request's site: the calling page's on a shared API host, else its own.
    const origin = typeof request.headers.origin === 'string' ? request.headers.origin : undefined;
    const reachedBy = site === DEFAULT_SITE ? (origin ?? `${request.protocol}://${request.host}`) : undefined;
    const created = await sites.add(bodyOf(newSiteSchema, request), caller, reachedBy);
    return reply
      .code(201)
      .headers(noStore)
      .send(await sites.summaryOf(created));
  });

  app.put<{ Params: SiteParams }>(
    routeOf(SITE_PATHS.siteHosts, 'code'),
    { schema: { params: codeParamsSchema } },
    async (request, reply) => {
      const caller = await signedIn(request, access);
      const { host, aliases = [] } = bodyOf(siteHostsSchema, request);
      const changed = await sites.setHosts(request.params.code, host, aliases, caller);
      return reply.headers(noStore).send(await sites.summaryOf(changed));
    },
  );

  app.post<{ Params: SiteParams & { action: SiteAction } }>(
    routeOf(SITE_PATHS.siteAction, 'code', 'action'),
    { schema: { params: actionParamsSchema } },
    async (request, reply) => {
      const caller = await signedIn(request, access);
      const { code, action } = request.params;
      const changed = await sites.setStatus(code, STATUS_OF[action], caller);
      return reply.headers(noStore).send(await sites.summaryOf(changed));
    },
  );

  app.post<{ Params: SiteParams }>(
    routeOf(SITE_PATHS.siteAdministrators, 'code'),
    { schema: { params: codeParamsSchema } },
    async (request, reply) => {
      const caller = await signedIn(request, access);
      const body = bodyOf(siteAdministratorSchema, request);
      const given = await sites.giveAdministrator(request.params.code, body, caller);
      return reply.code(201).headers(noStore).send(given);
    },
  );
}
