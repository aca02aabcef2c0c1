import { SaveConflict, type EditableDocument } from '../../domain/editing/authoring.port';
import type {
  AuditEntry,
  DocumentQuery,
  DocumentRow,
  HistorySource,
  RevisionAction,
  RevisionCopy,
  RevisionDiff,
  RevisionEntry,
  TrashRow,
} from '../../domain/editing/history.port';
import { ApiError } from '../../domain/errors/api-errors';
import type { Clock } from '../../domain/time/clock.port';
import { TRASH_DAYS } from '../../shared/authoring.constants';
import { diffJson } from '../../shared/json-diff';
import type { MemoryAuthoring } from './memory-authoring.adapter';

const DAY_MS = 86_400_000;
const iso = (ms: number): string => new Date(ms).toISOString();

/**
 * The in-memory twin of the history API (`ApiHistory`), over the authoring twin's documents, so a
 * save made through one is a revision in the other. The twin notes the revision a document is at
 * whenever it is asked (saves between two questions show as the last one); `record` adds older
 * revisions a test needs. A restore goes through the authoring twin's revision check, so a stale
 * base is the same `SaveConflict` as a save's.
 */
export class MemoryHistory implements HistorySource {
  private readonly log = new Map<string, RevisionCopy[]>();
  private readonly auditLines: AuditEntry[] = [];

  constructor(
    private readonly clock: Clock,
    private readonly authoring: MemoryAuthoring,
  ) {}

  /** Adds a past revision (kept in revision order) and its audit line. */
  record(docId: string, entry: RevisionCopy): void {
    const log = this.log.get(docId) ?? [];
    log.push(entry);
    log.sort((a, b) => a.revision - b.revision);
    this.log.set(docId, log);
    this.audited(entry.action, entry.account, docId, entry.revision, entry.at);
  }

  documents(query: DocumentQuery): Promise<{ rows: DocumentRow[]; total: number }> {
    return this.answer(() => {
      const q = query.q?.toLowerCase();
      const matching = this.authoring
        .all()
        .filter((doc) => doc.status !== 'deleted')
        .filter((doc) => query.type === undefined || doc.type === query.type)
        .filter((doc) => query.path === undefined || doc.path === query.path)
        .filter((doc) => q === undefined || q === '' || titleOf(doc)?.toLowerCase().includes(q) === true)
        .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
      // As the server: `status` filters the page returned, and then counts only that page.
      const page = matching.slice(query.offset, query.offset + query.limit);
      const rows = page.filter((doc) => query.status === undefined || doc.status === query.status).map(rowOf);
      return { rows, total: query.status === undefined ? matching.length : rows.length };
    });
  }

  revisions(docId: string): Promise<RevisionEntry[]> {
    return this.answer(() =>
      this.synced(docId)
        .map(({ data: _data, ...entry }) => entry)
        .reverse(),
    );
  }

  revision(docId: string, revision: number): Promise<RevisionCopy> {
    return this.answer(() => this.find(docId, revision));
  }

  diff(docId: string, from: number, to: number): Promise<RevisionDiff> {
    return this.answer(() => ({
      from,
      to,
      changes: diffJson(this.find(docId, from).data, this.find(docId, to).data),
    }));
  }

  async restoreRevision(docId: string, revision: number, baseRevision: number): Promise<EditableDocument> {
    const old = await this.answer(() => this.find(docId, revision));
    const doc = this.authoring.current(docId);
    if (doc.revision !== baseRevision)
      throw new SaveConflict(
        { revision: doc.revision, data: doc.draft, updatedBy: doc.updatedBy, updatedAt: doc.updatedAt },
        `這份文件已由 ${doc.updatedBy} 更新為第 ${doc.revision} 版`,
      );
    this.synced(docId);
    const at = iso(this.clock.now());
    const account = this.authoring.caller();
    const restored: EditableDocument = {
      ...doc,
      revision: doc.revision + 1,
      // As the server: a draft equal to the published copy again counts as published.
      status:
        doc.published === null
          ? 'draft'
          : JSON.stringify(doc.published) === JSON.stringify(old.data)
            ? 'published'
            : 'changed',
      draft: old.data,
      updatedAt: at,
      updatedBy: account,
    };
    this.authoring.put(restored);
    this.record(docId, { revision: restored.revision, action: 'restore', account, at, data: old.data });
    return restored;
  }

