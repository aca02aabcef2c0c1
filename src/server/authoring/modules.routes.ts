import type { FastifyInstance } from 'fastify';
import { AUTHORING_PATHS } from '../../shared/authoring-paths';
import { routeOf } from '../http/route-patterns';
import { moduleCreateSchema } from '../../shared/modules.schema';
import { bodyOf, signedIn, type GuardAccess } from './authoring.guard';
import type { ModuleService } from './module.service';

export interface ModuleRouteDeps {
  access: GuardAccess;
  modules: ModuleService;
}

/**
 * **ext** `POST /backend/modules` (新增單元): what the site is made of is the site's
 * structure, not one page's content, so administrators only (403 otherwise), whatever rights on
 * `*` an editor holds. 400 for the body (zh-TW per field), 409 for a path already taken.
 */
export function registerModuleRoutes(app: FastifyInstance, { access, modules }: ModuleRouteDeps): void {
  // Every module, in the menu or not yet: the editor's choices of a page (the dashboard, the menu
  // editor) need the ones no menu names. What a visitor can already reach by path: any signed-in user.
  app.get(AUTHORING_PATHS.modules, async (request, reply) => {
    await signedIn(request, access);
    return reply.header('cache-control', 'no-store').send(await modules.list());
  });

  app.post(AUTHORING_PATHS.modules, async (request, reply) => {
    const user = await signedIn(request, access);
    const body = bodyOf(moduleCreateSchema, request);
    const view = await modules.create({ account: user.account }, body);
    return reply
      .code(201)
      .header('cache-control', 'no-store')
      .header('etag', `"${view.revision}"`)
      .send(view);
  });

  // **ext** 刪除單元: administrators only, as its making is; 409 in zh-TW while anything would be lost.
  app.delete<{ Params: { path: string } }>(
    routeOf(AUTHORING_PATHS.module, 'path'),
    async (request, reply) => {
      const user = await signedIn(request, access);
      await modules.remove({ account: user.account }, request.params.path);
      return reply.code(204).header('cache-control', 'no-store').send();
    },
  );
}
