import fs from 'node:fs';
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { AUTHORING_PATHS } from '../../shared/authoring-paths';
import { signedIn, type GuardAccess } from '../authoring/authoring.guard';
import { ApiError, badRequest, notFound } from '../http/api-error';
import { CONTENT_TYPES } from './file-sniffer';
import { servedUploadFile } from './image-store';
import { VARIANT_CONTENT_TYPES, variantOfName } from '../../shared/upload-variants';
import { Refusal } from '../platform/refusals';
import { toApiError } from '../http/error-handler';
import type { UploadService } from './upload.service';

export type { UploadedFile } from './upload.service';

export const UPLOAD_LIMIT_BYTES = 10 * 1024 * 1024;

export interface FileRouteDeps {
  access: GuardAccess;
  uploads: UploadService;
  uploadsDir: string;
  /** Resolves once an upload the server writes itself (a demo photo) is on disk; undefined for others. */
  mediaReady?: ((fileId: string) => Promise<void> | undefined) | undefined;
}

const FILE_ID = /^[0-9a-f]{32}$/;
const SERVED_NAME = /^(original\.(jpg|png|gif|webp|pdf)|w\d{2,4}\.(webp|avif))$/;
const tooLarge = (): ApiError =>
  new ApiError(413, `檔案過大，上限為 ${UPLOAD_LIMIT_BYTES / 1024 / 1024} MB。`);
export const MALFORMED_UPLOAD_TEXT = '上傳的內容格式不正確。';

/** @fastify/multipart's limits other than the file size: more parts than one upload has. */
const PART_LIMIT_CODES = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

/**
 * What went wrong while reading the multipart body, as the client may see it. Anything but a
 * limit is a body that is not multipart as declared (no or another boundary, no closing boundary,
 * a part header cut off), which busboy reports as plain Errors: 400, never 500.
 */
function uploadError(error: unknown): ApiError {
  if (error instanceof ApiError || error instanceof Refusal) return toApiError(error);
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (typeof code === 'string' && PART_LIMIT_CODES.has(code))
    return new ApiError(413, '一次只能上傳一個檔案，並附上路徑、說明與替代文字等欄位。');
  return badRequest(MALFORMED_UPLOAD_TEXT);
}

/**
 * Uploads (`POST /backend/files`, multipart), the library of them, and their read-only serving under
 * `/media/uploads/`. The route reads the multipart body; who may upload, and what is kept of the
 * file, is the upload service's.
 */
export async function registerFileRoutes(
  app: FastifyInstance,
  { access, uploads, uploadsDir, mediaReady }: FileRouteDeps,
): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1, fields: 6, fieldSize: 2000 },
  });

  app.post(AUTHORING_PATHS.files, async (request, reply) => {
    const user = await signedIn(request, access);
    if (!request.isMultipart()) throw badRequest('請以 multipart/form-data 上傳檔案。');
    const part = await request.file().catch((error: unknown) => {
      throw uploadError(error);
    });
    if (!part) throw badRequest('請附上檔案。', { file: '請附上檔案' });
    const field = (name: string): string => {
      const value = part.fields[name];
      return value && !Array.isArray(value) && value.type === 'field' ? String(value.value) : '';
    };
    const entry = await uploads.upload(user, {
      path: field('path'),
      name: part.filename,
      description: field('description'),
      alt: field('alt'),
      decorative: field('decorative') === 'true',
      bytes: async () => {
        let bytes: Buffer;
        try {
          bytes = await part.toBuffer();
        } catch (error) {
          throw uploadError(error);
        }
        // toBuffer only throws when the limit falls inside a chunk; crossed exactly at a chunk's
        // end, busboy drops the rest and flags the stream, and the first 10 MB would pass as the file.
        if (part.file.truncated) throw tooLarge();
        return bytes;
      },
    });
    return reply.code(201).header('cache-control', 'no-store').send(entry);
  });

  // The site's uploaded images to choose from, for whoever may upload to the page at `path`.
  app.get<{ Querystring: { path?: string; q?: string; page?: string } }>(
    AUTHORING_PATHS.files,
    async (request, reply) => {
      const user = await signedIn(request, access);
      const page = await uploads.library(user, request.query.path, request.query);
      return reply.header('cache-control', 'no-store').send(page);
    },
  );

  app.get<{ Params: { fileId: string; name: string } }>(
    '/media/uploads/:fileId/:name',
    async (request, reply) => {
      const { fileId, name } = request.params;
      if (!FILE_ID.test(fileId) || !SERVED_NAME.test(name)) throw notFound('找不到這個檔案。');
      await mediaReady?.(fileId);
      const file = await servedUploadFile(path.join(uploadsDir, fileId), name);
      if (file === null) throw notFound('找不到這個檔案。');
      const ext = path.extname(name).slice(1);
      const variant = variantOfName(name);
      const type = variant
        ? VARIANT_CONTENT_TYPES[variant.format]
        : ext === 'jpg'
          ? CONTENT_TYPES.jpeg
          : CONTENT_TYPES[ext as keyof typeof CONTENT_TYPES];
      // An upload's URL names its bytes for good (a new upload gets a new id).
      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff');
      if (ext === 'pdf') reply.header('content-disposition', 'attachment');
      return reply.type(type).send(await fs.promises.readFile(file));
    },
  );
}
