import { createContext } from 'react';

/**
 * The DOM window the rich-text sanitizer parses with when the page has none of its own: the server
 * render's composition root (src/composition/server-render.tsx) provides the reference server's
 * jsdom window here (docs/decisions.md, "Rich text sanitized on the server with jsdom"). In the
 * browser nothing provides it and `sanitizeHtml` takes the page's own `window`, so the visitor
 * bundle carries this empty context and no DOM library.
 */
export const SanitizerWindowContext = createContext<Window | undefined>(undefined);
