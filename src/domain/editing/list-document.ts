import type { DocumentData } from './authoring.port';

/**
 * Some documents are lists, not records: the server stores the menu (`chrome:menu`) as the array of
 * its items. The edit session keeps a version per top-level field (`working-copy.ts`), so a list
 * crosses the authoring port as a record of one field, `items`, and goes back to the server as the
 * array it was. Only a record whose one field is an `items` array is sent as a list: every record
 * document has more fields than that (a title, a template), so none is mistaken for one.
 */
export const LIST_FIELD = 'items';

const isRecord = (value: unknown): value is DocumentData =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The server's data as the editor's fields; anything that is neither record nor list has none. */
export function fieldsOf(stored: unknown): DocumentData {
  if (Array.isArray(stored)) return { [LIST_FIELD]: stored };
  return isRecord(stored) ? stored : {};
}

/** The editor's fields as the server stores them: the list again for a list document (an array). */
export function storedOf(data: DocumentData): unknown {
  const keys = Object.keys(data);
  const list = data[LIST_FIELD];
  return keys.length === 1 && keys[0] === LIST_FIELD && Array.isArray(list) ? list : data;
}