  audit(docId?: string): Promise<AuditEntry[]> {
    return this.answer(() => {
      if (docId !== undefined) this.synced(docId);
      return this.auditLines.filter((line) => docId === undefined || line.docId === docId).reverse();
    });
  }

  trash(path?: string): Promise<TrashRow[]> {
    return this.answer(() =>
      this.authoring
        .all()
        .filter((doc) => doc.status === 'deleted' && (path === undefined || doc.path === path))
        .map((doc) => {
          const deletedAt = Date.parse(doc.deletedAt ?? iso(0));
          return {
            docId: doc.docId,
            path: doc.path,
            revision: doc.revision,
            title: titleOf(doc),
            deletedAt: iso(deletedAt),
            deletedBy: this.authoring.removedBy.get(doc.docId) ?? null,
            purgeAt: iso(deletedAt + TRASH_DAYS * DAY_MS),
          };
        }),
    );
  }

  restoreFromTrash(docId: string): Promise<EditableDocument> {
    return this.answer(() => {
      const doc = this.authoring.current(docId);
      if (doc.status !== 'deleted') throw notFound('回收桶中沒有這份文件。', this.clock.now());
      const at = iso(this.clock.now());
      const back: EditableDocument = {
        ...doc,
        // As the server: back as an unpublished draft; publishing it again is a separate step.
        status: 'draft',
        published: null,
        publishedRevision: null,
        publishedAt: null,
        deletedAt: null,
        updatedAt: at,
        updatedBy: this.authoring.caller(),
      };
      this.authoring.put(back);
      this.authoring.removedBy.delete(docId);
      this.audited('trash.restore', this.authoring.caller(), docId, doc.revision, at);
      return back;
    });
  }

  /** The log of a document, with the revision the authoring twin holds now at its end. */
  private synced(docId: string): RevisionCopy[] {
    const doc = this.authoring.current(docId);
    const log = this.log.get(docId) ?? [];
    if (log.at(-1)?.revision !== doc.revision) {
      const action: RevisionAction = log.length === 0 ? 'create' : 'save';
      this.record(docId, {
        revision: doc.revision,
        action,
        account: doc.updatedBy,
        at: doc.updatedAt,
        data: doc.draft,
      });
    }
    return this.log.get(docId) ?? [];
  }

  private find(docId: string, revision: number): RevisionCopy {
    const found = this.synced(docId).find((entry) => entry.revision === revision);
    if (!found) throw notFound('找不到這個版本，可能已超過保留數量。', this.clock.now());
    return found;
  }

  private audited(action: string, account: string, docId: string, revision: number, at: string): void {
    this.auditLines.push({
      id: this.auditLines.length + 1,
      at,
      account,
      action,
      docId,
      revision,
      detail: null,
    });
  }

  private answer<T>(run: () => T): Promise<T> {
    try {
      return Promise.resolve(run());
    } catch (error) {
      return Promise.reject(error);
    }
  }
}

function titleOf(doc: EditableDocument): string | null {
  return typeof doc.draft.title === 'string' ? doc.draft.title : null;
}

function rowOf({ draft, published: _published, ...rest }: EditableDocument): DocumentRow {
  return { ...rest, title: typeof draft.title === 'string' ? draft.title : null };
}

function notFound(description: string, now: number): ApiError {
  return new ApiError({ status: 404, error_description: description, code: 'E404', time: iso(now) });
}
