import type { BrowserContext, Page } from 'playwright-core';
import { watchPage } from '../support/harness';
import {
  ACCOUNTS,
  docIdOf,
  documentOf,
  editUrl,
  textOfHtml,
  tokenOf,
  waitForBackup,
  waitForStatus,
  workspace,
  type AccountName,
  useEditorWorld,
} from '../support/editor-browser';

/**
 * The editor when things go wrong around it, in Chromium against the reference server:
 * a login revoked with unsaved text, a colleague taking the lock over, a tab closed, a network that
 * comes back, and an article longer than the old 64 KB body limit. Each test has its own article
 * and its own logged-in contexts.
 */

/** Each test logs in its own contexts; `reader` reads drafts back apart from the browsers' sessions. */
const world = useEditorWorld({ who: null, reader: true });

/** A context of its own, logged in as `who`, with the editor of `id` open and its draft loaded. */
async function editorOf(who: AccountName, id: string): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await world.loggedIn(who, editUrl(id));
  await opened.page.locator('[data-part="edit-status"]').waitFor();
  return opened;
}

/** The lock's holder as the server sees it now (the light poll's own route). */
async function lockHolder(id: string): Promise<string | null> {
  const answer = await fetch(
    `${world.stack.baseUrl}/backend/documents/${encodeURIComponent(docIdOf(id))}/lock`,
    {
      headers: { access_token: world.reader },
    },
  );
  return ((await answer.json()) as { lock: { account: string } | null }).lock?.account ?? null;
}

describe('a login revoked while text is unsaved (612)', () => {
  it('shows the spec’s Error dialog with the server’s message and, in it, that the changes are kept on this device', async () => {
    const id = 'news-012';
    const { page } = await editorOf('editor', id);
    const ws = workspace(page);
    await waitForStatus(page, 'clean');
    await ws.title.fill('撤銷登入前尚未暫存的標題');
    await waitForBackup(page, '撤銷登入前尚未暫存的標題');
    const revoked = await fetch(`${world.stack.baseUrl}/backend/oauth/del`, {
      method: 'POST',
      headers: { access_token: await tokenOf(page) },
    });
    expect(revoked.status).toBe(200);

    await page.keyboard.press('Control+s');
    const dialog = page.getByRole('alertdialog', { name: 'Error' });
    await dialog.waitFor();
    // The spec's dialog: titled Error, the server's message; the reassurance is a line of its own.
    const text = await dialog.innerText();
    expect(text).toMatch(/登入已失效|Token|重新登入/);
    const note = dialog.locator('[data-part="dialog-note"]');
    await expect(note.innerText()).resolves.toBe('變更已保存在這台裝置上；重新登入後即可繼續編輯');
    expect(await note.isVisible()).toBe(true);
    // Announced with the dialog: the note is part of its accessible description.
    const describedBy = (await dialog.getAttribute('aria-describedby')) ?? '';
    const description = await page.evaluate(
      (ids) =>
        ids
          .split(' ')
          .map((one) => document.getElementById(one)?.textContent ?? '')
          .join(' '),
      describedBy,
    );
    expect(description).toContain('變更已保存在這台裝置上');

    await dialog.getByRole('button', { name: '確認' }).click();
    await page.waitForURL(`${world.stack.baseUrl}/login?returnUrl=${encodeURIComponent(editUrl(id))}`);
  });
});

describe('a colleague taking the lock over', () => {
  it('reaches the first editor within 10 s, turns it read-only with the existing message, and keeps its text on the device', async () => {
    const id = 'news-013';
    const first = await editorOf('editor', id);
    const firstWs = workspace(first.page);
    await waitForStatus(first.page, 'clean');
    const unsaved = '接手前尚未暫存的標題';
    await firstWs.title.fill(unsaved);
    await waitForStatus(first.page, 'dirty');

    const second = await editorOf('writer', id);
    const notice = second.page.locator('[data-part="lock-notice"]');
    await notice.waitFor();
    await notice.locator('[data-part="take-over"]').click();
    await second.page.getByRole('alertdialog').getByRole('button', { name: '接手編輯' }).click();
    await notice.waitFor({ state: 'detached' });
    const takenAt = Date.now();

    const lost = first.page.locator('[data-part="lock-notice"]');
    await lost.waitFor({ timeout: 10_000 });
    const reachedMs = Date.now() - takenAt;
    expect(reachedMs).toBeLessThan(10_000);
    await expect(lost.innerText()).resolves.toContain(
      `${ACCOUNTS.writer.displayName} 已接手編輯這份文件；您的變更仍保留，暫存前請先確認`,
    );
    expect(await firstWs.title.isEditable()).toBe(false);
    await expect(firstWs.title.inputValue()).resolves.toBe(unsaved);
    await waitForBackup(first.page, unsaved);
    // Nothing of the first editor reached the server: the writer's draft is untouched.
    expect((await documentOf(world.stack.baseUrl, world.reader, docIdOf(id))).draft.title).not.toBe(unsaved);
    expect(await lockHolder(id)).toBe(ACCOUNTS.writer.account);
    console.info(`take-over reached the first editor after ${reachedMs} ms`);
  });
});

