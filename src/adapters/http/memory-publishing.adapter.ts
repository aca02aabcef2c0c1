import { SaveConflict, type EditableDocument } from '../../domain/editing/authoring.port';
import { PublishBlocked, type PublishingSource } from '../../domain/editing/publishing.port';
import { ApiError } from '../../domain/errors/api-errors';
import type { Clock } from '../../domain/time/clock.port';
import { blockingFindings } from '../../shared/accessibility-rules';
import type { MemoryAuthoring } from './memory-authoring.adapter';

const iso = (ms: number): string => new Date(ms).toISOString();

/**
 * The in-memory twin of `ApiPublishing`, over the documents of a `MemoryAuthoring`: `If-Match`
 * (412 as `SaveConflict`), the server's accessibility check (422 as `PublishBlocked`, from the same
 * shared rules), publish and unpublish now or at a time, and 409 for what cannot be unpublished.
 * `runDue` plays the server's scheduler at the clock's time.
 */
export class MemoryPublishing implements PublishingSource {
  /** Every call that reached the twin, in order. */
  readonly calls: Array<{
    action: 'publish' | 'unpublish';
    docId: string;
    baseRevision: number;
    at?: string;
  }> = [];
  private readonly failures: unknown[] = [];

  constructor(
    private readonly authoring: MemoryAuthoring,
    private readonly clock: Clock,
  ) {}

  /** The next call rejects with `error`. */
  failNext(error: unknown): void {
    this.failures.push(error);
  }

  publish(docId: string, baseRevision: number, at?: string): Promise<EditableDocument> {
    this.calls.push({ action: 'publish', docId, baseRevision, ...(at === undefined ? {} : { at }) });
    return this.run(docId, baseRevision, (doc, now) => {
      const findings = blockingFindings(doc.draft);
      if (findings.length > 0) throw new PublishBlocked(findings);
      const when = at === undefined ? now : Date.parse(at);
      if (when > now)
        return {
          ...doc,
          status: 'scheduled',
          schedule: { ...doc.schedule, publishAt: iso(when), publishRevision: doc.revision },
        };
      return this.published(doc, now);
    });
  }

  unpublish(docId: string, baseRevision: number, at?: string): Promise<EditableDocument> {
    this.calls.push({ action: 'unpublish', docId, baseRevision, ...(at === undefined ? {} : { at }) });
    return this.run(docId, baseRevision, (doc, now) => {
      if (doc.type !== 'item' && doc.type !== 'page') throw conflict('只有內容項目與單頁可以取消發布。', now);
      if (doc.published === null && doc.schedule.publishAt === null)
        throw conflict('這份文件尚未發布。', now);
      const when = at === undefined ? now : Date.parse(at);
      if (when > now) return { ...doc, schedule: { ...doc.schedule, unpublishAt: iso(when) } };
      return this.unpublished(doc, now);
    });
  }

  /** Publishes and unpublishes what is due at the clock's time, as the server's scheduler does. */
  runDue(docId: string): EditableDocument {
    const now = this.clock.now();
    let doc = this.authoring.current(docId);
    const { publishAt, unpublishAt } = doc.schedule;
    if (publishAt !== null && Date.parse(publishAt) <= now) doc = this.published(doc, now);
    if (unpublishAt !== null && Date.parse(unpublishAt) <= now && doc.published !== null)
      doc = this.unpublished(doc, now);
    this.authoring.replace(doc);
    return doc;
  }

  private published(doc: EditableDocument, now: number): EditableDocument {
    const revision = doc.revision + 1;
    return {
      ...doc,
      revision,
      status: 'published',
      published: doc.draft,
      publishedRevision: revision,
      publishedAt: iso(now),
      updatedAt: iso(now),
      updatedBy: this.authoring.caller(),
      schedule: { ...doc.schedule, publishAt: null, publishRevision: null },
    };
  }

  private unpublished(doc: EditableDocument, now: number): EditableDocument {
    return {
      ...doc,
      revision: doc.revision + 1,
      status: 'draft',
      published: null,
      publishedRevision: null,
      publishedAt: null,
      updatedAt: iso(now),
      updatedBy: this.authoring.caller(),
      schedule: { publishAt: null, publishRevision: null, unpublishAt: null },
    };
  }

  private run(
    docId: string,
    baseRevision: number,
    change: (doc: EditableDocument, now: number) => EditableDocument,
  ): Promise<EditableDocument> {
    const failure = this.failures.shift();
    if (failure !== undefined) return Promise.reject(failure);
    try {
      const doc = this.authoring.current(docId);
      if (doc.revision !== baseRevision)
        throw new SaveConflict(
          { revision: doc.revision, data: doc.draft, updatedBy: doc.updatedBy, updatedAt: doc.updatedAt },
          `這份文件已由 ${doc.updatedBy} 更新為第 ${doc.revision} 版`,
        );
      const next = change(doc, this.clock.now());
      this.authoring.replace(next);
      return Promise.resolve(next);
    } catch (error) {
      return Promise.reject(error);
    }
  }
}

function conflict(description: string, now: number): ApiError {
  return new ApiError({ status: 409, error_description: description, code: 'E409', time: iso(now) });
}
