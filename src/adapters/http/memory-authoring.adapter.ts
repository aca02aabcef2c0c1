import {
  LockHeld,
  SaveConflict,
  type AuthoringSource,
  type DocumentData,
  type EditableDocument,
  type EditingSettings,
  type LockView,
  type ModuleSummary,
  type NewModule,
} from '../../domain/editing/authoring.port';
import { ApiError } from '../../domain/errors/api-errors';
import { reviewAfterSave } from '../../domain/editing/review-view';
import type { Clock } from '../../domain/time/clock.port';
import { LOCK_TTL_MS } from '../../shared/authoring.constants';
import {
  defaultMenuSetting,
  emptyPage,
  MODULE_PATH_TAKEN_TEXT,
  newModuleInfo,
  takesNewItems,
} from '../../shared/modules.schema';

interface Stored {
  doc: EditableDocument;
  /** Idempotency key → the answer it got. */
  keys: Map<string, EditableDocument>;
}

interface HeldLock {
  account: string;
  displayName: string;
  startedAt: number;
  heartbeatAt: number;
}

const iso = (ms: number): string => new Date(ms).toISOString();

/**
 * The in-memory twin of the authoring API (`ApiAuthoring`): revisions with `If-Match` (412 with the
 * other copy), idempotency keys, and edit locks that lapse after 150 s of the clock. `as` switches
 * the caller, so one twin plays two editors; `failNext` and `holdSaves` stage a dropped network or a
 * save still on its way.
 */
export class MemoryAuthoring implements AuthoringSource {
  private readonly docs = new Map<string, Stored>();
  private readonly locks = new Map<string, HeldLock>();
  private readonly failures: unknown[] = [];
  private readonly lockFailures: unknown[] = [];
  private readonly statusFailures: unknown[] = [];
  private held: Array<() => void> | null = null;
  private dropped: unknown = undefined;
  private account = 'editor';
  private displayName = '編輯者';
  private created = 0;
  /** Every save that reached the twin, in order. */
  readonly saves: Array<{ docId: string; data: DocumentData; baseRevision: number; key: string }> = [];

  constructor(private readonly clock: Clock) {}

  /** Adds a document at revision 1 (or the given one). */
  seed(docId: string, draft: DocumentData, revision = 1, path = 'news'): EditableDocument {
    const at = iso(this.clock.now());
    const doc: EditableDocument = {
      docId,
      type: docId.split(':')[0] ?? 'item',
      path,
      revision,
      status: 'published',
      draft,
      published: draft,
      publishedRevision: revision,
      createdAt: at,
      updatedAt: at,
      updatedBy: 'seed',
      publishedAt: at,
      schedule: { publishAt: null, publishRevision: null, unpublishAt: null },
      deletedAt: null,
      lock: null,
    };
    this.docs.set(docId, { doc, keys: new Map() });
    return doc;
  }

  /** The caller from now on. */
  as(account: string, displayName = account): this {
    this.account = account;
    this.displayName = displayName;
    return this;
  }

  /** The next call (or the next call of `method`) rejects with `error` (a `NetworkError`…). */
  failNext(error: unknown, method?: 'lock' | 'lockStatus'): void {
    if (method === 'lock') this.lockFailures.push(error);
    else if (method === 'lockStatus') this.statusFailures.push(error);
    else this.failures.push(error);
  }

  /** The next save is written, but its answer is lost on the way back (a dropped connection). */
  dropNextAnswer(error: unknown): void {
    this.dropped = error;
  }

  /** Saves wait until the returned function is called (a slow network). */
  holdSaves(): () => void {
    this.held = [];
    return () => {
      const waiting = this.held ?? [];
      this.held = null;
      waiting.forEach((go) => go());
    };
  }

  current(docId: string): EditableDocument {
    const stored = this.docs.get(docId);
    if (!stored) throw new Error(`unknown document ${docId}`);
    return stored.doc;
  }

  /**
   * Stores `doc` as the server's copy, keeping its idempotency keys: another action of the server
   * changed it (a publish by `MemoryPublishing`).
   */
  replace(doc: EditableDocument): void {
    const stored = this.docs.get(doc.docId);
    if (!stored) throw new Error(`unknown document ${doc.docId}`);
    stored.doc = doc;
  }

  /** The display name of the account that calls now. */
  callerName(): string {
    return this.displayName;
  }

  /** The account that calls now, as `as` set it. */
  caller(): string {
    return this.account;
  }

