import { isDeepStrictEqual } from 'node:util';
import { render } from '../../../src/composition/server-render';
import { RENDER_DATA_ID } from '../../../src/shared/server-render';
import { writeRenderBuild } from '../support/render-build';
import { freshPostgresDatabase, stopTestCluster } from '../support/test-engine';
import { startTestServer, type TestServer } from '../support/test-server';

// The same demo site, seeded once on each engine, must read the same to a visitor. The
// stores are written once, but what each engine hands back is not (jsonb reorders object keys,
// numbers and times come back through type parsers): this compares every page and answer.

let sqlite: TestServer;
let postgres: TestServer;

beforeAll(async () => {
  // The renders are compared, not timed: a render that overran the visitors' three seconds on a
  // loaded machine would be served without it, and differ from the other engine's by speed alone.
  const options = { serverRender: true, renderBundle: render, renderTimeoutMs: 60_000 } as const;
  [sqlite, postgres] = await Promise.all([
    startTestServer(options),
    freshPostgresDatabase().then((databaseUrl) => startTestServer({ ...options, databaseUrl })),
  ]);
  writeRenderBuild(sqlite);
  writeRenderBuild(postgres);
}, 60_000);

afterAll(async () => {
  await Promise.all([sqlite?.close(), postgres?.close()]);
  await stopTestCluster();
});

/** What differs by the server, not by the site: its address (in links to share, encoded too) and each answer's CSP nonce. */
const sameOnBoth = (text: string) =>
  text.replace(/127\.0\.0\.1(:|%3A)\d+/g, 'host').replace(/nonce="[^"]+"/g, 'nonce=""');

async function both(url: string): Promise<Array<{ status: number; text: string }>> {
  return Promise.all(
    [sqlite, postgres].map(async (server) => {
      const answer = await fetch(server.baseUrl + url);
      return { status: answer.status, text: sameOnBoth(await answer.text()) };
    }),
  );
}

const EMBEDDED = new RegExp(`<script type="application/json" id="${RENDER_DATA_ID}">(.*?)</script>`, 's');

/** A rendered page's HTML apart from the answers embedded in it, and those answers as data. */
function rendered(html: string): { markup: string; data: unknown } {
  const embedded = EMBEDDED.exec(html);
  return {
    markup: html.replace(EMBEDDED, ''),
    data: embedded?.[1] ? (JSON.parse(embedded[1]) as unknown) : undefined,
  };
}

/** Where two texts first part, with a little of each around it: what a failure names. */
function firstDifference(a: string, b: string): string {
  let at = 0;
  while (at < a.length && at < b.length && a[at] === b[at]) at += 1;
  const around = (text: string) => JSON.stringify(text.slice(Math.max(0, at - 80), at + 80));
  return `at ${at}: SQLite ${around(a)}, PostgreSQL ${around(b)}`;
}

/** JSON with every object's keys sorted, so two engines' answers compare as text. */
const sortedJson = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>).sort(([x], [y]) => (x < y ? -1 : 1)),
        )
      : inner,
  );

/** Every page of the demo site, as its sitemap lists them. */
async function pages(): Promise<string[]> {
  const sitemap = await (await fetch(`${sqlite.baseUrl}/sitemap.xml`)).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

describe('the demo site on SQLite and on PostgreSQL', () => {
  it('renders every page of the sitemap to the same markup and data on both engines', async () => {
    const urls = await pages();
    expect(urls.length).toBeGreaterThan(100);
    const differing: string[] = [];
    const compare = async (url: string) => {
      const [onSqlite, onPostgres] = (await both(url)).map(({ status, text }) => ({
        status,
        ...rendered(text),
      }));
      // Both rendered on the server: a page without embedded data is one whose render failed.
      expect([url, onSqlite!.status, onSqlite!.data, onPostgres!.status, onPostgres!.data]).toEqual([
        url,
        200,
        expect.anything(),
        200,
        expect.anything(),
      ]);
      // The markup exactly; the embedded answers as data, since jsonb keeps keys in its own order.
      if (onSqlite!.markup !== onPostgres!.markup)
        differing.push(`${url}: markup ${firstDifference(onSqlite!.markup, onPostgres!.markup)}`);
      if (!isDeepStrictEqual(onSqlite!.data, onPostgres!.data))
        differing.push(
          `${url}: embedded data ${firstDifference(sortedJson(onSqlite!.data), sortedJson(onPostgres!.data))}`,
        );
    };
    // A few pages at a time: each server renders one while the other's answer is on its way.
    const queue = [...urls];
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let url = queue.shift(); url !== undefined; url = queue.shift()) await compare(url);
      }),
    );
    expect(differing.sort()).toEqual([]);
    // Two hundred pages rendered twice: minutes on a loaded two-core machine.
  }, 300_000);

  it('answers the same data from the public API on both engines, whatever order jsonb keeps keys in', async () => {
    const urls = [
      '/api/site/config',
      '/api/site/header',
      '/api/site/menu',
      '/api/site/footer',
      '/api/site/banner',
      '/api/site/bannerMobile',
      '/api/site/metadata',
      '/api/site/sitemap',
      '/api/site/structure',
      '/api/cms/tag?tag=' + encodeURIComponent('文化'),
    ];
    for (const page of await pages()) {
      const [, , , path, id] = page.split('/');
      if (!path || path === 'sitemap' || path === 'search') continue;
      urls.push(`/api/site/module/${path}`, `/api/cms/menuSetting/${path}`, `/api/cms/${path}`);
      if (id) urls.push(`/api/cms/${path}/${id}`);
    }
    let compared = 0;
    for (const url of new Set(urls)) {
      const [onSqlite, onPostgres] = await both(url);
      expect([url, onPostgres!.status]).toEqual([url, onSqlite!.status]);
      if (onSqlite!.status !== 200) continue;
      expect([url, JSON.parse(onPostgres!.text)]).toEqual([url, JSON.parse(onSqlite!.text)]);
      compared += 1;
    }
    expect(compared).toBeGreaterThan(100);
  }, 300_000);
});
