import type { ApiErrorBody } from '../../shared/api-types';
import { CORE_MESSAGES } from '../messages/core-messages';

/**
 * The platform's fields plus `details`: the other members of a JSON error body, kept as sent, for
 * answers that carry data (the server's copy on a 412, the holder's lock on a 409).
 */
export interface ParsedErrorBody extends ApiErrorBody {
  details?: Record<string, unknown>;
}

export interface ErrorAnswer {
  status: number;
  body: string;
}

/** A dialog is no place for a whole error page; longer texts are cut. */
export const MAX_DESCRIPTION_LENGTH = 500;

/**
 * Reads `{ status, error_description, code, time }` out of any error answer: the platform's JSON,
 * an HTML error page from a proxy or gateway (its <title> or <h1>), a short plain text, or nothing.
 * Whatever is missing falls back to the HTTP status, a generic zh-TW message and the client's time.
 */
export function parseErrorBody(answer: ErrorAnswer, clientTime: string): ParsedErrorBody {
  const fallback: ApiErrorBody = {
    status: answer.status,
    error_description: CORE_MESSAGES.genericError.text,
    code: `E${answer.status}`,
    time: clientTime,
  };
  const text = answer.body.trim();
  if (text.startsWith('{') || text.startsWith('[')) {
    // JSON that cannot be read (or is not an object) says nothing a person could use.
    const json = tryJson(text);
    return json ? fromJson(json, fallback) : fallback;
  }
  if (/<(!doctype|html|head|body|title|h1)\b/i.test(text)) {
    const heading = htmlHeading(text);
    return heading ? { ...fallback, error_description: heading } : fallback;
  }
  if (text !== '' && !text.includes('<')) return { ...fallback, error_description: cut(oneLine(text)) };
  return fallback;
}

function tryJson(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

const PLATFORM_FIELDS = new Set(['status', 'error_description', 'message', 'code', 'time', 'fields']);

function fromJson(json: Record<string, unknown>, fallback: ApiErrorBody): ParsedErrorBody {
  // By contract the body's status equals the HTTP status; when it is missing or bogus, the HTTP one is kept.
  const status =
    Number.isInteger(json.status) && (json.status as number) >= 100 && (json.status as number) <= 999
      ? (json.status as number)
      : fallback.status;
  const description = nonEmptyText(json.error_description) ?? nonEmptyText(json.message);
  const code = nonEmptyText(json.code) ?? (typeof json.code === 'number' ? String(json.code) : null);
  const parsed: ParsedErrorBody = {
    status,
    error_description: description ? cut(description) : fallback.error_description,
    code: code ?? `E${status}`,
    time: nonEmptyText(json.time) ?? fallback.time,
  };
  const fields = textFields(json.fields);
  if (fields) parsed.fields = fields;
  const details = Object.entries(json).filter(([name]) => !PLATFORM_FIELDS.has(name));
  if (details.length > 0) parsed.details = Object.fromEntries(details);
  return parsed;
}

function nonEmptyText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function textFields(value: unknown): Record<string, string> | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

function htmlHeading(html: string): string | null {
  for (const pattern of [/<title[^>]*>([\s\S]*?)<\/title>/i, /<h1[^>]*>([\s\S]*?)<\/h1>/i]) {
    const inner = pattern.exec(html)?.[1];
    const text = inner === undefined ? '' : oneLine(decodeEntities(inner.replace(/<[^>]*>/g, ' ')));
    if (text !== '') return cut(text);
  }
  return null;
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function cut(text: string): string {
  return text.length > MAX_DESCRIPTION_LENGTH ? `${text.slice(0, MAX_DESCRIPTION_LENGTH - 1)}…` : text;
}
