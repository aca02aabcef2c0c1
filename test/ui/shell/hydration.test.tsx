/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
// The node condition gives react-dom/static its Node renderer, so the server render runs here, in
// the same process as the jsdom document that hydrates its markup.
import path from 'node:path';
import { TextDecoder as NodeTextDecoder, TextEncoder as NodeTextEncoder } from 'node:util';
import { act } from '@testing-library/react';
import type * as JsdomModule from 'jsdom';
import type { Root } from 'react-dom/client';
import { NoCaptcha } from '../../../src/adapters/captcha/no-captcha.adapter';
import { MemoryDialogs } from '../../../src/adapters/dialogs/memory-dialogs.adapter';
import { MemoryHttp } from '../../../src/adapters/http/memory-http.adapter';
import { WouterNavigation } from '../../../src/adapters/navigation/wouter-navigation.adapter';
import { MemoryConnectivity } from '../../../src/adapters/network/memory-connectivity.adapter';
import { MemoryStore } from '../../../src/adapters/storage/memory-store.adapter';
import { ManualTime } from '../../../src/adapters/time/manual-time.adapter';
import { createContainer, disposeServices, resolveServices } from '../../../src/composition/container';
import { TEST_CONFIG } from '../../../src/composition/test-container';
import type { RenderAnswer } from '../../../src/shared/server-render';
import { render } from '../../../src/composition/server-render';
import { createDialogsStore } from '../../../src/stores/dialogs.store';
import type { SiteChromeState } from '../../../src/stores/site-chrome.store';
import { sanitizeHtml } from '../../../src/ui/cms-html/sanitize-html';
import { createI18n } from '../../../src/ui/i18n/i18n';
import { HYDRATED_ATTRIBUTE, hydrateApp } from '../../../src/ui/shell/start-app';
import { mergeI18nFragments } from '../../../scripts/support/merge-i18n-fragments';

// jsdom leaves out the Node globals React's Node renderer and the render's decoder use.
if (typeof globalThis.setImmediate === 'undefined') {
  Object.assign(globalThis, {
    setImmediate: (fn: (...args: unknown[]) => void, ...args: unknown[]) => setTimeout(fn, 0, ...args),
  });
}
if (typeof globalThis.TextDecoder === 'undefined')
  Object.assign(globalThis, { TextDecoder: NodeTextDecoder });
// jsdom itself, loaded below for the server's window, needs the encoder too.
if (typeof globalThis.TextEncoder === 'undefined')
  Object.assign(globalThis, { TextEncoder: NodeTextEncoder });

const texts = mergeI18nFragments(path.resolve(__dirname, '../../../src/ui/i18n/zh-tw'));

const row = (n: number) => ({
  id: `n${n}`,
  title: `港口消息第 ${n} 則`,
  description: `第 ${n} 則的摘要`,
  publishDate: `2025-0${n}-01`,
  content: `<p>第 ${n} 則的內文</p>`,
  tags: ['港口'],
  images: [],
  views: n,
});

/**
 * A body as editors write it: paragraphs, headings, a table, a figure with its caption, links
 * inside and out, lists and a YouTube embed, with the hostile parts a compromised account could
 * paste (a script, an event handler, a javascript: address, a frame from anywhere).
 */
const RICH_BODY = [
  '<h3>港口的百年</h3>',
  '<p>第一段，<strong>重點</strong>與<a href="/home/zh-tw/news/n1">上一則</a>，',
  '還有<a href="https://example.org/port" target="_blank">港務資料</a>。</p>',
  '<p style="font-size:14px;color:#336">第二段<script>alert(1)</script>文字。</p>',
  '<figure><img src="/media/demo/port.jpg" alt="港口全景" width="800" height="600" onerror="alert(2)">',
  '<figcaption>港口全景，1930 年代</figcaption></figure>',
  // An upload as 插入圖片 stores it: the page shows it as a <picture> with its AVIF source first.
  '<figure><img src="/media/uploads/0123456789abcdef0123456789abcdef/original.jpg" alt="漁船" width="2400" height="1600">',
  '<figcaption>清晨的漁船</figcaption></figure>',
  '<table><caption>年表</caption><tr><th scope="col">年</th><th scope="col">事件</th></tr>',
  '<tr><td>1907</td><td>築港</td></tr></table>',
  '<ul><li>觸摸展件</li><li>多語導覽</li></ul><ol><li>入館</li><li>參觀</li></ol>',
  '<p><iframe width="560" height="315" src="https://www.youtube.com/embed/dQw4w9WgXcQ" allowfullscreen></iframe></p>',
  '<p><a href="javascript:alert(3)">點我</a><iframe src="https://evil.example/x"></iframe></p>',
].join('');

