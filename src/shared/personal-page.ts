/*
 * Pages that are not the same for a signed-in person as for a visitor: the browser draws
 * them anew rather than hydrating the anonymous render (src/domain/rendering/start-mode.ts), so the
 * server does not render them at all (src/server/render/server-render.ts).
 */

/** The guarded editor screens below a language's home (src/ui/shell/app-routes.tsx, EDITOR_SEGMENT). */
const EDITOR_SCREEN = /^\/home\/[^/]+\/editor(?:\/|$)/;

/** The query flag of edit mode (src/ui/editor/parts/edit-mode.ts, EDIT_PARAM): `?edit=1`. */
const EDIT_FLAG = 'edit';

/** True when a signed-in person's page is not the anonymous page the server rendered. */
export function isPersonalPage(path: string, search: string): boolean {
  return EDITOR_SCREEN.test(path) || new URLSearchParams(search).get(EDIT_FLAG) === '1';
}
