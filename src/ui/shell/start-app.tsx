import type { i18n as I18n } from 'i18next';
import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { AppServices } from '../../composition/services-provider';
import { createI18n } from '../i18n/i18n';
import { calendarSetting } from '../../domain/time/date-format';
import { setDateCalendar } from '../parts/format-date';
import { hintLogo } from '../document-head/image-hints';
import { App } from './app';
import { createRenderSeed, RenderSeedContext } from '../parts/render-seed';
import type { EmbeddedRender } from '../../shared/server-render';

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

/**
 * Start-up over a server render: the stores already hold the chrome and configuration
 * the server used (the composition root made them from `embedded`), so nothing is loaded again;
 * the page's answers go to the render seed, and React hydrates the server's markup instead of
 * drawing it anew. After hydration the app is the same single-page app as after `startApp`.
 */
export async function hydrateApp(
  container: HTMLElement,
  services: AppServices,
  embedded: EmbeddedRender,
  /** The texts, when the caller has them already (tests); otherwise loaded as `startApp` loads them. */
  texts?: I18n,
): Promise<Root> {
  setDateCalendar(calendarSetting(services.stores.siteChrome.getState().metadata?.calendar));
  const i18n = texts ?? (await createI18n());
  const seed = createRenderSeed('hydrate', embedded.loads, embedded.pageUrl);
  let root: Root | undefined;
  // A transition, as `startApp`'s first render: React hydrates in slices of a few milliseconds and
  // yields between them, instead of a few tasks of 20–30 ms each, which a phone's CPU makes long tasks.
  startTransition(() => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <RenderSeedContext.Provider value={seed}>
          <StartedMark container={container} attribute={HYDRATED_ATTRIBUTE}>
            <App services={services} i18n={i18n} />
          </StartedMark>
        </RenderSeedContext.Provider>
      </StrictMode>,
    );
  });
  return root!;
}

/** The root element's attribute once React has adopted the server's markup (the page is live). */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
/** The root element's attribute once React has drawn a page of its own (`createRoot`). */
export const RENDERED_ATTRIBUTE = 'data-rendered';

/**
 * Marks the root element once the first commit is done: from then on the page's handlers and its
 * router listen (parts still waiting for their lazy chunk follow). Tests (and anyone looking at the
 * page) can tell a live page from server markup that merely looks the same. The root element's own
 * attributes are outside React's tree, so the mark changes no markup.
 */
function StartedMark({
  container,
  attribute,
  children,
}: {
  container: HTMLElement;
  attribute: string;
  children: ReactNode;
}) {
  useEffect(() => {
    container.setAttribute(attribute, '');
  }, [container, attribute]);
  // Around the app, not beside it: a sibling would shift every `useId` against the server's tree.
  return children;
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
        <StartedMark container={container} attribute={RENDERED_ATTRIBUTE}>
          <App services={services} i18n={i18n} />
        </StartedMark>
      </StrictMode>,
    ),
  );
  await data;
  return root;
}
