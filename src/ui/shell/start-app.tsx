import { StrictMode, startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { AppServices } from '../../composition/services-provider';
import { createI18n } from '../i18n/i18n';
import { calendarSetting } from '../../domain/time/date-format';
import { setDateCalendar } from '../parts/format-date';
import { hintLogo } from '../document-head/image-hints';
import { App } from './app';

/**
 * Start-up: the site configuration (kept as given, `[]` when it fails, and the site renders either
 * way) and the chrome (header, menu, footer, banners, metadata) in ONE wave: no call needs another's
 * answer, and waiting for the configuration first cost a full round trip before the header could
 * show (docs/performance.md, "Start-up"). The texts load alongside, and the app renders as soon as
 * they are in; the chrome fills in when it arrives. index.html preloads all of these, so on a first
 * visit they are already travelling while the scripts download.
 */
export function loadStartupData(services: AppServices): Promise<void> {
  return Promise.all([services.stores.siteConfig.load(), services.stores.siteChrome.load()]).then(() => {
    // The logo is on every page's first screen: it starts now, not when the frame has rendered.
    const chrome = services.stores.siteChrome.getState();
    hintLogo(chrome.header);
    // Before the first content arrives: the content calls need the module first, a round trip more.
    setDateCalendar(calendarSetting(chrome.metadata?.calendar));
  });
}

export async function startApp(container: HTMLElement, services: AppServices): Promise<Root> {
  const data = loadStartupData(services);
  const i18n = await createI18n();
  const root = createRoot(container);
  // A transition, so React renders the first tree in slices of a few milliseconds and yields to the
  // browser in between, instead of one task the length of the whole render (a long task a phone's
  // CPU makes 4× longer: Lighthouse's total blocking time, docs/performance.md).
  startTransition(() =>
    root.render(
      <StrictMode>
        <App services={services} i18n={i18n} />
      </StrictMode>,
    ),
  );
  await data;
  return root;
}
