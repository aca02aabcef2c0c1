import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PATHS } from '../../shared/api-paths';
import { OPEN_DATA_FORMATS, type OpenDataFormat } from '../../shared/open-data';
import { notFound } from '../http/api-error';
import { requestOrigin, type OriginConfig } from '../http/public-origin';
import { OPEN_DATA_TYPES } from './open-data-files';
import type { OpenDataService } from './open-data.service';

const NO_DATASET = '找不到這個開放資料集。';

/** `{path}.{format}` of a file's name, or null. */
function fileName(name: string): { base: string; format: OpenDataFormat } | null {
  const dot = name.lastIndexOf('.');
  const format = name.slice(dot + 1).toLowerCase() as OpenDataFormat;
  if (dot <= 0 || !OPEN_DATA_FORMATS.includes(format)) return null;
  return { base: name.slice(0, dot), format };
}

/**
 * 開放資料 (**ext**): the catalog in the public API, each dataset's files under `/opendata/`, and
 * the original platform's `/opendata/object/{kind}.json?origin=<host>&lang=zh-tw`. Public reads:
 * read-caching.ts gives them Cache-Control and an ETag.
 */
export function registerOpenDataRoutes(
  app: FastifyInstance,
  { openData, origins }: { openData: OpenDataService; origins: OriginConfig },
): void {
  const originOf = (request: FastifyRequest): string => requestOrigin(request, origins);
  const send = (reply: FastifyReply, format: OpenDataFormat, body: string) =>
    reply.type(OPEN_DATA_TYPES[format]).send(body);

  app.get(API_PATHS.openData, async (request) => openData.catalog(originOf(request)));

  app.get<{ Params: { file: string } }>('/opendata/:file', async (request, reply) => {
    const file = fileName(request.params.file);
    if (!file) throw notFound(NO_DATASET);
    const body = await openData.file(file.base, file.format, originOf(request));
    if (body === undefined) throw notFound(NO_DATASET);
    return send(reply, file.format, body);
  });

  app.get<{ Params: { file: string }; Querystring: Record<string, string | undefined> }>(
    '/opendata/object/:file',
    async (request, reply) => {
      const file = fileName(request.params.file);
      const origin = originOf(request);
      const body =
        file?.format === 'json' &&
        (await openData.objects(file.base, {
          asked: { origin: request.query.origin, lang: request.query.lang },
          site: { origin, hosts: [request.host, ...(origins.publicHosts ?? [])] },
        }));
      if (!body) throw notFound(NO_DATASET);
      return send(reply, 'json', body);
    },
  );
}