  document(docId: string): Promise<EditableDocument> {
    return this.call(() => this.current(docId));
  }

  async save(
    docId: string,
    data: DocumentData,
    baseRevision: number,
    key: string,
  ): Promise<EditableDocument> {
    if (this.held) await new Promise<void>((go) => this.held!.push(go));
    this.saves.push({ docId, data, baseRevision, key });
    return this.call(() => {
      const stored = this.docs.get(docId);
      if (!stored) throw new Error(`unknown document ${docId}`);
      const again = stored.keys.get(key);
      if (again) return again;
      const { doc } = stored;
      if (doc.revision !== baseRevision)
        throw new SaveConflict(
          { revision: doc.revision, data: doc.draft, updatedBy: doc.updatedBy, updatedAt: doc.updatedAt },
          `這份文件已由 ${doc.updatedBy} 更新為第 ${doc.revision} 版`,
        );
      stored.doc = {
        ...doc,
        revision: doc.revision + 1,
        status: 'changed',
        draft: data,
        // As the server does: a save takes a submitted draft back out of review.
        ...(doc.review ? { review: reviewAfterSave(doc.review) } : {}),
        updatedAt: iso(this.clock.now()),
        updatedBy: this.account,
      };
      stored.keys.set(key, stored.doc);
      if (this.dropped !== undefined) {
        const lost = this.dropped;
        this.dropped = undefined;
        throw lost;
      }
      return stored.doc;
    });
  }

  create(path: string, data: DocumentData): Promise<EditableDocument> {
    return this.call(() => {
      // As the server: a single page, the mailbox and the tag page take no new items.
      const kind = this.knownModules.get(path)?.kind;
      if (kind !== undefined && !takesNewItems(kind)) throw this.refusal(409, '這個頁面不能新增項目。');
      this.created += 1;
      const id = typeof data.id === 'string' ? data.id : `copy-${this.created}`;
      const doc = this.seed(`item:${path}:${id}`, { ...data, id }, 1, path);
      const draft = { ...doc, status: 'draft' as const, published: null, publishedRevision: null };
      this.docs.set(draft.docId, { doc: draft, keys: new Map() });
      return draft;
    });
  }

  /** The modules the twin knows by path (`news` and whatever `createModule` made). */
  readonly knownModules = new Map<string, ModuleSummary>([
    ['news', { path: 'news', title: '最新消息', kind: 'normal', moduleKey: 'cms-normal' }],
  ]);

  modules(): Promise<ModuleSummary[]> {
    return this.call(() => [...this.knownModules.values()]);
  }

  /** As the server: administrators only, 404 for no module, 409 while it holds items. */
  deleteModule(path: string): Promise<void> {
    return this.call(() => {
      if (!this.admin) throw this.refusal(403, '只有網站管理者可以執行這項操作。');
      if (!this.knownModules.has(path)) throw this.refusal(404, '找不到這個單元。');
      const items = [...this.docs.values()].filter(
        ({ doc }) => doc.type === 'item' && doc.path === path && doc.deletedAt === null,
      ).length;
      if (items > 0) throw this.refusal(409, `這個單元還有 ${items} 個項目，請先刪除項目，再刪除單元。`);
      this.knownModules.delete(path);
    });
  }

  /** Whether the caller is an administrator: only administrators create modules (403 otherwise). */
  admin = true;

  /** As the server: the settings document published at revision 1, a single page's empty draft. */
  createModule(module: NewModule): Promise<EditableDocument> {
    return this.call(() => {
      if (!this.admin) throw this.refusal(403, '只有網站管理者可以執行這項操作。');
      if (this.knownModules.has(module.path))
        throw this.refusal(409, MODULE_PATH_TAKEN_TEXT, { path: MODULE_PATH_TAKEN_TEXT });
      const info = newModuleInfo(module, 'template-001');
      // As the server: a new single page is unpublished until its first publish.
      this.knownModules.set(module.path, {
        path: module.path,
        title: info.title,
        kind: module.kind,
        ...(module.kind === 'single' ? { published: false as const } : {}),
        moduleKey: info.moduleKey,
      });
      const settings = this.seed(
        `settings:${module.path}`,
        { info, setting: defaultMenuSetting(module.kind) },
        1,
        module.path,
      );
      if (module.kind === 'single') {
        const page = this.seed(
          `page:${module.path}`,
          { ...emptyPage(module.path, info.title) },
          1,
          module.path,
        );
        this.put({ ...page, status: 'draft', published: null, publishedRevision: null, publishedAt: null });
      }
      return settings;
    });
  }

