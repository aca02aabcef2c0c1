import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchBrowser } from '../support/harness';
import { freePort } from '../../support/free-port';

/**
 * `npm run dev` (scripts/dev.ts): one command starts the reference server and the rspack dev server,
 * which serves the app with Fast Refresh and proxies the API to the other.
 */
const ROOT = path.resolve(__dirname, '../../..');
const START_TIMEOUT_MS = 45_000;

async function waitFor(url: string, dev: ChildProcess, log: () => string): Promise<Response> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (dev.exitCode !== null) throw new Error(`npm run dev exited ${dev.exitCode}:\n${log()}`);
    const answer = await fetch(url).catch(() => undefined);
    if (answer?.ok) return answer;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${START_TIMEOUT_MS} ms:\n${log().slice(-3000)}`);
}

describe('npm run dev', () => {
  let dir: string;
  let dev: ChildProcess;
  let log = '';
  let base: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'themesite-dev-'));
    const [devPort, apiPort] = [await freePort(), await freePort()];
    base = `http://127.0.0.1:${devPort}`;
    // Its own process group, so the test ends the script and both servers it started, and nothing else.
    dev = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['scripts/dev.ts'], {
      cwd: ROOT,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        DEV_PORT: String(devPort),
        DEV_API_PORT: String(apiPort),
        DB_PATH: path.join(dir, 'dev.sqlite'),
        LOG_LEVEL: 'warn',
      },
    });
    dev.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    dev.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  });

  afterAll(async () => {
    if (dev?.pid && dev.exitCode === null) {
      const exited = new Promise((resolve) => dev.once('exit', resolve));
      process.kill(-dev.pid, 'SIGTERM');
      await exited;
    }
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it(
    'serves the app with Fast Refresh, deep links and the API through its proxy',
    async () => {
      const index = await (await waitFor(`${base}/`, dev, () => log)).text();
      expect(index).toContain('<div id="root"></div>');
      const header = (await (await waitFor(`${base}/api/site/header`, dev, () => log)).json()) as {
        title: string;
      };
      expect(header.title).toBeTruthy();
      expect((await waitFor(`${base}/home/zh-tw/news/news-001`, dev, () => log)).status).toBe(200);

      const browser = await launchBrowser();
      try {
        const page = await browser.newPage();
        // What the page said, to tell a dev-server reload from a chunk that failed if it reloads.
        const said: string[] = [];
        page.on('console', (message) => said.push(`${message.type()}: ${message.text()}`));
        await page.goto(`${base}/home/zh-tw`);
        await page.locator('[data-part="site-title"]', { hasText: header.title }).waitFor();
        // The refresh runtime the dev build adds; a production build has none. Should the dev
        // server still reload the page (a watched file changed), it is asked again once the reloaded
        // page shows the site again; what the page said is logged, to tell why it reloaded.
        const title = page.locator('[data-part="site-title"]', { hasText: header.title });
        const hasRefreshRuntime = () =>
          page.evaluate(
            () =>
              '$RefreshReg$' in window ||
              '__reactRefreshInjected' in window ||
              typeof (window as unknown as Record<string, unknown>).$RefreshSig$ !== 'undefined',
          );
        let answer = false;
        for (let attempt = 0; attempt < 5 && !answer; attempt++) {
          if (attempt > 0) {
            console.log(
              `the dev page was asked again (attempt ${attempt + 1}); it had said:\n${said.join('\n')}`,
            );
            await page.waitForTimeout(500);
          }
          try {
            await title.waitFor();
            answer = await hasRefreshRuntime();
          } catch (error) {
            if (!/context was destroyed|navigat/i.test(String(error))) throw error;
          }
        }
        expect(answer).toBe(true);
      } finally {
        await browser.close();
      }
    },
    START_TIMEOUT_MS + 30_000,
  );
});
