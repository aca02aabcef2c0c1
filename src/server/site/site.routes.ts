import type { FastifyInstance } from 'fastify';
import type { ContentRepository } from '../content/content.repository';
import type { SiteDocumentName } from '../database/demo.seeder';
import { faultModule, faultStatus } from '../faults/fault-injection';
import { notFound } from '../http/api-error';
import { pathParamsSchema, type PathParams } from '../http/route-schemas';

export interface SiteRouteDeps {
  content: ContentRepository;
  faults: boolean;
}

/** `GET /api/site/{name}` → the stored document of that name. */
const DOCUMENT_ROUTES: Record<string, SiteDocumentName> = {
  config: 'config',
  header: 'header',
  menu: 'menu',
  footer: 'footer',
  structure: 'structure',
  metadata: 'metadata',
  banner: 'banner',
  bannerMobile: 'bannerMobile',
  sitemap: 'sitemap',
};

export function registerSiteRoutes(app: FastifyInstance, { content, faults }: SiteRouteDeps): void {
  for (const [route, name] of Object.entries(DOCUMENT_ROUTES)) {
    app.get(`/api/site/${route}`, async () => {
      const document = content.siteDocument(name);
      if (document === undefined) throw notFound();
      return document;
    });
  }

  app.get<{ Params: PathParams }>(
    '/api/site/structure/:path',
    { schema: { params: pathParamsSchema } },
    async (request) => {
      const landing = content.landing(request.params.path);
      if (!landing) throw notFound('找不到這個頁面。');
      return landing;
    },
  );

  app.get<{ Params: PathParams }>(
    '/api/site/module/:path',
    { schema: { params: pathParamsSchema } },
    async (request) => {
      const fault = faultStatus(request.params.path, faults);
      if (fault !== undefined) return faultModule(fault);
      const module = content.module(request.params.path);
      if (!module) throw notFound('找不到這個頁面。');
      return module.info;
    },
  );

  // No HEAD twin: a HEAD is not a visit.
  app.get('/api/site/hit', { exposeHeadRoute: false }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send(content.hit()),
  );
}
