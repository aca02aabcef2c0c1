import { Readable } from 'node:stream';
import type { ListAnswer, TaggedRow } from '../../../src/shared/api-types';
import { runSearch } from '../../../src/server/cli/search.command';
import { SEARCH_INDEX_META_KEY } from '../../../src/server/ports/public-store.port';
import { smallSiteSeed } from '../support/demo-site.builder';
import { getJson, listUrl } from '../support/http-client';
import { TEST_SECRET_KEY } from '../support/test-engine';
import { startTestServer, type TestServer } from '../support/test-server';

// The search columns and index are built from the rows' content: by the command, and by the
// server's start for a site whose rows another version of how search reads text (or none) built.

let server: TestServer;

beforeEach(async () => {
  server = await startTestServer({ seed: smallSiteSeed });
});
afterEach(() => server?.close());

const found = async (query: string): Promise<string[]> => {
  const answer = await getJson<ListAnswer<TaggedRow>>(
    listUrl(`${server.baseUrl}/api/cms/tag`, { limit: 100, query: { search: query } }),
  );
  return answer.body.rows.map((row) => row.id).sort();
};

/** Every row's search columns emptied, as a database from before the index has them. */
async function forgetTheIndex(): Promise<void> {
  const empty = server.engine === 'postgres' ? "''::tsvector" : "''";
  await server.sql(
    `UPDATE items SET search_text = '', search_title = '', search_tags = '', search_description = '', search_grams = ${empty}`,
  );
  await server.sql("UPDATE documents SET search_text = ''");
  await server.sql('DELETE FROM meta WHERE key = ?', [SEARCH_INDEX_META_KEY]);
}

async function rebuild(argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const { dbPath, databaseUrl } = server.database;
  let stdout = '';
  let stderr = '';
  const code = await runSearch(argv, {
    env: {
      ...inherited,
      DB_PATH: dbPath,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl, SECRET_KEY: TEST_SECRET_KEY } : {}),
    },
    stdin: Readable.from(['']),
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
  });
  return { code, stdout, stderr };
}

describe('rebuilding the search index', () => {
  it('answers from the index: rows without their columns are found by nothing', async () => {
    expect(await found('燈塔')).toEqual(['n2']);
    await forgetTheIndex();
    expect(await found('燈塔')).toEqual([]);
  });

  it('rebuilds every site with `npm run search -- rebuild`, and says how many rows', async () => {
    await forgetTheIndex();
    const { code, stdout, stderr } = await rebuild(['rebuild']);
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    const [{ n } = { n: 0 }] = await server.sql<{ n: number }>('SELECT COUNT(*) AS n FROM items');
    expect(stdout).toMatch(new RegExp(`default\\s+${Number(n)}\\b`));
    expect(stdout).toContain('搜尋索引已重建');
    expect(await found('燈塔')).toEqual(['n2']);
    const staff = await server.sql<{ search_text: string }>(
      "SELECT search_text FROM documents WHERE doc_id = 'item:news:n2'",
    );
    expect(staff[0]?.search_text).toContain('燈塔修復完成');
  });

  it('refuses a site that does not exist, with exit code 3', async () => {
    const { code, stderr } = await rebuild(['rebuild', '--site', 'nowhere']);
    expect(code).toBe(3);
    expect(stderr).toContain('找不到網站「nowhere」');
  });

  it('rebuilds at the start a site whose rows no version of search built', async () => {
    await forgetTheIndex();
    server = await server.restart();
    expect(await found('燈塔')).toEqual(['n2']);
    const meta = await server.sql<{ value: string }>('SELECT value FROM meta WHERE key = ?', [
      SEARCH_INDEX_META_KEY,
    ]);
    expect(meta).toHaveLength(1);
  });
});
