import type { FastifyInstance } from 'fastify';
import type { ContentStore } from '../ports/content-store.port';
import type { VisitCounter } from '../content/visit-counter';
import type { PageRenderer } from '../seo/seo.routes';
import type { ServerOptions } from '../server-options';
import { repositoryRenderSource } from './render-source';
import type { OpenDataService } from '../opendata/open-data.service';
import {
  DEFAULT_RENDER_BUNDLE,
  loadRenderBundle,
  withServerRender,
  type ServerPageRenderer,
} from './server-render';

/**
 * The page renderer the client routes use: the SEO head alone (as before the server render), or with
 * `serverRender` on and the bundle built, the head and the server-rendered first screen.
 */
export function serverRendered(
  app: FastifyInstance,
  options: ServerOptions,
  renderPage: PageRenderer,
  repos: { content: ContentStore; visits: VisitCounter; openData?: Pick<OpenDataService, 'catalog'> },
): PageRenderer | ServerPageRenderer {
  if (!options.serverRender) return renderPage;
  const bundle = options.renderBundle ?? DEFAULT_RENDER_BUNDLE;
  const render = typeof bundle === 'function' ? bundle : loadRenderBundle(bundle, app.log);
  if (!render) return renderPage;
  return withServerRender({
    renderPage,
    render,
    source: repositoryRenderSource(repos.content, repos.visits, repos.openData),
    distDir: options.distDir,
    publicOrigin: options.publicOrigin,
    publicHosts: options.publicHosts,
    timeoutMs: options.renderTimeoutMs,
    log: app.log,
  });
}