describe('closing the tab', () => {
  it('releases the lock with a keepalive request, so a colleague finds the article free within seconds', async () => {
    const id = 'news-014';
    const { page } = await editorOf('editor', id);
    await waitForStatus(page, 'clean');
    expect(await lockHolder(id)).toBe(ACCOUNTS.editor.account);

    // As a user closes the tab: beforeunload and pagehide run (nothing is unsaved, so no question).
    await page.close({ runBeforeUnload: true });
    const closedAt = Date.now();
    while ((await lockHolder(id)) !== null && Date.now() - closedAt < 2_000)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const freedMs = Date.now() - closedAt;
    expect(await lockHolder(id)).toBeNull();
    console.info(`lock free ${freedMs} ms after the tab closed (the lock's own lapse is 150 s)`);

    const colleague = await editorOf('writer', id);
    await waitForStatus(colleague.page, 'clean');
    expect(await colleague.page.locator('[data-part="lock-notice"]').count()).toBe(0);
    expect(await workspace(colleague.page).title.isEditable()).toBe(true);
  });
});

describe('the network coming back', () => {
  it('saves the draft by itself when the browser is online again, without a click', async () => {
    const id = 'news-015';
    const { context, page } = await editorOf('editor', id);
    const ws = workspace(page);
    await waitForStatus(page, 'clean');
    const title = '離線時打的字，上線後自動暫存';

    await context.setOffline(true);
    await ws.title.fill(title);
    await ws.save.click();
    await waitForStatus(page, 'failed');
    await expect(ws.status.innerText()).resolves.toContain('網路');
    const clicks: string[] = [];
    await page.exposeFunction('noteClick', (what: string) => clicks.push(what));
    await page.evaluate(() => {
      document.addEventListener('click', (event) =>
        (window as unknown as { noteClick: (what: string) => void }).noteClick(
          (event.target as Element).outerHTML.slice(0, 60),
        ),
      );
    });

    await context.setOffline(false);
    await waitForStatus(page, 'saved');
    expect((await documentOf(world.stack.baseUrl, world.reader, docIdOf(id))).draft.title).toBe(title);
    expect(clicks).toEqual([]);
  });
});

describe('an article longer than 64 KB', () => {
  it('saves 30,000 CJK characters (about 90 KB) of body text', async () => {
    const id = 'news-016';
    const { page } = await editorOf('editor', id);
    const problems = watchPage(page);
    const ws = workspace(page);
    await waitForStatus(page, 'clean');
    const long = '臺灣燈塔修復紀錄'.repeat(3_750);
    expect(long).toHaveLength(30_000);

    await ws.body.focus();
    await page.keyboard.press('Control+A');
    // One paste-sized insertion, as a writer pastes a long text from a word processor.
    await page.keyboard.insertText(long);
    await waitForStatus(page, 'dirty');
    await page.keyboard.press('Control+s');
    await waitForStatus(page, 'saved', 30_000);

    const { draft } = await documentOf(world.stack.baseUrl, world.reader, docIdOf(id));
    expect(textOfHtml(draft.content ?? '')).toContain(long);
    expect(Buffer.byteLength(JSON.stringify({ data: draft }))).toBeGreaterThan(64 * 1024);
    expect(problems.errorResponses).toEqual([]);
  });

  it('refuses more than 200,000 characters before sending, counts them, and offers no 重試', async () => {
    const id = 'news-017';
    const { page } = await editorOf('editor', id);
    const ws = workspace(page);
    await waitForStatus(page, 'clean');
    const puts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && !request.url().endsWith('/lock')) puts.push(request.url());
    });

    await ws.body.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.insertText('燈'.repeat(200_100));
    await waitForStatus(page, 'dirty', 30_000);
    await page.keyboard.press('Control+s');
    await waitForStatus(page, 'failed');
    // The reason is part of the one status line, so what is heard is what is seen.
    await expect(ws.status.innerText()).resolves.toMatch(
      /內文超過 200,000 字（目前 200,1\d\d 字），請縮短後再暫存/,
    );
    expect(await ws.retry.count()).toBe(0);
    expect(puts).toEqual([]);
  });
});
