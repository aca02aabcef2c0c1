import fs from 'node:fs';
import vm from 'node:vm';
import Database from 'better-sqlite3';
import { betterSqliteAddon, claimSqliteErrors } from './sqlite-errors.setup';

/**
 * What a file that opened SQLite earlier in the same worker leaves on the addon: better-sqlite3's
 * `SqliteError` built in that file's globals (here a fresh vm context, as jest makes one per file).
 */
function leaveAnEarlierFilesErrors(): void {
  const source = fs.readFileSync(require.resolve('better-sqlite3/lib/sqlite-error.js'), 'utf8');
  const module: { exports: unknown } = { exports: {} };
  const load = vm.runInNewContext(`(function (module) {\n${source}\n})`) as (into: typeof module) => void;
  load(module);
  const addon = betterSqliteAddon();
  addon.setErrorConstructor(module.exports as (message: string, code: string) => unknown);
  addon.isInitialized = true;
}

/** The error SQLite answers a second row with a taken unique key. */
function uniqueClash(): unknown {
  const db = new Database(':memory:');
  try {
    db.exec("CREATE TABLE t (k TEXT UNIQUE); INSERT INTO t VALUES ('a');");
    db.prepare("INSERT INTO t VALUES ('a')").run();
  } catch (error) {
    return error;
  } finally {
    db.close();
  }
  throw new Error('SQLite took a taken unique key');
}

describe('SQLite errors in a jest worker that ran another file first', () => {
  afterAll(() => claimSqliteErrors());

  it('come from the earlier file’s globals unless claimed: jest then sees no error', async () => {
    leaveAnEarlierFilesErrors();
    const error = uniqueClash();
    expect(error).toHaveProperty('code', 'SQLITE_CONSTRAINT_UNIQUE');
    expect(error instanceof Error).toBe(false);
    await expect(Promise.reject(error)).rejects.not.toThrow();
  });

  it('are this file’s own errors once the setup has claimed them', async () => {
    leaveAnEarlierFilesErrors();
    claimSqliteErrors();
    const error = uniqueClash();
    expect(error).toBeInstanceOf(Database.SqliteError);
    expect(error).toBeInstanceOf(Error);
    await expect(Promise.reject(error)).rejects.toThrow(/UNIQUE constraint failed/);
  });

  it('are claimed before every file of the projects that open SQLite in the test process', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the jest config is CommonJS
    const config = require('../../../jest.config.js') as {
      projects: Array<{ displayName: string; setupFiles?: string[] }>;
    };
    for (const name of ['server', 'server-postgres']) {
      const project = config.projects.find((each) => each.displayName === name);
      expect(project?.setupFiles).toContain('<rootDir>/test/server/support/sqlite-errors.setup.ts');
    }
  });
});
