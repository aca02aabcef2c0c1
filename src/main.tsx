import './ui/theme/system-base.css';
import { createContainer, resolveServices } from './composition/container';
import { readAppConfig } from './config/app-config';
import { startApp } from './ui/app/start-app';
import { prefetchRoute } from './ui/services/route-prefetch';

const root = document.getElementById('root');
if (root) {
  // The route's page chunk and its first API answers (the home structure; a page's module, menu
  // settings and item) start now, beside the start-up calls index.html preloads, instead of after
  // React's first render and commit ask for them: the page's own `fetch` then gets these answers.
  prefetchRoute(window.location.pathname, readAppConfig().apiHost);
  void startApp(root, resolveServices(createContainer()));
}
