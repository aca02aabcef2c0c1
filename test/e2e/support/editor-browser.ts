import type { Browser, BrowserContext, CDPSession, Locator, Page } from 'playwright-core';
import { DEFAULT_SECURITY_OPTIONS } from '../../../src/server/server-options';
import { documentIdOf } from '../../../src/shared/document-id';
import { paths } from '../../../src/ui/paths/paths';
import {
  describeFailedPages,
  launchBrowser,
  startStack,
  testFailed,
  waitForApp,
  watchPage,
  type PageProblems,
  type Stack,
  type StackOptions,
} from './harness';
import { VIEWPORTS } from './site-browser';
import { LANG } from './site-plan';

/**
 * Browser helpers of the editor tests (test/e2e/editor): the demo accounts, logging in, the edit
 * workspace's parts by their DOM contract (`data-part`), the authoring API read back as the server
 * holds it, keyboard-only focus moves and input-method composition through the DevTools protocol.
 */

export const ACCOUNTS = {
  editor: { account: 'editor', password: 'Editor#2026', displayName: '林編輯（網站編輯）' },
  viewer: { account: 'viewer', password: 'Viewer#2026', displayName: '陳檢閱（唯讀檢視）' },
  writer: { account: 'writer', password: 'Writer#2026', displayName: '張撰稿（消息與活動）' },
  admin: { account: 'admin', password: 'Admin#2026-demo', displayName: '網站管理者' },
} as const;
export type AccountName = keyof typeof ACCOUNTS;

/** The demo's news module: `cms-normal`, so its form has title, summary, body, images and files. */
export const NEWS_PATH = 'news';
export const articleUrl = (id: string): string => paths.detail.href(LANG, NEWS_PATH, id);
export const editUrl = (id: string): string => `${articleUrl(id)}?edit=1`;
export const docIdOf = (id: string): string => documentIdOf({ type: 'item', path: NEWS_PATH, id });

export async function newEditorContext(
  browser: Browser,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
): Promise<BrowserContext> {
  return browser.newContext({ viewport, locale: 'zh-TW', timezoneId: 'Asia/Taipei' });
}

/**
 * Logs in through the login page (fields 帳號 / 密碼, submitted with Enter) and waits until the
 * app has sent the browser back to `returnPath`.
 */
export async function logIn(
  page: Page,
  baseUrl: string,
  who: AccountName,
  returnPath: string,
): Promise<void> {
  const { account, password } = ACCOUNTS[who];
  if (!page.url().startsWith(`${baseUrl}/login`))
    await page.goto(`${baseUrl}/login?returnUrl=${encodeURIComponent(returnPath)}`);
  // The form is in the server's HTML before its script runs: typing into it earlier would be lost.
  await waitForApp(page);
  await page.getByLabel(/^帳號/).fill(account);
  await page.getByLabel(/^密碼/).fill(password);
  await page.getByLabel(/^密碼/).press('Enter');
  await page.waitForURL(`${baseUrl}${returnPath}`);
}

/** The parts of the edit workspace, named as the DOM contract names them. */
export function workspace(page: Page) {
  const root = page.locator('[data-editor="workspace"]');
  const panel = root.locator('[data-part="editor-panel"]');
  const form = panel.locator('[data-part="content-form"]');
  return {
    root,
    panel,
    preview: root.locator('[data-part="editor-preview"]'),
    previewTitle: root.locator('[data-part="editor-preview"] h1'),
    status: panel.locator('[data-part="edit-status"]'),
    save: panel.locator('[data-part="edit-save"]'),
    retry: panel.locator('[data-part="edit-retry"]'),
    title: form.getByLabel(/^標題/),
    description: form.getByLabel(/^摘要/),
    body: form.getByRole('textbox', { name: '內容', exact: true }),
    conflict: page.locator('[data-part="conflict-dialog"]'),
    restore: page.locator('[data-part="restore-dialog"]'),
  };
}

