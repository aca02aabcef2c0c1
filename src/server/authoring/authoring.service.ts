import { randomUUID } from 'node:crypto';
import { KEPT_REVISIONS, TRASH_DAYS } from '../../shared/authoring.constants';
import { checkDocumentData } from '../../shared/authoring.schema';
import { documentIdOf, isIdSegment, parseDocumentId, type DocumentRef } from '../../shared/document-id';
import { takesNewItems } from '../../shared/modules.schema';
import { diffJson } from '../../shared/json-diff';
import { reviewAfter, type ReviewEvent } from '../../shared/review-workflow';
import { conflict, invalid, notFound, Refusal, requireValid, stale } from '../platform/refusals';
import { firstRevision } from './first-revision';
import { AuditWriter } from '../platform/audit-writer';
import type { Clock } from '../platform/clock';
import type { UserStore } from '../ports/user-store.port';
import type { Stores } from '../ports/stores.port';
import type { SiteStorage } from '../ports/storage.port';
import type { TransactionStores } from '../ports/unit-of-work.port';
import { NOT_IN_REVIEW, type StoredDocument } from '../ports/document-store.port';
import { reviewStateOf, storedReviewOf } from './stored-review';
import { documentView, iso, type DocumentView } from './document-view';
import type { EditLockService } from './edit-lock.service';
import type { PublicProjection } from './public-projection';
import type { ReviewMail } from './review-mail';
import { slugRefusal } from './item-slug.policy';
import { checkAccessible, checkPublishable, dataProblemsOf, findingsOf } from './publish-rules';
import { checkClassified } from './classification.policy';
import {
  BAD_ID_TEXT,
  documentNotFound,
  ITEM_CODE_TAKEN_TEXT,
  NO_NEW_ITEMS_TEXT,
  requireRight,
  requireRules,
  type AuthoringRule,
} from './authoring-rules';

export interface Actor {
  account: string;
}

export { documentNotFound };

const DAY_MS = 86_400_000;

const REVISION_GONE_TEXT = '找不到這個版本，可能已超過保留數量。';

/**
 * What each operation asks of its caller and of the site, checked first inside its unit of work
 * (authoring-rules.ts): a write never commits past a right or a setting changed a moment before.
 */
const RULES = {
  read: [{ right: 'r' }],
  save: [{ right: 'w' }, 'editable'],
  publish: [{ right: 'w' }, 'may-publish', 'editable'],
  submit: [{ right: 'w' }, 'review-on', 'editable'],
  return: [{ right: 'p' }, 'review-on'],
  approve: [{ right: 'p' }, 'review-on', 'editable'],
  remove: [{ right: 'd' }],
} as const satisfies Record<string, readonly AuthoringRule[]>;

/** Due documents claimed per unit of work: few enough that a batch holds its rows only briefly. */
const DUE_BATCH = 10;
/** The scheduler's claim locks nothing up front: each instance takes the due rows no one holds. */
const DUE_CLAIM = { claim: 'publish-due' };

/**
 * The authoring use cases. Each write is one unit of work under its document: the revision check,
 * the new revision row, the document, the public copy and the audit row commit together or not at
 * all, saves of one document never interleave (so revisions stay gap-free), and the caller
 * answers only after the commit.
 */
export class AuthoringService {
  private readonly audit: AuditWriter;

  constructor(
    private readonly storage: SiteStorage,
    private readonly clock: Clock,
    private readonly locks: EditLockService,
    private readonly projection: PublicProjection,
    /** Word of review steps by mail; null where no mail queue is wired. */
    private readonly reviewMail: ReviewMail | null = null,
  ) {
    this.audit = new AuditWriter(clock);
  }

  /** A document as its editor reads it, for an account with r on its path; not one in the trash. */
  async read(actor: Actor, docId: string): Promise<DocumentView> {
    await requireRules(this.storage.stores, actor.account, docId, RULES.read);
    const view = await this.view(docId);
    if (view.status === 'deleted') throw notFound('這份文件在回收桶中。');
    return view;
  }

  /** 版本紀錄: the document's kept revisions, newest first, for an account with r on its path. */
  async revisions(actor: Actor, docId: string) {
    await requireRules(this.storage.stores, actor.account, docId, RULES.read);
    await this.view(docId);
    return (await this.storage.stores.documents.revisions(docId)).map((row) => ({ ...row, at: iso(row.at) }));
  }

  /** One kept revision's data. */
  async revision(actor: Actor, docId: string, revision: number) {
    await requireRules(this.storage.stores, actor.account, docId, RULES.read);
    const found = await this.keptRevision(docId, revision);
    return { ...found, at: iso(found.at) };
  }

