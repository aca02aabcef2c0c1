import type { DocumentData } from './authoring.port';

/**
 * What the editor's content form shows and reports, and where the server's field messages go.
 * Pure: the form (src/ui/editor/forms/content-form.tsx) only draws the result.
 */

/** A copy of JSON data; it also drops the `undefined` of a cleared field. */
export const copyData = <T>(data: T): T => JSON.parse(JSON.stringify(data ?? null)) as T;

/** Whether two JSON values are the same data (`undefined` and `null` alike). */
export const sameData = (a: unknown, b: unknown): boolean =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** What the form reports: the received data with the form's values over it, minus fields it added empty. */
export function outgoingData(values: DocumentData, base: DocumentData): DocumentData {
  const data: DocumentData = { ...base };
  for (const [key, field] of Object.entries(values)) {
    if (field === undefined || (field === '' && !(key in base))) delete data[key];
    else data[key] = field;
  }
  return copyData(data);
}

/** The top-level field a dotted form path (`links.0.url`) lies in. */
export const topField = (path: string): string => path.split('.')[0]!;

export interface PlacedMessages {
  /** By the form's dotted path (`title`, `links.0.url`). */
  placed: Record<string, string>;
  /** Messages for fields the form does not show, listed above it. */
  unplaced: string[];
}

/**
 * The server's 400 `fields` (`data.links.0.url` → message) placed on the form: by their path below
 * `data`, on a field the form shows; a field edited since the answer loses its messages (the edit may
 * have fixed it); a field the form does not show keeps its message in the unplaced list.
 */
export function placeServerMessages(
  serverErrors: Readonly<Record<string, string>> | undefined,
  shown: ReadonlySet<string>,
  edited: ReadonlySet<string>,
): PlacedMessages {
  const placed: Record<string, string> = {};
  const unplaced: string[] = [];
  for (const [key, message] of Object.entries(serverErrors ?? {})) {
    const name = key.replace(/^data\.?/, '');
    const top = topField(name);
    if (!shown.has(top)) unplaced.push(message);
    else if (!edited.has(top)) placed[name] = message;
  }
  return { placed, unplaced };
}

/** The messages inside a list or object field, by the path below it ('' for the field itself). */
export function messagesUnder(
  messages: Readonly<Record<string, string>>,
  name: string,
): Record<string, string> {
  const prefix = `${name}.`;
  const own: Record<string, string> = {};
  for (const [key, text] of Object.entries(messages)) {
    if (key === name) own[''] = text;
    else if (key.startsWith(prefix)) own[key.slice(prefix.length)] = text;
  }
  return own;
}

/** The text a number field shows: empty for no value. */
export const numberFieldText = (value: unknown): string =>
  value === undefined || value === null ? '' : String(value);

/** A whole number is stored as a number; anything else stays text for the message; empty is no value. */
export function numberFieldValue(typed: string): number | string | undefined {
  const raw = typed.trim();
  if (raw === '') return undefined;
  return /^-?\d+$/.test(raw) ? Number(raw) : raw;
}
