import { createRequire } from 'node:module';

/**
 * The DOM window the server render's rich-text sanitizer parses with (docs/decisions.md, "Rich
 * text sanitized on the server with jsdom"): jsdom's, because DOMPurify supports it and its HTML
 * parser follows the spec as browsers do, so the server's markup is the markup hydration draws.
 *
 * One window serves every render of the process. That is safe because the sanitizer keeps nothing
 * between calls: each call is synchronous (no other render runs in between), DOMPurify parses into
 * a new document every time and resets its own report, and the options are set before each call.
 * The window's own document is never written to.
 *
 * Loaded once, when the server sets its render up (jsdom takes up to a second or two to load), with
 * `createRequire` rather than an import: jsdom's type declarations pull the DOM library into the
 * server's typecheck, which must not know `window` or `document`.
 */
let shared: object | undefined;

interface JsdomModule {
  JSDOM: new (html: string) => { window: object };
}

export function sanitizerWindow(): object {
  if (!shared) {
    const { JSDOM } = createRequire(__filename)('jsdom') as JsdomModule;
    shared = new JSDOM('<!doctype html><html><head></head><body></body></html>').window;
  }
  return shared;
}