/**
 * Selects all of an element's contents, as a person drags over them, and waits until the editor has
 * read the selection. The editor reads it on `selectionchange`, which the browser fires later: a key
 * pressed before then goes to the browser, which keeps the deleted words' `<mark>` for what is typed.
 */
export async function selectContents(target: Locator): Promise<void> {
  await target.evaluate(
    (node) =>
      new Promise<void>((resolve) => {
        document.addEventListener('selectionchange', () => setTimeout(resolve, 0), { once: true });
        const range = document.createRange();
        range.selectNodeContents(node);
        const selection = window.getSelection()!;
        selection.removeAllRanges();
        selection.addRange(range);
      }),
  );
}

export type StatusKind = 'clean' | 'dirty' | 'saving' | 'saved' | 'failed' | 'conflict' | 'session-ended';

/** Waits for the status line to reach `kind`; the timeout names the state it was left in. */
export async function waitForStatus(page: Page, kind: StatusKind, timeout = 15_000): Promise<void> {
  try {
    await page
      .locator(`[data-part="edit-status"][data-status="${kind}"]`)
      .waitFor({ state: 'visible', timeout });
  } catch (error) {
    const status = page.locator('[data-part="edit-status"]');
    const now = (await status.count())
      ? `${await status.getAttribute('data-status')} "${await status.innerText()}"`
      : 'no status line';
    throw new Error(`the edit status never became "${kind}" (it is ${now})`, { cause: error });
  }
}

/**
 * Presses 發布 in the workspace's publish section and waits until it says the document is published:
 * the accessibility gate runs on the assembled preview first. A timeout names what the section shows.
 */
export async function publishFromEditor(page: Page, timeout = 20_000): Promise<void> {
  const section = page.locator('[data-part="publish-section"]');
  const publish = section.locator('[data-part="publish-now"]');
  await publish.waitFor();
  await publish.click();
  try {
    await section.locator('[data-part="publish-status"][data-status="published"]').waitFor({ timeout });
  } catch (error) {
    throw new Error(`發布 did not publish; the section shows: ${await section.innerText()}`, {
      cause: error,
    });
  }
}

/** Opens edit mode of a news item and waits until the draft is loaded (the status line is up). */
export async function openEditor(page: Page, baseUrl: string, id: string): Promise<void> {
  await page.goto(`${baseUrl}${editUrl(id)}`);
  await page.locator('[data-part="edit-status"]').waitFor();
}

/** The token the page holds now: what its own requests send. */
export async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  if (!token) throw new Error('the page holds no access token');
  return token;
}

