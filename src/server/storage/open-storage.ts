import type { PublicChangeChannel, PublicChanges } from '../authoring/public-changes.port';
import { openPostgresChangeChannel } from './postgres/postgres-change-channel';
import { openPostgresStorage } from './postgres/postgres-storage';
import { openSqliteStorage } from './sqlite/sqlite-storage';
import type { Storage } from './storage';

/**
 * The storage a server or a command opens: PostgreSQL when `databaseUrl` (DATABASE_URL) names one,
 * else the SQLite file at `dbPath` (DB_PATH), the embedded default that needs nothing installed.
 */
export function openStorage(where: { dbPath: string; databaseUrl?: string | undefined }): Promise<Storage> {
  return where.databaseUrl
    ? openPostgresStorage(where.databaseUrl)
    : Promise.resolve(openSqliteStorage(where.dbPath));
}

/**
 * How this instance hears of the others' publishes (and tells them of its own), so that every
 * instance's rendered pages follow them: PostgreSQL's LISTEN/NOTIFY; none on SQLite, where one
 * process serves the site.
 */
export async function openChangeChannel(
  where: { databaseUrl?: string | undefined },
  local: PublicChanges,
  onError: (error: unknown) => void,
): Promise<PublicChangeChannel | undefined> {
  return where.databaseUrl ? openPostgresChangeChannel(where.databaseUrl, local, onError) : undefined;
}
