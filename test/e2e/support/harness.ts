import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { createServer } from '../../../src/server/create-server';
import type { ServerOptions } from '../../../src/server/server-options';
import { copyEncodedDemoPhotos } from '../../server/support/encoded-demo-photos';

/** A real browser, a real server and a client build: seconds, not milliseconds, per test. */
export const E2E_TIMEOUT_MS = 60_000;
// Applies to every test file importing the harness; scripts (perf, screenshots) import it outside jest.
if (typeof jest !== 'undefined') jest.setTimeout(E2E_TIMEOUT_MS);

const ROOT = path.resolve(__dirname, '../../..');
/** The client built by global-setup.ts (`npm run build`). */
export const DIST_DIR = path.join(ROOT, 'dist');

/**
 * Where the e2e tests put the pictures they take. Never the repository by default: tests leave the
 * tree clean. `SCREENSHOT_DIR=docs/screenshots` retakes the pictures the docs show.
 */
export function screenshotDir(): string {
  const dir = path.resolve(
    ROOT,
    process.env.SCREENSHOT_DIR ?? path.join(os.tmpdir(), 'themesite-screenshots'),
  );
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

export interface StackOptions {
  /** Access-token lifetime, short to see 611 and the refresh within a test. Default: the server's 900 s. */
  accessTtlSeconds?: number;
  /** Turns on the `fault-{status}` pages (`/home/zh-tw/fault-500` …) of the reference server. */
  faults?: boolean;
  /** Anything else the reference server takes (clock, captcha verifier, demo site …). */
  server?: Partial<ServerOptions>;
}

export interface Stack {
  /** `http://127.0.0.1:{port}`, serving the API and the built client on one origin. */
  baseUrl: string;
  server: FastifyInstance;
  /** The SQLite file of this stack, deleted by `close()`. */
  dbPath: string;
  close(): Promise<void>;
}

/**
 * The reference server on an ephemeral port with a fresh SQLite file (seeded with the demo site) and
 * the built client from dist/. Each call is independent: tests can run stacks side by side.
 */
export async function startStack({
  accessTtlSeconds,
  faults = false,
  server: overrides = {},
}: StackOptions = {}): Promise<Stack> {
  if (!fs.existsSync(path.join(DIST_DIR, 'index.html'))) {
    throw new Error(
      `No client build in ${DIST_DIR}: run \`npm run build\` (the e2e global setup does unless E2E_SKIP_BUILD=1).`,
    );
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'themesite-e2e-'));
  const dbPath = path.join(dir, 'themesite.sqlite');
  let server: FastifyInstance;
  try {
    // The demo's photographs, encoded once per run (encoded-demo-photos.ts), unless the test names
    // its own uploads folder.
    if (overrides.uploadsDir === undefined) await copyEncodedDemoPhotos(path.join(dir, 'uploads'));
    server = await createServer({
      dbPath,
      distDir: DIST_DIR,
      faults,
      // The demo site is opt-in; every e2e test reads it.
      seedDemo: true,
      // Same scrypt, lower cost: seeding the demo accounts should not take most of a test's time.
      passwordCost: 2 ** 12,
      ...(accessTtlSeconds === undefined ? {} : { accessTokenTtlSeconds: accessTtlSeconds }),
      // Pages come server-rendered as `npm start` serves them; SERVER_RENDER=off runs the same tests
      // against pages rendered in the browser only (the static deploy's way).
      ...(process.env.SERVER_RENDER === 'off' ? {} : { serverRender: true }),
      ...overrides,
    });
    await server.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const address = server.server.address();
  if (typeof address !== 'object' || address === null)
    throw new Error('the e2e server did not listen on a TCP port');
  let closed: Promise<void> | undefined;
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    server,
    dbPath,
    close: () => (closed ??= server.close().then(() => fs.rmSync(dir, { recursive: true, force: true }))),
  };
}

/** Flags for a quiet, reproducible headless Chromium: no updates, sync or background traffic to the internet. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * The browser the e2e files drive: Debian's `chromium-headless-shell`, the same Chromium build without
 * the full browser's window layer, and the browser Playwright itself runs headless tests in. Opening
 * a page there costs a quarter of the processor the full browser's does (decision 74).
 * `E2E_CHROME_PATH` runs the same tests in another Chromium (`/usr/bin/chromium`, say).
 */
