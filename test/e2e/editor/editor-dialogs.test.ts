import type { Locator, Page } from 'playwright-core';
import {
  apiToken,
  docIdOf,
  documentOf,
  editUrl,
  openEditor,
  saveAs,
  shownText,
  waitForBackup,
  waitForStatus,
  useEditorWorld,
  workspace,
} from '../support/editor-browser';
import { formatViolation, runAxe } from '../support/site-browser';

/**
 * The editor's dialogs and status line in Chromium against the reference server: the
 * restore question opens on its safe choice, the restore and conflict dialogs mark changed words,
 * confirms name their action, the live region says why a save failed, and axe reads an open
 * dialog only once it has stopped moving. Each test edits its own demo article.
 */

const world = useEditorWorld();

/** Sets an article's title through the API, as another editor's save would, before the test opens it. */
async function setTitle(id: string, title: string): Promise<void> {
  const writer = await apiToken(world.stack.baseUrl, 'writer');
  const { revision, draft } = await documentOf(world.stack.baseUrl, writer, docIdOf(id));
  expect((await saveAs(world.stack.baseUrl, writer, docIdOf(id), revision, { ...draft, title })).status).toBe(
    200,
  );
}

/** Types a title, waits for the device backup, and reloads: the restore question opens. */
async function reloadWithUnsavedTitle(page: Page, id: string, title: string): Promise<void> {
  const ws = workspace(page);
  await openEditor(page, world.stack.baseUrl, id);
  await waitForStatus(page, 'clean');
  await ws.title.fill(title);
  await waitForBackup(page, title);
  // The tab asks before it unloads with unsaved changes; the test answers "leave".
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await ws.restore.waitFor();
}

/** The words a change table strikes and adds in the row of `field`, as a sighted editor reads them. */
async function marksOf(dialog: Locator, field: string): Promise<{ del: string[]; ins: string[] }> {
  const row = dialog.locator(`[data-part="change-table"] tr[data-field="${field}"]`);
  const read = (tag: string) =>
    row
      .locator(tag)
      .evaluateAll((marks) =>
        marks.map((mark) => (mark.textContent ?? '').replace(/^〔(刪除|新增)：/, '').replace(/〕$/, '')),
      );
  return { del: await read('del'), ins: await read('ins') };
}

