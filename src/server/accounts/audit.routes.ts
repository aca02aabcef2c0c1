import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuditPage } from '../../shared/accounts.types';
import { authenticatedUser } from '../auth/access-token.guard';
import type { AuditFilter } from '../authoring/audit-store.port';
import {
  docParamsSchema,
  requireAdmin,
  userOnDocument,
  type AuthoringAccess,
} from '../authoring/authoring.guard';
import { badRequest } from '../http/api-error';
import type { Clock } from '../platform/clock';
import type { AuditLogService } from './audit-log.service';
import { formatTaipeiDateTime } from '../platform/taipei-time';

export interface AuditRouteDeps {
  access: AuthoringAccess;
  audit: AuditLogService;
  clock: Clock;
}

interface AuditQueryString {
  account?: string;
  action?: string;
  docId?: string;
  from?: string;
  to?: string;
  limit?: string;
  offset?: string;
}

const DATE_OR_TIME = '^\\d{4}-\\d{2}-\\d{2}([T ][0-9:.]+(Z|[+-]\\d{2}:?\\d{2})?)?$';

const auditQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    account: { type: 'string', minLength: 1, maxLength: 50 },
    action: { type: 'string', minLength: 1, maxLength: 100 },
    docId: docParamsSchema.properties.docId,
    from: { type: 'string', pattern: DATE_OR_TIME },
    to: { type: 'string', pattern: DATE_OR_TIME },
    limit: { type: 'string', pattern: '^[1-9][0-9]{0,2}$' },
    offset: { type: 'string', pattern: '^[0-9]{1,7}$' },
  },
} as const;

export const AUDIT_PAGE_MAX = 200;
/** The most rows one CSV export holds: a year of a busy site's edits, still one answer. */
export const AUDIT_CSV_MAX = 100_000;
const TAIPEI_OFFSET = '+08:00';
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A day (`2026-11-22`, in Taipei) or a time with its zone. `to` is inclusive: a day runs to its
 * end, a time to its millisecond.
 */
function boundOf(text: string | undefined, field: 'from' | 'to'): number | undefined {
  if (text === undefined) return undefined;
  const dateOnly = DATE_ONLY.test(text);
  const at = Date.parse(dateOnly ? `${text}T00:00:00${TAIPEI_OFFSET}` : text);
  // Date.parse rolls 2026-02-31 over into March; a day that does not exist is refused instead.
  if (Number.isNaN(at) || (dateOnly && new Date(at + 8 * 3600_000).toISOString().slice(0, 10) !== text))
    throw badRequest(`輸入資料有誤：${field === 'from' ? '開始' : '結束'}日期格式不正確`, {
      [field]: '日期格式不正確，例如 2026-11-22',
    });
  if (field === 'from') return at;
  return dateOnly ? at + 24 * 3600_000 : at + 1;
}

function filterOf(query: AuditQueryString): AuditFilter {
  const filter: AuditFilter = {
    account: query.account,
    action: query.action,
    docId: query.docId,
    from: boundOf(query.from, 'from'),
    toExclusive: boundOf(query.to, 'to'),
  };
  if (filter.from !== undefined && filter.toExclusive !== undefined && filter.from >= filter.toExclusive)
    throw badRequest('輸入資料有誤：結束日期不可早於開始日期', { to: '不可早於開始日期' });
  return filter;
}

function pageOf(query: AuditQueryString, fallbackLimit: number): { limit: number; offset: number } {
  const limit = query.limit === undefined ? fallbackLimit : Number(query.limit);
  if (query.limit !== undefined && limit > AUDIT_PAGE_MAX)
    throw badRequest(`limit 不可超過 ${AUDIT_PAGE_MAX}。`, { limit: `不可超過 ${AUDIT_PAGE_MAX}` });
  return { limit, offset: Number(query.offset ?? 0) };
}

/**
 * The whole log is for administrators; a document's own entries (`docId` alone) stay readable
 * by whoever may read the document, as the history panel has always used them.
 */
async function checkAuditReader(
  request: FastifyRequest<{ Querystring: AuditQueryString }>,
  access: AuthoringAccess,
): Promise<void> {
  const { docId, account, action, from, to } = request.query;
  const documentOnly =
    docId !== undefined && [account, action, from, to].every((value) => value === undefined);
  if (documentOnly && !(await authenticatedUser(request, access.tokens, access.users)).admin)
    await userOnDocument(request, access, docId, 'r');
  else await requireAdmin(request, access);
}

export function registerAuditRoutes(app: FastifyInstance, { access, audit, clock }: AuditRouteDeps): void {
  app.get<{ Querystring: AuditQueryString }>(
    '/backend/audit',
    { schema: { querystring: auditQuerySchema } },
    async (request, reply) => {
      await checkAuditReader(request, access);
      const filter = filterOf(request.query);
      const { limit, offset } = pageOf(request.query, 50);
      const page: AuditPage = await audit.page(filter, limit, offset);
      return reply.header('cache-control', 'no-store').send(page);
    },
  );

  app.get<{ Querystring: AuditQueryString }>(
    '/backend/audit.csv',
    { schema: { querystring: auditQuerySchema } },
    async (request, reply) => {
      await requireAdmin(request, access);
      const filter = filterOf(request.query);
      const { limit, offset } = pageOf(request.query, AUDIT_CSV_MAX);
      const csv = await audit.csv(filter, limit, offset);
      const stamp = formatTaipeiDateTime(clock.now()).slice(0, 10);
      return reply
        .header('cache-control', 'no-store')
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-${stamp}.csv"`)
        .send(csv);
    },
  );
}
