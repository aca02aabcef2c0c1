import { Readable } from 'node:stream';
import { runSites } from '../../../src/server/cli/sites.command';
import { SITES_LIST_MAX_AGE_MS } from '../../../src/server/sites/site-directory';
import { requestFrom, type PlainAnswer } from '../support/raw-http';
import { TEST_SECRET_KEY } from '../support/test-engine';
import { startTestServer, type TestServer } from '../support/test-server';

// Two sites whose clients are static files on their own origins, calling one API host
// (docs/deploy.md, recipe 1 with many sites): the demo as the default site on PUBLIC_ORIGIN,
// a museum added by the sites command. The API host is no site's: the page that calls picks one.
const MAIN = 'http://main.example.test';
const MUSEUM = 'http://museum.example.test';
const API_HOST = 'api.example.test';
const MAIN_NAME = '國立臨海文化記憶館';
const MUSEUM_NAME = '海洋博物館';
/** One of the demo's pictures: the default site's starter media. */
const DEMO_PICTURE = '/media/demo/logo.svg';

let server: TestServer;

function onApi(url: string, headers: Record<string, string> = {}): Promise<PlainAnswer> {
  return requestFrom('127.0.0.1', `${server.baseUrl}${url}`, { headers: { host: API_HOST, ...headers } });
}

const varyOf = (answer: PlainAnswer): string[] =>
  String(answer.headers.vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);

beforeAll(async () => {
  // No CORS_ORIGINS: behind a shared API host every site's own origin may call it, the default
  // site's (PUBLIC_ORIGIN) as much as one the sites command added.
  server = await startTestServer({ publicOrigin: MAIN, apiHost: `http://${API_HOST}` });
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const { dbPath, databaseUrl } = server.database;
  let stderr = '';
  const code = await runSites(['add', 'museum', '--name', MUSEUM_NAME, '--host', MUSEUM], {
    env: {
      ...inherited,
      DB_PATH: dbPath,
      PUBLIC_ORIGIN: MAIN,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl, SECRET_KEY: TEST_SECRET_KEY } : {}),
    },
    stdin: Readable.from(['']),
    stdout: { write: () => true },
    stderr: { write: (text: string) => (stderr += text) },
  });
  expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
  // A running server reads the sites list again within seconds (the test's clock is its own).
  server.clock.advanceSeconds(SITES_LIST_MAX_AGE_MS / 1000);
}, 60_000);

afterAll(() => server?.close());

describe('one API host shared by two static origins', () => {
  it('answers each calling page with its own site and its own CORS header', async () => {
    const main = await onApi('/api/site/header', { origin: MAIN });
    const museum = await onApi('/api/site/header', { origin: MUSEUM });
    expect([main.status, museum.status]).toEqual([200, 200]);
    expect((JSON.parse(main.text) as { title: string }).title).toBe(MAIN_NAME);
    expect((JSON.parse(museum.text) as { title: string }).title).toBe(MUSEUM_NAME);
    expect(main.headers['access-control-allow-origin']).toBe(MAIN);
    expect(museum.headers['access-control-allow-origin']).toBe(MUSEUM);
    const stranger = await onApi('/api/site/header', { origin: 'http://stranger.example' });
    expect(stranger.status).toBe(404);
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
    expect(stranger.text).not.toContain(MAIN_NAME);
    expect(stranger.text).not.toContain(MUSEUM_NAME);
  });

  it('serves a picture to the page that shows it, which sends a Referer and no Origin', async () => {
    const forMain = await onApi(DEMO_PICTURE, { referer: `${MAIN}/` });
    expect(forMain.status).toBe(200);
    expect(forMain.headers['content-type']).toContain('image/svg+xml');
    // The museum has no demo pictures: its own app answers that it has no such file.
    const forMuseum = await onApi(DEMO_PICTURE, { referer: `${MUSEUM}/home/zh-tw` });
    expect(forMuseum.status).toBe(404);
    expect(forMuseum.headers['content-type']).toContain('application/json');
    // A page of no site, or none named, gets no site's picture.
    const strangers: Array<Record<string, string>> = [{ referer: 'http://stranger.example/' }, {}];
    for (const headers of strangers) {
      const answer = await onApi(DEMO_PICTURE, headers);
      expect(answer.status).toBe(404);
      expect(answer.headers['content-type']).toContain('text/html');
    }
    // An Origin, when sent, decides: a Referer of a site does not lift a stranger's Origin.
    const mixed = await onApi(DEMO_PICTURE, { origin: 'http://stranger.example', referer: `${MAIN}/` });
    expect(mixed.status).toBe(404);
  });

  it('keys every answer of the API host by the headers that chose its site', async () => {
    // Cached answers (the header, a picture, a page), 304s and errors alike: one URL, one answer per site.
    const answers = [
      await onApi('/api/site/header', { origin: MAIN, 'accept-encoding': 'br' }),
      await onApi('/api/site/header', { origin: MUSEUM }),
      await onApi(DEMO_PICTURE, { referer: `${MAIN}/` }),
      await onApi('/home/zh-tw', { origin: MAIN, 'accept-encoding': 'gzip' }),
      await onApi('/api/nothing-here', { origin: MUSEUM }),
      // The door's own answer to a stranger, kept by a cache, must not reach a site's page.
      await onApi('/api/site/header', { origin: 'http://stranger.example' }),
      await onApi(DEMO_PICTURE),
    ];
    for (const answer of answers)
      expect(varyOf(answer)).toEqual(expect.arrayContaining(['origin', 'referer']));
    const main = answers[0]!;
    expect(varyOf(main)).toContain('accept-encoding');
    const again = await onApi('/api/site/header', {
      origin: MAIN,
      'accept-encoding': 'br',
      'if-none-match': String(main.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(varyOf(again)).toEqual(expect.arrayContaining(['origin', 'referer', 'accept-encoding']));
  });

  it('keeps a site’s own host keyed as before: the Host chose, not the Referer', async () => {
    const page = await requestFrom('127.0.0.1', `${server.baseUrl}/home/zh-tw`, {
      headers: { host: new URL(MUSEUM).host, referer: `${MAIN}/` },
    });
    expect(page.status).toBe(200);
    expect(page.text).toContain(MUSEUM_NAME);
    expect(varyOf(page)).not.toContain('referer');
  });
});
