import { ApiError } from '../../../domain/errors/api-errors';
import { paths } from '../../paths/paths';
import { withEditMode } from '../parts/edit-href';

/** The page an item is edited on: its detail page with `?edit=1`. */
export const editHref = (lang: string, path: string, id: string): string =>
  withEditMode(paths.detail.href(lang, path, id), true);

/** The item's own id in its document id (`item:news:news-001` → `news-001`). */
export const itemIdOf = (docId: string, path: string): string => docId.slice(`item:${path}:`.length);

/** What a failed call says to the editor: the server's zh-TW words when it sent some. */
export function failureText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.description ? error.description : fallback;
}
