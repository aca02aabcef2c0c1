import './ui/theme/system-base.css';
// After the system's CSS, so its print rules win over the screen rules of the same weight.
import './ui/theme/print.css';
import { createContainer, resolveServices } from './composition/container';
import { readAppConfig } from './config/app-config';
import { hydrateApp, startApp } from './ui/shell/start-app';
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
  await yieldToMain();
  const services = resolveServices(
    createContainer({}, { chrome: embedded.chrome as SiteChromeState, config: embedded.config }),
  );
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

async function main(root: HTMLElement): Promise<void> {
  // The route's page chunk and its first API answers (the home structure; a page's module, menu
  // settings and item) start now, beside the start-up calls index.html preloads, instead of after
  // React's first render and commit ask for them: the page's own `fetch` then gets these answers.
  prefetchRoute(window.location.pathname, readAppConfig().apiHost);
  // Evaluating the bundle, building the container and starting the app are three tasks, not one.
  await yieldToMain();
  const services = resolveServices(createContainer());
  await yieldToMain();
  await startApp(root, services);
}

const root = document.getElementById('root');
if (root) {
  const embedded = embeddedRender(root);
  void (embedded ? startOverServerRender(root, embedded) : main(root));
}
