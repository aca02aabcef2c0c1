import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Tables } from '../tables';
import { EngineValuesPlugin } from './column-types';

const OID = { bool: 16, int8: 20, json: 114, numeric: 1700, timestamp: 1114, timestamptz: 1184, jsonb: 3802 };

/**
 * What the stores expect back, whichever engine answers: numbers for counts and bigint keys (pg
 * answers int8 as text, to keep precision no key of ours needs), epoch milliseconds for times, 0/1
 * for flags, and JSON as its text (the stores parse it, as they do on SQLite).
 */
const typeParsers = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    const fallback = pg.types.getTypeParser(oid, format as 'text');
    switch (oid) {
      case OID.int8:
      case OID.numeric:
        return (text: string) => Number(text);
      case OID.json:
      case OID.jsonb:
        return (text: string) => text;
      case OID.timestamp:
      case OID.timestamptz:
        return (text: string) => (fallback(text) as Date).getTime();
      case OID.bool:
        return (text: string) => (text === 't' ? 1 : 0);
      default:
        return fallback;
    }
  },
} as pg.CustomTypesConfig;

/** A pool on `url`; every connection speaks UTC, so times never depend on the server's zone. */
/** The setting row-level security reads the site of a transaction from (migration 9). */
export const SITE_SETTING = 'themesite.site';
/** Its value for the platform's own work, which reads and writes every site's rows. */
export const EVERY_SITE = '*';

/**
 * A pool of connections to `url`. `everySite`: for the platform's own work (a backup's copy, a
 * restore's check), each connection reads and writes every site's rows.
 */
export function postgresPool(url: string, max = 10, { everySite = false } = {}): pg.Pool {
  const options = `-c TimeZone=UTC${everySite ? ` -c ${SITE_SETTING}=${EVERY_SITE}` : ''}`;
  const pool = new pg.Pool({ connectionString: url, max, types: typeParsers, options });
  // An idle connection the server dropped (a restart, a failover) is not an error of any request:
  // the pool replaces it on the next query, and a query in flight fails with its own error.
  pool.on('error', () => undefined);
  return pool;
}

/** The query builder over a PostgreSQL pool. */
export function postgresKysely(pool: pg.Pool): Kysely<Tables> {
  return new Kysely<Tables>({ dialect: new PostgresDialect({ pool }), plugins: [new EngineValuesPlugin()] });
}
