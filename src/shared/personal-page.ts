/*
 * Pages that are not the same for a signed-in person as for a visitor: the browser draws
 * them anew rather than hydrating the anonymous render (src/domain/rendering/start-mode.ts), so the
 * server does not render them at all (src/server/render/server-render.ts).
 */

import { EDIT_PARAM, STAFF_ROOT_SEGMENT } from './staff-paths';

/** The staff area's screens below a language's home (`/home/zh-tw/editor`, `…/editor/mailbox`). */
const STAFF_SCREEN = new RegExp(`^/home/[^/]+/${STAFF_ROOT_SEGMENT}(?:/|$)`);

/** True when a signed-in person's page is not the anonymous page the server rendered. */
export function isPersonalPage(path: string, search: string): boolean {
  return STAFF_SCREEN.test(path) || new URLSearchParams(search).get(EDIT_PARAM) === '1';
}
