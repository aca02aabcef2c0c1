/**
 * The reference server and Debian's Chromium, as the budget and perf scripts use them: a started
 * server on an ephemeral port over a temporary SQLite file (seeded with the demo site) serving a given
 * client build, and a quiet headless Chromium driven by playwright-core.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { createServer } from '../../src/server/create-server';

export const ROOT = path.resolve(__dirname, '../..');

export interface ServedSite {
  /** `http://127.0.0.1:{port}`: the API and the client on one origin. */
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * The phone the first-screen budget measures on (412 × 915 CSS px, no scrolling): the home page's first
 * screen is what it loads there (src/ui/pages/near-viewport.tsx).
 */
export const PHONE_VIEWPORT = { width: 412, height: 915 } as const;

/**
 * The server-render bundle built beside a client build: `rspack build` writes dist/ and
 * dist-server/render.cjs side by side (RSPACK_SERVER_OUT moves it; BUDGET_RENDER_BUNDLE names it).
 */
export function renderBundleFor(dist: string): string {
  return path.resolve(
    ROOT,
    process.env.BUDGET_RENDER_BUNDLE ?? path.join(path.dirname(dist), 'dist-server', 'render.cjs'),
  );
}

/**
 * Serves `distDir` (absolute or relative to the repository) with the demo API on 127.0.0.1:ephemeral.
 * Public pages come rendered on the server, as the reference server does by default,
 * when the render bundle is built beside the client; `serverRender: false` is SERVER_RENDER=off.
 */
export async function serveSite(
  distDir: string,
  { serverRender = true }: { serverRender?: boolean } = {},
): Promise<ServedSite & { serverRendered: boolean }> {
  const dist = path.resolve(ROOT, distDir);
  const renderBundle = renderBundleFor(dist);
  const serverRendered = serverRender && fs.existsSync(renderBundle);
  if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error(`no client build in ${dist}`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'themesite-perf-'));
  try {
    const server = await createServer({
      dbPath: path.join(dir, 'themesite.sqlite'),
      distDir: dist,
      // The demo site is opt-in; the measured pages read it.
      seedDemo: true,
      // Same scrypt, lower cost: seeding the demo accounts is not what is measured.
      passwordCost: 2 ** 12,
      ...(serverRendered ? { serverRender: true, renderBundle } : {}),
    });
    await server.listen({ port: 0, host: '127.0.0.1' });
    const address = server.server.address();
    if (typeof address !== 'object' || address === null) throw new Error('the server did not listen on TCP');
    return {
      baseUrl: `http://127.0.0.1:${address.port}`,
      serverRendered,
      close: () => server.close().then(() => fs.rmSync(dir, { recursive: true, force: true })),
    };
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/** The flags of the brief: no updates, sync or background traffic that would add requests. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export async function launchChromium(): Promise<Browser> {
  const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(executablePath))
    throw new Error(`Chromium not found at ${executablePath}: apt-get install chromium, or set CHROME_PATH`);
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}

/** A news item's detail page of the demo site (the detail route the budgets and the report measure). */
export async function findDetailPath(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/cms/news?limit=1&offset=0`);
  const body = (await response.json()) as { rows: { id: string | number }[] };
  const id = body.rows[0]?.id;
  if (id === undefined) throw new Error('the demo site has no news item for the detail route');
  return `/home/zh-tw/news/${encodeURIComponent(String(id))}`;
}
