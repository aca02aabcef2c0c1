/**
 * The start-up loader of a server-rendered page, its own tiny entry (rspack.config.ts,
 * `after-paint`). The server puts it in place of index.html's `<script defer>` tags and lists them in
 * `data-scripts` (src/server/render/server-render.ts). The page is readable before any script runs,
 * so the app's scripts (React, the vendor chunk, the app) wait until the first screen has painted
 * and its images have loaded: on a slow phone they no longer share the bandwidth with the largest
 * image of the first screen. A visitor who reaches for the page sooner (a key, a tap, a click)
 * starts them at once. They run in their order (`async = false`), as `defer` ran them.
 */
const loader = document.currentScript;
const sources = (loader?.dataset.scripts ?? '').split(' ').filter((source) => source !== '');
const reachedFor = ['keydown', 'pointerdown', 'touchstart'] as const;
let started = false;

function start(): void {
  if (started) return;
  started = true;
  for (const type of reachedFor) window.removeEventListener(type, start, true);
  for (const source of sources) {
    const script = document.createElement('script');
    script.src = source;
    script.async = false;
    document.body.appendChild(script);
  }
}

if (document.readyState === 'complete') start();
else {
  window.addEventListener('load', start, { once: true });
  for (const type of reachedFor) window.addEventListener(type, start, { capture: true, passive: true });
}
