import { SaveConflict, type EditableDocument } from '../../domain/editing/authoring.port';
import {
  PublishBlocked,
  type DashboardSource,
  type PublishingSource,
} from '../../domain/editing/publishing.port';
import { reviewStateOf, reviewViewOf } from '../../domain/editing/review-view';
import { ApiError } from '../../domain/errors/api-errors';
import type { Clock } from '../../domain/time/clock.port';
import { blockingFindings } from '../../shared/accessibility-rules';
import { REVIEW_TEXTS, reviewAfter, type ReviewEvent } from '../../shared/review-workflow';
import type { DashboardSummary } from '../../shared/review.types';
import type { MemoryAuthoring } from './memory-authoring.adapter';

const iso = (ms: number): string => new Date(ms).toISOString();

const EMPTY = { count: 0, rows: [] };

/**
 * The in-memory twin of `ApiPublishing`, over the documents of a `MemoryAuthoring`: `If-Match`
 * (412 as `SaveConflict`), the server's accessibility check (422 as `PublishBlocked`, from the same
 * shared rules), publish and unpublish now or at a time, and 409 for what cannot be unpublished.
 * `runDue` plays the server's scheduler at the clock's time. Review follows the shared
 * state machine (`reviewAfter`) as the server does: while `authoring.settings.requireReview`, an
 * account in `withoutPublish` is refused a publish (403) and may not return or approve.
 */
export class MemoryPublishing implements PublishingSource, DashboardSource {
  /** Every call that reached the twin, in order. */
  readonly calls: Array<{
    action: 'publish' | 'unpublish' | 'submit' | 'return' | 'approve';
    docId: string;
    baseRevision: number;
    at?: string;
    note?: string;
  }> = [];
  /** Accounts without p (on every path). */
  readonly withoutPublish = new Set<string>();
  /** What `dashboard` answers; tests set it. */
  summary: DashboardSummary = {
    requireReview: false,
    myDrafts: EMPTY,
    pendingReview: null,
    returnedToMe: EMPTY,
    scheduled: EMPTY,
    recentlyPublished: EMPTY,
    newLetters: null,
  };
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
      if (!this.mayPublish()) throw refusal(403, REVIEW_TEXTS.publishNeedsReview, now);
      const published = this.publishedAt(doc, now, at);
      // Documents of tests before review have no `review` at all, as from servers before it.
      if (doc.review === undefined) return published;
      return { ...published, review: this.reviewed(doc, { kind: 'publish' }, now) };
    });
  }

  submit(docId: string, baseRevision: number): Promise<EditableDocument> {
    this.calls.push({ action: 'submit', docId, baseRevision });
    return this.run(docId, baseRevision, (doc, now) => {
      const findings = blockingFindings(doc.draft);
      if (findings.length > 0) throw new PublishBlocked(findings);
      const event: ReviewEvent = {
        kind: 'submit',
        revision: doc.revision,
        by: this.authoring.caller(),
        at: now,
      };
      return { ...doc, review: this.reviewed(doc, event, now) };
    });
  }

  returnToWriter(docId: string, baseRevision: number, note: string): Promise<EditableDocument> {
    this.calls.push({ action: 'return', docId, baseRevision, note });
    // As the server: the revision is the one submitted, judged by the state machine (409), not 412.
    return this.run(docId, null, (doc, now) => {
      if (!this.mayPublish()) throw refusal(403, '您沒有審核這個頁面的權限。', now);
      const event: ReviewEvent = {
        kind: 'return',
        revision: baseRevision,
        note,
        reviewer: this.authoring.caller(),
        at: now,
      };
      return { ...doc, review: this.reviewed(doc, event, now) };
    });
  }

  approve(docId: string, baseRevision: number, at?: string): Promise<EditableDocument> {
    this.calls.push({ action: 'approve', docId, baseRevision, ...(at === undefined ? {} : { at }) });
    return this.run(docId, null, (doc, now) => {
      if (!this.mayPublish()) throw refusal(403, '您沒有審核這個頁面的權限。', now);
      const event: ReviewEvent = {
        kind: 'approve',
        revision: baseRevision,
        reviewer: this.authoring.caller(),
      };
      const review = this.reviewed(doc, event, now);
      return { ...this.publishedAt(doc, now, at), review };
    });
  }

  dashboard(): Promise<DashboardSummary> {
    const failure = this.failures.shift();
    if (failure !== undefined) return Promise.reject(failure);
    return Promise.resolve(this.summary);
  }

  /** p counts while the site requires review; without review, w publishes as it always did. */
  private mayPublish(): boolean {
    return !this.authoring.settings.requireReview || !this.withoutPublish.has(this.authoring.caller());
  }

  /** The review after `event`, or the refusal the server answers (409, 400). */
  private reviewed(doc: EditableDocument, event: ReviewEvent, now: number) {
    const next = reviewAfter(reviewStateOf(doc.review), event);
    if (!next.ok) throw refusal(next.code, next.reason, now);
    const name = (account: string) =>
      account === this.authoring.caller() ? this.authoring.callerName() : account;
    return reviewViewOf(next.state, name, doc.review ?? null);
  }

  /** Published now, or scheduled at `at`, after the accessibility check. */
  private publishedAt(doc: EditableDocument, now: number, at: string | undefined): EditableDocument {
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
  }

  unpublish(docId: string, baseRevision: number, at?: string): Promise<EditableDocument> {
    this.calls.push({ action: 'unpublish', docId, baseRevision, ...(at === undefined ? {} : { at }) });
    return this.run(docId, baseRevision, (doc, now) => {
      if (doc.type !== 'item' && doc.type !== 'page')
        throw refusal(409, '只有內容項目與單頁可以取消發布。', now);
      if (doc.published === null && doc.schedule.publishAt === null)
        throw refusal(409, '這份文件尚未發布。', now);
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

  /** `baseRevision` null: no If-Match check (the review's steps check their revision themselves). */
  private run(
    docId: string,
    baseRevision: number | null,
    change: (doc: EditableDocument, now: number) => EditableDocument,
  ): Promise<EditableDocument> {
    const failure = this.failures.shift();
    if (failure !== undefined) return Promise.reject(failure);
    try {
      const doc = this.authoring.current(docId);
      if (baseRevision !== null && doc.revision !== baseRevision)
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

function refusal(status: number, description: string, now: number): ApiError {
  return new ApiError({ status, error_description: description, code: `E${status}`, time: iso(now) });
}
