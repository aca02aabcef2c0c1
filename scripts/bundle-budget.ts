/**
 * `npm run budget` (issue 13): the JavaScript the home page loads before any interaction, gzip-compressed,
 * may be at most 2.2 times that of a bare React 19 hello-world built with the same rspack config.
 *
 * "Loads before any interaction" is read from the built index.html: its <script src> tags and its
 * <link rel="modulepreload"> (or preload as=script) links. Chunks the app imports lazily later (a layout,
 * a page) are not counted: keeping them out of the initial load is exactly what the budget rewards.
 * Reads dist/ as built by `npm run build` (built here first only when it is missing); always rebuilds
 * the hello-world into .tmp/hello-dist. Writes .tmp/bundle-budget.json.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export const MAX_RATIO = 2.2;

const ROOT = path.resolve(__dirname, '..');
const APP_DIST = path.join(ROOT, 'dist');
const HELLO_DIST = path.join(ROOT, '.tmp', 'hello-dist');
const REPORT = path.join(ROOT, '.tmp', 'bundle-budget.json');

interface ScriptSize {
  file: string;
  bytes: number;
  gzipBytes: number;
}

interface InitialJs {
  dist: string;
  scripts: ScriptSize[];
  bytes: number;
  gzipBytes: number;
}

/** Script URLs an HTML page fetches on load: classic/module scripts and preloaded modules, in order, once each. */
export function initialScriptUrls(html: string): string[] {
  const urls: string[] = [];
  const attr = (tag: string, name: string) =>
    new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
      .exec(tag)
      ?.slice(1)
      .find((v) => v !== undefined);
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    if (/^<script/i.test(tag)) {
      // `nomodule` scripts are for browsers without ES modules; current browsers skip them.
      const src = attr(tag, 'src');
      if (src && !/\snomodule\b/i.test(tag)) urls.push(src);
      continue;
    }
    const rel = (attr(tag, 'rel') ?? '').toLowerCase().split(/\s+/);
    const href = attr(tag, 'href');
    if (!href) continue;
    if (
      rel.includes('modulepreload') ||
      (rel.includes('preload') && (attr(tag, 'as') ?? '').toLowerCase() === 'script')
    ) {
      urls.push(href);
    }
  }
  return [...new Set(urls)];
}

function gzipSize(content: Buffer): number {
  return zlib.gzipSync(content, { level: 9 }).length;
}

function measure(dist: string): InitialJs {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const urls = initialScriptUrls(html);
  if (urls.length === 0) throw new Error(`${dist}/index.html loads no script: is it a build of the app?`);
  const scripts = urls.map((url): ScriptSize => {
    if (/^[a-z][a-z\d+.-]*:|^\/\//i.test(url))
      throw new Error(`cannot measure a script from another origin: ${url}`);
    const pathname = decodeURIComponent(url.split(/[?#]/)[0]!).replace(/^\/+/, '');
    const content = fs.readFileSync(path.join(dist, pathname));
    return { file: pathname, bytes: content.length, gzipBytes: gzipSize(content) };
  });
  return {
    dist: path.relative(ROOT, dist),
    scripts,
    bytes: scripts.reduce((sum, s) => sum + s.bytes, 0),
    gzipBytes: scripts.reduce((sum, s) => sum + s.gzipBytes, 0),
  };
}

function build(label: string, env: Record<string, string>): void {
  const started = Date.now();
  const result = spawnSync('npx', ['rspack', 'build'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, ...env },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout ?? ''}\n${result.stderr ?? ''}\n`);
    throw new Error(`building ${label} failed (exit ${result.status})`);
  }
  process.stdout.write(`built ${label} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function main(): void {
  if (!fs.existsSync(path.join(APP_DIST, 'index.html'))) build('the app into dist/', {});
  build('the React hello-world into .tmp/hello-dist', {
    RSPACK_ENTRY: './scripts/hello-react/main.tsx',
    RSPACK_OUT: path.relative(ROOT, HELLO_DIST),
  });

  const app = measure(APP_DIST);
  const hello = measure(HELLO_DIST);
  const ratio = app.gzipBytes / hello.gzipBytes;
  const ok = ratio <= MAX_RATIO;

  fs.mkdirSync(path.dirname(REPORT), { recursive: true });
  fs.writeFileSync(
    REPORT,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), gzipLevel: 9, maxRatio: MAX_RATIO, ratio, ok, app, hello }, null, 2)}\n`,
  );

  const rows = (js: InitialJs) =>
    js.scripts.map((s) => `    ${s.file}  ${kib(s.bytes)} → ${kib(s.gzipBytes)} gzip`).join('\n');
  process.stdout.write(
    [
      '',
      `app home page, initial JS:   ${app.gzipBytes} B gzip (${kib(app.gzipBytes)}), ${app.scripts.length} file(s)`,
      rows(app),
      `React hello-world:           ${hello.gzipBytes} B gzip (${kib(hello.gzipBytes)}), ${hello.scripts.length} file(s)`,
      rows(hello),
      `ratio: ${ratio.toFixed(2)} × (limit ${MAX_RATIO} ×) → ${ok ? 'within budget' : 'OVER BUDGET'}`,
      `report: ${path.relative(ROOT, REPORT)}`,
      '',
    ].join('\n'),
  );
  if (!ok) process.exitCode = 1;
}

if (require.main === module) {
  try {
    main();
  } catch (error) {
    process.stderr.write(`bundle budget: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
}
