import './ui/theme/system-base.css';
// After the system's CSS, so its print rules win over the screen rules of the same weight.
import './ui/theme/print.css';
import { createContainer, resolveServices } from './composition/container';
import { readAppConfig } from './config/app-config';
import { startApp } from './ui/shell/start-app';
import { prefetchRoute } from './ui/performance/route-prefetch';
import { yieldToMain } from './ui/performance/yield-to-main';

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
if (root) void main(root);
