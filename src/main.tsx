import './ui/theme/system-base.css';
// After the system's CSS, so its print rules win over the screen rules of the same weight.
import './ui/theme/print.css';
import { createContainer, resolveServices } from './composition/container';
import { readAppConfig } from './config/app-config';
import { RENDER_DATA_ID, type EmbeddedRender } from './shared/server-render';
import type { SiteChromeState } from './stores/site-chrome.store';
import { prefetchRoute } from './ui/performance/route-prefetch';
import { yieldToMain } from './ui/performance/yield-to-main';
import { startMode } from './domain/rendering/start-mode';

/**
 * The data a server render embedded beside its markup, or null for a page the browser
 * renders from an empty body (the static deploy, SERVER_RENDER off, a preview).
 */
function embeddedRender(root: HTMLElement): EmbeddedRender | null {
  const script = document.getElementById(RENDER_DATA_ID);
  if (!script?.textContent || !root.firstChild) return null;
  try {
    return JSON.parse(script.textContent) as EmbeddedRender;
  } catch {
    return null;
  }
}

/**
 * A server-rendered page. The stores start from the embedded chrome and configuration;
 * the start-up policy then says whether React adopts the server's markup or draws anew: a visitor
 * and a signed-in person on a public page hydrate (the session follows as an update), a signed-in
 * person on an editor screen or in edit mode gets a page the server could not draw.
 */
async function startOverServerRender(root: HTMLElement, embedded: EmbeddedRender): Promise<void> {
  const { hydrateApp, startApp } = await loadShell();
  const container = createContainer(
    {},
    { chrome: embedded.chrome as SiteChromeState, config: embedded.config },
  );
  await yieldToMain();
  const services = resolveServices(container);
  await yieldToMain();
  const mode = startMode({
    serverRendered: true,
    path: window.location.pathname,
    search: window.location.search,
    signedIn: services.session.isLoggedIn,
  });
  if (mode === 'hydrate') await hydrateApp(root, services, embedded);
  else await startApp(root, services);
}

/**
 * React's DOM renderer, then the shell with every view the first screen needs, each evaluated in a
 * task of its own after the entry (which holds the composition root). Imported statically they were
 * one evaluation of about 35 ms on this machine, which a phone's CPU makes a 130 ms long task
 * (Lighthouse's total blocking time, docs/performance.md, "Start-up in tasks"). `eager` keeps them in
 * the entry's chunks: no request is added, only the order of work. The composition root stays in the
 * entry: a group of its own cost visitors 200 bytes, and the entry's task is short with it.
 */
async function loadShell() {
  await yieldToMain();
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await yieldToMain();
  const shell = await import(/* webpackMode: "eager" */ './ui/shell/start-app');
  await yieldToMain();
  return shell;
}

async function main(root: HTMLElement): Promise<void> {
  // The route's page chunk and its first API answers (the home structure; a page's module, menu
  // settings and item) start now, beside the start-up calls index.html preloads, instead of after
  // React's first render and commit ask for them: the page's own `fetch` then gets these answers.
  prefetchRoute(window.location.pathname, readAppConfig().apiHost);
  const { startApp } = await loadShell();
  const container = createContainer();
  await yieldToMain();
  const services = resolveServices(container);
  await yieldToMain();
  await startApp(root, services);
}

const root = document.getElementById('root');
if (root) {
  const embedded = embeddedRender(root);
  void (embedded ? startOverServerRender(root, embedded) : main(root));
}
