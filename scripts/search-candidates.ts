/**
 * `tsx scripts/search-candidates.ts`: the index candidates for site search, side by side on the
 * same rows (docs/decisions.md, "Search by a bag of grams"). DOCS rows (default 10,000) of zh-TW
 * text of realistic length, generated from a fixed seed, and the same queries on each:
 * - SQLite: today's scan (`instr` over the folded text); FTS5 `trigram` over the text (`LIKE`,
 *   which FTS5 answers from the index for three characters or more and by a scan for fewer); FTS5
 *   over the bag of grams (`detail=none`, the chosen one);
 * - PostgreSQL 15 (a throwaway cluster): the scan (`strpos`); the bag of grams as a `tsvector`
 *   under GIN (the chosen one); a table of (gram, row) under a B-tree.
 * Prints the index's bytes per row and p50/p95 per query class, in-process (no HTTP).
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { indexGrams, parseSearchQuery, searchTextOf } from '../src/shared/search/search-text';
import { startThrowawayPostgres } from '../test/server/support/postgres-cluster';

const DOCS = Number(process.env.DOCS ?? 10_000);
const RUNS = Number(process.env.RUNS ?? 15);

/** A fixed-seed generator (mulberry32): the same rows every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * zh-TW text of a real distribution: a chain of which character follows which, learnt from the
 * demo site's own articles (src/server/demo), walked from a fixed seed.
 */
function chainOfDemoText(): { starts: string[]; next: Map<string, string[]> } {
  const folder = path.join(__dirname, '../src/server/demo');
  const text = fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.ts'))
    .map((name) => fs.readFileSync(path.join(folder, name), 'utf8'))
    .join('\n');
  const starts: string[] = [];
  const next = new Map<string, string[]>();
  for (const [run] of text.matchAll(/\p{Script=Han}{2,}/gu)) {
    const chars = Array.from(run);
    starts.push(chars[0] as string);
    for (let i = 0; i + 1 < chars.length; i += 1) {
      const list = next.get(chars[i] as string) ?? [];
      list.push(chars[i + 1] as string);
      next.set(chars[i] as string, list);
    }
  }
  return { starts, next };
}

const CHAIN = chainOfDemoText();
const PUNCT = '，，，。、；：！？'.split('');
const LATIN = ['API', 'Open Data', 'iPhone', '2026', 'LINE', 'museum', '3D'];

function sentence(next: () => number): string {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  let char = pick(CHAIN.starts);
  let text = char;
  const length = 6 + Math.floor(next() * 20);
  while (Array.from(text).length < length) {
    const followers = CHAIN.next.get(char);
    char = followers && next() < 0.92 ? pick(followers) : pick(CHAIN.starts);
    text += char;
  }
  if (next() < 0.08) text += ` ${pick(LATIN)} `;
  return text + pick(PUNCT);
}

function document(next: () => number): string {
  const sentences = 15 + Math.floor(next() * 50);
  return Array.from({ length: sentences }, () => sentence(next)).join('');
}

const QUERIES: Record<string, string[]> = {
  '1 字': ['燈', '鯨', '的', '茶', '廟', '人'],
  '2 字': ['燈塔', '臺灣', '文化', '志工', '鯨豚', '歷史'],
  '3 字': ['博物館', '工作坊', '紀錄片', '文化部', '展覽室', '老照片'],
  '4 字': ['口述歷史', '原住民族', '開放資料', '燈塔透鏡', '文化資產', '臺灣文化'],
  多詞: ['燈塔 透鏡', '臺灣 文化 歷史', '志工 招募', 'open data 文化', '鯨豚 海洋', '的 人'],
};

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function timeQueries(
  run: (query: string) => Promise<number> | number,
): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [name, queries] of Object.entries(QUERIES)) {
    const times: number[] = [];
    for (const query of queries) await run(query);
    for (let i = 0; i < RUNS; i += 1)
      for (const query of queries) {
        const started = process.hrtime.bigint();
        await run(query);
        times.push(Number(process.hrtime.bigint() - started) / 1e6);
      }
    times.sort((a, b) => a - b);
    out[name] = `${percentile(times, 50).toFixed(1)} / ${percentile(times, 95).toFixed(1)}`;
  }
  return out;
}

