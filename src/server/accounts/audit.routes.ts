import type { FastifyInstance } from 'fastify';
import { ACCOUNT_PATHS } from '../../shared/accounts.types';
import { docParamsSchema, signedIn, type AuthoringAccess } from '../authoring/authoring.guard';
import type { AuditQuery } from './audit-query';
import type { AuditLogService } from './audit-log.service';

export interface AuditRouteDeps {
  access: AuthoringAccess;
  audit: AuditLogService;
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

/** 稽核紀錄: the route signs the caller in and reads the query; AuditLogService decides who may read what. */
export function registerAuditRoutes(app: FastifyInstance, { access, audit }: AuditRouteDeps): void {
  app.get<{ Querystring: AuditQuery }>(
    ACCOUNT_PATHS.audit,
    { schema: { querystring: auditQuerySchema } },
    async (request, reply) => {
      const page = await audit.page(await signedIn(request, access), request.query);
      return reply.header('cache-control', 'no-store').send(page);
    },
  );

  app.get<{ Querystring: AuditQuery }>(
    ACCOUNT_PATHS.auditCsv,
    { schema: { querystring: auditQuerySchema } },
    async (request, reply) => {
      const { fileName, csv } = await audit.csv(await signedIn(request, access), request.query);
      return reply
        .header('cache-control', 'no-store')
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(csv);
    },
  );
}
