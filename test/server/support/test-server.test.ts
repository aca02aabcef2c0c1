import fs from 'node:fs';
import { mediaDirOf } from '../../../src/server/server-options';
import { numberedPlaceholders, testEngine } from './test-engine';
import { startTestServer } from './test-server';

// Runs in both jest projects, `server` (SQLite) and `server-postgres`: the test server is what
// lets the authoring and account tests run unchanged on either engine.

describe('the test server', () => {
  it('runs on the engine of its jest project, and keeps its rows across a restart', async () => {
    let server = await startTestServer();
    try {
      expect(server.engine).toBe(testEngine());
      expect(server.database.databaseUrl !== undefined).toBe(server.engine === 'postgres');
      // On PostgreSQL nothing falls back to the SQLite file, and uploads still go in the test's folder.
      expect(fs.existsSync(server.dbPath)).toBe(server.engine === 'sqlite');
      expect(mediaDirOf({ dbPath: server.dbPath }).startsWith(server.dir)).toBe(true);

      await server.sql('UPDATE users SET display_name = ?, must_change_password = ? WHERE account = ?', [
        '重新啟動前',
        true,
        'writer',
      ]);
      server = await server.restart();
      expect(
        await server.sql("SELECT display_name, must_change_password FROM users WHERE account = 'writer'"),
      ).toEqual([{ display_name: '重新啟動前', must_change_password: 1 }]);
    } finally {
      await server.close();
    }
  });

  it('answers times in epoch milliseconds and counts as numbers, and binds a Date as a time', async () => {
    const server = await startTestServer();
    try {
      await server.sql('UPDATE users SET password_changed_at = ? WHERE account = ?', [
        new Date(1_700_000_000_123),
        'writer',
      ]);
      expect(
        await server.sql(
          "SELECT password_changed_at, (SELECT COUNT(*) FROM users) AS n FROM users WHERE account = 'writer'",
        ),
      ).toEqual([{ password_changed_at: 1_700_000_000_123, n: expect.any(Number) }]);
    } finally {
      await server.close();
    }
  });
});

describe('numbered placeholders for PostgreSQL', () => {
  it('numbers each ? outside quoted text', () => {
    expect(numberedPlaceholders('SELECT ? AS a, \'?\' AS b, "x?" FROM t WHERE c = ? AND d = ?')).toBe(
      'SELECT $1 AS a, \'?\' AS b, "x?" FROM t WHERE c = $2 AND d = $3',
    );
  });
});
