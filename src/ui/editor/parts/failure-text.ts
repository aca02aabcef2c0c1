import { ApiError } from '../../../domain/errors/api-errors';

/** The item's own id in its document id (`item:news:news-001` → `news-001`). */
export const itemIdOf = (docId: string, path: string): string => docId.slice(`item:${path}:`.length);

/** What a failed call says to the editor: the server's zh-TW words when it sent some. */
export function failureText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.description ? error.description : fallback;
}
