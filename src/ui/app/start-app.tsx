import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { AppServices } from '../../composition/services';
import { createI18n } from '../i18n/i18n';
import { App } from './app';

/**
 * Start-up order: the site configuration first (kept as given, `[]` when it fails, and the site
 * renders either way), then header, menu, footer, banners and metadata in one wave. The texts load
 * alongside, and the app renders as soon as they are in; the chrome fills in when it arrives.
 */
export function loadStartupData(services: AppServices): Promise<void> {
  return services.stores.siteConfig.load().then(() => services.stores.siteChrome.load());
}

export async function startApp(container: HTMLElement, services: AppServices): Promise<Root> {
  const data = loadStartupData(services);
  const i18n = await createI18n();
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <App services={services} i18n={i18n} />
    </StrictMode>,
  );
  await data;
  return root;
}