const rows: Array<{ text: string; grams: string[] }> = [];
const next = random(20261130);
for (let i = 0; i < DOCS; i += 1) {
  const text = searchTextOf(document(next));
  rows.push({ text, grams: indexGrams(text) });
}
const textBytes = rows.reduce((sum, row) => sum + Buffer.byteLength(row.text), 0);

/** `LIKE` needs its wildcards escaped; the generated text has none, the queries neither. */
function sqliteCandidates(): Array<{ name: string; bytes: number; run: (query: string) => number }> {
  const db = new Database(':memory:');
  db.exec(`
    CREATE TABLE docs (id INTEGER PRIMARY KEY, text TEXT NOT NULL, grams TEXT NOT NULL);
    CREATE VIRTUAL TABLE tri USING fts5(text, content='docs', content_rowid='id', tokenize='trigram');
    CREATE VIRTUAL TABLE bag USING fts5(grams, content='docs', content_rowid='id', detail=none, columnsize=0, tokenize='ascii');
  `);
  const insert = db.prepare('INSERT INTO docs (id, text, grams) VALUES (?, ?, ?)');
  db.transaction(() =>
    rows.forEach((row, id) => insert.run(id + 1, row.text, row.grams.map((gram) => `'${gram}'`).join(' '))),
  )();
  const size = (name: string) =>
    (
      db.prepare("SELECT SUM(pgsize) AS bytes FROM dbstat WHERE name LIKE ? || '%'").get(name) as {
        bytes: number;
      }
    ).bytes;
  db.exec("INSERT INTO tri (tri) VALUES ('rebuild'); INSERT INTO bag (bag) VALUES ('rebuild');");
  db.exec("INSERT INTO tri (tri) VALUES ('optimize'); INSERT INTO bag (bag) VALUES ('optimize');");
  const count = (sql: string, params: unknown[]) => (db.prepare(sql).get(...params) as { n: number }).n;
  return [
    {
      name: 'SQLite: scan (instr)',
      bytes: 0,
      run: (query) => {
        const terms = parseSearchQuery(query).terms;
        return count(
          `SELECT COUNT(*) AS n FROM docs WHERE ${terms.map(() => "instr(' ' || text || ' ', ?) > 0").join(' AND ')}`,
          terms.map((term) => term.pattern),
        );
      },
    },
    {
      name: 'SQLite: FTS5 trigram (LIKE)',
      bytes: size('tri_'),
      run: (query) => {
        const terms = parseSearchQuery(query).terms;
        return count(
          `SELECT COUNT(*) AS n FROM tri WHERE ${terms.map(() => 'text LIKE ?').join(' AND ')}`,
          terms.map((term) => `%${term.text}%`),
        );
      },
    },
    {
      name: 'SQLite: FTS5 bag of grams',
      bytes: size('bag_'),
      run: (query) => {
        const terms = parseSearchQuery(query).terms;
        const grams = [...new Set(terms.flatMap((term) => term.grams))];
        const checks = terms.filter((term) => !term.exact);
        return count(
          `SELECT COUNT(*) AS n FROM docs WHERE id IN (SELECT rowid FROM bag WHERE bag MATCH ?)${checks
            .map(() => " AND instr(' ' || text || ' ', ?) > 0")
            .join('')}`,
          [grams.map((gram) => `"${gram}"`).join(' AND '), ...checks.map((term) => term.pattern)],
        );
      },
    },
  ];
}

