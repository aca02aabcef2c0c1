import type { FastifyRequest } from 'fastify';
import type { ListParams as AskedListParams, ListQuery } from '../../shared/api-types';
import { badRequest } from './api-error';

export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 100;

/**
 * A paging number of a query string read by a route of its own (not the list schema's): absent
 * or empty is undefined, anything but an integer from `min` to `max` a 400 naming the field.
 */
export function queryInteger(
  text: unknown,
  field: 'limit' | 'offset',
  min: number,
  max: number,
): number | undefined {
  if (text === undefined || text === '') return undefined;
  const value = typeof text === 'string' && /^\d{1,9}$/.test(text) ? Number(text) : NaN;
  if (!(value >= min && value <= max))
    throw badRequest('查詢參數有誤。', { [field]: `必須是 ${min} 到 ${max} 的整數` });
  return value;
}

/** The API's list parameters once read from a request: every default filled in. */
export type ListParams = AskedListParams & { limit: number; offset: number; query: ListQuery };

/** JSON schema of the list query string, applied after `prepareListQuerystring`. */
export const listQuerystringSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: MAX_LIMIT },
    offset: { type: 'integer', minimum: 0, maximum: 1_000_000 },
    query: {
      type: 'object',
      additionalProperties: false,
      properties: {
        search: { type: 'string', maxLength: 100 },
        tag: { type: 'string', maxLength: 50 },
        year: { type: 'integer', minimum: 1, maximum: 9999 },
        module: { type: 'string', minLength: 1, maxLength: 200 },
      },
    },
    sort: { type: 'string', minLength: 1, maxLength: 40 },
    order: { type: 'string', enum: ['asc', 'desc'] },
  },
} as const;

const INTEGER_TEXT = /^[+-]?\d{1,15}$/;

/**
 * preValidation hook: the query string arrives as text, so integers written as digits become
 * numbers and `query` is parsed from its URL-decoded JSON before the schema checks them. Text that
 * is not an integer stays text and fails the schema with its own message.
 */
export async function prepareListQuerystring(request: FastifyRequest): Promise<void> {
  const querystring = request.query as Record<string, unknown>;
  for (const name of ['limit', 'offset']) {
    const value = querystring[name];
    if (typeof value === 'string' && INTEGER_TEXT.test(value)) querystring[name] = Number(value);
  }
  const query = querystring.query;
  if (typeof query === 'string') {
    if (query.trim() === '') {
      delete querystring.query;
      return;
    }
    try {
      querystring.query = JSON.parse(query) as unknown;
    } catch {
      throw badRequest('查詢條件必須是 JSON 格式。', {
        query: '查詢條件必須是 JSON 格式，例如 {"search":"關鍵字","tag":"歷史","year":2025}',
      });
    }
  }
}

/** The validated list parameters with their defaults. */
export function readListParams(request: FastifyRequest): ListParams {
  const querystring = request.query as Partial<ListParams>;
  const query = querystring.query ?? {};
  const search = query.search?.trim();
  const tag = query.tag?.trim();
  return {
    limit: querystring.limit ?? DEFAULT_LIMIT,
    offset: querystring.offset ?? 0,
    query: {
      ...(search ? { search } : {}),
      ...(tag ? { tag } : {}),
      ...(query.year !== undefined ? { year: query.year } : {}),
      ...(query.module !== undefined ? { module: query.module } : {}),
    },
    ...(querystring.sort !== undefined ? { sort: querystring.sort } : {}),
    ...(querystring.order !== undefined ? { order: querystring.order } : {}),
  };
}
