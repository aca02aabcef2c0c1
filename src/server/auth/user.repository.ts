import type { Rights } from '../../shared/api-types';
import type { SqliteDatabase } from '../database/sqlite.database';

export interface StoredUser {
  account: string;
  passwordHash: string;
  displayName: string;
  rights: Required<Rights>;
}

export class UserRepository {
  constructor(private readonly db: SqliteDatabase) {}

  find(account: string): StoredUser | undefined {
    const row = this.db
      .prepare('SELECT account, password_hash, display_name, rights_json FROM users WHERE account = ?')
      .get(account) as
      { account: string; password_hash: string; display_name: string; rights_json: string } | undefined;
    if (!row) return undefined;
    return {
      account: row.account,
      passwordHash: row.password_hash,
      displayName: row.display_name,
      rights: JSON.parse(row.rights_json) as Required<Rights>,
    };
  }
}
