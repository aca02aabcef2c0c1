import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { RenderOutput } from '../../shared/server-render';
import { escapeHtml } from '../seo/html-escape';

/**
 * "The server knows what the page needs": the head tags that let a server-rendered page
 * paint styled and start its lazy chunks with the HTML instead of three round trips later.
 *
 * - `<link rel="stylesheet">` for the CSS of every chunk the render drew. The client's CSS chunk
 *   loader finds a stylesheet link with the same href and adopts it instead of adding another.
 * - `<link rel="preload" as="script">` for their scripts. The build emits classic scripts that the
 *   runtime adds as `<script src>` without `crossorigin` (JSONP chunks, not ES modules), so
 *   `modulepreload` would be fetched in another mode and downloaded twice; a plain script preload
 *   is the one the runtime's request reuses.
 * - `<link rel="preload" as="image" fetchpriority="high">` for the LCP image the render marked,
 *   with the very srcset, sizes and media of the element that shows it (of its AVIF source, with
 *   `type="image/avif"`, when it has one).
 */

/** `dist/chunk-manifest.json`, written by the build (rspack.config.ts, ChunkManifestPlugin). */
export interface ChunkManifest {
  chunks: Record<string, { js: string[]; css: string[] }>;
  /** The entries index.html does not load, by name: `after-paint`, the rendered page's loader. */
  entries?: Record<string, string[]>;
}

export const CHUNK_MANIFEST_FILE = 'chunk-manifest.json';

/**
 * The build's chunk manifest, read again whenever the file changes (a rebuild); an empty one when
 * the build has none (an older build, a test dist): the page then simply carries no hints.
 */
export function chunkManifestReader(distDir: string): () => Promise<ChunkManifest> {
  const file = path.resolve(distDir, CHUNK_MANIFEST_FILE);
  let cached: { mtimeMs: number; manifest: ChunkManifest } | null = null;
  return async () => {
    let mtimeMs: number;
    try {
      ({ mtimeMs } = await stat(file));
    } catch {
      return { chunks: {} };
    }
    if (cached?.mtimeMs !== mtimeMs) {
      cached = { mtimeMs, manifest: JSON.parse(await readFile(file, 'utf8')) as ChunkManifest };
    }
    return cached.manifest;
  };
}

/** The files of the chunks used, each once, in the order the render asked for them. */
export function chunkFiles(
  manifest: ChunkManifest,
  chunks: readonly string[],
): { css: string[]; js: string[] } {
  const css = new Set<string>();
  const js = new Set<string>();
  for (const name of chunks) {
    const entry = Object.prototype.hasOwnProperty.call(manifest.chunks, name)
      ? manifest.chunks[name]
      : undefined;
    entry?.css.forEach((file) => css.add(file));
    entry?.js.forEach((file) => js.add(file));
  }
  return { css: [...css], js: [...js] };
}

/** The LCP image's preloads: one per source of its element, with that source's own attributes. */
export function imagePreloads(lcpImage: RenderOutput['lcpImage']): string[] {
  return (lcpImage?.sources ?? []).map((source) => {
    const attributes = [
      `rel="preload"`,
      `as="image"`,
      `href="${escapeHtml(source.href)}"`,
      ...(source.srcset ? [`imagesrcset="${escapeHtml(source.srcset)}"`] : []),
      ...(source.srcset && source.sizes ? [`imagesizes="${escapeHtml(source.sizes)}"`] : []),
      ...(source.media ? [`media="${escapeHtml(source.media)}"`] : []),
      // A browser that cannot decode the type (an AVIF preload) fetches nothing, never twice.
      ...(source.type ? [`type="${escapeHtml(source.type)}"`] : []),
      `fetchpriority="high"`,
    ];
    return `<link ${attributes.join(' ')}>`;
  });
}

/**
 * React's own image preloads: while rendering it writes a `<link rel="preload" as="image">` for an
 * eager `<img>` before the markup, inside the root element. The head already preloads the image
 * the render claimed, with the very srcset and sizes, so these would name it a second time (and
 * preload eager images the page did not choose as its largest paint).
 */
const REACT_IMAGE_PRELOAD = /<link rel="preload" as="image"[^>]*\/>/g;

/** The render's markup without React's image preloads: the head's is the page's only one. */
export function withoutRenderImagePreloads(html: string): string {
  return html.replace(REACT_IMAGE_PRELOAD, '');
}

/**
 * The head tags for a render: the image first (the browser's most urgent fetch), then the
 * stylesheets (they block the first paint, which is what keeps it from flashing unstyled), then
 * the scripts.
 */
export function pageHints(
  manifest: ChunkManifest,
  output: Pick<RenderOutput, 'chunks' | 'lcpImage'>,
): string {
  const { css, js } = chunkFiles(manifest, output.chunks ?? []);
  return [
    ...imagePreloads(output.lcpImage),
    ...css.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    ...js.map((href) => `<link rel="preload" as="script" href="${escapeHtml(href)}">`),
  ].join('');
}

/** index.html's start-up scripts, as the build writes them (rspack.config.ts, `scriptLoading: 'defer'`). */
const DEFERRED_SCRIPT = /<script defer(?:="defer")? src="([^"]+)"><\/script>/g;

/**
 * A rendered page starts its scripts after its first paint (src/ui/shell/scripts-after-paint.ts):
 * index.html's `<script defer>` tags give way to the one loader that names them, in their order,
 * where the first of them stood. Unchanged without the loader in the manifest (an older build).
 */
export function scriptsAfterPaint(html: string, manifest: ChunkManifest): string {
  const loader = manifest.entries?.['after-paint']?.[0];
  const sources = [...html.matchAll(DEFERRED_SCRIPT)].map((match) => match[1] ?? '');
  if (loader === undefined || sources.length === 0) return html;
  let first = true;
  return html.replace(DEFERRED_SCRIPT, () => {
    if (!first) return '';
    first = false;
    return `<script defer src="${escapeHtml(loader)}" data-scripts="${escapeHtml(sources.join(' '))}"></script>`;
  });
}