export const E2E_CHROME_PATH = process.env.E2E_CHROME_PATH ?? '/usr/bin/chromium-headless-shell';

/**
 * Debian's Chromium driven by playwright-core. Never `npx playwright install`: the machine is
 * offline and the system browser is the one CI installs (scripts/test-tools.sh).
 */
export async function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  const executablePath = E2E_CHROME_PATH;
  if (!fs.existsSync(executablePath)) {
    throw new Error(
      `Chromium not found at ${executablePath}: apt-get install chromium-headless-shell fonts-noto-cjk, or set E2E_CHROME_PATH.`,
    );
  }
  return chromium.launch({ executablePath, args: [...CHROMIUM_ARGS, ...extraArgs] });
}

export interface PageProblems {
  /** `console.error` messages, with the URL of their source when the browser gives one. */
  consoleErrors: string[];
  /** Uncaught exceptions and unhandled rejections in the page. */
  pageErrors: string[];
  /** Requests that got no answer at all (refused, aborted, blocked), as `METHOD url: reason`. */
  failedRequests: string[];
  /** Answers with status 400 or more, as `status METHOD url`. */
  errorResponses: string[];
  /** Everything above in one list, empty when the page behaved. */
  all(): string[];
}

/** The problems recorded for each watched page, for the account of a failed test. */
const watched = new WeakMap<Page, PageProblems>();

/**
 * Starts recording what went wrong in `page`. Attach before `goto`, so nothing from the first load
 * is missed. The lists fill as events arrive; read them after the page has settled.
 */
