import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, startStack, watchPage, type Stack } from '../support/harness';
import { freePort } from '../../support/free-port';
import { NGINX, startNginx, type RunningNginx } from '../support/nginx';

/**
 * The client built once with API_HOST pointing at the API's origin and served as static
 * files by a real web server (Debian's nginx, with deploy/nginx-site.conf as docs/deploy.md shows
 * it), the reference server answering the API from another origin.
 */

const ROOT = path.resolve(__dirname, '../../..');
const SITE_CONF = path.join(ROOT, 'deploy/nginx-site.conf');
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Builds the client (rspack) and starts two servers and Chromium: more than one test's time. */
const SETUP_TIMEOUT_MS = 150_000;
const EDITOR = { account: 'editor', password: 'Editor#2026' };

const haveNginx = fs.existsSync(NGINX);
if (!haveNginx) {
  // Skipped, never passed silently: say why, and how to get it.
  process.stdout.write(
    `\nnginx.test.ts skipped: no nginx at ${NGINX} (apt-get install nginx, or set NGINX_PATH).\n`,
  );
}
const describeWithNginx = haveNginx ? describe : describe.skip;

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

/** deploy/nginx-site.conf with its placeholders filled in. */
function siteConf(port: number, distDir: string, apiOrigin: string): string {
  return fs
    .readFileSync(SITE_CONF, 'utf8')
    .replace(/\bLISTEN\b/g, `127.0.0.1:${port}`)
    .replace(/\bDIST_DIR\b/g, distDir)
    .replace(/\bAPI_ORIGIN\b/g, apiOrigin);
}

describeWithNginx('the static build on nginx, with the API on another origin', () => {
  let dir: string;
  let stack: Stack;
  let nginx: RunningNginx | undefined;
  let site: string;
  let browser: Browser;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'themesite-nginx-'));
    const port = await freePort();
    site = `http://127.0.0.1:${port}`;
    [stack, browser] = await Promise.all([startStack({ server: { corsOrigins: [site] } }), launchBrowser()]);
    const distDir = path.join(dir, 'dist');
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      API_HOST: stack.baseUrl,
      RSPACK_OUT: distDir,
      // `rspack build` builds the server render too, by default into the worktree's dist-server/.
      // Built with this API_HOST it would make every server render after this file (in the same
      // run) write its images on this stack's origin, which the next page's CSP ('self') refuses:
      // the "img-src" reports that only a full run ever showed. It goes to the temp dir.
      RSPACK_SERVER_OUT: path.join(dir, 'dist-server'),
      CAPTCHA_SITE_KEY: '',
    };
    delete env.RSPACK_ENTRY;
    await run(path.join(ROOT, 'node_modules/.bin/rspack'), ['build'], env);
    nginx = await startNginx(dir, siteConf(port, distDir, stack.baseUrl), `${site}/index.html`);
  }, SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all([browser?.close(), stack?.close()]);
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('loads a deep link through the fallback and renders the item with its CMS images from the API host', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems = watchPage(page);
    const answer = await page.goto(`${site}/home/zh-tw/news/news-001`);
    expect(answer?.status()).toBe(200);
    await page.locator('[data-layout="cms-detail-normal"]').waitFor();
    await page.getByRole('heading', { level: 1 }).waitFor();
    // Scrolled through so the lazy images load, then each must have decoded from the API host.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('main img')).every((img) => (img as HTMLImageElement).complete),
    );
    const images = await page.locator('main img, header img').evaluateAll((imgs) =>
      imgs.map((img) => ({
        src: (img as HTMLImageElement).currentSrc,
        width: (img as HTMLImageElement).naturalWidth,
      })),
    );
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) {
      expect(image.src.startsWith(`${stack.baseUrl}/media/`)).toBe(true);
      expect(image.width).toBeGreaterThan(0);
    }
    expect(problems.all()).toEqual([]);
    await context.close();
  });

  it('keeps hashed assets a year and makes index.html and deep links revalidate', async () => {
    const index = await fetch(`${site}/`);
    expect(index.headers.get('cache-control')).toBe('no-cache');
    const html = await index.text();
    const script = /<script[^>]+src="(\/assets\/js\/main\.[\w-]{6}\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const asset = await fetch(`${site}${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe(IMMUTABLE);
    const deep = await fetch(`${site}/home/zh-tw/news/news-001?offset=10`);
    expect(deep.status).toBe(200);
    expect(deep.headers.get('cache-control')).toBe('no-cache');
    expect(await deep.text()).toBe(html);
    const missing = await fetch(`${site}/assets/js/missing.0000000000.js`);
    expect(missing.status).toBe(404);
  });

  it('lets an editor log in against the API origin', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems = watchPage(page);
    await page.goto(`${site}/login`);
    await page.getByLabel(/^帳號/).fill(EDITOR.account);
    await page.getByLabel(/^密碼/).fill(EDITOR.password);
    await page.getByRole('button', { name: '登入', exact: true }).click();
    await page.waitForURL(`${site}/home/zh-tw`);
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(stored).toContain('access_token');
    expect(problems.all()).toEqual([]);
    await context.close();
  });

  it('answers the CORS preflight of an authenticated call from the static origin', async () => {
    const preflight = await fetch(`${stack.baseUrl}/backend/oauth/reflash`, {
      method: 'OPTIONS',
      headers: {
        origin: site,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'access_token',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(site);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('access_token');
    const foreign = await fetch(`${stack.baseUrl}/api/site/header`, {
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('is the configuration docs/deploy.md shows', () => {
    const docs = fs.readFileSync(path.join(ROOT, 'docs/deploy.md'), 'utf8');
    expect(docs).toContain(fs.readFileSync(SITE_CONF, 'utf8').trim());
  });
});
