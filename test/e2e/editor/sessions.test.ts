import type { Page } from 'playwright-core';
import {
  ACCOUNTS,
  articleUrl,
  docIdOf,
  documentOf,
  editUrl,
  logIn,
  NEWS_PATH,
  revisionsOf,
  saveAs,
  shownText,
  textOfHtml,
  tokenOf,
  waitForStatus,
  workspace,
  useEditorWorld,
} from '../support/editor-browser';

/**
 * The editor across people and sessions: a login revoked mid-edit, two editors saving the
 * same article, and a reader with `r` only. What the browser shows is checked against what the
 * reference server stored.
 */

const world = useEditorWorld({ who: null, reader: true });

async function loggedInPage(who: keyof typeof ACCOUNTS, returnPath: string): Promise<Page> {
  return (await world.loggedIn(who, returnPath)).page;
}

describe('a login that ends while typing', () => {
  it('shows the Error dialog and the login page, reopens the editor after login and restores every typed character', async () => {
    const id = 'news-002';
    const page = await loggedInPage('editor', editUrl(id));
    const ws = workspace(page);
    await waitForStatus(page, 'clean');
    const before = 'ＡＢ燈塔：撤銷前輸入的文字';
    const after = '，撤銷後繼續輸入 123';
    const paragraph = '撤銷之後才寫的一段內文。';

    // The editor asks who holds its lock every 5 s; held back here so that the request
    // meeting the dead token is the save below, not a poll landing mid-typing.
    const lockPolls = (url: URL) => url.pathname.endsWith('/lock');
    await page.route(lockPolls, (route) =>
      route.request().method() === 'GET' ? route.abort('internetdisconnected') : route.fallback(),
    );
    await ws.title.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type(before);
    // Logged out elsewhere (another tab, an administrator): every token of the session is revoked.
    const revoked = await fetch(`${world.stack.baseUrl}/backend/oauth/del`, {
      method: 'POST',
      headers: { access_token: await tokenOf(page) },
    });
    expect(revoked.status).toBe(200);
    await page.keyboard.type(after);
    await ws.body.focus();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type(paragraph);

    // The next request meets the dead token: here the temporary save.
    await page.keyboard.press('Control+s');
    const dialog = page.getByRole('alertdialog', { name: 'Error' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: '確認' }).click();
    await page.waitForURL(`${world.stack.baseUrl}/login?returnUrl=${encodeURIComponent(editUrl(id))}`);
    await page.unroute(lockPolls);

    await logIn(page, world.stack.baseUrl, 'editor', editUrl(id));
    await ws.restore.waitFor();
    await ws.restore.getByRole('button', { name: '還原', exact: true }).click();
    await ws.restore.waitFor({ state: 'detached' });
    await expect(ws.title.inputValue()).resolves.toBe(before + after);
    await expect(ws.body.innerText()).resolves.toContain(paragraph);

    await page.keyboard.press('Control+s');
    await waitForStatus(page, 'saved');
    const { draft } = await documentOf(world.stack.baseUrl, world.reader, docIdOf(id));
    expect(draft.title).toBe(before + after);
    expect(textOfHtml(draft.content ?? '')).toContain(paragraph);
  });
});

