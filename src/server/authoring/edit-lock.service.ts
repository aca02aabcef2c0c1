import { LOCK_TTL_MS } from '../../shared/authoring.constants';
import { conflict, type Refusal } from '../platform/refusals';
import { AuditWriter } from '../platform/audit-writer';
import type { Clock } from '../platform/clock';
import type { SiteStorage } from '../ports/storage.port';
import { documentNotFound, requireRules, type AuthoringRule } from './authoring-rules';
import { iso, type LockView } from './document-view';
import type { EditLockStore, StoredLock } from '../ports/edit-lock-store.port';

export interface LockHolder {
  account: string;
  displayName: string;
}

/** Who may see a document's lock (r) and who may take, keep or give it up (w). */
const READ: readonly AuthoringRule[] = [{ right: 'r' }];
const WRITE: readonly AuthoringRule[] = [{ right: 'w' }];

/**
 * Advisory edit locks. They tell an editor who else is editing; they guard nothing: a save is
 * checked by its revision alone, and never takes or releases a lock. A lock without a heartbeat
 * for LOCK_TTL_MS is free. Acquiring and heartbeats read the lock and write it in one unit of work
 * under the document, so two editors acquiring at once cannot both win. Each operation for a caller
 * checks the caller's right on the document first (r to see the lock, w for the rest), against
 * what the database says then.
 */
export class EditLockService {
  private readonly audit: AuditWriter;

  constructor(
    private readonly storage: SiteStorage,
    private readonly clock: Clock,
  ) {
    this.audit = new AuditWriter(clock);
  }

  /** The live lock; `locks` is the unit of work's store when the caller is inside one. */
  async current(
    docId: string,
    locks: EditLockStore = this.storage.stores.editLocks,
  ): Promise<LockView | null> {
    const lock = await locks.find(docId);
    return lock && this.alive(lock) ? view(lock) : null;
  }

  /** The live lock, for a caller with r on the document: the editor's light poll. */
  async lockOf(actor: { account: string }, docId: string): Promise<LockView | null> {
    await requireRules(this.storage.stores, actor.account, docId, READ);
    return this.current(docId);
  }

  /** Takes the lock of a document that exists, for a caller with w; `takeOver` replaces another's. */
  acquire(holder: LockHolder, docId: string, takeOver: boolean): Promise<LockView> {
    const now = this.clock.now();
    return this.storage.write({ document: docId }, async (tx) => {
      await requireRules(tx, holder.account, docId, WRITE);
      if (!(await tx.documents.find(docId))) throw documentNotFound();
      const lock = await tx.editLocks.find(docId);
      if (lock && this.alive(lock) && lock.account !== holder.account) {
        if (!takeOver) throw lockHeld(view(lock));
        await this.audit.record(tx, {
          at: now,
          account: holder.account,
          action: 'lock.takeover',
          docId,
          detail: { from: lock.account, startedAt: iso(lock.startedAt) },
        });
      }
      const keep = lock && this.alive(lock) && lock.account === holder.account;
      const next: StoredLock = {
        account: holder.account,
        displayName: holder.displayName,
        startedAt: keep ? lock.startedAt : now,
        heartbeatAt: now,
      };
      await tx.editLocks.put(docId, next);
      return view(next);
    });
  }

  heartbeat(actor: { account: string }, docId: string): Promise<LockView> {
    const now = this.clock.now();
    return this.storage.write({ document: docId }, async (tx) => {
      await requireRules(tx, actor.account, docId, WRITE);
      const lock = await tx.editLocks.find(docId);
      if (!lock || !this.alive(lock)) throw conflict('編輯鎖已逾時，請重新取得。');
      if (lock.account !== actor.account) throw lockHeld(view(lock));
      await tx.editLocks.heartbeat(docId, now);
      return view({ ...lock, heartbeatAt: now });
    });
  }

  /** Gives the caller's own lock up (another's stays: the store's release names its holder). */
  release(actor: { account: string }, docId: string): Promise<void> {
    return this.storage.write({ document: docId }, async (tx) => {
      await requireRules(tx, actor.account, docId, WRITE);
      await tx.editLocks.release(docId, actor.account);
    });
  }

  private alive(lock: StoredLock): boolean {
    return this.clock.now() - lock.heartbeatAt < LOCK_TTL_MS;
  }
}

function view(lock: StoredLock): LockView {
  return {
    account: lock.account,
    displayName: lock.displayName,
    startedAt: iso(lock.startedAt),
    heartbeatAt: iso(lock.heartbeatAt),
    expiresAt: iso(lock.heartbeatAt + LOCK_TTL_MS),
  };
}

function lockHeld(lock: LockView): Refusal {
  return conflict(`${lock.displayName}正在編輯這份文件。`, undefined, { lock });
}
