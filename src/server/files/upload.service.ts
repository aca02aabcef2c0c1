import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FileEntry } from '../../shared/api-types';
import type { LibraryPage } from '../../shared/upload-library.types';
import { VARIANT_TYPE, variantFileName, type ImageVariantEntry } from '../../shared/upload-variants';
import { requireRight } from '../authoring/authoring-rules';
import { AuditWriter } from '../platform/audit-writer';
import type { Clock } from '../platform/clock';
import { unsupported } from '../platform/refusals';
import type { SiteStorage } from '../ports/storage.port';
import { EXTENSIONS, sniffType } from './file-sniffer';
import { writeProcessedImage } from './image-store';
import { processImage } from './image-variants';
import { libraryQueryOf, listUploads, recordUpload } from './upload-library';

export interface UploadedFile extends FileEntry {
  alt: string;
  decorative: boolean;
  variants: ImageVariantEntry[];
}

export const UNSUPPORTED_UPLOAD_TEXT = '只接受 JPEG、PNG、WebP、GIF 圖片與 PDF 文件，且內容須與格式相符。';

/** Who uploads: the signed-in account. */
export interface Uploader {
  account: string;
}

/** One upload as the caller sent it; the bytes are read only once the caller may upload. */
export interface UploadRequest {
  /** The page the file is for (w is checked on it); empty for none, which is the site's `*`. */
  path: string;
  /** The file's name as sent. */
  name: string;
  description: string;
  alt: string;
  decorative: boolean;
  /** Reads the file's bytes; whatever the transport refuses (a size past its limit) it throws. */
  bytes: () => Promise<Buffer>;
}

export interface UploadServiceDeps {
  storage: SiteStorage;
  clock: Clock;
  uploadsDir: string;
}

/** The page a file is for, or the site's `*` when the caller names none. */
const rightsPathOf = (page: string | undefined): string => page || '*';

/**
 * Uploads and the library of them, for whoever may edit the page they are for (w on its path, as
 * the database says now). Nothing is kept as sent: images are decoded and written again by sharp,
 * so a polyglot or a payload after the image data never reaches a reader; a PDF must end as one.
 */
export class UploadService {
  private readonly audit: AuditWriter;

  constructor(private readonly deps: UploadServiceDeps) {
    this.audit = new AuditWriter(deps.clock);
  }

  /** Stores one file under a new id and answers its entry; audited as `file.upload`. */
  async upload(actor: Uploader, request: UploadRequest): Promise<UploadedFile> {
    const { stores } = this.deps.storage;
    // Before the bytes: a caller who may not upload is refused without the file being read.
    await requireRight(stores, actor.account, rightsPathOf(request.path), 'w');
    const bytes = await request.bytes();
    const type = sniffType(bytes);
    if (!type) throw unsupported(UNSUPPORTED_UPLOAD_TEXT);
    const fileId = randomUUID().replaceAll('-', '');
    const dir = path.join(this.deps.uploadsDir, fileId);
    const url = (name: string) => `/media/uploads/${fileId}/${name}`;
    const originalName = `original.${EXTENSIONS[type]}`;
    const base = {
      fileId,
      name: request.name.slice(0, 200),
      ext: EXTENSIONS[type],
      original: url(originalName),
      description: request.description.slice(0, 500),
      represent: false,
      alt: request.alt.slice(0, 300),
      decorative: request.decorative,
    };
    let entry: UploadedFile;
    if (type === 'pdf') {
      if (!bytes.subarray(-1024).toString('latin1').includes('%%EOF'))
        throw unsupported(UNSUPPORTED_UPLOAD_TEXT);
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, originalName), bytes);
      entry = { ...base, size: bytes.length, variants: [] };
    } else {
      const image = await processImage(bytes, type).catch(() => {
        throw unsupported(UNSUPPORTED_UPLOAD_TEXT);
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
        uploadedAt: this.deps.clock.now(),
      });
    }
    await this.audit.record(stores, {
      account: actor.account,
      action: 'file.upload',
      detail: { fileId, type },
    });
    return entry;
  }

  /**
   * A page of the site's uploaded images to choose from (`query`: its search and page number), for
   * whoever may upload to the page at `forPath`.
   */
  async library(
    actor: Uploader,
    forPath: string | undefined,
    query: { q?: unknown; page?: unknown },
  ): Promise<LibraryPage> {
    await requireRight(this.deps.storage.stores, actor.account, rightsPathOf(forPath), 'w');
    return listUploads(this.deps.uploadsDir, libraryQueryOf(query));
  }
}
