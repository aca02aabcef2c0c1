import { randomUUID } from 'node:crypto';
import { blockingFindings } from '../../shared/accessibility-rules';
import { KEPT_REVISIONS, TRASH_DAYS } from '../../shared/authoring.constants';
import { checkDocumentData } from '../../shared/authoring.schema';
import { documentIdOf, parseDocumentId, type DocumentRef } from '../../shared/document-id';
import { reviewAfter, type ReviewEvent } from '../../shared/review-workflow';
import { ApiError, notFound } from '../http/api-error';
import { TOO_DEEP_TEXT } from '../http/json-body.parser';
import type { Clock } from '../platform/clock';
import { immediate, type SqliteDatabase } from '../database/sqlite.database';
import type { AuditRepository } from './audit.repository';
import {
  NOT_IN_REVIEW,
  reviewStateOf,
  storedReviewOf,
  type DocumentRepository,
  type StoredDocument,
} from './document.repository';
import { documentView, iso, type DocumentView } from './document-view';
import type { EditLockService } from './edit-lock.service';
import type { PublicProjection } from './public-projection';
import type { ReviewMail } from './review-mail';

export interface Actor {
  account: string;
}

const DAY_MS = 86_400_000;

export const documentNotFound = (): ApiError => notFound('找不到這份文件，可能已刪除。');

/**
 * The blocking accessibility findings. A draft saved before bodies had a depth limit can still nest
 * too deep for the recursive rules: that stack overflow is the data's fault, a 400, not a 500.
 */
function findingsOf(data: unknown): ReturnType<typeof blockingFindings> {
  try {
    return blockingFindings(data);
  } catch (error) {
    if (error instanceof RangeError) throw new ApiError(400, TOO_DEEP_TEXT);
    throw error;
  }
}

/**
 * The accessibility check on publish (issue 15): the editor's gate runs the same shared rules, but
 * a client that skipped it, or an old one, must not publish what they block.
 */
function checkAccessible(data: unknown): void {
  const findings = findingsOf(data);
  if (findings.length > 0)
    throw new ApiError(422, '發布前的無障礙檢查未通過', undefined, 'E422', {}, { findings });
}

/**
 * The data rules of a save, checked again on publish: a draft saved before a rule existed (a
 * `javascript:` link in the footer before issue 20) must not reach the public site either.
 */
function dataProblemsOf(ref: DocumentRef, data: unknown): Record<string, string> | null {
  const check = checkDocumentData(ref.type, data, ref.type === 'chrome' ? ref.name : undefined);
  return check.ok ? null : check.fields;
}

function checkPublishable(ref: DocumentRef, data: unknown): void {
  const fields = dataProblemsOf(ref, data);
  if (fields)
    throw new ApiError(
      422,
      `草稿有不符合規則的內容，請在編輯器修正並暫存後再發布：${Object.values(fields).join('；')}`,
      fields,
      'E422',
    );
}

/**
 * The authoring use cases. Each write runs in one BEGIN IMMEDIATE transaction: the revision check,
 * the new revision row, the document, the public copy and the audit row commit together or not at
 * all, and the caller answers only after the commit.
 */
export class AuthoringService {
  constructor(
    private readonly db: SqliteDatabase,
    private readonly clock: Clock,
    private readonly docs: DocumentRepository,
    private readonly audit: AuditRepository,
    private readonly locks: EditLockService,
    private readonly projection: PublicProjection,
    /** Word of review steps by mail; null where no mail queue is wired. */
    private readonly reviewMail: ReviewMail | null = null,
  ) {}

  view(docId: string): DocumentView {
    const doc = this.docs.find(docId);
    if (!doc) throw documentNotFound();
    return this.toView(doc);
  }

  toView(doc: StoredDocument): DocumentView {
    const published =
      doc.publishedRevision === null ? null : this.docs.revisionData(doc.docId, doc.publishedRevision)?.data;
    return documentView(doc, published, this.locks.current(doc.docId), (account) =>
      this.displayNameOf(account),
    );
  }

  /** A temporary save: a new draft revision if `ifMatch` is still the current one. */
  save(actor: Actor, docId: string, ifMatch: number, data: unknown, idempotencyKey?: string): DocumentView {
    return this.write(docId, (doc, now) => {
      if (idempotencyKey !== undefined) {
        const earlier = this.docs.savedRevisionFor(docId, idempotencyKey);
        // A retry after a lost answer: the first save was committed, so it is the answer.
        if (earlier !== undefined) return doc;
      }
      this.checkRevision(doc, ifMatch);
      const next = this.newRevision(doc, actor, now, 'save', data);
      if (idempotencyKey !== undefined) this.docs.rememberSaveKey(docId, idempotencyKey, next.revision, now);
      return next;
    });
  }