  /** What changed between two kept revisions. */
  async diff(actor: Actor, docId: string, from: number, to: number) {
    await requireRules(this.storage.stores, actor.account, docId, RULES.read);
    const before = await this.keptRevision(docId, from);
    const after = await this.keptRevision(docId, to);
    return { from: before.revision, to: after.revision, changes: diffJson(before.data, after.data) };
  }

  private async keptRevision(docId: string, revision: number) {
    const found = await this.storage.stores.documents.revisionData(docId, revision);
    if (!found) throw notFound(REVISION_GONE_TEXT);
    return found;
  }

  async view(docId: string): Promise<DocumentView> {
    const doc = await this.storage.stores.documents.find(docId);
    if (!doc) throw documentNotFound();
    return this.toView(doc);
  }

  /** The editor's view of a stored document, read outside any unit of work (after its commit). */
  async toView(doc: StoredDocument): Promise<DocumentView> {
    const { stores } = this.storage;
    const published =
      doc.publishedRevision === null
        ? null
        : (await stores.documents.revisionData(doc.docId, doc.publishedRevision))?.data;
    const lock = await this.locks.current(doc.docId);
    const review = doc.review;
    const people =
      review.kind === 'none' ? [] : review.kind === 'returned' ? [review.by, review.reviewer] : [review.by];
    const names = new Map<string, string>();
    for (const account of people) names.set(account, await this.displayNameOf(account, stores.users));
    return documentView(doc, published, lock, (account) => names.get(account) ?? account);
  }

  /** A temporary save: a new draft revision if `ifMatch` is still the current one. */
  save(
    actor: Actor,
    docId: string,
    ifMatch: number,
    data: unknown,
    idempotencyKey?: string,
  ): Promise<DocumentView> {
    return this.write(actor, docId, RULES.save, async (tx, doc, now) => {
      const ref = this.refOf(doc);
      requireValid(checkDocumentData(ref.type, data, ref.type === 'chrome' ? ref.name : undefined));
      if (idempotencyKey !== undefined) {
        const earlier = await tx.documents.savedRevisionFor(docId, idempotencyKey);
        // A retry after a lost answer: the first save was committed, so it is the answer.
        if (earlier !== undefined) return doc;
      }
      await this.checkRevision(tx, doc, ifMatch);
      // A 網址代稱 another item holds is refused as it is typed, not first at publishing.
      const refused = await slugRefusal(tx, this.refOf(doc), data);
      if (refused) throw refused;
      const next = await this.newRevision(tx, doc, actor, now, 'save', data);
      if (idempotencyKey !== undefined)
        await tx.documents.rememberSaveKey(docId, idempotencyKey, next.revision, now);
      return next;
    });
  }

  /**
   * 新增: a new item in a list module, for an account with w on it. The body's shape is the
   * route's to check; whether this module takes items, and under which code, is decided here.
   */
  async create(actor: Actor, path: string, data: Record<string, unknown>): Promise<DocumentView> {
    const { stores } = this.storage;
    await requireRight(stores, actor.account, path, 'w');
    const kind = await stores.publicSite.moduleKind(path);
    if (!kind) throw notFound('找不到這個頁面。');
    if (!takesNewItems(kind)) throw conflict(NO_NEW_ITEMS_TEXT);
    const given = typeof data.id === 'string' ? data.id : 'new';
    // An id the document-id format cannot carry would make a document no URL can reach again.
    if (given !== '' && !isIdSegment(given))
      throw invalid(`輸入資料有誤：${BAD_ID_TEXT}`, { 'data.id': BAD_ID_TEXT });
    requireValid(checkDocumentData('item', { ...data, id: given }));
    const id = typeof data.id === 'string' && data.id !== '' ? data.id : randomUUID().slice(0, 8);
    const docId = documentIdOf({ type: 'item', path, id });
    const now = this.clock.now();
    const doc = await this.storage.write({ document: docId }, async (tx) => {
      // The right again, as the unit of work sees it: one changed a moment ago counts.
      await requireRight(tx, actor.account, path, 'w');
      if (await tx.documents.find(docId)) throw conflict(ITEM_CODE_TAKEN_TEXT);
      const refused = await slugRefusal(tx, { type: 'item', path, id }, data);
      if (refused) throw refused;
      const created = firstRevision({
        docId,
        type: 'item',
        rightsPath: path,
        draft: { ...data, id },
        by: actor.account,
        at: now,
      });
      await tx.documents.insert(created);
      await tx.documents.insertRevision(docId, 1, 'create', created.draft, actor.account, now);
      await this.record(tx, actor, 'create', docId, 1, now);
      return created;
    });
    return this.toView(doc);
  }