async function postgresCandidates(
  url: string,
): Promise<Array<{ name: string; bytes: number; run: (query: string) => Promise<number> }>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`
    CREATE TABLE docs (id integer PRIMARY KEY, text text COLLATE "C" NOT NULL, grams tsvector NOT NULL);
    CREATE TABLE doc_grams (gram text COLLATE "C" NOT NULL, id integer NOT NULL, PRIMARY KEY (gram, id));
  `);
  // As the migration has it, before any ANALYZE: without statistics the planner takes the index.
  await client.query('ALTER TABLE docs ALTER COLUMN grams SET STATISTICS 0');
  for (let start = 0; start < rows.length; start += 500) {
    const slice = rows.slice(start, start + 500);
    await client.query(
      `INSERT INTO docs (id, text, grams) SELECT * FROM unnest($1::int[], $2::text[], $3::text[]::tsvector[])`,
      [
        slice.map((_, i) => start + i + 1),
        slice.map((row) => row.text),
        slice.map((row) => row.grams.map((gram) => `'${gram}'`).join(' ')),
      ],
    );
    const ids: number[] = [];
    const grams: string[] = [];
    slice.forEach((row, i) => row.grams.forEach((gram) => (ids.push(start + i + 1), grams.push(gram))));
    await client.query('INSERT INTO doc_grams (gram, id) SELECT * FROM unnest($1::text[], $2::int[])', [
      grams,
      ids,
    ]);
  }
  await client.query('CREATE INDEX docs_grams ON docs USING gin (grams)');
  await client.query('VACUUM ANALYZE');
  const size = async (relation: string) =>
    Number(
      (await client.query<{ bytes: string }>('SELECT pg_total_relation_size($1) AS bytes', [relation]))
        .rows[0]?.bytes,
    );
  const count = async (sql: string, params: unknown[]) =>
    Number((await client.query<{ n: string }>(sql, params)).rows[0]?.n);
  const columnBytes = Number(
    (await client.query<{ bytes: string }>('SELECT SUM(pg_column_size(grams)) AS bytes FROM docs')).rows[0]
      ?.bytes,
  );
  return [
    {
      name: 'PostgreSQL: scan (strpos)',
      bytes: 0,
      run: (query) => {
        const terms = parseSearchQuery(query).terms;
        return count(
          `SELECT COUNT(*) AS n FROM docs WHERE ${terms.map((_, i) => `strpos(' ' || text || ' ', $${i + 1}) > 0`).join(' AND ')}`,
          terms.map((term) => term.pattern),
        );
      },
    },
    {
      name: 'PostgreSQL: tsvector bag of grams, GIN',
      // The column (stored, compressed where large) and its GIN index.
      bytes: columnBytes + (await size('docs_grams')),
      run: (query) => {
        const terms = parseSearchQuery(query).terms;
        const grams = [...new Set(terms.flatMap((term) => term.grams))];
        const checks = terms.filter((term) => !term.exact);
        return count(
          `SELECT COUNT(*) AS n FROM docs WHERE grams @@ $1::tsquery${checks
            .map((_, i) => ` AND strpos(' ' || text || ' ', $${i + 2}) > 0`)
            .join('')}`,
          [grams.map((gram) => `'${gram}'`).join(' & '), ...checks.map((term) => term.pattern)],
        );
      },
    },
    {
      name: 'PostgreSQL: (gram, row) table, B-tree',
      bytes: await size('doc_grams'),
      run: (query) => {
        const terms = parseSearchQuery(query).terms;
        const grams = [...new Set(terms.flatMap((term) => term.grams))];
        const checks = terms.filter((term) => !term.exact);
        return count(
          `SELECT COUNT(*) AS n FROM docs WHERE id IN (
             SELECT id FROM doc_grams WHERE gram = ANY($1::text[]) GROUP BY id HAVING COUNT(*) = $2
           )${checks.map((_, i) => ` AND strpos(' ' || text || ' ', $${i + 3}) > 0`).join('')}`,
          [grams, grams.length, ...checks.map((term) => term.pattern)],
        );
      },
    },
  ];
}

async function main(): Promise<void> {
  console.log(
    `${DOCS} rows, ${(textBytes / DOCS).toFixed(0)} bytes of folded text each; p50 / p95 ms of ${RUNS} runs\n`,
  );
  const header = ['candidate', 'index bytes per row', ...Object.keys(QUERIES)];
  console.log(`| ${header.join(' | ')} |\n|${header.map(() => ' --- ').join('|')}|`);
  for (const candidate of sqliteCandidates()) {
    const times = await timeQueries(candidate.run);
    console.log(
      `| ${candidate.name} | ${(candidate.bytes / DOCS).toFixed(0)} | ${Object.values(times).join(' | ')} |`,
    );
  }
  const cluster = await startThrowawayPostgres();
  try {
    const url = await cluster.createDatabase('candidates');
    for (const candidate of await postgresCandidates(url)) {
      const times = await timeQueries(candidate.run);
      console.log(
        `| ${candidate.name} | ${(candidate.bytes / DOCS).toFixed(0)} | ${Object.values(times).join(' | ')} |`,
      );
    }
  } finally {
    cluster.stop();
  }
  process.exit(0);
}

void main();
