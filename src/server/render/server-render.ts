import { requestOrigin } from '../http/public-origin';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { sanitizerWindow } from './sanitizer-window';
import { isPersonalPage } from '../../shared/personal-page';
import { RENDER_DATA_ID, type RenderFunction, type RenderSource } from '../../shared/server-render';
import { jsonForScript } from '../seo/html-escape';
import type { PageRenderer, RenderedHead } from '../seo/seo.routes';
import { chunkManifestReader, pageHints, scriptsAfterPaint, withoutRenderImagePreloads } from './page-hints';

/** A page's answer: the head from `PageRenderer`, and with server render on, the body too. */
export type ServerPageRenderer = (request: FastifyRequest, indexHtml: string) => Promise<RenderedHead>;

/** Where `rspack build` writes the render bundle (rspack.config.ts): outside dist/, never served. */
export const DEFAULT_RENDER_BUNDLE = './dist-server/render.cjs';

/** A render that takes longer is abandoned: the visitor gets today's page, rendered in the browser. */
const RENDER_TIMEOUT_MS = 3000;

/** The render bundle's `render`, or null when it is not built (the log says so once). */
export function loadRenderBundle(bundlePath: string, log: FastifyBaseLogger): RenderFunction | null {
  const absolute = path.resolve(bundlePath);
  if (!existsSync(absolute)) {
    log.warn(
      `SERVER_RENDER is on but ${bundlePath} is not built (npm run build); pages render in the browser`,
    );
    return null;
  }
  const loaded = createRequire(absolute)(absolute) as { render?: unknown };
  if (typeof loaded.render !== 'function') throw new Error(`${bundlePath} exports no render function`);
  return loaded.render as RenderFunction;
}

/** The texts the browser loads, read from the build once per change of the file. */
function textsReader(distDir: string): () => Promise<Record<string, unknown>> {
  const file = path.resolve(distDir, 'assets/i18n/zh-tw.json');
  let cached: { mtimeMs: number; texts: Record<string, unknown> } | null = null;
  return async () => {
    const { mtimeMs } = await stat(file);
    if (cached?.mtimeMs !== mtimeMs) {
      cached = { mtimeMs, texts: JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown> };
    }
    return cached.texts;
  };
}

/** index.html's notice for a browser without JavaScript: untrue of a page the server rendered. */
const SCRIPT_NEEDED = /<noscript>本網站需要啟用 JavaScript 才能瀏覽。<\/noscript>\s*/;

/** The root element the client mounts into (index.html). */
const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * index.html's start-up hints preload the chrome's API answers for a browser that renders from an
 * empty body (scripts/build/startup-hints.ts); a server-rendered page embeds them instead.
 */
const CHROME_PRELOAD = /<link rel="preload" as="fetch" href="[^"]*\/api\/site\/[^"]*"[^>]*>\n?/g;

/**
 * A preview, an editor screen or edit mode: a signed-in person's page, which the browser draws anew
 * (src/domain/rendering/start-mode.ts).
 */
function signedInPage(request: FastifyRequest): boolean {
  const [path = '/', query = ''] = request.url.split('?');
  return new URLSearchParams(query).has('preview') || isPersonalPage(path, query);
}

/** A preview or a signed-in request is the browser's to render: it needs the visitor's token. */
function renderable(request: FastifyRequest): boolean {
  return request.headers.access_token === undefined && !signedInPage(request);
}

/**
 * The chrome's preloads, which a signed-in person's page cannot use: the app asks for the chrome
 * with the session's token, as it sends every request, and a preload carries none, so the browser
 * fetched each part twice. The configuration's is kept: the browser uses it either way.
 */
const CHROME_PARTS_PRELOAD =
  /<link rel="preload" as="fetch" href="[^"]*\/api\/site\/(?!config")[^"]*"[^>]*>\n?/g;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`render took longer than ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

export interface ServerRenderDeps {
  /** The head of each route (title, description, previews) and its status: src/server/seo. */
  renderPage: PageRenderer;
  render: RenderFunction;
  source: RenderSource;
  distDir: string;
  publicOrigin?: string | undefined;
  /** `PUBLIC_HOSTS`: hosts a request may name for its links (src/server/http/public-origin.ts). */
  publicHosts?: readonly string[] | undefined;
  /** How long a render may take before the page goes without it (RENDER_TIMEOUT_MS unless given). */
  timeoutMs?: number | undefined;
  log: FastifyBaseLogger;
}

/**
 * The route's head as before, and the page's first screen in the root element, with the
 * data the render used embedded once as JSON safe inside `<script>`. Whatever goes wrong (no such
 * root element, a redirect, a failed or slow render) gives exactly the page without server render.
 */
export function withServerRender({
  renderPage,
  render,
  source,
  distDir,
  publicOrigin,
  publicHosts,
  timeoutMs = RENDER_TIMEOUT_MS,
  log,
}: ServerRenderDeps): ServerPageRenderer {
  const texts = textsReader(distDir);
  const manifest = chunkManifestReader(distDir);
  // jsdom takes up to a second or two to load: at start-up, not inside the first page's render time.
  sanitizerWindow();
  return async (request, indexHtml) => {
    const page = await renderPage(request, indexHtml);
    if (signedInPage(request)) return { ...page, html: page.html.replace(CHROME_PARTS_PRELOAD, '') };
    if (!renderable(request) || !page.html.includes(ROOT_ELEMENT)) return page;
    try {
      const output = await withTimeout(
        texts().then((t) =>
          render({
            url: request.url,
            source,
            texts: t,
            origin: requestOrigin(request, { publicOrigin, publicHosts }),
            window: sanitizerWindow(),
          }),
        ),
        timeoutMs,
      );
      if (output.redirect !== undefined) return page;
      // The CSS, scripts and LCP image of what the render drew (page-hints.ts), before </head>.
      const chunks = await manifest();
      const hints = pageHints(chunks, output);
      const body =
        `<div id="root">${withoutRenderImagePreloads(output.html)}</div>` +
        `<script type="application/json" id="${RENDER_DATA_ID}">${jsonForScript(output.embedded)}</script>`;
      return {
        status: page.status === 404 || output.status === 404 ? 404 : 200,
        html: scriptsAfterPaint(
          page.html
            .replace(CHROME_PRELOAD, '')
            .replace(SCRIPT_NEEDED, '')
            .replace('</head>', () => `${hints}</head>`)
            .replace(ROOT_ELEMENT, () => body),
          chunks,
        ),
      };
    } catch (error) {
      log.error({ err: error, url: request.url }, 'server render failed; the page renders in the browser');
      return page;
    }
  };
}