  /** Publishes now, or at `at` (the revision current now is the one that will be published). */
  publish(actor: Actor, docId: string, ifMatch: number, at?: number): Promise<DocumentView> {
    return this.write(actor, docId, RULES.publish, async (tx, current, now) => {
      await this.checkRevision(tx, current, ifMatch);
      // Checked when scheduling too: the revision scheduled now is the one published later.
      checkAccessible(current.draft);
      checkPublishable(this.refOf(current), current.draft);
      await checkClassified(tx, this.refOf(current), current.draft);
      // Published (or scheduled) by someone who may: whatever waited for review is decided.
      const doc = this.reviewed(current, { kind: 'publish' });
      if (at !== undefined && at > now) {
        await this.record(tx, actor, 'publish.schedule', docId, doc.revision, now, { at: iso(at) });
        return {
          ...doc,
          publishAt: at,
          publishRevision: doc.revision,
          updatedAt: now,
          updatedBy: actor.account,
        };
      }
      return this.publishNow(tx, actor, doc, doc.draft, now);
    });
  }

  /**
   * 送審: the current revision goes to the reviewers, through the same gate as a publish, so a
   * reviewer is never asked to approve what could not be published anyway.
   */
  submit(actor: Actor, docId: string, ifMatch: number, origin: string): Promise<DocumentView> {
    return this.write(actor, docId, RULES.submit, async (tx, doc, now) => {
      await this.checkRevision(tx, doc, ifMatch);
      checkAccessible(doc.draft);
      checkPublishable(this.refOf(doc), doc.draft);
      await checkClassified(tx, this.refOf(doc), doc.draft);
      const event = { kind: 'submit', revision: doc.revision, by: actor.account, at: now } as const;
      const next = this.reviewed(doc, event);
      await this.record(tx, actor, 'review.submit', docId, doc.revision, now);
      await this.reviewMail?.submitted(tx, next, actor.account, origin, now);
      return next;
    });
  }

