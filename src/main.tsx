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

/**
 * The data a server render embedded beside its markup (issue 24), or null for a page the browser
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

async function hydrate(root: HTMLElement, embedded: EmbeddedRender): Promise<void> {
  await yieldToMain();
  const services = resolveServices(
    createContainer({}, { chrome: embedded.chrome as SiteChromeState, config: embedded.config }),
  );
  await yieldToMain();
  await hydrateApp(root, services, embedded);
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
  void (embedded ? hydrate(root, embedded) : main(root));
}
