import type { AuthoringSource, FileUploads } from '../../domain/editing/authoring.port';
import type { Dialogs } from '../../domain/dialogs/dialogs.port';
import type {
  AuditEntry,
  DocumentQuery,
  DocumentRow,
  HistorySource,
  RevisionCopy,
  RevisionEntry,
  TrashRow,
} from '../../domain/editing/history.port';
import type { DashboardSource, PublishingSource } from '../../domain/editing/publishing.port';
import type { Rights } from '../../domain/rights/rights';
import type { RightsSource } from '../../domain/content/content.port';
import { moduleRights } from './module-rights.use-case';
import type { Clock } from '../../domain/time/clock.port';
import type { AccessibilityFinding } from '../../shared/accessibility-rules';
import { createItem, type CreateOutcome } from './create-item.use-case';
import { createModule, type CreateModuleOutcome } from './create-module.use-case';
import { deleteModule, type DeleteModuleOutcome } from './delete-module.use-case';
import type { ModuleForm } from '../../domain/editing/module-policy';
import type { ModuleSummary } from '../../shared/modules.schema';
import type { ContentKind } from '../../shared/api-types';
import type { EditSession } from './edit-session';
import { listDocuments, type DocumentsPageQuery } from './list-documents.use-case';
import { publishDocument, type PublishOutcome, type PublishRequest } from './publishing.use-case';
import { afterOwnChange, chromeAsItIsNow, type ChromeReload } from './fresh-chrome';
import { removeItem, type RemoveOutcome } from './remove-item.use-case';
import {
  loadDashboard,
  openSubmission,
  reviewContext,
  reviewSubmission,
  type DashboardOutcome,
  type ReviewContext,
  type ReviewOutcome,
  type ReviewRequest,
  type SubmissionOutcome,
} from './review.use-case';
import { classificationContext, type ClassificationContext } from './classification-gate.use-case';
import { restoreRevisionAsDraft, type RestoreOutcome } from './restore-revision.use-case';
import { takeOverLock, type TakeOverOutcome } from './take-over.use-case';
import { createUploadQueue, type UploadQueue } from './upload-queue';
import { searchImageLibrary, type LibraryOutcome } from './image-library.use-case';
import type { LibraryQuery, UploadLibrary } from '../../domain/editing/upload-library.port';
import { sharedWhileInFlight } from '../../domain/http/shared-read';

/**
 * What the editor's views get once the editing chunk has loaded: the edit session and the use
 * cases over the editing ports, already bound to them, so a view says what the editor asked for
 * and words the outcome, and never holds a port.
 */
export interface EditingKit {
  /** A new edit session of one document for the signed-in account (not yet opened). */
  openSession(args: { docId: string; canWrite: boolean }): EditSession;
  /** 發布 / 取消發布, now or scheduled, and 送審. */
  publish<F extends AccessibilityFinding>(request: PublishRequest<F>): Promise<PublishOutcome>;
  /** 核准並發布 / 退回 of a submitted draft. */
  review<F extends AccessibilityFinding>(request: ReviewRequest<F>): Promise<ReviewOutcome>;
  /** Whether the account publishes or submits on a page with these rights, and reviews there. */
  reviewContext(rights: Rights | null): Promise<ReviewContext>;
  /** **ext** Whether the site requires 分類檢索 and the document's module defaults; null: not classified. */
  classificationContext(docId: string): Promise<ClassificationContext | null>;
  /** A submitted draft for the 待審核 screen. */
  openSubmission(docId: string): Promise<SubmissionOutcome>;
  /** What waits for the account: the dashboard's overview. */
  dashboard(): Promise<DashboardOutcome>;
  /** The account's rights on each module (null where the answer failed): the staff navigation. */
  moduleRights(paths: readonly string[]): Promise<Array<Rights | null>>;
  /** 刪除 of an item, after the question. */
  removeItem(request: { docId: string; session: EditSession | null }): Promise<RemoveOutcome>;
  /** 接手編輯 of a document another editor holds, after the question. */
  takeOver(session: EditSession): Promise<TakeOverOutcome>;
  /** 新增項目 in a module. */
  createItem(request: {
    path: string;
    title: string;
    kind?: ContentKind | undefined;
  }): Promise<CreateOutcome>;
  /** 新增單元 (administrators): a module of a kind at a path, with its settings. */
  createModule(form: ModuleForm): Promise<CreateModuleOutcome>;
  /** 刪除單元 (administrators): asked first, then deleted or refused with the server's reason. */
  deleteModule(module: { path: string; title: string }): Promise<DeleteModuleOutcome>;
  /** Every module of the site, in the menu or not yet. */
  modules(): Promise<ModuleSummary[]>;
  /** 還原為草稿 of an older revision. */
  restoreRevision(request: {
    session: EditSession;
    docId: string;
    revision: number;
  }): Promise<RestoreOutcome>;
  /** One page of a module's documents list. */
  listDocuments(query: DocumentsPageQuery): Promise<{ rows: DocumentRow[]; total: number }>;
  revisions(docId: string): Promise<RevisionEntry[]>;
  revision(docId: string, revision: number): Promise<RevisionCopy>;
  audit(docId: string): Promise<AuditEntry[]>;
  trash(path: string): Promise<TrashRow[]>;
  restoreFromTrash(docId: string): Promise<void>;
  /** The links picker's search over documents (refs-field). */
  searchDocuments(query: DocumentQuery): Promise<{ rows: DocumentRow[]; total: number }>;
  /** A new upload queue of one files field (files-field.tsx), telling `announce` what it does. */
  uploadQueue: UploadQueueFactory;
  /** The site's uploaded images to place one in a text (插入圖片), searched and paged. */
  imageLibrary(query: LibraryQuery): Promise<LibraryOutcome>;
  /** The site settings the arrangement reads (structure-editor.tsx). */
  siteSettings(): ReturnType<AuthoringSource['siteSettings']>;
}

