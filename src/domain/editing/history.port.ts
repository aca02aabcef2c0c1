import type { DocumentStatus, DocumentView } from '../../shared/authoring-types';
import type { JsonChange } from '../../shared/json-diff';
import type { DocumentData, EditableDocument } from './authoring.port';

export type { DocumentStatus, JsonChange };

/** A row of the documents list: the document without its copies, with the draft's title. */
export interface DocumentRow extends Omit<DocumentView, 'draft' | 'published'> {
  title: string | null;
}

/** What a document list asks for; `status` filters the page the server returns (docs/api.md). */
export interface DocumentQuery {
  type?: 'item' | 'page' | 'settings' | 'structure' | 'chrome';
  path?: string;
  status?: Exclude<DocumentStatus, 'deleted'>;
  q?: string;
  limit: number;
  offset: number;
}

export type RevisionAction = 'create' | 'save' | 'restore' | 'publish' | 'unpublish';

/** One revision of a document: who made it, how, when (ISO 8601, UTC). */
export interface RevisionEntry {
  revision: number;
  action: RevisionAction;
  account: string;
  at: string;
}

export interface RevisionCopy extends RevisionEntry {
  data: DocumentData;
}

export interface RevisionDiff {
  from: number;
  to: number;
  changes: JsonChange[];
}

/** A line of the audit log, newest first. */
export interface AuditEntry {
  id: number;
  at: string;
  account: string;
  action: string;
  docId: string | null;
  revision: number | null;
  detail: string | null;
}

/** An item in the trash, with the day it is purged. */
export interface TrashRow {
  docId: string;
  path: string;
  revision: number;
  title: string | null;
  deletedAt: string;
  deletedBy: string | null;
  purgeAt: string;
}

/**
 * A document's past and the editor's overview (docs/api.md, "Authoring"): the documents list, the
 * revisions and their difference, restoring one as the draft, the audit trail and the trash.
 * Creating an item stays on `AuthoringSource.create`. Failures reject with the api client's typed
 * errors, without a dialog: the views show them where they happened.
 */
export interface HistorySource {
  documents(query: DocumentQuery): Promise<{ rows: DocumentRow[]; total: number }>;
  revisions(docId: string): Promise<RevisionEntry[]>;
  revision(docId: string, revision: number): Promise<RevisionCopy>;
  diff(docId: string, from: number, to: number): Promise<RevisionDiff>;
  /**
   * That revision's data becomes the draft as a new `restore` revision over `baseRevision`
   * (`If-Match`); nothing is published. Rejects `SaveConflict` when the document moved on.
   */
  restoreRevision(docId: string, revision: number, baseRevision: number): Promise<EditableDocument>;
  /** The audit trail of one document, or of the whole site (`r` on `*`). */
  audit(docId?: string): Promise<AuditEntry[]>;
  trash(path?: string): Promise<TrashRow[]>;
  /** Back from the trash as an unpublished draft (`d`). */
  restoreFromTrash(docId: string): Promise<EditableDocument>;
}
