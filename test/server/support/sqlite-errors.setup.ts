import path from 'node:path';

/** The part of better-sqlite3's native addon that decides which class its errors are. */
interface BetterSqliteAddon {
  isInitialized?: boolean;
  setErrorConstructor(constructor: (message: string, code: string) => unknown): void;
}

/**
 * The addon better-sqlite3 loads (bindings finds it in build/Release). Node keeps one copy per
 * process, and jest hands a `.node` file to Node's own require: every test file gets this object.
 */
export function betterSqliteAddon(): BetterSqliteAddon {
  const root = path.dirname(require.resolve('better-sqlite3/package.json'));
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a native addon has no import form
  return require(path.join(root, 'build', 'Release', 'better_sqlite3.node')) as BetterSqliteAddon;
}

/**
 * Jest gives each test file its own globals, `Error` among them, but the addon lives as long as the
 * worker. better-sqlite3 hands it the `SqliteError` of the first file that opens a database and then
 * marks it initialised, so in every later file of the worker its errors come from that first file's
 * globals: not `instanceof Error` there, and `rejects.toThrow()` reports that nothing was thrown.
 * Clearing the mark lets this file's first database hand over this file's class.
 */
export function claimSqliteErrors(): void {
  betterSqliteAddon().isInitialized = false;
}

claimSqliteErrors();