  create(actor: Actor, path: string, data: Record<string, unknown>): DocumentView {
    const id = typeof data.id === 'string' && data.id !== '' ? data.id : randomUUID().slice(0, 8);
    const docId = documentIdOf({ type: 'item', path, id });
    const now = this.clock.now();
    const doc = immediate(this.db, () => {
      if (this.docs.find(docId)) throw new ApiError(409, '已有相同代碼的資料。');
      const created: StoredDocument = {
        docId,
        type: 'item',
        rightsPath: path,
        revision: 1,
        draft: { ...data, id },
        publishedRevision: null,
        createdAt: now,
        updatedAt: now,
        updatedBy: actor.account,
        publishedAt: null,
        publishAt: null,
        publishRevision: null,
        unpublishAt: null,
        deletedAt: null,
        deletedBy: null,
        review: NOT_IN_REVIEW,
      };
      this.docs.insert(created);
      this.docs.insertRevision(docId, 1, 'create', created.draft, actor.account, now);
      this.record(actor, 'create', docId, 1, now);
      return created;
    });
    return this.toView(doc);
  }

  /** Publishes now, or at `at` (the revision current now is the one that will be published). */
  publish(actor: Actor, docId: string, ifMatch: number, at?: number): DocumentView {
    return this.write(docId, (current, now) => {
      this.checkRevision(current, ifMatch);
      // Checked when scheduling too: the revision scheduled now is the one published later.
      checkAccessible(current.draft);
      checkPublishable(this.refOf(current), current.draft);
      // Published (or scheduled) by someone who may: whatever waited for review is decided.
      const doc = this.reviewed(current, { kind: 'publish' });
      if (at !== undefined && at > now) {
        this.record(actor, 'publish.schedule', docId, doc.revision, now, { at: iso(at) });
        return {
          ...doc,
          publishAt: at,
          publishRevision: doc.revision,
          updatedAt: now,
          updatedBy: actor.account,
        };
      }
      return this.publishNow(actor, doc, doc.draft, now);
    });
  }

  /**
   * 送審: the current revision goes to the reviewers, through the same gate as a publish, so a
   * reviewer is never asked to approve what could not be published anyway.
   */
  submit(actor: Actor, docId: string, ifMatch: number, origin: string): DocumentView {
    return this.write(docId, (doc, now) => {
      this.checkRevision(doc, ifMatch);
      checkAccessible(doc.draft);
      checkPublishable(this.refOf(doc), doc.draft);
      const event = { kind: 'submit', revision: doc.revision, by: actor.account, at: now } as const;
      const next = this.reviewed(doc, event);
      this.record(actor, 'review.submit', docId, doc.revision, now);
      this.reviewMail?.submitted(next, actor.account, origin, now);
      return next;
    });
  }

  /** 退回: the submitted revision (`ifMatch`) goes back to its writer with the reviewer's note. */
  returnToWriter(actor: Actor, docId: string, ifMatch: number, note: string, origin: string): DocumentView {
    return this.write(docId, (doc, now) => {
      const event = { kind: 'return', revision: ifMatch, note, reviewer: actor.account, at: now } as const;
      const next = this.reviewed(doc, event);
      if (next.review.kind !== 'returned') throw new Error('a return leaves the draft returned');
      this.record(actor, 'review.return', docId, ifMatch, now, { note: next.review.note });
      this.reviewMail?.returned(
        next,
        { revision: ifMatch, writer: next.review.by, note: next.review.note },
        actor.account,
        origin,
        now,
      );
      return next;
    });
  }

  /**
   * 核准並發布: publishes the submitted revision (`ifMatch`) now, or schedules it for `at`. A save
   * after the submission withdrew it, so the draft here is exactly the text the reviewer saw; the
   * gate runs again, as rules may have changed since the submission.
   */
  approve(
    actor: Actor,
    docId: string,
    ifMatch: number,
    at: number | undefined,
    origin: string,
  ): DocumentView {
    return this.write(docId, (doc, now) => {
      const before = doc.review;
      const approved = this.reviewed(doc, { kind: 'approve', revision: ifMatch, reviewer: actor.account });
      if (before.kind !== 'submitted') throw new Error('only a submitted draft is approved');
      checkAccessible(doc.draft);
      checkPublishable(this.refOf(doc), doc.draft);
      const later = at !== undefined && at > now;
      this.record(actor, 'review.approve', docId, ifMatch, now, later ? { at: iso(at) } : undefined);
      this.reviewMail?.approved(
        doc,
        { revision: ifMatch, writer: before.by, at: later ? at : null },
        actor.account,
        origin,
        now,
      );
      if (later)
        return {
          ...approved,
          publishAt: at,
          publishRevision: ifMatch,
          updatedAt: now,
          updatedBy: actor.account,
        };
      return this.publishNow(actor, approved, doc.draft, now);
    });
  }

