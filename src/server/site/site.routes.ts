import type { FastifyInstance } from 'fastify';
import type { ContentStore } from '../ports/content-store.port';
import type { VisitCounter } from '../content/visit-counter';
import type { RateWindow } from '../http/client-limits';
import { perIp } from '../http/rate-limits';
import type { SiteDocumentName } from '../ports/site-documents';
import { API_PATHS } from '../../shared/api-paths';
import { faultModule, faultStatus } from '../faults/fault-injection';
import { notFound } from '../http/api-error';
import { routeOf } from '../http/route-patterns';
import { pathParamsSchema, type PathParams } from '../http/route-schemas';
import { publicSiteDocument } from './public-site-document';

export interface SiteRouteDeps {
  content: ContentStore;
  visits: VisitCounter;
  hitPerIp: RateWindow;
  faults: boolean;
}

/** `GET /api/site/{name}` → the stored document of that name, at its path in the shared table. */
const DOCUMENT_ROUTES: ReadonlyArray<readonly [string, SiteDocumentName]> = [
  [API_PATHS.siteConfig, 'config'],
  [API_PATHS.site.header, 'header'],
  [API_PATHS.site.menu, 'menu'],
  [API_PATHS.site.footer, 'footer'],
  [API_PATHS.structure(), 'structure'],
  [API_PATHS.site.metadata, 'metadata'],
  [API_PATHS.site.banner, 'banner'],
  [API_PATHS.site.bannerMobile, 'bannerMobile'],
  [API_PATHS.site.sitemap, 'sitemap'],
];

export function registerSiteRoutes(
  app: FastifyInstance,
  { content, visits, hitPerIp, faults }: SiteRouteDeps,
): void {
  for (const [route, name] of DOCUMENT_ROUTES) {
    app.get(route, async () => {
      const document = await publicSiteDocument(content, name);
      if (document === undefined) throw notFound();
      return document;
    });
  }

  app.get<{ Params: PathParams }>(
    routeOf(API_PATHS.structure, 'path'),
    { schema: { params: pathParamsSchema } },
    async (request) => {
      const landing = await content.landing(request.params.path);
      if (!landing) throw notFound('找不到這個頁面。');
      return landing;
    },
  );

  app.get<{ Params: PathParams }>(
    routeOf(API_PATHS.module, 'path'),
    { schema: { params: pathParamsSchema } },
    async (request) => {
      const fault = faultStatus(request.params.path, faults);
      if (fault !== undefined) return faultModule(fault);
      const module = await content.module(request.params.path);
      if (!module) throw notFound('找不到這個頁面。');
      return module.info;
    },
  );

  // Reading the total is not a visit: a CDN may answer it for a minute.
  app.get(API_PATHS.siteHit, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=60').send(await visits.totalHits()),
  );

  // The visit beacon, posted once per visit by the client; answers the total including it.
  app.post(API_PATHS.siteHit, { config: perIp(hitPerIp) }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ total: await visits.countHit() }),
  );
}