  private refusal(status: number, description: string, fields?: Record<string, string>): ApiError {
    return new ApiError({
      status,
      error_description: description,
      code: `E${status}`,
      time: iso(this.clock.now()),
      ...(fields ? { fields } : {}),
    });
  }

  /** The site settings the twin answers; tests switch `indexEditable`, `requireReview`, `requireClassification`. */
  settings: EditingSettings = { indexEditable: false, requireReview: false, requireClassification: false };

  siteSettings(): Promise<EditingSettings> {
    return this.call(() => ({ ...this.settings }));
  }

  remove(docId: string): Promise<void> {
    return this.call(() => {
      const stored = this.docs.get(docId);
      if (!stored) throw new Error(`unknown document ${docId}`);
      stored.doc = { ...stored.doc, status: 'deleted', deletedAt: iso(this.clock.now()) };
      this.removedBy.set(docId, this.account);
    });
  }

  /** Who moved each document to the trash (the history twin's trash list names them). */
  readonly removedBy = new Map<string, string>();

  /** Every document the twin holds, in the order they were added (the history twin lists them). */
  all(): EditableDocument[] {
    return [...this.docs.values()].map((stored) => stored.doc);
  }

  /** Replaces a document as another action on the server would (a restore, back from the trash). */
  put(doc: EditableDocument): void {
    const stored = this.docs.get(doc.docId);
    if (stored) stored.doc = doc;
    else this.docs.set(doc.docId, { doc, keys: new Map() });
  }

  lock(docId: string, options: { takeOver?: boolean } = {}): Promise<LockView> {
    const failure = this.lockFailures.shift();
    if (failure !== undefined) return Promise.reject(failure);
    return this.call(() => {
      const held = this.liveLock(docId);
      if (held && held.account !== this.account && !options.takeOver) throw new LockHeld(this.view(held));
      const now = this.clock.now();
      const mine: HeldLock =
        held?.account === this.account
          ? { ...held, heartbeatAt: now }
          : { account: this.account, displayName: this.displayName, startedAt: now, heartbeatAt: now };
      this.locks.set(docId, mine);
      return this.view(mine);
    });
  }

  heartbeat(docId: string): Promise<LockView> {
    return this.call(() => {
      const held = this.liveLock(docId);
      if (held && held.account !== this.account) throw new LockHeld(this.view(held));
      // As the server: a lapsed lock nobody took answers 409 without a holder.
      if (!held)
        throw new ApiError({
          status: 409,
          error_description: '編輯鎖已失效',
          code: 'E409',
          time: iso(this.clock.now()),
        });
      held.heartbeatAt = this.clock.now();
      return this.view(held);
    });
  }

  lockStatus(docId: string): Promise<LockView | null> {
    this.lockPolls += 1;
    const failure = this.statusFailures.shift();
    if (failure !== undefined) return Promise.reject(failure);
    return this.call(() => {
      const held = this.liveLock(docId);
      return held ? this.view(held) : null;
    });
  }

  /** How often the lock status was asked (the editor's poll). */
  lockPolls = 0;

  /** The `keepalive` flag of every release, in order (a tab closing sends `true`). */
  readonly unlocks: boolean[] = [];

  unlock(docId: string, options: { keepalive?: boolean } = {}): Promise<void> {
    this.unlocks.push(options.keepalive === true);
    return this.call(() => {
      if (this.liveLock(docId)?.account === this.account) this.locks.delete(docId);
    });
  }

  /** Who holds the document's live lock, if anyone. */
  lockHolder(docId: string): string | undefined {
    return this.liveLock(docId)?.account;
  }

  private liveLock(docId: string): HeldLock | undefined {
    const held = this.locks.get(docId);
    return held && this.clock.now() - held.heartbeatAt < LOCK_TTL_MS ? held : undefined;
  }

  private view(lock: HeldLock): LockView {
    return {
      account: lock.account,
      displayName: lock.displayName,
      startedAt: iso(lock.startedAt),
      heartbeatAt: iso(lock.heartbeatAt),
      expiresAt: iso(lock.heartbeatAt + LOCK_TTL_MS),
    };
  }

  private call<T>(run: () => T): Promise<T> {
    const failure = this.failures.shift();
    if (failure !== undefined) return Promise.reject(failure);
    try {
      return Promise.resolve(run());
    } catch (error) {
      return Promise.reject(error);
    }
  }
}
