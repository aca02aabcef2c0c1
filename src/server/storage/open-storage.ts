import { openPostgresStorage } from './postgres/postgres-storage';
import { openSqliteStorage } from './sqlite/sqlite-storage';
import type { Storage } from '../ports/storage.port';

/**
 * The storage a server or a command opens: PostgreSQL when `databaseUrl` (DATABASE_URL) names one,
 * else the SQLite file at `dbPath` (DB_PATH), the embedded default that needs nothing installed.
 */
export function openStorage(where: {
  dbPath: string;
  databaseUrl?: string | undefined;
  databaseMigrationUrl?: string | undefined;
}): Promise<Storage> {
  return where.databaseUrl
    ? openPostgresStorage(where.databaseUrl, { migrationUrl: where.databaseMigrationUrl })
    : Promise.resolve(openSqliteStorage(where.dbPath));
}
