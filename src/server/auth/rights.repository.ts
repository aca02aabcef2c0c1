import type { Rights } from '../../shared/api-types';
import { SITE_RIGHTS_PATH } from '../../shared/document-id';
import type { SqliteDatabase } from '../database/sqlite.database';

const NONE: Required<Rights> = { r: false, w: false, d: false };

/** Rights per account and path, in the database; '*' holds an account's rights elsewhere. */
export class RightsRepository {
  constructor(private readonly db: SqliteDatabase) {}

  rightsOn(account: string, path: string): Required<Rights> {
    const row = this.db
      .prepare(
        `SELECT r, w, d FROM user_rights WHERE account = @account AND path IN (@path, @site)
         ORDER BY path = @site LIMIT 1`,
      )
      .get({ account, path, site: SITE_RIGHTS_PATH }) as { r: number; w: number; d: number } | undefined;
    return row ? { r: row.r === 1, w: row.w === 1, d: row.d === 1 } : NONE;
  }

  /** True when the account holds any right on any path: it has something to open in the editor. */
  hasAny(account: string): boolean {
    return (
      this.db
        .prepare('SELECT 1 FROM user_rights WHERE account = ? AND (r = 1 OR w = 1 OR d = 1) LIMIT 1')
        .get(account) !== undefined
    );
  }
}
