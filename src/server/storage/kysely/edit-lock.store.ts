import type { Kysely } from 'kysely';
import type { EditLockStore, StoredLock } from '../../ports/edit-lock-store.port';
import type { Tables } from '../tables';

export class KyselyEditLockStore implements EditLockStore {
  constructor(private readonly q: Kysely<Tables>) {}

  async find(docId: string): Promise<StoredLock | undefined> {
    return this.q
      .selectFrom('edit_locks')
      .select([
        'account',
        'display_name as displayName',
        'started_at as startedAt',
        'heartbeat_at as heartbeatAt',
      ])
      .where('doc_id', '=', docId)
      .executeTakeFirst();
  }

  async put(docId: string, lock: StoredLock): Promise<void> {
    const row = {
      account: lock.account,
      display_name: lock.displayName,
      started_at: lock.startedAt,
      heartbeat_at: lock.heartbeatAt,
    };
    await this.q
      .insertInto('edit_locks')
      .values({ doc_id: docId, ...row })
      .onConflict((oc) => oc.column('doc_id').doUpdateSet(row))
      .execute();
  }

  async heartbeat(docId: string, at: number): Promise<void> {
    await this.q.updateTable('edit_locks').set({ heartbeat_at: at }).where('doc_id', '=', docId).execute();
  }

  async release(docId: string, account: string): Promise<void> {
    await this.q
      .deleteFrom('edit_locks')
      .where('doc_id', '=', docId)
      .where('account', '=', account)
      .execute();
  }
}
