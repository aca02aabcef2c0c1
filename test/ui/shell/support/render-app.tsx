import { act, render, type RenderResult } from '@testing-library/react';
import { disposeServices } from '../../../../src/composition/container';
import type { AppServices } from '../../../../src/composition/services';
import {
  createTestContainer,
  type TestContainerOptions,
  type Twins,
} from '../../../../src/composition/test-container';
import type { MemoryHttp } from '../../../../src/adapters/http/memory-http.adapter';
import { App } from '../../../../src/ui/shell/app';
import { loadStartupData } from '../../../../src/ui/shell/start-app';
import { createDialogsStore } from '../../../../src/stores/dialogs.store';
import { ChakraDialogs } from '../../../../src/adapters/dialogs/chakra-dialogs.adapter';
import { testI18n } from '../../../support/render-with-providers';

export const SITE = {
  config: [{ lang: 'zh-tw', siteToken: 'site-1', default: true }],
  header: { title: '文化主題網' },
  menu: [
    { id: 'm1', title: '最新消息', path: 'news', children: [] },
    { id: 'm2', title: '關於我們', path: 'about', children: [] },
  ],
  footer: { copyright: '© 文化主題網', address: '臺北市', links: [] },
  metadata: { title: '文化主題網', description: '測試網站', keywords: [] },
  banner: { rows: [] },
};

/** The site calls every page makes at start-up, answered like the reference server would. */
export function scriptSite(http: MemoryHttp): MemoryHttp {
  return http
    .on('GET', '/api/site/config', { status: 200, body: SITE.config })
    .on('GET', '/api/site/header', { status: 200, body: SITE.header })
    .on('GET', '/api/site/menu', { status: 200, body: SITE.menu })
    .on('GET', '/api/site/footer', { status: 200, body: SITE.footer })
    .on('GET', '/api/site/metadata', { status: 200, body: SITE.metadata })
    .on('GET', '/api/site/banner', { status: 200, body: SITE.banner })
    .on('GET', '/api/site/bannerMobile', { status: 200, body: SITE.banner })
    .on('GET', '/api/site/structure', { status: 200, body: { templateKey: 'template-001', index: [] } })
    .on('GET', /^\/api\/site\/module\/about$/, {
      status: 200,
      body: { moduleKey: 'cms-single', templateKey: 'template-002', title: '關於我們' },
    })
    .on('GET', /^\/api\/cms\/menuSetting\//, {
      status: 200,
      body: {
        showDate: true,
        showViews: true,
        showShare: false,
        showPrint: false,
        showTags: false,
        showRelated: false,
      },
    });
}

export interface RenderedApp extends RenderResult {
  services: AppServices;
  twins: Twins;
}

/**
 * The real App over the test container: memory HTTP, storage and location, and Chakra dialogs on a
 * fresh queue (so DialogHost really renders them). Start-up data is loaded as main.tsx does.
 */
export async function renderApp(
  options: TestContainerOptions & {
    chakraDialogs?: boolean;
    /** Scripts more answers after the site's, before the first render (later routes win). */
    script?: (http: MemoryHttp) => void;
  } = {},
): Promise<RenderedApp> {
  const { chakraDialogs = true, script, ...rest } = options;
  const dialogsStore = createDialogsStore();
  const { services, twins } = createTestContainer({
    ...(chakraDialogs ? { dialogsStore, dialogs: new ChakraDialogs(dialogsStore) } : {}),
    ...rest,
  });
  scriptSite(twins.http);
  script?.(twins.http);
  const startup = loadStartupData(services);
  const result = render(<App services={services} i18n={testI18n()} />);
  await act(async () => {
    await startup;
  });
  rendered.push(services);
  return Object.assign(result, { services, twins });
}

const rendered: AppServices[] = [];
afterEach(() => {
  rendered.splice(0).forEach(disposeServices);
});

/** Moves the memory location as a link or the core's navigation would. */
export async function go(app: RenderedApp, path: string): Promise<void> {
  await act(async () => {
    app.twins.navigation.goTo(path);
  });
}
