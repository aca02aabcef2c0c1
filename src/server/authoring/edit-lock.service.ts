import { LOCK_TTL_MS } from '../../shared/authoring.constants';
import { ApiError } from '../http/api-error';
import type { Clock } from '../platform/clock';
import { immediate, type SqliteDatabase } from '../database/sqlite.database';
import type { AuditRepository } from './audit.repository';
import { iso, type LockView } from './document-view';

interface LockRow {
  account: string;
  display_name: string;
  started_at: number;
  heartbeat_at: number;
}

export interface LockHolder {
  account: string;
  displayName: string;
}

/**
 * Advisory edit locks. They tell an editor who else is editing; they guard nothing: a save is
 * checked by its revision alone, and never takes or releases a lock. A lock without a heartbeat
 * for LOCK_TTL_MS is free.
 */
export class EditLockService {
  constructor(
    private readonly db: SqliteDatabase,
    private readonly clock: Clock,
    private readonly audit: AuditRepository,
  ) {}

  current(docId: string): LockView | null {
    const row = this.row(docId);
    return row && this.alive(row) ? view(row) : null;
  }

  acquire(docId: string, holder: LockHolder, takeOver: boolean): LockView {
    const now = this.clock.now();
    return immediate(this.db, () => {
      const row = this.row(docId);
      if (row && this.alive(row) && row.account !== holder.account) {
        if (!takeOver) throw lockHeld(view(row));
        this.audit.record({
          at: now,
          account: holder.account,
          action: 'lock.takeover',
          docId,
          revision: null,
          detail: JSON.stringify({ from: row.account, startedAt: iso(row.started_at) }),
        });
      }
      const keep = row && this.alive(row) && row.account === holder.account;
      const startedAt = keep ? row.started_at : now;
      this.db
        .prepare(
          'INSERT OR REPLACE INTO edit_locks (doc_id, account, display_name, started_at, heartbeat_at) VALUES (?, ?, ?, ?, ?)',
        )
        .run(docId, holder.account, holder.displayName, startedAt, now);
      return view({
        account: holder.account,
        display_name: holder.displayName,
        started_at: startedAt,
        heartbeat_at: now,
      });
    });
  }

  heartbeat(docId: string, account: string): LockView {
    const now = this.clock.now();
    return immediate(this.db, () => {
      const row = this.row(docId);
      if (!row || !this.alive(row)) throw new ApiError(409, '編輯鎖已逾時，請重新取得。', undefined, 'E409');
      if (row.account !== account) throw lockHeld(view(row));
      this.db.prepare('UPDATE edit_locks SET heartbeat_at = ? WHERE doc_id = ?').run(now, docId);
      return view({ ...row, heartbeat_at: now });
    });
  }

  release(docId: string, account: string): void {
    this.db.prepare('DELETE FROM edit_locks WHERE doc_id = ? AND account = ?').run(docId, account);
  }

  private row(docId: string): LockRow | undefined {
    return this.db
      .prepare('SELECT account, display_name, started_at, heartbeat_at FROM edit_locks WHERE doc_id = ?')
      .get(docId) as LockRow | undefined;
  }

  private alive(row: LockRow): boolean {
    return this.clock.now() - row.heartbeat_at < LOCK_TTL_MS;
  }
}

function view(row: LockRow): LockView {
  return {
    account: row.account,
    displayName: row.display_name,
    startedAt: iso(row.started_at),
    heartbeatAt: iso(row.heartbeat_at),
    expiresAt: iso(row.heartbeat_at + LOCK_TTL_MS),
  };
}

function lockHeld(lock: LockView): ApiError {
  return new ApiError(409, `${lock.displayName}正在編輯這份文件。`, undefined, 'E409', {}, { lock });
}