describe('two editors on one article', () => {
  const id = 'news-003';
  let editorPage: Page;
  let writerPage: Page;

  beforeAll(async () => {
    [editorPage, writerPage] = await Promise.all([
      loggedInPage('editor', editUrl(id)),
      loggedInPage('writer', articleUrl(id)),
    ]);
    await waitForStatus(editorPage, 'clean');
    // A take-over reaches the editor within 5 s (its lock poll) and makes it
    // read-only. These tests play the seconds before that: the editor's polls are held back, so it
    // stays unaware and saves, and the revision alone (If-Match) decides.
    await editorPage.route(
      (url) => url.pathname.endsWith('/lock'),
      (route) =>
        route.request().method() === 'GET' ? route.abort('internetdisconnected') : route.fallback(),
    );
    // The writer comes second, finds the editor's lock and takes it over, as the lead editor allowed.
    await writerPage.goto(`${world.stack.baseUrl}${editUrl(id)}`);
    const notice = writerPage.locator('[data-part="lock-notice"]');
    await notice.waitFor();
    await expect(notice.innerText()).resolves.toMatch(
      new RegExp(`${ACCOUNTS.editor.displayName} 正在編輯（自 \\d\\d:\\d\\d）`),
    );
    await notice.locator('[data-part="take-over"]').click();
    await writerPage.getByRole('alertdialog').getByRole('button', { name: '接手編輯' }).click();
    await notice.waitFor({ state: 'detached' });
  });

  /** The writer saves `writerTitle`, then the editor, unaware, saves `editorTitle` and meets the conflict. */
  async function collide(writerTitle: string, editorTitle: string): Promise<void> {
    const writer = workspace(writerPage);
    await writer.title.fill(writerTitle);
    await writer.save.click();
    await waitForStatus(writerPage, 'saved');
    const editor = workspace(editorPage);
    await editor.title.fill(editorTitle);
    await editor.save.click();
    await editor.conflict.waitFor();
    await waitForStatus(editorPage, 'conflict');
  }

  it('meets the second save with the conflict dialog, and 另存為新草稿 keeps both texts on the server', async () => {
    const writerTitle = '撰稿者先存的標題';
    const editorTitle = '編輯者另存新草稿的標題';
    await collide(writerTitle, editorTitle);
    const editor = workspace(editorPage);
    const by = editor.conflict.locator('[data-part="conflict-by"]');
    await expect(by.innerText()).resolves.toMatch(
      new RegExp(`^${ACCOUNTS.writer.displayName} 於 \\d\\d:\\d\\d 儲存了新版本`),
    );
    const table = await shownText(editor.conflict.locator('[data-part="change-table"]'));
    expect(table).toContain(writerTitle);
    expect(table).toContain(editorTitle);

    await editor.conflict.getByRole('button', { name: '將我的版本另存為新草稿' }).click();
    await editor.conflict.waitFor({ state: 'detached' });
    await editorPage.locator('[data-part="copy-notice"]', { hasText: editorTitle }).waitFor();

    expect((await documentOf(world.stack.baseUrl, world.reader, docIdOf(id))).draft.title).toBe(writerTitle);
    const found = await fetch(
      `${world.stack.baseUrl}/backend/documents?type=item&path=${NEWS_PATH}&q=${encodeURIComponent(editorTitle)}`,
      { headers: { access_token: world.reader } },
    );
    const copies = ((await found.json()) as { rows: Array<{ docId: string; title: string; status: string }> })
      .rows;
    expect(copies.map(({ title, status }) => ({ title, status }))).toEqual([
      { title: editorTitle, status: 'draft' },
    ]);
    expect(copies[0]?.docId).not.toBe(docIdOf(id));
    // The editor now works on the writer's text, which is on the server: nothing unsaved.
    await expect(editor.title.inputValue()).resolves.toBe(writerTitle);
  });

  it('keeps the other editor’s text in the revisions when 保留我的版本 saves over it', async () => {
    const writerTitle = '撰稿者第二次暫存的標題';
    const editorTitle = '編輯者保留並覆蓋的標題';
    await collide(writerTitle, editorTitle);
    const editor = workspace(editorPage);
    await editor.conflict.getByRole('button', { name: '保留我的版本（覆蓋對方）' }).click();
    await editor.conflict.waitFor({ state: 'detached' });
    await waitForStatus(editorPage, 'saved');

    const current = await documentOf(world.stack.baseUrl, world.reader, docIdOf(id));
    expect(current.draft.title).toBe(editorTitle);
    const revisions = await revisionsOf(world.stack.baseUrl, world.reader, docIdOf(id));
    const newest = revisions
      .slice(0, 2)
      .map(({ account, action, data }) => ({ account, action, title: data.title }));
    expect(newest).toEqual([
      { account: ACCOUNTS.editor.account, action: 'save', title: editorTitle },
      { account: ACCOUNTS.writer.account, action: 'save', title: writerTitle },
    ]);
  });
});

describe('a reader with r only', () => {
  it('sees 檢視草稿 and a read-only panel, and the server refuses a forced save with 403', async () => {
    const id = 'news-007';
    const page = await loggedInPage('viewer', articleUrl(id));
    const entry = page.locator('[data-part="edit-entry"] a');
    await expect(entry.innerText()).resolves.toBe('檢視草稿');
    await expect(entry.getAttribute('href')).resolves.toBe(editUrl(id));
    await entry.click();
    await page.waitForURL(`${world.stack.baseUrl}${editUrl(id)}`);
    const ws = workspace(page);
    await ws.panel.getByRole('heading', { level: 2, name: '檢視草稿' }).waitFor();
    await ws.title.waitFor();

    expect(await ws.title.isEditable()).toBe(false);
    expect(await ws.body.isEditable()).toBe(false);
    await expect(ws.panel.locator('[data-part="edit-save"]:enabled').count()).resolves.toBe(0);
    // Ctrl+S does nothing a reader could mistake for a save.
    const puts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT') puts.push(request.url());
    });
    await page.keyboard.press('Control+s');
    await expect(ws.status.getAttribute('data-status')).resolves.toBe('clean');

    const { revision, draft } = await documentOf(world.stack.baseUrl, world.reader, docIdOf(id));
    const forced = await saveAs(world.stack.baseUrl, await tokenOf(page), docIdOf(id), revision, {
      ...draft,
      title: '檢視者不應能儲存',
    });
    expect(forced.status).toBe(403);
    expect(puts).toEqual([]);
    expect((await documentOf(world.stack.baseUrl, world.reader, docIdOf(id))).revision).toBe(revision);
  });
});
