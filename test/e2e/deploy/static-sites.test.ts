import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Browser, Page, Request } from 'playwright-core';
import { startServerProcess } from '../../../scripts/support/server-process';
import { runSites } from '../../../src/server/cli/sites.command';
import { newSecretKeyText } from '../../../src/server/platform/secret-box';
import {
  postgresBinDir,
  startThrowawayPostgres,
  type PostgresCluster,
} from '../../server/support/postgres-cluster';
import { requestFrom, type PlainAnswer } from '../../server/support/raw-http';
import { freePort } from '../../support/free-port';
import { launchBrowser, watchPage } from '../support/harness';
import { revealDeferredSections, settle } from '../support/site-browser';
import { NGINX, startNginx, type RunningNginx } from '../support/nginx';

/**
 * Two sites from two static origins sharing one API host (docs/deploy.md, recipe 1 with many
 * sites): the client built once with API_HOST, served by nginx with deploy/nginx-site.conf for
 * both sites' names; the API on two reference servers on one PostgreSQL behind nginx
 * (deploy/nginx-instances.conf). The API host tells the sites apart by the calling page's
 * `Origin` (an image's by its `Referer`). Chromium maps the names to loopback, as DNS would.
 */

const ROOT = path.resolve(__dirname, '../../..');
const SITE_CONF = path.join(ROOT, 'deploy/nginx-site.conf');
const INSTANCES_CONF = path.join(ROOT, 'deploy/nginx-instances.conf');
/** Builds the client (rspack), starts PostgreSQL, two servers, nginx and Chromium. */
const SETUP_TIMEOUT_MS = 240_000;
/** The demo's name (the default site) and the museum's, each of which must never show on the other. */
const MAIN_NAME = '國立臨海文化記憶館';
const MUSEUM_NAME = '海洋博物館';

