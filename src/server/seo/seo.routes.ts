import { requestOrigin } from '../http/public-origin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  FEED_PATH,
  robotsTxt,
  rssFeed,
  SITEMAP_URL_LIMIT,
  sitemapPartXml,
  sitemapXml,
} from './crawler-files';
import { injectHead } from './head-tags';
import { pageMetaFor } from './page-meta';
import type { SeoStore } from '../ports/seo-store.port';
import type { ItemAddresses } from '../content/item-addresses';

export interface SeoDeps {
  repo: SeoStore;
  /** Items are asked for by their 網址代稱 too. */
  addresses?: ItemAddresses;
  /** `PUBLIC_ORIGIN`: where visitors reach the site (src/server/http/public-origin.ts). */
  publicOrigin?: string | undefined;
  /** `PUBLIC_HOSTS`: hosts a request may name for its links (src/server/http/public-origin.ts). */
  publicHosts?: readonly string[] | undefined;
  faults?: boolean;
  /** URLs in one sitemap file before it is split; the protocol's 50,000 unless a test asks for fewer. */
  sitemapUrlLimit?: number;
}

/** One route's page: its status and its HTML. */
export interface RenderedHead {
  status: 200 | 404;
  html: string;
}

/** The index.html of one route: its status and its HTML with the route's head tags. */
export type PageRenderer = (request: FastifyRequest, indexHtml: string) => Promise<RenderedHead>;

/** Crawled files change when the content does; an hour keeps crawlers and CDNs from asking every time. */
const CRAWLER_CACHE = 'public, max-age=3600';

/** robots.txt, sitemap.xml (and its parts, once split) and the news feed, answered from the database. */
export function registerSeoRoutes(
  app: FastifyInstance,
  {
    repo,
    addresses,
    publicOrigin,
    publicHosts,
    faults = false,
    sitemapUrlLimit = SITEMAP_URL_LIMIT,
  }: SeoDeps,
): PageRenderer {
  const originOf = (request: FastifyRequest): string => requestOrigin(request, { publicOrigin, publicHosts });
  app.get('/robots.txt', async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', CRAWLER_CACHE)
      .send(await robotsTxt(repo, originOf(request), sitemapUrlLimit)),
  );
  app.get('/sitemap.xml', async (request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', CRAWLER_CACHE)
      .send(await sitemapXml(repo, originOf(request), sitemapUrlLimit)),
  );
  // The parts of a sitemap too large for one file (`/sitemap-1.xml` …); any other name is not found.
  app.get<{ Params: { part: string } }>('/sitemap-:part', async (request, reply) => {
    const part = /^([1-9]\d{0,5})\.xml$/.exec(request.params.part)?.[1];
    const xml = part && (await sitemapPartXml(repo, originOf(request), Number(part), sitemapUrlLimit));
    if (!xml) {
      reply.callNotFound();
      return reply;
    }
    return reply.type('application/xml; charset=utf-8').header('cache-control', CRAWLER_CACHE).send(xml);
  });
  app.get(FEED_PATH, async (request, reply) =>
    reply
      .type('application/rss+xml; charset=utf-8')
      .header('cache-control', CRAWLER_CACHE)
      .send(await rssFeed(repo, originOf(request))),
  );

  return async (request, indexHtml) => {
    const origin = originOf(request);
    const pathname = request.url.split('?')[0] ?? '/';
    const meta = await pageMetaFor(pathname, { repo, origin, faults, ...(addresses ? { addresses } : {}) });
    const siteName = (await repo.metadata())?.title?.trim() || (await repo.header())?.title?.trim() || '';
    return {
      status: meta.status,
      html: injectHead(indexHtml, meta, { siteName, feedUrl: `${origin}${FEED_PATH}` }),
    };
  };
}
