import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { NoCaptcha } from '../adapters/captcha/no-captcha.adapter';
import { MemoryDialogs } from '../adapters/dialogs/memory-dialogs.adapter';
import { RenderSourceHttp } from '../adapters/http/render-source-http.adapter';
import { StaticNavigation } from '../adapters/navigation/static-navigation.adapter';
import { MemoryConnectivity } from '../adapters/network/memory-connectivity.adapter';
import { MemoryStore } from '../adapters/storage/memory-store.adapter';
import { BrowserClock, BrowserTimers } from '../adapters/time/browser-time.adapter';
import { readAppConfig } from '../config/app-config';
import { calendarSetting } from '../domain/time/date-format';
import type { RenderInput, RenderOutput, RenderSource } from '../shared/server-render';
import { createDialogsStore } from '../stores/dialogs.store';
import { SanitizerWindowContext } from '../ui/cms-html/sanitizer-window';
import { createI18n } from '../ui/i18n/i18n';
import { setDateCalendar } from '../ui/parts/format-date';
import { createRenderSeed, RenderSeedContext } from '../ui/parts/render-seed';
import { App } from '../ui/shell/app';
import {
  createContainer,
  disposeServices,
  resolveServices,
  type AdapterOverrides,
  type StartState,
} from './container';

/**
 * The server render's composition root, the second program beside src/main.tsx: per
 * request its own container and stores, the content ports over the server's repositories
 * (`RenderSourceHttp`), wouter on its server path (`StaticNavigation`), the same texts, and the same `<App>`. React
 * waits for every load and lazy chunk of the first screen (`prerenderToNodeStream`) before the
 * HTML is written. rspack builds it to dist-server/render.cjs (rspack.config.ts).
 */
export async function render({
  url,
  source,
  texts,
  origin = '',
  window: domWindow,
}: RenderInput): Promise<RenderOutput> {
  const start = await loadStartState(source);
  const navigation = new StaticNavigation(url);
  const services = resolveServices(createContainer(serverAdapters(source, navigation), start));
  try {
    setDateCalendar(calendarSetting(start.chrome.metadata?.calendar));
    const i18n = await createI18n({ resources: { 'zh-tw': { translation: texts } } });
    const seed = createRenderSeed('server', {}, `${origin}${url}`);
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <RenderSeedContext.Provider value={seed}>
          <SanitizerWindowContext.Provider value={domWindow as Window}>
            <App services={services} i18n={i18n} />
          </SanitizerWindowContext.Provider>
        </RenderSeedContext.Provider>
      </StrictMode>,
    );
    // Typed without Node (tsconfig.client.json): the prelude is a Node stream of bytes.
    const decoder = new TextDecoder();
    let html = '';
    for await (const chunk of prelude as unknown as AsyncIterable<Uint8Array | string>) {
      html += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    }
    html += decoder.decode();
    return {
      html,
      status: seed.notFound ? 404 : 200,
      ...(navigation.movedTo !== null ? { redirect: navigation.movedTo } : {}),
      embedded: {
        chrome: start.chrome,
        config: start.config,
        loads: Object.fromEntries(seed.loads),
        pageUrl: seed.pageUrl,
      },
      chunks: [...seed.chunks],
      ...(seed.lcpImage ? { lcpImage: seed.lcpImage } : {}),
    };
  } finally {
    disposeServices(services);
  }
}

/** The browser's adapters swapped for a request's: nothing here reaches for a browser global. */
function serverAdapters(source: RenderSource, navigation: StaticNavigation): Partial<AdapterOverrides> {
  return {
    config: readAppConfig(),
    http: new RenderSourceHttp(source),
    localStorage: new MemoryStore(),
    sessionStorage: new MemoryStore(),
    navigation,
    clock: new BrowserClock(),
    timers: new BrowserTimers(),
    dialogs: new MemoryDialogs(),
    dialogsStore: createDialogsStore(),
    captcha: new NoCaptcha(),
    connectivity: new MemoryConnectivity(),
  };
}

/**
 * The chrome and configuration, loaded as the browser's start-up loads them (start-app.tsx) by a
 * container of their own: the render's stores then start from them (zustand's server snapshot is
 * the store's initial state).
 */
async function loadStartState(source: RenderSource): Promise<StartState> {
  const services = resolveServices(createContainer(serverAdapters(source, new StaticNavigation('/'))));
  try {
    await Promise.all([services.stores.siteConfig.load(), services.stores.siteChrome.load()]);
    return {
      chrome: services.stores.siteChrome.getState(),
      config: services.stores.siteConfig.getState().config,
    };
  } finally {
    disposeServices(services);
  }
}