const ready = fs.existsSync(NGINX) && postgresBinDir() !== undefined;
if (!ready) {
  process.stdout.write(
    `\nstatic-sites.test.ts skipped: needs nginx (${NGINX}) and PostgreSQL (apt-get install nginx postgresql).\n`,
  );
}
const describeWhenReady = ready ? describe : describe.skip;

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} exited ${code}:\n${output.slice(-3000)}`)),
    );
  });
}

const varyNames = (answer: PlainAnswer): string[] =>
  String(answer.headers.vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);

describeWhenReady('two sites on two static origins, one API host, in Chromium', () => {
  let dir: string;
  let cluster: PostgresCluster;
  const servers: Array<Awaited<ReturnType<typeof startServerProcess>>> = [];
  let nginx: RunningNginx | undefined;
  let browser: Browser;
  let staticPort: number;
  let apiPort: number;
  let env: Record<string, string>;
  /** A site's static origin: one nginx server block answers both names, as one CDN would. */
  const origin = (name: string) => `http://${name}.test:${staticPort}`;
  const api = () => `http://api.test:${apiPort}`;

  /** A request to the API host through its balancer, as a page on `callerOrigin` would send it. */
  const onApi = (url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<PlainAnswer> =>
    requestFrom('127.0.0.1', `http://127.0.0.1:${apiPort}${url}`, {
      method,
      headers: { host: `api.test:${apiPort}`, ...headers },
    });

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'themesite-static-sites-'));
    [staticPort, apiPort] = [await freePort(), await freePort()];
    const distDir = path.join(dir, 'dist');
    const buildEnv: NodeJS.ProcessEnv = {
      ...process.env,
      API_HOST: api(),
      RSPACK_OUT: distDir,
      // The render bundle of this build goes to the temp dir, never over the worktree's
      // dist-server/ (its API_HOST would leak into later server renders; see nginx.test.ts).
      RSPACK_SERVER_OUT: path.join(dir, 'dist-server'),
      CAPTCHA_SITE_KEY: '',
    };
    delete buildEnv.RSPACK_ENTRY;
    // The build and PostgreSQL start side by side: each waits on its own.
    const built = run(path.join(ROOT, 'node_modules/.bin/rspack'), ['build'], buildEnv);
    cluster = await startThrowawayPostgres({ durable: true });
    env = {
      DATABASE_URL: await cluster.createDatabase('platform'),
      SECRET_KEY: newSecretKeyText(),
      MEDIA_DIR: path.join(dir, 'media'),
      // The recipe: the default site's origin is its static origin, and the API host is shared
      // (and allows each site's origin itself: no CORS_ORIGINS).
      PUBLIC_ORIGIN: origin('main'),
      API_HOST: api(),
    };
    servers.push(await startServerProcess(path.join(ROOT, 'dist'), env));
    servers.push(await startServerProcess(path.join(ROOT, 'dist'), env));
    await built;
    const staticSite = fs
      .readFileSync(SITE_CONF, 'utf8')
      .replace(/\bLISTEN\b/g, `127.0.0.1:${staticPort}`)
      .replace(/\bDIST_DIR\b/g, distDir)
      .replace(/\bAPI_ORIGIN\b/g, api());
    const apiSite = fs
      .readFileSync(INSTANCES_CONF, 'utf8')
      .replace(/\bLISTEN\b/g, `127.0.0.1:${apiPort}`)
      .replace(/\bINSTANCE_1\b/g, new URL(servers[0]!.baseUrl).host)
      .replace(/\bINSTANCE_2\b/g, new URL(servers[1]!.baseUrl).host);
    nginx = await startNginx(dir, `${staticSite}\n${apiSite}`, `http://127.0.0.1:${staticPort}/index.html`);
    // The platform administrator adds the museum, on its own static origin, while the servers run.
    let stderr = '';
    const code = await runSites(['add', 'museum', '--name', MUSEUM_NAME, '--host', origin('museum')], {
      env: { ...process.env, ...env },
      stdin: Readable.from(['']),
      stdout: { write: () => true },
      stderr: { write: (text: string) => (stderr += text) },
    });
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    browser = await launchBrowser(['--host-resolver-rules=MAP *.test 127.0.0.1']);
  }, SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await nginx?.stop();
    await browser?.close();
    await Promise.all(servers.map((server) => server.close()));
    cluster?.stop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  }, SETUP_TIMEOUT_MS);

  /** Opens `url` and waits for the page the client draws from the API's answers. */
  async function visit(page: Page, url: string): Promise<void> {
    const answer = await page.goto(url, { waitUntil: 'networkidle' });
    expect(answer?.status()).toBe(200);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
  }

  it('shows each static origin its own site, every call and image from the one API host', async () => {
    const context = await browser.newContext({ locale: 'zh-TW' });
    const page = await context.newPage();
    const problems = watchPage(page);
    const hosts = new Set<string>();
    page.on('request', (request) => hosts.add(new URL(request.url()).host));
    // Requests on their way (a section's rows, an image): leaving the page while one is under
    // way would cancel it (ERR_ABORTED), which is the test's doing, not the page's.
    const loading = new Set<Request>();
    page.on('request', (request) => loading.add(request));
    page.on('requestfinished', (request) => loading.delete(request));
    page.on('requestfailed', (request) => loading.delete(request));

    // Each instance may answer each call, and the museum's app is built on its first request:
    // two rounds see both instances serve both sites.
    for (let round = 0; round < 2; round += 1) {
      await visit(page, `${origin('main')}/home/zh-tw`);
      expect(await page.title()).toContain(MAIN_NAME);
      expect(await page.content()).not.toContain(MUSEUM_NAME);
      // The demo's pictures come from the API host, which a browser asks with no Origin: the
      // page's Referer names the site. (A carousel's later slides wait, lazily, for their turn.)
      // Read down the page as a visitor would: each section below the first screen fetches its
      // code and rows from the API host as it nears the screen.
      await revealDeferredSections(page);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForFunction(() =>
        Array.from(document.querySelectorAll('img')).every((img) => img.complete || img.loading === 'lazy'),
      );
      const images = await page
        .locator('img')
        .evaluateAll((imgs) =>
          (imgs as HTMLImageElement[])
            .filter((img) => img.complete)
            .map((img) => ({ src: img.currentSrc, width: img.naturalWidth })),
        );
      // At least the logo and the first banner (eager); a lazy one that failed would be among
      // the page's problems (ORB blocks an image answered with the unknown-site page).
      expect(images.length).toBeGreaterThanOrEqual(2);
      for (const image of images) {
        expect(image.src.startsWith(`${api()}/media/`)).toBe(true);
        expect(image.width).toBeGreaterThan(0);
      }
      // The scroll started the lazy ones near the end: each is let arrive before the page is left,
      // and so is anything they lead to (left once nothing has been in flight for 300 ms).
      await settle(page, { inFlight: () => loading.size });
      expect([...loading].map((request) => request.url())).toEqual([]);

      await visit(page, `${origin('museum')}/home/zh-tw`);
      expect(await page.title()).toContain(MUSEUM_NAME);
      await page.getByText('網站建置中').first().waitFor();
      expect(await page.content()).not.toContain(MAIN_NAME);
    }
    // The pages came from the static origin, everything else from the API host: nothing else.
    expect([...hosts].sort()).toEqual(
      [`api.test:${apiPort}`, `main.test:${staticPort}`, `museum.test:${staticPort}`].sort(),
    );
    expect(problems.all()).toEqual([]);
    await context.close();
  });

  it('shows a page served on an origin of no site neither site’s content', async () => {
    const context = await browser.newContext({ locale: 'zh-TW' });
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).host === `api.test:${apiPort}`) asked.push(request.url());
    });
    // The same static files answer any name (the nginx block has no server_name): the client
    // starts, and the API host must give it nothing.
    await page.goto(`${origin('stranger')}/home/zh-tw`, { waitUntil: 'networkidle' });
    // It asked the API host (and was refused: no CORS header, so the browser gave it nothing).
    expect(asked.length).toBeGreaterThan(0);
    const content = await page.content();
    expect(content).not.toContain(MAIN_NAME);
    expect(content).not.toContain(MUSEUM_NAME);
    await context.close();
  });

  it('answers each origin with its own site and CORS headers, and no site to an origin of none', async () => {
    const titleOf = (answer: PlainAnswer) => (JSON.parse(answer.text) as { title?: string }).title;
    for (let round = 0; round < 2; round += 1) {
      const main = await onApi('/api/site/header', { origin: origin('main') });
      expect([main.status, titleOf(main)]).toEqual([200, MAIN_NAME]);
      expect(main.headers['access-control-allow-origin']).toBe(origin('main'));
      const museum = await onApi('/api/site/header', { origin: origin('museum') });
      expect([museum.status, titleOf(museum)]).toEqual([200, MUSEUM_NAME]);
      expect(museum.headers['access-control-allow-origin']).toBe(origin('museum'));
      // One URL, two answers: a cache in front of the API host must key them by Origin.
      for (const answer of [main, museum]) expect(varyNames(answer)).toContain('origin');

      const stranger = await onApi('/api/site/header', { origin: 'http://stranger.test' });
      expect(stranger.status).toBe(404);
      expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
      expect(stranger.text).not.toContain(MAIN_NAME);
      expect(stranger.text).not.toContain(MUSEUM_NAME);
      expect(varyNames(stranger)).toContain('origin');
    }

    // The museum's editor signs in from its static origin: the preflight of the token call.
    const preflight = await onApi(
      '/backend/oauth/reflash',
      {
        origin: origin('museum'),
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'access_token',
      },
      'OPTIONS',
    );
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(origin('museum'));
    expect(preflight.headers['access-control-allow-headers']).toContain('access_token');
    const refused = await onApi(
      '/backend/oauth/reflash',
      {
        origin: 'http://stranger.test',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'access_token',
      },
      'OPTIONS',
    );
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });
});