describe('the restore question after a reload', () => {
  it('opens with focus on 還原, so one reflexive Enter restores the unsaved text instead of discarding it', async () => {
    const id = 'news-002';
    const { page, problems } = await world.newPage();
    const ws = workspace(page);
    const title = '重新整理前尚未暫存的標題';
    await reloadWithUnsavedTitle(page, id, title);

    const restore = ws.restore.getByRole('button', { name: '還原', exact: true });
    await page.waitForFunction(
      () =>
        document.activeElement?.closest('[data-part="restore-dialog"]') &&
        document.activeElement.textContent === '還原',
    );
    await expect(restore.evaluate((button) => button === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press('Enter');
    await ws.restore.waitFor({ state: 'detached' });
    await expect(ws.title.inputValue()).resolves.toBe(title);
    await waitForStatus(page, 'dirty');
    expect(problems.all()).toEqual([]);
  });
});

describe('the restore and conflict dialogs', () => {
  it('strike and add the changed words of a field, as 版本紀錄 does, not the whole field', async () => {
    const id = 'news-003';
    const { page } = await world.newPage();
    const ws = workspace(page);
    await setTitle(id, '望潮燈塔週末導覽行程');
    await reloadWithUnsavedTitle(page, id, '望潮燈塔平日導覽行程');

    await expect(marksOf(ws.restore, 'title')).resolves.toEqual({ del: ['週末'], ins: ['平日'] });
    const row = ws.restore.locator('[data-part="change-table"] tr[data-field="title"]');
    await expect(shownText(row.locator('[data-side="from"]'))).resolves.toBe('望潮燈塔週末導覽行程');
    await expect(shownText(row.locator('[data-side="to"]'))).resolves.toBe('望潮燈塔平日導覽行程');
    await ws.restore.getByRole('button', { name: '還原', exact: true }).click();
    await ws.restore.waitFor({ state: 'detached' });

    // Another editor saves a third wording meanwhile; this editor's save meets it.
    await setTitle(id, '望潮燈塔夜間導覽行程');
    await ws.save.click();
    await ws.conflict.waitFor();
    await expect(marksOf(ws.conflict, 'title')).resolves.toEqual({ del: ['夜間'], ins: ['平日'] });
    await ws.conflict.getByRole('button', { name: '保留我的版本（覆蓋對方）' }).click();
    await ws.conflict.waitFor({ state: 'detached' });
    await waitForStatus(page, 'saved');
    expect((await documentOf(world.stack.baseUrl, world.reader, docIdOf(id))).draft.title).toBe(
      '望潮燈塔平日導覽行程',
    );
  });
});

describe('confirms in the editor', () => {
  it('name the yes button after the action: 刪除 to delete, and nothing is deleted on 取消', async () => {
    const id = 'news-004';
    const { page } = await world.newPage();
    await openEditor(page, world.stack.baseUrl, id);
    await waitForStatus(page, 'clean');
    await page.locator('[data-part="delete-item"]').click();
    const dialog = page.getByRole('alertdialog', { name: '刪除' });
    await dialog.waitFor();
    await expect(dialog.getByRole('button', { name: '刪除', exact: true }).count()).resolves.toBe(1);
    await expect(dialog.getByRole('button', { name: '確認' }).count()).resolves.toBe(0);
    await dialog.getByRole('button', { name: '取消' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect(documentOf(world.stack.baseUrl, world.reader, docIdOf(id))).resolves.toMatchObject({
      docId: docIdOf(id),
    });
  });

  it('name the take-over confirm 接手編輯, and pressing it takes the lock over', async () => {
    const id = 'news-005';
    const { page: editorPage } = await world.newPage();
    await openEditor(editorPage, world.stack.baseUrl, id);
    await waitForStatus(editorPage, 'clean');

    const { page: writerPage } = await world.loggedIn('writer', editUrl(id));
    const notice = writerPage.locator('[data-part="lock-notice"]');
    await notice.locator('[data-part="take-over"]').click();
    const dialog = writerPage.getByRole('alertdialog', { name: '接手編輯' });
    await dialog.waitFor();
    await expect(dialog.getByRole('button', { name: '確認' }).count()).resolves.toBe(0);
    await dialog.getByRole('button', { name: '接手編輯' }).click();
    await notice.waitFor({ state: 'detached' });
    await expect(documentOf(world.stack.baseUrl, world.reader, docIdOf(id))).resolves.toMatchObject({
      lock: { account: 'writer' },
    });
  });
});

describe('the status line', () => {
  it('announces 暫存失敗 with its reason in the live region, the words the line shows', async () => {
    const id = 'news-006';
    const { page } = await world.newPage();
    const ws = workspace(page);
    await openEditor(page, world.stack.baseUrl, id);
    await waitForStatus(page, 'clean');
    const saves = `${world.stack.baseUrl}/backend/documents/**`;
    await page.route(saves, (route) =>
      route.request().method() === 'PUT' && !route.request().url().endsWith('/lock')
        ? route.abort('internetdisconnected')
        : route.fallback(),
    );
    await ws.title.fill('網路中斷時輸入的標題');
    await ws.save.click();
    await waitForStatus(page, 'failed');

    // What a screen reader hears: the live region's accessible text.
    const live = ws.panel.getByRole('status').filter({ hasText: '暫存失敗' });
    await expect(live.ariaSnapshot()).resolves.toBe('- status: 暫存失敗：網路連線中斷，變更保留在這台裝置上');
    await expect(ws.status.innerText()).resolves.toBe('暫存失敗：網路連線中斷，變更保留在這台裝置上');
    await page.unroute(saves);
  });
});

describe('axe over an open dialog', () => {
  it('reads the dialog only once its entrance has ended, even with every animation running 20 times slower', async () => {
    const id = 'news-007';
    const { page } = await world.newPage();
    const ws = workspace(page);
    await openEditor(page, world.stack.baseUrl, id);
    await waitForStatus(page, 'clean');
    // A loaded machine draws the dialog's fade-in slowly: mid-fade, a button's colours are blended
    // with the backdrop, and axe once measured 3.43 there. Slowing the page's clock makes that certain.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Animation.enable');
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 0.05 });
    await setTitle(id, '撰稿者先存的標題');
    await ws.title.fill('編輯者後存的標題');
    await ws.save.click();
    await ws.conflict.waitFor();

    const violations = await runAxe(page, world.stack.baseUrl);
    expect(violations.map((violation) => formatViolation(violation))).toEqual([]);
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 1 });
    await ws.conflict.getByRole('button', { name: '採用對方的版本' }).click();
    await ws.conflict.waitFor({ state: 'detached' });
  });
});
