import type { Rights } from '../../shared/api-types';
import { SITE_RIGHTS_PATH } from '../../shared/document-id';
import type { SqliteDatabase } from '../database/sqlite.database';

const NONE: Required<Rights> = { r: false, w: false, d: false, p: false };

/** Rights per account and path, in the database; '*' holds an account's rights elsewhere. */
export class RightsRepository {
  constructor(private readonly db: SqliteDatabase) {}

  rightsOn(account: string, path: string): Required<Rights> {
    const row = this.db
      .prepare(
        `SELECT r, w, d, p FROM user_rights WHERE account = @account AND path IN (@path, @site)
         ORDER BY path = @site LIMIT 1`,
      )
      .get({ account, path, site: SITE_RIGHTS_PATH }) as
      { r: number; w: number; d: number; p: number } | undefined;
    return row ? { r: row.r === 1, w: row.w === 1, d: row.d === 1, p: row.p === 1 } : NONE;
  }

  /**
   * The enabled accounts that hold `right` on `path` (its own row, else their `*` row), by account:
   * whom to tell of a letter (w on the mailbox) or of a submission (p on the document's path).
   */
  holders(path: string, right: keyof Rights): string[] {
    const column = { r: 'r', w: 'w', d: 'd', p: 'p' }[right];
    const rows = this.db
      .prepare(
        `SELECT u.account FROM users u
         JOIN user_rights x ON x.account = u.account
           AND x.path = COALESCE(
             (SELECT path FROM user_rights WHERE account = u.account AND path = @path),
             (SELECT path FROM user_rights WHERE account = u.account AND path = @site))
         WHERE u.disabled_at IS NULL AND x.${column} = 1
         ORDER BY u.account`,
      )
      .all({ path, site: SITE_RIGHTS_PATH }) as Array<{ account: string }>;
    return rows.map((row) => row.account);
  }

  /** True when the account holds any right on any path: it has something to open in the editor. */
  hasAny(account: string): boolean {
    return (
      this.db
        .prepare('SELECT 1 FROM user_rights WHERE account = ? AND (r = 1 OR w = 1 OR d = 1 OR p = 1) LIMIT 1')
        .get(account) !== undefined
    );
  }
}
