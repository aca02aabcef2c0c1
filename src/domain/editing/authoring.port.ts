import type { FileEntry } from '../../shared/api-types';
import type { ConflictCopy, DocumentView, LockView } from '../../shared/authoring-types';
import type { ModuleCreateBody, ModuleSummary } from '../../shared/modules.schema';

export type { ConflictCopy, LockView };

/** 新增單元: the new module's path, kind, title and optional frame (`POST /backend/modules`). */
export type NewModule = ModuleCreateBody;
export type { ModuleSummary };

/** A document's data: the fields of an item, a page or a chrome part, as the server stores them. */
export type DocumentData = Record<string, unknown>;

/** A document of the authoring API with its draft and published copies read as data. */
export interface EditableDocument extends Omit<DocumentView, 'draft' | 'published'> {
  draft: DocumentData;
  published: DocumentData | null;
}

export interface EditingSettings {
  indexEditable: boolean;
  requireReview: boolean;
  /** **ext**: a document without 分類檢索 is refused on publish (false from servers before it). */
  requireClassification: boolean;
}

/** A save refused because the document moved on since the revision it was based on (412). */
export class SaveConflict extends Error {
  constructor(
    readonly current: ConflictCopy,
    message: string,
  ) {
    super(message);
    this.name = 'SaveConflict';
  }
}

/** Another editor holds the document's live lock (409 with that `lock`). */
export class LockHeld extends Error {
  constructor(readonly lock: LockView) {
    super(`${lock.displayName} 正在編輯`);
    this.name = 'LockHeld';
  }
}

/**
 * The authoring API as the editor needs it (docs/api.md, "Authoring"). Failures other than the two
 * above reject with the api client's typed errors (`ApiError`, `NetworkError`,
 * `SessionExpiredError`) after the session policy has run; none of them shows a dialog of its own,
 * since the editor shows every outcome in its status line.
 */
export interface AuthoringSource {
  document(docId: string): Promise<EditableDocument>;
  /**
   * 暫存: `data` becomes a new draft revision over `baseRevision` (`If-Match`). Rejects
   * `SaveConflict` when the document is no longer at that revision. The idempotency key makes a
   * resend after a lost answer, or the one retry after a token refresh (611), write once.
   */
  save(
    docId: string,
    data: DocumentData,
    baseRevision: number,
    idempotencyKey: string,
  ): Promise<EditableDocument>;
  /** A new item under `path` (a draft, unpublished). */
  create(path: string, data: DocumentData): Promise<EditableDocument>;
  /**
   * **ext** 新增單元 (administrators): a module with its settings document, which it answers
   * (published). 403 for others, 409 for a path already taken, 400 naming the field.
   */
  createModule(module: NewModule): Promise<EditableDocument>;
  /** **ext** Every module of the site by path, in the menu or not (`GET /backend/modules`). */
  modules(): Promise<ModuleSummary[]>;
  /**
   * **ext** 刪除單元 (administrators): the module at `path` goes for good. 403 for others, 404 for
   * no module, 409 with the reason while it holds items or letters or something links to it.
   */
  deleteModule(path: string): Promise<void>;
  /**
   * The site-wide editing settings: `indexEditable` (the spec's default is false) and **ext**
   * `requireReview` (false from servers before it).
   */
  siteSettings(): Promise<EditingSettings>;
  /** Moves an item to the trash (`d`): off the public site at once, restorable for 30 days. */
  remove(docId: string): Promise<void>;
  /** Takes the edit lock, or with `takeOver` replaces another's (audited). Rejects `LockHeld`. */
  lock(docId: string, options?: { takeOver?: boolean }): Promise<LockView>;
  /** Keeps the caller's lock alive. Rejects `LockHeld` when it expired and another took it. */
  heartbeat(docId: string): Promise<LockView>;
  /**
   * Who holds the document's live lock now, or null: the editor's light poll. A read,
   * so it never keeps a lock alive or takes one.
   */
  lockStatus(docId: string): Promise<LockView | null>;
  /**
   * Releases the caller's lock. `keepalive` lets the request outlive the page (the tab is closing),
   * so colleagues do not see 正在編輯 for the lock's 150 s.
   */
  unlock(docId: string, options?: { keepalive?: boolean }): Promise<void>;
}

/** What an upload needs to know of a file; the browser's `File` satisfies it. */
export interface UploadFile {
  readonly name: string;
  readonly size: number;
  readonly type: string;
}

export interface UploadOptions {
  /** The page the file belongs to: rights are checked on it. */
  path: string;
  alt?: string;
  decorative?: boolean;
  description?: string;
  /** Called with the fraction sent, 0…1. */
  onProgress?: (fraction: number) => void;
}

/** File uploads (`POST /backend/files`, multipart), with progress. Answers the stored entry. */
export interface FileUploads {
  upload(file: UploadFile, options: UploadOptions): Promise<FileEntry & { width?: number; height?: number }>;
}