/** A token of its own for reading the server's copy, so the browser's session is left alone. */
export async function apiToken(baseUrl: string, who: AccountName): Promise<string> {
  const { account, password } = ACCOUNTS[who];
  const answer = await fetch(`${baseUrl}/backend/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ account, password, 'g-recaptcha-response': '', grant_type: 'password' }),
  });
  if (answer.status !== 200) throw new Error(`login of ${account} answered ${answer.status}`);
  return ((await answer.json()) as { access_token: string }).access_token;
}

export interface ImageEntry {
  fileId: string;
  name: string;
  represent: boolean;
  alt?: string;
  decorative?: boolean;
}

export interface DocumentAnswer {
  docId: string;
  revision: number;
  status: string;
  updatedBy: string;
  lock: { account: string; displayName: string } | null;
  draft: { title?: string; description?: string; content?: string; images?: ImageEntry[] } & Record<
    string,
    unknown
  >;
}

/** `GET /backend/documents/{docId}`: the draft as the server stored it. */
export async function documentOf(baseUrl: string, token: string, docId: string): Promise<DocumentAnswer> {
  const answer = await fetch(`${baseUrl}/backend/documents/${encodeURIComponent(docId)}`, {
    headers: { access_token: token },
  });
  if (answer.status !== 200) throw new Error(`GET ${docId} answered ${answer.status}`);
  return (await answer.json()) as DocumentAnswer;
}

/** `PUT /backend/documents/{docId}`: a temporary save, as another editor's client would send it. */
export async function saveAs(
  baseUrl: string,
  token: string,
  docId: string,
  revision: number,
  data: Record<string, unknown>,
): Promise<Response> {
  return fetch(`${baseUrl}/backend/documents/${encodeURIComponent(docId)}`, {
    method: 'PUT',
    headers: { access_token: token, 'content-type': 'application/json', 'if-match': `"${revision}"` },
    body: JSON.stringify({ data }),
  });
}

export interface RevisionRow {
  revision: number;
  action: string;
  account: string;
}

/** The saved revisions of a document with their data, newest first. */
export async function revisionsOf(
  baseUrl: string,
  token: string,
  docId: string,
): Promise<Array<RevisionRow & { data: DocumentAnswer['draft'] }>> {
  const base = `${baseUrl}/backend/documents/${encodeURIComponent(docId)}/revisions`;
  const list = (await (await fetch(base, { headers: { access_token: token } })).json()) as {
    rows: RevisionRow[];
  };
  return Promise.all(
    list.rows.map(async (row) => {
      const one = await fetch(`${base}/${row.revision}`, { headers: { access_token: token } });
      return { ...row, data: ((await one.json()) as { data: DocumentAnswer['draft'] }).data };
    }),
  );
}

/**
 * The text of a difference as a sighted editor reads it: the words said only to screen readers
 * around a struck or added piece (〔刪除：九〕, 〔新增：十〕) give way to the piece itself. Read from
 * textContent: innerText breaks the line around those absolutely placed words, which the page does not.
 */
export async function shownText(target: Locator): Promise<string> {
  const text = (await target.textContent()) ?? '';
  return text.replace(/〔(?:刪除|新增)：([^〕]*)〕/g, '$1');
}

/** Text of an HTML fragment, for comparing what the rich text saved with what was typed. */
export const textOfHtml = (html: string): string =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/**
 * Moves focus with Tab (or Shift+Tab) until it is on `target` or inside it. Keyboard only: a test
 * that gets there proves the control is reachable in the tab order, which a click would not.
 */
export async function tabTo(page: Page, target: Locator, { max = 250, back = false } = {}): Promise<number> {
  await target.waitFor();
  const handle = await target.elementHandle();
  if (!handle) throw new Error(`${String(target)} is not in the page`);
  for (let presses = 0; presses <= max; presses += 1) {
    const there = await handle.evaluate((element) => {
      const active = element.ownerDocument.activeElement;
      return active !== null && (active === element || element.contains(active));
    });
    if (there) return presses;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  const where = await page.evaluate(() => {
    const active = document.activeElement;
    return active ? active.outerHTML.slice(0, 160) : 'nothing';
  });
  throw new Error(`${String(target)} was not reached in ${max} Tab presses (focus is on ${where})`);
}

/**
 * Types through an input method the way Chromium sees one: the composition text as each key of
 * 注音 arrives (`Input.imeSetComposition`), then the chosen character committed (`Input.insertText`),
 * so the page gets compositionstart/update/end and the input events between them.
 */
export async function compose(cdp: CDPSession, keys: readonly string[], committed: string): Promise<void> {
  for (const text of keys) {
    await cdp.send('Input.imeSetComposition', {
      text,
      selectionStart: text.length,
      selectionEnd: text.length,
    });
  }
  await cdp.send('Input.insertText', { text: committed });
}

/** 燈塔 typed in 注音: ㄉㄥ picks 燈, ㄊㄚˇ picks 塔. */
export async function composeLighthouse(cdp: CDPSession): Promise<void> {
  await compose(cdp, ['ㄉ', 'ㄉㄥ'], '燈');
  await compose(cdp, ['ㄊ', 'ㄊㄚ', 'ㄊㄚˇ'], '塔');
}

/**
 * Waits until the page's IndexedDB holds a value containing `text`: the editor's device backup,
 * found by content rather than by database name, so the test does not depend on the adapter's keys.
 */
export async function waitForBackup(page: Page, text: string, timeout = 10_000): Promise<void> {
  await page.waitForFunction(
    async (wanted) => {
      const dbs = await indexedDB.databases();
      for (const { name } of dbs) {
        if (!name) continue;
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const open = indexedDB.open(name);
          open.onsuccess = () => resolve(open.result);
          open.onerror = () => reject(open.error);
        });
        try {
          for (const store of Array.from(db.objectStoreNames)) {
            const values = await new Promise<unknown[]>((resolve, reject) => {
              const request = db.transaction(store, 'readonly').objectStore(store).getAll();
              request.onsuccess = () => resolve(request.result);
              request.onerror = () => reject(request.error);
            });
            if (values.some((value) => JSON.stringify(value).includes(wanted))) return true;
          }
        } finally {
          db.close();
        }
      }
      return false;
    },
    text,
    { timeout, polling: 200 },
  );
}

/** How many times `needle` occurs in `haystack`. */
export const occurrences = (haystack: string, needle: string): number => haystack.split(needle).length - 1;

/** Characters of 注音 (Bopomofo and its tone marks): none may be left in committed text. */
export const BOPOMOFO = /[\u3100-\u312f\u31a0-\u31bfˇˋˊ˙]/;

/** How an editor e2e file's world starts. */
export interface EditorWorldOptions {
  /**
   * The account the world's context logs in as, through the login page; `null` leaves it logged
   * out (a site without the demo, a file whose tests log in themselves). Default `editor`.
   */
  who?: AccountName | null;
  /** Where the login page sends the context back to. Default the first demo article. */
  landing?: string;
  /**
   * The reference server's options: its clock, mail, security, a site without the demo … A function
   * is asked when the world starts, after the file's earlier `beforeAll` (a mail sink's address).
   */
  stack?: StackOptions | (() => StackOptions | Promise<StackOptions>);
  /** Whether to take `reader`, the demo editor's API token. Default: when the world logs in. */
  reader?: boolean;
  /** Runs on the world's page before it logs in (Playwright's page clock, say). */
  beforeLogIn?: (page: Page) => Promise<void>;
  /**
   * Keeps the page that logged in open as `page`, for files that walk one page through their
   * tests; otherwise it closes once logged in, and each test opens its own (`newPage`).
   */
  keepPage?: boolean;
}

/** What an editor e2e file shares: the server, Chromium, one context and a reading token. */
export interface EditorWorld {
  stack: Stack;
  browser: Browser;
  /** Logged in as the file's account unless `who: null`; no route set (`answerEmbeds` says why). */
  context: BrowserContext;
  /** The page that logged in, left where the login sent it (`keepPage` only). */
  page: Page;
  /** A token of the API's own (the demo's editor) for reading drafts back, apart from the browser's session; empty if not asked. */
  reader: string;
  /** A new page of the world's context, with its problems watched, closed after the test. */
  newPage(): Promise<{ page: Page; problems: PageProblems }>;
  /** A context of its own, nobody logged in, closed after the file. */
  newContext(viewport?: { width: number; height: number }): Promise<BrowserContext>;
  /** `newContext`, logged in as `who` through the login page and back at `returnPath`. */
  loggedIn(
    who: AccountName,
    returnPath: string,
    viewport?: { width: number; height: number },
  ): Promise<{ context: BrowserContext; page: Page }>;
}

/**
 * Starts the reference server and Chromium before the file's tests and stops them after; the
 * world's context logs in once through the login page. Read the fields inside tests, not at load
 * time. Every editor e2e file starts this way, so what differs between them is only what they pass.
 */
export function useEditorWorld({
  who = 'editor',
  landing = articleUrl('news-001'),
  stack: stackOptions = {},
  beforeLogIn,
  keepPage = false,
  reader = who !== null,
}: EditorWorldOptions = {}): EditorWorld {
  const opened: Page[] = [];
  const contexts: BrowserContext[] = [];
  const world: EditorWorld = {
    stack: undefined as unknown as Stack,
    browser: undefined as unknown as Browser,
    context: undefined as unknown as BrowserContext,
    page: undefined as unknown as Page,
    reader: '',
    async newPage() {
      const page = await world.context.newPage();
      opened.push(page);
      return { page, problems: watchPage(page) };
    },
    async newContext(viewport) {
      const context = await newEditorContext(world.browser, viewport);
      contexts.push(context);
      return context;
    },
    async loggedIn(account, returnPath, viewport) {
      const context = await world.newContext(viewport);
      const page = await context.newPage();
      await logIn(page, world.stack.baseUrl, account, returnPath);
      return { context, page };
    },
  };
  beforeAll(async () => {
    const options = typeof stackOptions === 'function' ? await stackOptions() : stackOptions;
    [world.stack, world.browser] = await Promise.all([startStack(options), launchBrowser()]);
    world.context = await newEditorContext(world.browser);
    world.page = await world.context.newPage();
    watchPage(world.page);
    await beforeLogIn?.(world.page);
    if (who !== null) await logIn(world.page, world.stack.baseUrl, who, landing);
    if (reader) world.reader = await apiToken(world.stack.baseUrl, 'editor');
    if (!keepPage) await world.page.close();
  });
  afterEach(async () => {
    if (testFailed())
      await describeFailedPages([world.context, ...contexts].flatMap((context) => context?.pages() ?? []));
    await Promise.all(opened.splice(0).map((page) => page.close()));
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
    await Promise.all([world.browser?.close(), world.stack?.close()]);
  });
  return world;
}

/** The one account of a site started without the demo (`useEmptySiteWorld`), as the server creates it. */
export const FIRST_ADMIN = { account: 'webmaster', password: 'Lantern-festival-2026' } as const;
/** What the first administrator changes the one-time password to (`changeOneTimePassword`). */
export const NEW_PASSWORD = 'Harbour-lights-west-2026';

/**
 * A new install: the server starts without the demo, with nobody to log in as but the first
 * administrator (`FIRST_ADMIN`, no second step asked), and the world's one page, logged out, kept
 * for the file's tests to walk (`changeOneTimePassword` logs it in).
 */
export function useEmptySiteWorld(): EditorWorld {
  return useEditorWorld({
    who: null,
    keepPage: true,
    stack: {
      server: {
        seedDemo: false,
        firstAdmin: FIRST_ADMIN,
        security: { ...DEFAULT_SECURITY_OPTIONS, requireTwoFactor: 'off' },
      },
    },
  });
}

/**
 * The first administrator's first login, through the login page: the app sends them to 我的帳號,
 * which says the one-time password must be changed (`owed-password`); they change it to
 * `NEW_PASSWORD` and are sent on to `returnPath` (a path, no query).
 */
export async function changeOneTimePassword(page: Page, baseUrl: string, returnPath: string): Promise<void> {
  await page.goto(`${baseUrl}/login?returnUrl=${encodeURIComponent(returnPath)}`);
  await waitForApp(page);
  await page.getByLabel(/^帳號/).fill(FIRST_ADMIN.account);
  await page.getByLabel(/^密碼/).fill(FIRST_ADMIN.password);
  await page.getByLabel(/^密碼/).press('Enter');
  await page.waitForURL((url) => url.pathname === `/home/${LANG}/editor/account`);
  const part = (name: string) => page.locator(`[data-part="${name}"]`);
  await part('owed-password').waitFor();
  await part('password-current').fill(FIRST_ADMIN.password);
  await part('password-next').fill(NEW_PASSWORD);
  await part('password-repeat').fill(NEW_PASSWORD);
  await part('password-repeat').press('Enter');
  await page.waitForURL((url) => url.pathname === returnPath, { timeout: 20_000 });
}
