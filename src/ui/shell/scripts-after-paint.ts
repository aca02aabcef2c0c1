/**
 * The start-up loader of a server-rendered page, its own tiny entry (rspack.config.ts,
 * `after-paint`). The server puts it in place of index.html's `<script defer>` tags and lists them in
 * `data-scripts` (src/server/render/server-render.ts). The page is readable before any script runs,
 * so the app's scripts (React, the vendor chunk, the app) wait until the first screen has painted
 * and its images have loaded: on a slow phone they no longer share the bandwidth with the largest
 * image of the first screen. A visitor who reaches for the page sooner (a key, a tap, a click)
 * starts them at once. They run in their order (`async = false`), as `defer` ran them.
 *
 * "Painted" is taken literally: after `load` the first screen's leading images (`fetchpriority=high`)
 * are decoded and the frame that shows them is presented before the scripts are added. The `load` event alone comes
 * before the frame that shows a just-decoded image, and a script evaluated in between held that
 * frame back by the whole time React takes to start.
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

/**
 * After the leading images are decoded and the frame that shows them is drawn, or at once if none.
 * A page opened in a background tab draws no frame until it is shown: it has no paint to protect.
 */
function startAfterPaint(): void {
  if (document.visibilityState === 'hidden') return start();
  const leading = Array.from(document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]'));
  const decoded = leading.map((image) => image.decode().catch(() => undefined));
  // The frame after the one that draws them: by its start that frame has been presented, which is
  // when the browser times the largest paint (a task right after the drawing frame came, on a busy
  // machine, a millisecond before its presentation).
  void Promise.all(decoded).then(() =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0))),
  );
}

if (document.readyState === 'complete') startAfterPaint();
else {
  window.addEventListener('load', startAfterPaint, { once: true });
  for (const type of reachedFor) window.addEventListener(type, start, { capture: true, passive: true });
}
