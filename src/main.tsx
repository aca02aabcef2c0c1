import './ui/theme/system-base.css';
import { createContainer, resolveServices } from './composition/container';
import { readAppConfig } from './config/app-config';
import { startApp } from './ui/app/start-app';
import { startRouteChunk } from './ui/services/route-prefetch';

/**
 * The home page's structure names its frame and sections; without a hint it is only asked for once
 * the page chunk has loaded and rendered. On the home route, preload it now, beside the start-up calls
 * that index.html preloads (scripts/build/startup-hints.ts); the page's own `fetch` then gets this
 * answer. Other routes do not need it, so the hint is added here rather than in index.html.
 */
function hintHomeStructure(): void {
  if (!/^\/home\/[^/]+\/?$/.test(window.location.pathname)) return;
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'fetch');
  link.setAttribute('crossorigin', 'anonymous');
  link.setAttribute('href', `${readAppConfig().apiHost}/api/site/structure`);
  document.head.append(link);
}

const root = document.getElementById('root');
if (root) {
  hintHomeStructure();
  // The page chunk of this route starts loading now, not after React's first render asks for it.
  startRouteChunk(window.location.pathname);
  void startApp(root, resolveServices(createContainer()));
}
