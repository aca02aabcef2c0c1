/**
 * One row of a site's table as it leaves or enters the database whole (a site moving between
 * servers): column → text, number or null, times as epoch milliseconds and flags as 0/1 on either
 * engine, without the `site` column, which the unit's site supplies.
 */
export type PlainRow = Record<string, string | number | null>;

/**
 * A site's rows table by table, for the platform's own work on a whole site: export, import, and
 * the final delete of a removed site. Confined to the unit's site like every store; the people
 * (users and their sign-in records) are the platform's and are named by account.
 */
export interface SiteRowsStore {
  /** The site's tables, parents before children (foreign keys): the order rows go in. */
  readonly tables: readonly string[];
  /** Tables whose `id` the engine generates: an insert gets new ids there, never the rows' own. */
  readonly generatedIds: readonly string[];
  /** Every row of the site in `table`, without the site column (by id where the engine makes it). */
  rows(table: string): Promise<PlainRow[]>;
  count(table: string): Promise<number>;
  /**
   * Adds `rows` to the site's `table`. In a table of `generatedIds` each row gets a new id (its own
   * is ignored); the new ids are answered in the rows' order, and nothing for other tables.
   */
  insert(table: string, rows: readonly PlainRow[]): Promise<number[]>;
  /** Deletes every row of the site in `table`; answers how many. */
  deleteAll(table: string): Promise<number>;
  /** The people rows (users) of these accounts, as stored. */
  people(accounts: readonly string[]): Promise<PlainRow[]>;
  insertPeople(rows: readonly PlainRow[]): Promise<void>;
  /** Deletes these people and their platform records (password history, recovery codes, attempts). */
  deletePeople(accounts: readonly string[]): Promise<void>;
}