/** Makes the upload queue of one files field; `announce` gets what a screen reader should hear. */
export type UploadQueueFactory = (announce: (text: string) => void) => UploadQueue;

/** The ports a kit is made of; the composition root passes the browser's, tests the twins. */
export interface EditingPorts {
  openSession: EditingKit['openSession'];
  authoring: AuthoringSource;
  history: HistorySource;
  publishing: PublishingSource & DashboardSource;
  /** The account's rights on a page, read without an error dialog. */
  rights: RightsSource;
  uploads: FileUploads;
  library: UploadLibrary;
  dialogs: Pick<Dialogs, 'confirm'>;
  clock: Clock;
  /** The site chrome the editor's page draws, read again after the editor's own publish. */
  chrome?: ChromeReload;
}

/** The editing kit over its ports: each use case bound to the ports it takes. */
export function editingKitOver(ports: EditingPorts): EditingKit {
  const { authoring, history, publishing, uploads, dialogs, clock, chrome } = ports;
  // A kit opens as a staff screen loads (fresh-chrome.ts).
  if (chrome) void chromeAsItIsNow(chrome).catch(() => undefined);
  // The publish section asks for the site's settings twice as it opens (review and classification).
  const siteSettings = sharedWhileInFlight(() => authoring.siteSettings());
  const settingsAndDocuments = { siteSettings, document: (docId: string) => authoring.document(docId) };
  return {
    openSession: ports.openSession,
    publish: async (request) =>
      afterOwnChange(chrome, await publishDocument({ publishing, authoring, dialogs, clock }, request)),
    review: async (request) => afterOwnChange(chrome, await reviewSubmission({ publishing, clock }, request)),
    reviewContext: (rights) => reviewContext(settingsAndDocuments, rights),
    classificationContext: (docId) => classificationContext(settingsAndDocuments, docId),
    openSubmission: (docId) => openSubmission({ authoring, history }, docId),
    dashboard: () => loadDashboard(publishing),
    moduleRights: (paths) => moduleRights({ rights: ports.rights }, paths),
    removeItem: (request) => removeItem({ authoring, dialogs }, request),
    takeOver: (session) => takeOverLock({ dialogs }, session),
    createItem: (request) => createItem({ authoring, clock }, request),
    createModule: (form) => createModule(authoring, form),
    deleteModule: (module) => deleteModule({ authoring, dialogs }, module),
    modules: () => authoring.modules(),
    restoreRevision: ({ session, docId, revision }) =>
      restoreRevisionAsDraft({ history, session, docId, revision }),
    listDocuments: (query) => listDocuments(history, query),
    revisions: (docId) => history.revisions(docId),
    revision: (docId, revision) => history.revision(docId, revision),
    audit: (docId) => history.audit(docId),
    trash: (path) => history.trash(path),
    restoreFromTrash: async (docId) => {
      await history.restoreFromTrash(docId);
    },
    searchDocuments: (query) => history.documents(query),
    uploadQueue: (announce) => createUploadQueue(uploads, announce),
    imageLibrary: (query) => searchImageLibrary(ports.library, query),
    siteSettings,
  };
}
