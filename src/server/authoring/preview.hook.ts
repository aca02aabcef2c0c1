import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PATHS } from '../../shared/api-paths';
import { CHROME_NAMES, type DocumentRef } from '../../shared/document-id';
import { tokenInvalid } from '../auth/token.service';
import { routeOf } from '../http/route-patterns';
import type { Stores } from '../ports/stores.port';
import { signedIn, type GuardAccess } from './authoring.guard';
import type { PreviewDrafts } from './preview.service';

type Picker = (draft: Record<string, unknown>) => unknown;

interface Target {
  ref: DocumentRef;
  pick: Picker;
}

const whole: Picker = (draft) => draft;

/** The public reads that take `?preview=1`, as their routes are registered (the shared table's). */
const ROUTE = {
  item: routeOf(API_PATHS.item, 'path', 'id'),
  content: routeOf(API_PATHS.content, 'path'),
  module: routeOf(API_PATHS.module, 'path'),
  menuSetting: routeOf(API_PATHS.menuSetting, 'path'),
  home: API_PATHS.structure(),
  landing: routeOf(API_PATHS.structure, 'path'),
} as const;

async function targetOf(
  request: FastifyRequest,
  stores: Pick<Stores, 'publicSite'>,
): Promise<Target | undefined> {
  const params = request.params as Record<string, string>;
  const route = request.routeOptions.url ?? '';
  if (route === ROUTE.item)
    return { ref: { type: 'item', path: params.path ?? '', id: params.id ?? '' }, pick: whole };
  if (route === ROUTE.content && (await stores.publicSite.moduleKind(params.path ?? '')) === 'single')
    return { ref: { type: 'page', path: params.path ?? '' }, pick: whole };
  if (route === ROUTE.module)
    return { ref: { type: 'settings', path: params.path ?? '' }, pick: (d) => d.info };
  if (route === ROUTE.menuSetting)
    return { ref: { type: 'settings', path: params.path ?? '' }, pick: (d) => d.setting };
  if (route === ROUTE.home) return { ref: { type: 'structure', landing: 'home' }, pick: whole };
  if (route === ROUTE.landing) return { ref: { type: 'structure', landing: params.path ?? '' }, pick: whole };
  const chrome = CHROME_NAMES.find((name) => route === API_PATHS.site[name]);
  return chrome ? { ref: { type: 'chrome', name: chrome }, pick: whole } : undefined;
}

/**
 * `?preview=1` on a public read: a signed-in reader with `r` on the page gets the draft, so the
 * editor draws the real page with unpublished data. Everyone else, and every read without the
 * parameter, gets the published copy as before. The answer is the reader's alone (no-store). The
 * hook finds which document the route names; who may see its draft is the service's to decide.
 */
export function installPreview(
  app: FastifyInstance,
  {
    access,
    stores,
    previews,
  }: { access: GuardAccess; stores: Pick<Stores, 'publicSite'>; previews: PreviewDrafts },
): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || !request.url.startsWith('/api/')) return;
    const query = request.query as Record<string, unknown>;
    if (query.preview === undefined) return;
    const wanted = query.preview === '1' || query.preview === 'true';
    // Lists do not take it: they always show the published rows.
    delete query.preview;
    if (!wanted) return;
    if (request.headers.access_token === undefined) throw tokenInvalid();
    const target = await targetOf(request, stores);
    if (!target) return;
    const preview = await previews.draftFor(await signedIn(request, access), target.ref);
    if (!preview) return;
    return reply
      .header('cache-control', 'private, no-store')
      .header('vary', 'access_token')
      .send(target.pick(preview.draft));
  });
}