export function watchPage(page: Page): PageProblems {
  const problems: PageProblems = {
    consoleErrors: [],
    pageErrors: [],
    failedRequests: [],
    errorResponses: [],
    all: () => [
      ...problems.pageErrors,
      ...problems.consoleErrors,
      ...problems.failedRequests,
      ...problems.errorResponses,
    ],
  };
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const where = message.location().url;
    problems.consoleErrors.push(where ? `${message.text()} (${where})` : message.text());
  });
  page.on('pageerror', (error) => problems.pageErrors.push(error.stack ?? error.message));
  page.on('requestfailed', (request) => {
    problems.failedRequests.push(
      `${request.method()} ${request.url()}: ${request.failure()?.errorText ?? 'failed'}`,
    );
  });
  page.on('response', (response) => {
    if (response.status() >= 400)
      problems.errorResponses.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  watched.set(page, problems);
  return problems;
}

/** Whether the running test or one of its hooks has failed (set by test/e2e/support/e2e-environment.js). */
export function testFailed(): boolean {
  return (globalThis as { __e2eTestFailed?: boolean }).__e2eTestFailed === true;
}

/**
 * Prints what each open page showed when its test failed: its address, title, open dialogs and
 * alerts, the start of its text, and what went wrong in it. A timed-out wait names only its
 * locator; this tells a slow machine from a page that went elsewhere or stopped. A page that does
 * not answer within a few seconds (a browser dialog holds it) is reported as such.
 */
export async function describeFailedPages(pages: readonly Page[]): Promise<void> {
  const seen = async (page: Page) =>
    page.evaluate(() => ({
      title: document.title,
      dialogs: Array.from(
        document.querySelectorAll('[role="dialog"], [role="alertdialog"], [role="alert"]'),
      ).map((element) => (element as HTMLElement).innerText.slice(0, 300)),
      text: document.body?.innerText.slice(0, 800) ?? '',
    }));
  for (const page of pages) {
    if (page.isClosed()) continue;
    const state = await Promise.race([
      seen(page).catch((error: unknown) => ({ unreadable: String(error) })),
      new Promise((resolve) => setTimeout(() => resolve({ unreadable: 'no answer in 5 s' }), 5_000).unref()),
    ]);
    const problems = watched.get(page)?.all() ?? [];
    console.error(
      `After the failure, a page at ${page.url()}:\n${JSON.stringify({ ...(state as object), problems }, null, 2)}`,
    );
  }
}

/**
 * Waits until the app is live in `page`: React has hydrated the server's markup (`data-hydrated` on
 * the root, src/ui/shell/start-app.tsx) or drawn a page of its own (`data-rendered`), and every
 * control and contract part in it is React's. With server render on, the first screen is in the
 * HTML long before its script runs, so a heading or a form proves nothing about handlers; and the
 * root's first commit can come while a part waiting for its lazy chunk is still server markup (a
 * form typed into then is not yet React's). A test that clicks, types, navigates or goes offline
 * waits for this first.
 */
/** What must be React's before a page is live: its controls and its contract parts. */
const LIVE_PARTS = 'form, input, button, select, textarea, [data-part]';

export async function waitForApp(page: Page, timeout = 20_000): Promise<void> {
  try {
    await page.waitForFunction(
      (parts) => {
        const root = document.getElementById('root');
        if (!root || !(root.hasAttribute('data-hydrated') || root.hasAttribute('data-rendered')))
          return false;
        // React keeps its props on each element it owns; an element still waiting to hydrate has none.
        const owned = (element: Element) =>
          Object.keys(element).some((key) => key.startsWith('__reactProps'));
        return [...root.querySelectorAll(parts)].every(owned);
      },
      LIVE_PARTS,
      { timeout, polling: 100 },
    );
  } catch (error) {
    throw new Error(`${page.url()} was not live after ${timeout} ms: ${await whyNotLive(page)}`, {
      cause: error,
    });
  }
}

/** What a page that is not live yet is waiting for: its root, the parts not yet React's, its scripts. */
async function whyNotLive(page: Page): Promise<string> {
  return page
    .evaluate((parts) => {
      const root = document.getElementById('root');
      const owned = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps'));
      const waiting = root
        ? [...root.querySelectorAll(parts)]
            .filter((element) => !owned(element))
            .map((element) => element.getAttribute('data-part') ?? element.tagName.toLowerCase())
        : [];
      // A script the browser has fetched has a resource timing entry; one still loading has none.
      const fetched = new Set(performance.getEntriesByType('resource').map((entry) => entry.name));
      const loading = [...document.querySelectorAll<HTMLScriptElement>('script[src]')]
        .map((script) => script.src)
        .filter((src) => !fetched.has(src))
        .map((src) => new URL(src).pathname);
      const list = (items: string[]) =>
        items.length === 0
          ? 'none'
          : items.slice(0, 8).join(', ') + (items.length > 8 ? ` and ${items.length - 8} more` : '');
      return [
        `document ${document.readyState}`,
        root ? `root [${root.getAttributeNames().join(' ')}]` : 'no #root',
        `not yet React's: ${list(waiting)}`,
        `scripts still loading: ${list(loading)}`,
      ].join('; ');
    }, LIVE_PARTS)
    .catch((reason: unknown) => `the page could not be read (${String(reason)})`);
}

/** What a visitor's e2e file shares: the server and Chromium, and fresh contexts closed after each test. */
export interface SiteWorld {
  stack: Stack;
  browser: Browser;
  /** A new page in a context of its own, closed after the test. */
  newPage(options?: { viewport?: { width: number; height: number }; javaScript?: boolean }): Promise<Page>;
}

/**
 * Starts the reference server (server render on, whatever SERVER_RENDER says for other files) and
 * Chromium before the file's tests and stops them after. Read the fields inside tests.
 */
export function useSiteWorld(stackOptions: StackOptions = {}): SiteWorld {
  const contexts: BrowserContext[] = [];
  const world: SiteWorld = {
    stack: undefined as unknown as Stack,
    browser: undefined as unknown as Browser,
    async newPage({ viewport = { width: 1280, height: 900 }, javaScript = true } = {}) {
      const context = await world.browser.newContext({ viewport, javaScriptEnabled: javaScript });
      contexts.push(context);
      return context.newPage();
    },
  };
  beforeAll(async () => {
    [world.browser, world.stack] = await Promise.all([
      launchBrowser(),
      startStack({ ...stackOptions, server: { serverRender: true, ...stackOptions.server } }),
    ]);
  });
  afterEach(async () => {
    if (testFailed()) await describeFailedPages(contexts.flatMap((context) => context.pages()));
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await Promise.all([world.browser?.close(), world.stack?.close()]);
  });
  return world;
}