/** A small site as the public API answers it. */
const API: Record<string, unknown> = {
  '/api/site/config': [{ lang: 'zh-tw', siteToken: 'test', default: true }],
  '/api/site/header': { title: '測試館' },
  '/api/site/menu': [{ id: 'm1', title: '消息', path: 'news', children: [] }],
  '/api/site/footer': { copyright: '測試館', links: [] },
  '/api/site/banner': { rows: [] },
  '/api/site/bannerMobile': { rows: [] },
  '/api/site/metadata': { title: '測試館', description: '測試' },
  '/api/site/structure': {
    templateKey: 'template-001',
    index: [{ layout: 'index-article-01', path: 'news', limit: 3, title: '最新消息' }],
  },
  '/api/site/module/news': { moduleKey: 'cms-normal', templateKey: 'template-002', title: '最新消息' },
  '/api/cms/menuSetting/news': { showDate: true, showViews: true },
  '/api/cms/news/n1': row(1),
  '/api/cms/news/n2': { ...row(2), content: RICH_BODY },
};

function answer(url: string): RenderAnswer {
  const [pathname = ''] = url.split('?');
  if (pathname === '/api/cms/news')
    return { status: 200, body: { rows: [row(1), row(2), row(3)], total: 3 } };
  return pathname in API
    ? { status: 200, body: API[pathname] }
    : { status: 404, body: { message: '找不到' } };
}

/**
 * React's development build notes that the server renderer, which ran in this same process a moment
 * ago, marked the shared context objects: true here, impossible in a browser, and not about
 * hydration. Only that exact note is left out.
 */
const TWO_RENDERERS_IN_ONE_PROCESS =
  'Detected multiple renderers concurrently rendering the same context provider. This is currently unsupported.';

/** Every console warning and error while a page hydrates, React's hydration reports among them. */
function recordConsole(): { messages: string[]; restore(): void } {
  const messages: string[] = [];
  const record = (...args: unknown[]) => {
    const text = args.map(String).join(' ');
    if (text !== TWO_RENDERERS_IN_ONE_PROCESS) messages.push(text);
  };
  const error = jest.spyOn(console, 'error').mockImplementation(record);
  const warn = jest.spyOn(console, 'warn').mockImplementation(record);
  return {
    messages,
    restore: () => {
      error.mockRestore();
      warn.mockRestore();
    },
  };
}

/**
 * The reference server's own DOM for the sanitizer (src/server/render/sanitizer-window.ts), apart
 * from this page's. Required here, after the encoder above exists, rather than imported.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { JSDOM } = require('jsdom') as typeof JsdomModule;
const serverWindow = new JSDOM('<!doctype html><html><head></head><body></body></html>').window;

async function hydrateServerRender(url: string, localStorage = new MemoryStore()) {
  const output = await render({
    url,
    source: answer,
    texts,
    origin: window.location.origin,
    window: serverWindow,
  });
  // The browser's own location, as on a real page: wouter's browser hook reads it while hydrating.
  window.history.replaceState(null, '', url);
  document.body.innerHTML = `<div id="root">${output.html}</div>`;
  const root = document.getElementById('root') as HTMLElement;
  const serverMarkup = root.innerHTML;
  const http = new MemoryHttp();
  const time = new ManualTime();
  const services = resolveServices(
    createContainer(
      {
        config: TEST_CONFIG,
        http,
        localStorage,
        sessionStorage: new MemoryStore(),
        navigation: new WouterNavigation(),
        clock: time,
        timers: time,
        dialogs: new MemoryDialogs(),
        dialogsStore: createDialogsStore(),
        captcha: new NoCaptcha(),
        connectivity: new MemoryConnectivity(),
      },
      { chrome: output.embedded.chrome as SiteChromeState, config: output.embedded.config },
    ),
  );
  const i18n = await createI18n({ resources: { 'zh-tw': { translation: texts } } });
  const console = recordConsole();
  let app: Root | undefined;
  try {
    await act(async () => {
      app = await hydrateApp(root, services, output.embedded, i18n);
    });
    // The lazy chunks the server used arrive (jest resolves their imports in a few ticks).
    for (let i = 0; i < 10; i += 1) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  } finally {
    console.restore();
  }
  return {
    root,
    serverMarkup,
    warnings: console.messages,
    http,
    close: () => {
      act(() => app?.unmount());
      disposeServices(services);
    },
  };
}

describe('hydrating a server-rendered page', () => {
  it.each([
    ['the home page', '/home/zh-tw', '港口消息第 1 則'],
    ['a list', '/home/zh-tw/news', '港口消息第 3 則'],
    ['a detail', '/home/zh-tw/news/n1', '第 1 則的內文'],
  ])('hydrates %s with no warning and asks the API for nothing it embedded', async (_name, url, text) => {
    const page = await hydrateServerRender(url);
    try {
      expect(page.serverMarkup).toContain(text);
      expect(page.warnings).toEqual([]);
      expect(page.root.innerHTML).toContain(text);
      if (url.endsWith('/n1')) {
        // Sanitized on the server with its own DOM: the body is markup before any script runs.
        expect(page.serverMarkup).toContain('<p>第 1 則的內文</p>');
        expect(page.root.innerHTML).toContain('<p>第 1 則的內文</p>');
      }
      // The visit counter may post its beacon; no content or chrome is asked for again.
      const reads = page.http.requests.filter((r) => r.method === 'GET').map((r) => r.url);
      expect(reads.filter((u) => !u.startsWith('/api/site/hit'))).toEqual([]);
    } finally {
      page.close();
    }
  });

  it('hydrates a signed-in editor with the anonymous render, then shows their header links and text size', async () => {
    // What this browser remembers and the server cannot see: a session and the 大 text size.
    const storage = new MemoryStore();
    storage.set('access_token', 'token-of-editor');
    storage.set('isLoggedIn', 'true');
    storage.set('themesite.account', '編輯者');
    storage.set('themesite.access', 'editor');
    storage.set('themesite.textSize', 'large');
    const page = await hydrateServerRender('/home/zh-tw/news', storage);
    try {
      // The server drew the visitor's header; hydration adopted it without a word.
      expect(page.serverMarkup).toContain('data-part="login-link"');
      expect(page.serverMarkup).not.toContain('data-part="account-status"');
      expect(page.warnings).toEqual([]);
      // The session and the remembered size arrived as an update after hydration.
      expect(page.root.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true);
      expect(page.root.querySelector('[data-part="account-name"]')?.textContent).toContain('編輯者');
      expect(page.root.querySelector('[data-part="account-link-editorTools"]')).not.toBeNull();
      expect(page.root.querySelector('[data-part="login-link"]')).toBeNull();
      const pressed = page.root.querySelector('[data-part="text-size"] [aria-pressed="true"]');
      expect(pressed?.textContent).toBe('大');
      expect(document.documentElement.getAttribute('data-text-size')).toBe('large');
    } finally {
      page.close();
    }
  });
});

/** The sanitized markup of the page's rich text, as a document holds it. */
function richTextOf(html: string): string {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return holder.querySelector('[data-part="rich-text"]')?.innerHTML ?? '';
}

