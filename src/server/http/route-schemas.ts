/** `:path` of a page: longer or odd paths simply are not pages, so they end as 404, not 400. */
export const pathParamsSchema = {
  type: 'object',
  required: ['path'],
  properties: { path: { type: 'string', minLength: 1, maxLength: 100 } },
} as const;

export const pathAndIdParamsSchema = {
  type: 'object',
  required: ['path', 'id'],
  properties: {
    path: { type: 'string', minLength: 1, maxLength: 100 },
    id: { type: 'string', minLength: 1, maxLength: 100 },
  },
} as const;

export interface PathParams {
  path: string;
}

export interface PathAndIdParams {
  path: string;
  id: string;
}
