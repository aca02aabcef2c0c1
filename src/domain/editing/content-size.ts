import { CONTENT_MAX_CHARS } from '../../shared/authoring.constants';
import type { DocumentData } from './authoring.port';

export { CONTENT_MAX_CHARS };

/** Content too long for the server's schema: what the writer is told, in characters. */
export interface ContentTooLong {
  field: 'content';
  length: number;
  max: number;
}

/**
 * Whether a document's content is over the schema's limit. Counted as the server's
 * schema counts (`string.length`), so the editor never sends a save the server must refuse, and
 * never refuses one the server would take. A writer can count characters; nobody can count KB.
 */
export function contentTooLong(data: DocumentData, max = CONTENT_MAX_CHARS): ContentTooLong | null {
  const { content } = data;
  if (typeof content !== 'string' || content.length <= max) return null;
  return { field: 'content', length: content.length, max };
}

/** `230412` → `230,412`: the grouping zh-TW writers read, without the runtime's locale data. */
export function groupDigits(n: number): string {
  return String(Math.trunc(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