  unpublish(actor: Actor, docId: string, ifMatch: number, at?: number): DocumentView {
    return this.write(docId, (doc, now) => {
      this.checkRevision(doc, ifMatch);
      const ref = this.refOf(doc);
      if (ref.type !== 'item' && ref.type !== 'page')
        throw new ApiError(409, '只有內容項目與單頁可以取消發布。');
      if (doc.publishedRevision === null && doc.publishAt === null)
        throw new ApiError(409, '這份文件尚未發布。');
      if (at !== undefined && at > now) {
        this.record(actor, 'unpublish.schedule', docId, doc.revision, now, { at: iso(at) });
        return { ...doc, unpublishAt: at, updatedAt: now, updatedBy: actor.account };
      }
      return this.unpublishNow(actor, doc, now);
    });
  }

  /** Makes `revision`'s data the draft again, as a new revision; nothing is published. */
  restoreRevision(actor: Actor, docId: string, revision: number, ifMatch: number): DocumentView {
    return this.write(docId, (doc, now) => {
      this.checkRevision(doc, ifMatch);
      const old = this.docs.revisionData(docId, revision);
      if (!old) throw notFound('找不到這個版本，可能已超過保留數量。');
      return this.newRevision(doc, actor, now, 'restore', old.data, { from: revision });
    });
  }

  /** To the trash: off the public site at once, restorable for TRASH_DAYS. */
  remove(actor: Actor, docId: string): DocumentView {
    return this.write(
      docId,
      (doc, now) => {
        if (doc.type !== 'item') throw new ApiError(409, '只有內容項目可以刪除。');
        this.projection.withdraw(this.refOf(doc));
        this.record(actor, 'delete', docId, doc.revision, now);
        return {
          ...doc,
          deletedAt: now,
          deletedBy: actor.account,
          publishedRevision: null,
          publishedAt: null,
          publishAt: null,
          publishRevision: null,
          unpublishAt: null,
        };
      },
      { deleted: false },
    );
  }

  /** Back from the trash as an unpublished draft: publishing it again is a separate decision. */
  restoreFromTrash(actor: Actor, docId: string): DocumentView {
    return this.write(
      docId,
      (doc, now) => {
        this.record(actor, 'trash.restore', docId, doc.revision, now);
        return { ...doc, deletedAt: null, deletedBy: null, updatedAt: now, updatedBy: actor.account };
      },
      { deleted: true },
    );
  }

  /**
   * Publishes and unpublishes what is due, and empties old trash. Runs at start (catching up on
   * anything due while the server was down) and on the scheduler's timer.
   */
  runDue(): number {
    const now = this.clock.now();
    let done = 0;
    for (const docId of this.docs.due(now)) {
      immediate(this.db, () => {
        const doc = this.docs.find(docId);
        if (!doc || doc.deletedAt !== null) return;
        let next = doc;
        const system = { account: doc.updatedBy };
        if (next.publishAt !== null && next.publishAt <= now) {
          const data =
            this.docs.revisionData(docId, next.publishRevision ?? next.revision)?.data ?? next.draft;
          let findings: Array<{ code: string }>;
          try {
            findings = findingsOf(data);
          } catch (error) {
            if (!(error instanceof ApiError)) throw error;
            findings = [{ code: 'too-deep' }];
          }
          if (findings.length === 0 && dataProblemsOf(this.refOf(next), data))
            findings = [{ code: 'invalid-data' }];
          // A schedule made before the check existed (or by a direct database edit) is dropped,
          // not published; the audit row says why, and the editor sees the document unscheduled.
          if (findings.length > 0) {
            this.record(system, 'publish.blocked', docId, next.revision, now, {
              codes: findings.map((finding) => finding.code),
            });
            next = { ...next, publishAt: null, publishRevision: null };
          } else {
            // A draft submitted after the schedule was made stays in review unless it is the very
            // revision published now.
            if ((next.publishRevision ?? next.revision) === next.revision)
              next = this.reviewed(next, { kind: 'publish' });
            next = this.publishNow(system, next, data, now, 'publish.scheduled');
          }
        }
        if (next.unpublishAt !== null && next.unpublishAt <= now && next.publishedRevision !== null)
          next = this.unpublishNow(system, next, now, 'unpublish.scheduled');
        this.docs.update({
          ...next,
          unpublishAt: next.unpublishAt !== null && next.unpublishAt <= now ? null : next.unpublishAt,
        });
        done += 1;
      });
    }
    immediate(this.db, () => this.docs.purgeTrash(now - TRASH_DAYS * DAY_MS));
    return done;
  }

