import type { Kysely } from 'kysely';
import type { PlainRow, SiteRowsStore } from '../../ports/site-rows-store.port';
import { GENERATED_IDS, TABLE_ORDER } from '../copy-tables';
import type { Tables } from '../tables';
import type { SqlDialect } from './sql-dialect';
import { PLATFORM_TABLES, SITE_COLUMN } from './site-scope';

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest table. */
const BATCH = 200;

const SITE_TABLES: readonly string[] = TABLE_ORDER.filter((table) => !PLATFORM_TABLES.has(table));
const GENERATED: ReadonlySet<string> = new Set(GENERATED_IDS);
/** The people's own records beside their row, keyed by account. */
const PERSON_TABLES = ['password_history', 'recovery_codes', 'login_attempts'] as const;

/**
 * A table name as the store was asked for it, checked against the schema's site tables: the name
 * may come from an archive, and is never put into a query unless it is one of ours.
 */
function siteTable(table: string): keyof Tables {
  if (!SITE_TABLES.includes(table)) throw new Error(`no site table named ${table.slice(0, 80)}`);
  return table as keyof Tables;
}

const withoutSite = (row: Record<string, unknown>): PlainRow => {
  const { [SITE_COLUMN]: _site, ...rest } = row;
  return rest as PlainRow;
};

/**
 * A site's rows, table by table, through the site scope (kysely/site-scope.ts): reads and deletes
 * are confined to the unit's site, and every insert is given it, so neither an archive's rows nor
 * a mistake here can reach another site; PostgreSQL's row-level security holds behind it.
 */
export class KyselySiteRowsStore implements SiteRowsStore {
  readonly tables = SITE_TABLES;
  readonly generatedIds: readonly string[] = GENERATED_IDS;

  constructor(
    private readonly q: Kysely<Tables>,
    private readonly dialect: SqlDialect,
  ) {}

  async rows(table: string): Promise<PlainRow[]> {
    const name = siteTable(table);
    // A generated id's table in id order: its rows go into the new site in the order they were made.
    const rows: Array<Record<string, unknown>> = GENERATED.has(name)
      ? await this.q
          .selectFrom(name as 'audit_log')
          .selectAll()
          .orderBy('id')
          .execute()
      : await this.q.selectFrom(name).selectAll().execute();
    return rows.map(withoutSite);
  }

  async count(table: string): Promise<number> {
    const row = await this.q
      .selectFrom(siteTable(table))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async insert(table: string, rows: readonly PlainRow[]): Promise<number[]> {
    const name = siteTable(table);
    if (GENERATED.has(name)) {
      // One at a time: each new id is answered in the rows' order (replies name their mail's).
      const ids: number[] = [];
      for (const { id: _own, ...row } of rows) {
        const made = await this.q
          .insertInto(name)
          .values(row as never)
          .returning('id' as never)
          .executeTakeFirstOrThrow();
        ids.push(Number((made as { id: number }).id));
      }
      return ids;
    }
    // An archive's public rows carry the grams of the engine they left (or none): each is given
    // what this engine keeps.
    const stored = name === 'items' ? rows.map((row) => this.dialect.withSearchGrams(row)) : rows;
    for (let start = 0; start < stored.length; start += BATCH)
      await this.q
        .insertInto(name)
        .values(stored.slice(start, start + BATCH) as never)
        .execute();
    return [];
  }

  async deleteAll(table: string): Promise<number> {
    const result = await this.q.deleteFrom(siteTable(table)).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async people(accounts: readonly string[]): Promise<PlainRow[]> {
    if (accounts.length === 0) return [];
    const rows = await this.q
      .selectFrom('users')
      .selectAll()
      .where('account', 'in', [...accounts])
      .orderBy('account')
      .execute();
    return rows as unknown as PlainRow[];
  }

  async insertPeople(rows: readonly PlainRow[]): Promise<void> {
    for (let start = 0; start < rows.length; start += BATCH)
      await this.q
        .insertInto('users')
        .values(rows.slice(start, start + BATCH) as never)
        .execute();
  }

  async deletePeople(accounts: readonly string[]): Promise<void> {
    if (accounts.length === 0) return;
    for (const table of PERSON_TABLES)
      await this.q
        .deleteFrom(table)
        .where('account', 'in', [...accounts])
        .execute();
    await this.q
      .deleteFrom('users')
      .where('account', 'in', [...accounts])
      .execute();
  }
}