  /** 退回: the submitted revision (`ifMatch`) goes back to its writer with the reviewer's note. */
  returnToWriter(
    actor: Actor,
    docId: string,
    ifMatch: number,
    note: string,
    origin: string,
  ): Promise<DocumentView> {
    return this.write(actor, docId, RULES.return, async (tx, doc, now) => {
      const event = { kind: 'return', revision: ifMatch, note, reviewer: actor.account, at: now } as const;
      const next = this.reviewed(doc, event);
      if (next.review.kind !== 'returned') throw new Error('a return leaves the draft returned');
      await this.record(tx, actor, 'review.return', docId, ifMatch, now, { note: next.review.note });
      await this.reviewMail?.returned(
        tx,
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
  ): Promise<DocumentView> {
    return this.write(actor, docId, RULES.approve, async (tx, doc, now) => {
      const before = doc.review;
      const approved = this.reviewed(doc, { kind: 'approve', revision: ifMatch, reviewer: actor.account });
      if (before.kind !== 'submitted') throw new Error('only a submitted draft is approved');
      checkAccessible(doc.draft);
      checkPublishable(this.refOf(doc), doc.draft);
      await checkClassified(tx, this.refOf(doc), doc.draft);
      const later = at !== undefined && at > now;
      await this.record(
        tx,
        actor,
        'review.approve',
        docId,
        ifMatch,
        now,
        later ? { at: iso(at) } : undefined,
      );
      await this.reviewMail?.approved(
        tx,
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
      return this.publishNow(tx, actor, approved, doc.draft, now);
    });
  }

  unpublish(actor: Actor, docId: string, ifMatch: number, at?: number): Promise<DocumentView> {
    return this.write(actor, docId, RULES.publish, async (tx, doc, now) => {
      await this.checkRevision(tx, doc, ifMatch);
      const ref = this.refOf(doc);
      if (ref.type !== 'item' && ref.type !== 'page') throw conflict('只有內容項目與單頁可以取消發布。');
      if (doc.publishedRevision === null && doc.publishAt === null) throw conflict('這份文件尚未發布。');
      if (at !== undefined && at > now) {
        await this.record(tx, actor, 'unpublish.schedule', docId, doc.revision, now, { at: iso(at) });
        return { ...doc, unpublishAt: at, updatedAt: now, updatedBy: actor.account };
      }
      return this.unpublishNow(tx, actor, doc, now);
    });
  }

  /** Makes `revision`'s data the draft again, as a new revision; nothing is published. */
  restoreRevision(actor: Actor, docId: string, revision: number, ifMatch: number): Promise<DocumentView> {
    return this.write(actor, docId, RULES.save, async (tx, doc, now) => {
      await this.checkRevision(tx, doc, ifMatch);
      const old = await tx.documents.revisionData(docId, revision);
      if (!old) throw notFound(REVISION_GONE_TEXT);
      return this.newRevision(tx, doc, actor, now, 'restore', old.data, { from: revision });
    });
  }

  /** To the trash: off the public site at once, restorable for TRASH_DAYS. */
  remove(actor: Actor, docId: string): Promise<DocumentView> {
    return this.write(
      actor,
      docId,
      RULES.remove,
      async (tx, doc, now) => {
        if (doc.type !== 'item') throw conflict('只有內容項目可以刪除。');
        await this.projection.withdraw(tx, this.refOf(doc));
        await this.record(tx, actor, 'delete', docId, doc.revision, now);
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
  restoreFromTrash(actor: Actor, docId: string): Promise<DocumentView> {
    return this.write(
      actor,
      docId,
      RULES.remove,
      async (tx, doc, now) => {
        await this.record(tx, actor, 'trash.restore', docId, doc.revision, now);
        return { ...doc, deletedAt: null, deletedBy: null, updatedAt: now, updatedBy: actor.account };
      },
      { deleted: true },
    );
  }

  /**
   * Publishes and unpublishes what is due, and empties old trash. Runs at start (catching up on
   * anything due while the server was down) and on the scheduler's timer, on every instance. Due
   * documents are claimed a batch at a time, each batch one unit of work: on PostgreSQL
   * the claim locks their rows and passes over rows another instance or an editor's save holds,
   * so every due publish fires once however many instances tick together; a document passed over
   * is still due on the next tick if the other writer left it so.
   */
  async runDue(): Promise<number> {
    const now = this.clock.now();
    let done = 0;
    for (;;) {
      const claimed = await this.storage.write(DUE_CLAIM, async (tx) => {
        const docIds = await tx.documents.claimDue(now, DUE_BATCH);
        for (const docId of docIds) await this.runDueDocument(tx, docId, now);
        return docIds.length;
      });
      done += claimed;
      // A short batch: nothing else is due now, or what is left is held by another writer.
      if (claimed < DUE_BATCH) break;
    }
    // Site-wide: the trash of every document at once, as one writer.
    await this.storage.write('site', (tx) => tx.documents.purgeTrash(now - TRASH_DAYS * DAY_MS));
    return done;
  }

  /** One claimed document's scheduled publish and unpublish, read again inside the claim. */
  private async runDueDocument(tx: TransactionStores, docId: string, now: number): Promise<void> {
    const doc = await tx.documents.find(docId);
    if (!doc || doc.deletedAt !== null) return;
    let next = doc;
    const system = { account: doc.updatedBy };
    if (next.publishAt !== null && next.publishAt <= now) {
      const data =
        (await tx.documents.revisionData(docId, next.publishRevision ?? next.revision))?.data ?? next.draft;
      let findings: Array<{ code: string }>;
      try {
        findings = findingsOf(data);
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        findings = [{ code: 'too-deep' }];
      }
      if (findings.length === 0 && dataProblemsOf(this.refOf(next), data))
        findings = [{ code: 'invalid-data' }];
      if (findings.length === 0 && (await slugRefusal(tx, this.refOf(next), data)))
        findings = [{ code: 'slug-taken' }];
      // A schedule made before the check existed (or by a direct database edit) is dropped,
      // not published; the audit row says why, and the editor sees the document unscheduled.
      if (findings.length > 0) {
        await this.record(tx, system, 'publish.blocked', docId, next.revision, now, {
          codes: findings.map((finding) => finding.code),
        });
        next = { ...next, publishAt: null, publishRevision: null };
      } else {
        // A draft submitted after the schedule was made stays in review unless it is the very
        // revision published now.
        if ((next.publishRevision ?? next.revision) === next.revision)
          next = this.reviewed(next, { kind: 'publish' });
        next = await this.publishNow(tx, system, next, data, now, 'publish.scheduled');
      }
    }
    if (next.unpublishAt !== null && next.unpublishAt <= now && next.publishedRevision !== null)
      next = await this.unpublishNow(tx, system, next, now, 'unpublish.scheduled');
    // Whatever ran, neither time is due any more: the next claim cannot take this document again.
    await tx.documents.update({
      ...next,
      unpublishAt: next.unpublishAt !== null && next.unpublishAt <= now ? null : next.unpublishAt,
    });
  }

  /** Reads the document, changes it and writes it back in one unit of work under the document. */
  private async write(
    actor: Actor,
    docId: string,
    rules: readonly AuthoringRule[],
    change: (tx: TransactionStores, doc: StoredDocument, now: number) => Promise<StoredDocument>,
    { deleted = false }: { deleted?: boolean } = {},
  ): Promise<DocumentView> {
    const now = this.clock.now();
    const doc = await this.storage.write({ document: docId }, async (tx) => {
      await requireRules(tx, actor.account, docId, rules);
      const current = await tx.documents.find(docId);
      if (!current || (current.deletedAt !== null) !== deleted) throw documentNotFound();
      const next = await change(tx, current, now);
      if (next !== current) await tx.documents.update(next);
      return next;
    });
    return this.toView(doc);
  }

  /**
   * The account itself when it is not a user (the demo seed, a deleted account). `users` is the
   * unit of work's store when the caller is inside one.
   */
  async displayNameOf(account: string, users: UserStore = this.storage.stores.users): Promise<string> {
    return (await users.find(account))?.displayName ?? account;
  }

  private async checkRevision(tx: Stores, doc: StoredDocument, ifMatch: number): Promise<void> {
    if (doc.revision === ifMatch) return;
    throw stale(
      `這份文件已由 ${doc.updatedBy} 更新為第 ${doc.revision} 版，您的版本（第 ${ifMatch} 版）已過時；未儲存任何變更。`,
      {
        current: {
          revision: doc.revision,
          data: doc.draft,
          updatedBy: doc.updatedBy,
          // The conflict dialog names the person (「林編輯」), not the account.
          updatedByName: await this.displayNameOf(doc.updatedBy, tx.users),
          updatedAt: iso(doc.updatedAt),
        },
      },
    );
  }

  private async newRevision(
    tx: Stores,
    doc: StoredDocument,
    actor: Actor,
    now: number,
    action: string,
    data: unknown,
    detail?: Record<string, unknown>,
  ): Promise<StoredDocument> {
    const revision = doc.revision + 1;
    await tx.documents.insertRevision(doc.docId, revision, action, data, actor.account, now);
    await tx.documents.pruneRevisions(doc.docId, revision, KEPT_REVISIONS);
    await this.record(tx, actor, action, doc.docId, revision, now, detail);
    const next = this.reviewed(doc, { kind: 'save' });
    // The reviewer must never approve text they have not seen: a new draft takes it out of review.
    if (doc.review.kind === 'submitted' && next.review.kind === 'none')
      await this.record(tx, actor, 'review.withdraw', doc.docId, doc.review.revision, now, {
        [action]: revision,
      });
    return { ...next, revision, draft: data, updatedAt: now, updatedBy: actor.account };
  }

  /** `doc` with its review after `event`, by the shared state machine; its refusals are the answer. */
  private reviewed(doc: StoredDocument, event: ReviewEvent): StoredDocument {
    const result = reviewAfter(reviewStateOf(doc.review), event);
    if (!result.ok) throw result.code === 400 ? invalid(result.reason) : conflict(result.reason);
    const review = result.state.kind === 'none' ? NOT_IN_REVIEW : storedReviewOf(result.state, doc.review);
    return review === doc.review ? doc : { ...doc, review };
  }

  private async publishNow(
    tx: TransactionStores,
    actor: Actor,
    doc: StoredDocument,
    data: unknown,
    now: number,
    action = 'publish',
  ): Promise<StoredDocument> {
    // Taken since the last save (another item published it meanwhile): nothing is published.
    const refused = await slugRefusal(tx, this.refOf(doc), data);
    if (refused) throw refused;
    const revision = doc.revision + 1;
    await tx.documents.insertRevision(doc.docId, revision, 'publish', data, actor.account, now);
    await this.projection.publish(tx, this.refOf(doc), data);
    await this.record(tx, actor, action, doc.docId, revision, now);
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

  private async unpublishNow(
    tx: TransactionStores,
    actor: Actor,
    doc: StoredDocument,
    now: number,
    action = 'unpublish',
  ): Promise<StoredDocument> {
    const revision = doc.revision + 1;
    await tx.documents.insertRevision(doc.docId, revision, 'unpublish', doc.draft, actor.account, now);
    await this.projection.withdraw(tx, this.refOf(doc));
    await this.record(tx, actor, action, doc.docId, revision, now);
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
    tx: Stores,
    actor: Actor,
    action: string,
    docId: string,
    revision: number,
    at: number,
    detail?: Record<string, unknown>,
  ): Promise<void> {
    return this.audit.record(tx, { at, account: actor.account, action, docId, revision, detail });
  }
}
