import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { FileEntry } from '../../shared/api-types';
import { authenticatedUser } from '../auth/access-token.guard';
import { userWithRight, type GuardAccess } from '../authoring/authoring.guard';
import { ApiError, badRequest, notFound } from '../http/api-error';
import { AuditWriter, type AuditRows } from '../platform/audit-writer';
import type { Clock } from '../platform/clock';
import { CONTENT_TYPES, EXTENSIONS, sniffType } from './file-sniffer';
import { servedUploadFile, writeProcessedImage } from './image-store';
import { processImage } from './image-variants';
import {
  VARIANT_CONTENT_TYPES,
  VARIANT_TYPE,
  variantFileName,
  variantOfName,
  type ImageVariantEntry,
} from '../../shared/upload-variants';
import { libraryQueryOf, listUploads, recordUpload } from './upload-library';
import { Refusal } from '../platform/refusals';
import { toApiError } from '../http/error-handler';

export const UPLOAD_LIMIT_BYTES = 10 * 1024 * 1024;

export interface FileRouteDeps {
  access: GuardAccess;
  /** Where the upload's audit row goes: the stores, outside a unit of work. */
  audit: AuditRows['audit'];
  clock: Clock;
  uploadsDir: string;
  /** Resolves once an upload the server writes itself (a demo photo) is on disk; undefined for others. */
  mediaReady?: ((fileId: string) => Promise<void> | undefined) | undefined;
}

export interface UploadedFile extends FileEntry {
  alt: string;
  decorative: boolean;
  variants: ImageVariantEntry[];
}

const FILE_ID = /^[0-9a-f]{32}$/;
const SERVED_NAME = /^(original\.(jpg|png|gif|webp|pdf)|w\d{2,4}\.(webp|avif))$/;
const refused = (): ApiError =>
  new ApiError(415, '只接受 JPEG、PNG、WebP、GIF 圖片與 PDF 文件，且內容須與格式相符。');
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
 * Uploads (`POST /backend/files`, multipart) and their read-only serving under `/media/uploads/`.
 * Nothing is served as uploaded: images are decoded and written again by sharp, so a polyglot or a
 * payload after the image data never reaches a reader.
 */
export async function registerFileRoutes(
  app: FastifyInstance,
  { access, audit, clock, uploadsDir, mediaReady }: FileRouteDeps,
): Promise<void> {
  const auditWriter = new AuditWriter(clock);
  await app.register(fastifyMultipart, {
    limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1, fields: 6, fieldSize: 2000 },
  });

  app.post('/backend/files', async (request, reply) => {
    await authenticatedUser(request, access.tokens, access.users);
    if (!request.isMultipart()) throw badRequest('請以 multipart/form-data 上傳檔案。');
    const part = await request.file().catch((error: unknown) => {
      throw uploadError(error);
    });
    if (!part) throw badRequest('請附上檔案。', { file: '請附上檔案' });
    const field = (name: string): string => {
      const value = part.fields[name];
      return value && !Array.isArray(value) && value.type === 'field' ? String(value.value) : '';
    };
    const user = await userWithRight(request, access, field('path') || '*', 'w');
    let bytes: Buffer;
    try {
      bytes = await part.toBuffer();
    } catch (error) {
      throw uploadError(error);
    }
    // toBuffer only throws when the limit falls inside a chunk; crossed exactly at a chunk's end,
    // busboy drops the rest and flags the stream, and the first 10 MB would pass as the file.
    if (part.file.truncated) throw tooLarge();
    const type = sniffType(bytes);
    if (!type) throw refused();
    const fileId = randomUUID().replaceAll('-', '');
    const dir = path.join(uploadsDir, fileId);
    const url = (name: string) => `/media/uploads/${fileId}/${name}`;
    const originalName = `original.${EXTENSIONS[type]}`;
    let entry: UploadedFile;
    const base = {
      fileId,
      name: part.filename.slice(0, 200),
      ext: EXTENSIONS[type],
      original: url(originalName),
      description: field('description').slice(0, 500),
      represent: false,
      alt: field('alt').slice(0, 300),
      decorative: field('decorative') === 'true',
    };
    if (type === 'pdf') {
      if (!bytes.subarray(-1024).toString('latin1').includes('%%EOF')) throw refused();
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, originalName), bytes);
      entry = { ...base, size: bytes.length, variants: [] };
    } else {
      const image = await processImage(bytes, type).catch(() => {
        throw refused();
      });
      await writeProcessedImage(dir, originalName, image);
      entry = {
        ...base,
        size: image.original.body.length,
        width: image.original.width,
        height: image.original.height,
        variants: image.variants.map((variant) => ({
          url: url(variantFileName(variant.width, 'webp')),
          width: variant.width,
          height: variant.height,
          type: VARIANT_TYPE,
        })),
      };
      recordUpload(dir, {
        name: entry.name,
        alt: entry.alt,
        decorative: entry.decorative,
        ext: entry.ext,
        width: image.original.width,
        height: image.original.height,
        uploadedAt: clock.now(),
      });
    }
    await auditWriter.record(
      { audit },
      { account: user.account, action: 'file.upload', detail: { fileId, type } },
    );
    return reply.code(201).header('cache-control', 'no-store').send(entry);
  });

  // The site's uploaded images to choose from, for whoever may upload to the page at `path`.
  app.get<{ Querystring: { path?: string; q?: string; page?: string } }>(
    '/backend/files',
    async (request, reply) => {
      await userWithRight(request, access, request.query.path || '*', 'w');
      const page = await listUploads(uploadsDir, libraryQueryOf(request.query));
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