describe('rich text in a server-rendered detail', () => {
  it('is the markup the browser draws, so hydration keeps it with no warning', async () => {
    const page = await hydrateServerRender('/home/zh-tw/news/n2');
    try {
      const server = richTextOf(page.serverMarkup);
      // What the browser's own sanitizing of the same body gives, with the same texts.
      const browser = sanitizeHtml(
        RICH_BODY,
        {
          tableLabel: '表格（可左右捲動）',
          embedTitle: '嵌入影片',
          newWindowHint: '另開新視窗',
          headingTop: 2,
        },
        window,
      );
      expect(page.warnings).toEqual([]);
      expect(server).toBe(browser);
      expect(page.root.querySelector('[data-part="rich-text"]')?.innerHTML).toBe(server);

      // The structure is there before any script: headings, paragraphs, table, figure, lists, embed.
      expect(server).toContain('<h2>港口的百年</h2>');
      expect(server).toContain('<p style="color: #336">第二段文字。</p>');
      expect(server).toMatch(
        /<div class="rich-text-table" tabindex="0" role="region" aria-label="表格（可左右捲動）"><table><caption>年表<\/caption><tbody><tr>/,
      );
      expect(server).toMatch(
        /<figure><img src="[^"]*\/media\/demo\/port\.jpg" alt="港口全景"[^>]*loading="lazy" decoding="async"><figcaption>港口全景，1930 年代<\/figcaption><\/figure>/,
      );
      expect(server).toMatch(
        /<figure><picture><source type="image\/avif" srcset="[^"]*\/w480\.avif 480w, [^"]*" sizes="[^"]+"><img src="[^"]*\/original\.jpg" alt="漁船" width="2400" height="1600" srcset="[^"]*\/w480\.webp 480w, [^"]*"[^>]*><\/picture><figcaption>清晨的漁船<\/figcaption><\/figure>/,
      );
      expect(server).toContain(
        '<a href="https://example.org/port" target="_blank" rel="noopener noreferrer" title="另開新視窗">港務資料</a>',
      );
      expect(server).toContain(
        '<ul><li>觸摸展件</li><li>多語導覽</li></ul><ol><li>入館</li><li>參觀</li></ol>',
      );
      expect(server).toMatch(
        /<span class="rich-text-embed"><iframe src="https:\/\/www\.youtube[^"]*\/embed\/dQw4w9WgXcQ"[^>]*sandbox=/,
      );

      // The hostile parts are gone on the server as in the browser.
      expect(server).not.toMatch(/<script|alert|onerror|javascript:|evil\.example/i);
    } finally {
      page.close();
    }
  });
});