  private write(
    docId: string,
    change: (doc: StoredDocument, now: number) => StoredDocument,
    { deleted = false }: { deleted?: boolean } = {},
  ): DocumentView {
    const now = this.clock.now();
    const doc = immediate(this.db, () => {
      const current = this.docs.find(docId);
      if (!current || (current.deletedAt !== null) !== deleted) throw documentNotFound();
      const next = change(current, now);
      if (next !== current) this.docs.update(next);
      return next;
    });
    return this.toView(doc);
  }

  /** The account itself when it is not a user (the demo seed, a deleted account). */
  displayNameOf(account: string): string {
    const row = this.db.prepare('SELECT display_name FROM users WHERE account = ?').get(account) as
      { display_name: string } | undefined;
    return row?.display_name ?? account;
  }

  private checkRevision(doc: StoredDocument, ifMatch: number): void {
    if (doc.revision === ifMatch) return;
    throw new ApiError(
      412,
      `這份文件已由 ${doc.updatedBy} 更新為第 ${doc.revision} 版，您的版本（第 ${ifMatch} 版）已過時；未儲存任何變更。`,
      undefined,
      'E412',
      {},
      {
        current: {
          revision: doc.revision,
          data: doc.draft,
          updatedBy: doc.updatedBy,
          // The conflict dialog names the person (「林編輯」), not the account.
          updatedByName: this.displayNameOf(doc.updatedBy),
          updatedAt: iso(doc.updatedAt),
        },
      },
    );
  }

  private newRevision(
    doc: StoredDocument,
    actor: Actor,
    now: number,
    action: string,
    data: unknown,
    detail?: Record<string, unknown>,
  ): StoredDocument {
    const revision = doc.revision + 1;
    this.docs.insertRevision(doc.docId, revision, action, data, actor.account, now);
    this.docs.pruneRevisions(doc.docId, revision, KEPT_REVISIONS);
    this.record(actor, action, doc.docId, revision, now, detail);
    const next = this.reviewed(doc, { kind: 'save' });
    // The reviewer must never approve text they have not seen: a new draft takes it out of review.
    if (doc.review.kind === 'submitted' && next.review.kind === 'none')
      this.record(actor, 'review.withdraw', doc.docId, doc.review.revision, now, { [action]: revision });
    return { ...next, revision, draft: data, updatedAt: now, updatedBy: actor.account };
  }

  /** `doc` with its review after `event`, by the shared state machine; its refusals are the answer. */
  private reviewed(doc: StoredDocument, event: ReviewEvent): StoredDocument {
    const result = reviewAfter(reviewStateOf(doc.review), event);
    if (!result.ok) throw new ApiError(result.code, result.reason);
    const review = result.state.kind === 'none' ? NOT_IN_REVIEW : storedReviewOf(result.state, doc.review);
    return review === doc.review ? doc : { ...doc, review };
  }

  private publishNow(
    actor: Actor,
    doc: StoredDocument,
    data: unknown,
    now: number,
    action = 'publish',
  ): StoredDocument {
    const revision = doc.revision + 1;
    this.docs.insertRevision(doc.docId, revision, 'publish', data, actor.account, now);
    this.projection.publish(this.refOf(doc), data);
    this.record(actor, action, doc.docId, revision, now);
    return {
      ...doc,
      revision,
      // A scheduled publish of an older revision leaves newer draft work as the draft.
      draft: doc.publishRevision !== null && doc.publishRevision !== doc.revision ? doc.draft : data,
      publishedRevision: revision,
      publishedAt: now,
      publishAt: null,
      publishRevision: null,
      updatedAt: now,
      updatedBy: actor.account,
    };
  }

  private unpublishNow(actor: Actor, doc: StoredDocument, now: number, action = 'unpublish'): StoredDocument {
    const revision = doc.revision + 1;
    this.docs.insertRevision(doc.docId, revision, 'unpublish', doc.draft, actor.account, now);
    this.projection.withdraw(this.refOf(doc));
    this.record(actor, action, doc.docId, revision, now);
    return {
      ...doc,
      revision,
      publishedRevision: null,
      publishedAt: null,
      publishAt: null,
      publishRevision: null,
      unpublishAt: null,
      updatedAt: now,
      updatedBy: actor.account,
    };
  }

  private refOf(doc: StoredDocument): DocumentRef {
    const ref = parseDocumentId(doc.docId);
    if (!ref) throw documentNotFound();
    return ref;
  }

  private record(
    actor: Actor,
    action: string,
    docId: string,
    revision: number,
    at: number,
    detail?: Record<string, unknown>,
  ): void {
    this.audit.record({
      at,
      account: actor.account,
      action,
      docId,
      revision,
      detail: detail ? JSON.stringify(detail) : null,
    });
  }
}
