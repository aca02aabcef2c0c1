/**
 * The contract between the reference server and the server-render bundle: the server
 * hands in the page's URL, the texts and a function that answers the public API's GET paths from
 * its repositories; the bundle answers the page's HTML and the data it used, which the server
 * embeds once so that hydration asks for nothing again. Shared because both programs speak it and
 * neither may import the other.
 */

/** One answer of the public API, as its route would give it: a status and the JSON body. */
export interface RenderAnswer {
  status: number;
  body: unknown;
}

/** Answers a GET on an API path (with its query string), read straight from the repositories. */
export type RenderSource = (url: string) => RenderAnswer | Promise<RenderAnswer>;

export interface RenderInput {
  /** The page's path and query, e.g. `/home/zh-tw/news?page=2`. */
  url: string;
  source: RenderSource;
  /** The merged zh-TW texts: the same `assets/i18n/zh-tw.json` the browser loads. */
  texts: Record<string, unknown>;
  /** Where visitors reach the site (`https://host`), for the page's own absolute address. */
  origin?: string;
  /**
   * A DOM window (jsdom's) the rich-text sanitizer parses CMS HTML with, so the server writes the
   * markup the browser's hydration draws. One per process does: each sanitizing is synchronous and
   * builds its own document. Typed loosely because the server's typecheck has no DOM.
   */
  window: object;
}

/** What the first client render needs to equal the server's: embedded as JSON in the page. */
export interface EmbeddedRender {
  /** The site chrome store's state (header, menu, footer, banners, metadata). */
  chrome: unknown;
  /** The site configuration as the config store keeps it. */
  config: unknown;
  /** Every page load's answer, by its load key (src/ui/parts/use-load.ts). */
  loads: Record<string, unknown>;
  /** The page's absolute address as the server wrote it into the markup (share links). */
  pageUrl: string;
}

export interface RenderOutput {
  /** The markup of the root element's children. */
  html: string;
  /** 404 when a load of the page found nothing; 200 otherwise. */
  status: number;
  /** Where the page sent the visitor (a redirect route); the server then lets the browser go. */
  redirect?: string;
  embedded: EmbeddedRender;
  /** The lazy chunks the render drew, by webpackChunkName: the head links their CSS, preloads their JS. */
  chunks?: string[];
  /** The first screen's largest image: the head preloads it with high priority (each source). */
  lcpImage?: {
    sources: { href: string; srcset?: string; sizes?: string; media?: string; type?: string }[];
  };
}

export type RenderFunction = (input: RenderInput) => Promise<RenderOutput>;

/** The id of the `<script type="application/json">` that carries `EmbeddedRender`. */
export const RENDER_DATA_ID = 'themesite-render';
