import sharp from 'sharp';
import {
  articleUrl,
  BOPOMOFO,
  composeLighthouse,
  docIdOf,
  documentOf,
  editUrl,
  occurrences,
  openEditor,
  shownText,
  tabTo,
  textOfHtml,
  waitForBackup,
  waitForStatus,
  workspace,
  useEditorWorld,
} from '../support/editor-browser';

/**
 * Editing one article in Chromium against the reference server: by keyboard alone, through
 * an input method, across a dropped network and across a reload of the tab. Each test edits its own
 * demo article, so they share one server and one logged-in browser context without meeting.
 */

const world = useEditorWorld();

/** A small real PNG: the server decodes and re-encodes every upload, so the bytes must be an image. */
const harbourPng = (): Promise<Buffer> =>
  sharp({ create: { width: 96, height: 64, channels: 3, background: '#2f6f8f' } })
    .png()
    .toBuffer();

describe('the editor in Chromium', () => {
  it('lets an editor change the title, body and images by keyboard alone, save with Ctrl+S, and shows the change in the preview and in the server draft', async () => {
    const id = 'news-001';
    const { page, problems } = await world.newPage();
    const ws = workspace(page);
    const title = '望潮燈塔週末導覽：鍵盤編輯測試';
    const paragraph = '導覽於每週六下午兩點出發，全程約四十分鐘。';
    const oldAlt = '舊港口的碼頭與漁船';
    const newAlt = '藍色的港灣示意圖';

    await page.goto(`${world.stack.baseUrl}${articleUrl(id)}`);
    const entry = page.locator('[data-part="edit-entry"] a');
    await expect(entry.innerText()).resolves.toBe('編輯此頁');
    await tabTo(page, entry);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${world.stack.baseUrl}${editUrl(id)}`);
    await waitForStatus(page, 'clean');

    await tabTo(page, ws.title);
    await page.keyboard.press('Control+A');
    await page.keyboard.type(title);

    await tabTo(page, ws.body);
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type(paragraph);

    const alts = ws.panel.getByLabel(/^替代文字/);
    await tabTo(page, alts.first());
    await page.keyboard.press('Control+A');
    await page.keyboard.type(oldAlt);

    // The file chooser is the one step a keyboard user hands to the operating system's dialog; the
    // test sets the chosen file on the input directly, with no click.
    await ws.panel
      .getByLabel('上傳圖片')
      .setInputFiles({ name: 'harbour.png', mimeType: 'image/png', buffer: await harbourPng() });
    await alts.nth(1).waitFor();
    await tabTo(page, alts.nth(1));
    await page.keyboard.type(newAlt);

    // Tab enters a radio group on its checked radio (the old representative image); an arrow key
    // moves the choice to the new one.
    const representGroup = ws.panel.getByRole('group', { name: '代表圖' });
    await tabTo(page, representGroup.getByRole('radio', { checked: true }));
    await page.keyboard.press('ArrowDown');
    await expect(representGroup.getByRole('radio').nth(1).isChecked()).resolves.toBe(true);

    // The new image's 上移 stands before the radio group: back with Shift+Tab, then Enter.
    await tabTo(page, ws.panel.getByRole('button', { name: /^上移 harbour/ }), { back: true });
    await page.keyboard.press('Enter');
    await page.getByText('已移到第 1 個，共 2 個').waitFor();

    await page.keyboard.press('Control+s');
    await waitForStatus(page, 'saved');

    await expect(ws.previewTitle.innerText()).resolves.toBe(title);
    await expect(ws.preview.innerText()).resolves.toContain(paragraph);
    const { draft } = await documentOf(world.stack.baseUrl, world.reader, docIdOf(id));
    expect(draft.title).toBe(title);
    expect(textOfHtml(draft.content ?? '')).toContain(paragraph);
    expect(draft.images?.map(({ alt, represent }) => ({ alt, represent }))).toEqual([
      { alt: newAlt, represent: true },
      { alt: oldAlt, represent: false },
    ]);
    expect(problems.all()).toEqual([]);
  });

  it('keeps 燈塔 composed in 注音 exactly once, with no leftover keys, in the title, the body, the preview and the saved draft', async () => {
    const id = 'news-004';
    const { page, problems } = await world.newPage();
    const ws = workspace(page);
    await openEditor(page, world.stack.baseUrl, id);
    await waitForStatus(page, 'clean');
    const cdp = await page.context().newCDPSession(page);
    const titleBefore = await ws.title.inputValue();
    const bodyBefore = await ws.body.innerText();
    const previewBefore = await ws.preview.innerText();

    await ws.title.focus();
    await page.keyboard.press('End');
    await composeLighthouse(cdp);
    await ws.body.focus();
    await page.keyboard.press('Control+End');
    await composeLighthouse(cdp);

    const titleAfter = await ws.title.inputValue();
    const bodyAfter = await ws.body.innerText();
    expect(titleAfter).toBe(`${titleBefore}燈塔`);
    expect(occurrences(bodyAfter, '燈塔')).toBe(occurrences(bodyBefore, '燈塔') + 1);
    expect(bodyAfter.trimEnd().endsWith('燈塔')).toBe(true);
    expect(bodyAfter).not.toMatch(BOPOMOFO);

    await page.keyboard.press('Control+s');
    await waitForStatus(page, 'saved');
    await expect(ws.previewTitle.innerText()).resolves.toBe(`${titleBefore}燈塔`);
    const preview = await ws.preview.innerText();
    expect(preview).not.toMatch(BOPOMOFO);
    // The preview shows the title more than once (heading, breadcrumb): each gains one 燈塔, the body one.
    const titleShown = occurrences(previewBefore, titleBefore);
    expect(titleShown).toBeGreaterThan(0);
    expect(occurrences(preview, '燈塔')).toBe(occurrences(previewBefore, '燈塔') + titleShown + 1);

    const { draft } = await documentOf(world.stack.baseUrl, world.reader, docIdOf(id));
    expect(draft.title).toBe(`${titleBefore}燈塔`);
    const savedBody = textOfHtml(draft.content ?? '');
    expect(occurrences(savedBody, '燈塔')).toBe(occurrences(bodyBefore, '燈塔') + 1);
    expect(savedBody).not.toMatch(BOPOMOFO);
    expect(problems.all()).toEqual([]);
  });

  it('says 暫存失敗 when the network drops during a save, keeps the text, and saves it with 重試 once the network is back', async () => {
    const id = 'news-005';
    const { page, problems } = await world.newPage();
    const ws = workspace(page);
    const title = '網路中斷時仍保留的標題';
    await openEditor(page, world.stack.baseUrl, id);
    await waitForStatus(page, 'clean');
    const before = await documentOf(world.stack.baseUrl, world.reader, docIdOf(id));

    // Only the save's PUT is dropped, as a lost Wi-Fi would drop it; reads and the lock go through.
    const saves = `${world.stack.baseUrl}/backend/documents/**`;
    await page.route(saves, (route) =>
      route.request().method() === 'PUT' && !route.request().url().endsWith('/lock')
        ? route.abort('internetdisconnected')
        : route.fallback(),
    );
    await ws.title.fill(title);
    await ws.save.click();
    await waitForStatus(page, 'failed');
    // The live region says why, as the line shows it.
    await expect(ws.status.innerText()).resolves.toBe('暫存失敗：網路連線中斷，變更保留在這台裝置上');
    await expect(ws.title.inputValue()).resolves.toBe(title);
    await expect(ws.previewTitle.innerText()).resolves.toBe(title);
    expect((await documentOf(world.stack.baseUrl, world.reader, docIdOf(id))).revision).toBe(before.revision);

    await page.unroute(saves);
    await ws.retry.click();
    await waitForStatus(page, 'saved');
    const after = await documentOf(world.stack.baseUrl, world.reader, docIdOf(id));
    expect(after.draft.title).toBe(title);
    // One new revision: the dropped attempt never reached the server, the retry saved once.
    expect(after.revision).toBe(before.revision + 1);
    // The dropped PUT is the only failure: no error answer, nothing thrown in the page.
    expect(problems.failedRequests).toEqual([
      expect.stringMatching(/^PUT .*\/backend\/documents\/item%3Anews%3Anews-005: /),
    ]);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.errorResponses).toEqual([]);
  });

  it('saves what is unsaved when 關閉編輯 is pressed, then shows the page without the editor', async () => {
    const id = 'news-011';
    const { page, problems } = await world.newPage();
    const ws = workspace(page);
    const title = '關閉編輯前自動暫存的標題';
    await openEditor(page, world.stack.baseUrl, id);
    await waitForStatus(page, 'clean');
    const before = await documentOf(world.stack.baseUrl, world.reader, docIdOf(id));

    await ws.title.fill(title);
    await waitForStatus(page, 'dirty');
    await ws.panel.locator('[data-part="close-editor"]').click();
    await page.waitForURL(`${world.stack.baseUrl}${articleUrl(id)}`);
    await ws.root.waitFor({ state: 'detached' });
    // Saved, so nothing was left to ask about.
    await expect(page.getByRole('alertdialog').count()).resolves.toBe(0);
    const after = await documentOf(world.stack.baseUrl, world.reader, docIdOf(id));
    expect(after.draft.title).toBe(title);
    expect(after.revision).toBe(before.revision + 1);
    // Outside edit mode a page shows what is published, not the saved draft. The published item
    // loads anew after the editor closes (its h1 says 載入中… until then: CI once read it then).
    const heading = page.locator('h1').filter({ hasNotText: '載入中' }).first();
    await heading.waitFor();
    await expect(heading.innerText()).resolves.toBe(before.draft.title);
    // Closing releases the edit lock, so the next editor is not told someone is still editing.
    const deadline = Date.now() + 5_000;
    let lock = after.lock;
    while (lock && Date.now() < deadline) {
      await page.waitForTimeout(100);
      ({ lock } = await documentOf(world.stack.baseUrl, world.reader, docIdOf(id)));
    }
    expect(lock).toBeNull();
    expect(problems.all()).toEqual([]);
  });

  it('offers the unsaved text after the tab is reloaded, and 還原 brings all of it back', async () => {
    const id = 'news-006';
    const { page, problems } = await world.newPage();
    const ws = workspace(page);
    const title = '重新整理後還原的標題';
    const paragraph = '這一段在重新整理前尚未暫存。';
    await openEditor(page, world.stack.baseUrl, id);
    await waitForStatus(page, 'clean');

    await ws.title.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type(title);
    await ws.body.focus();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type(paragraph);
    // The device backup follows about a second after the last keystroke: wait for it to be written.
    await waitForBackup(page, paragraph);

    // A tab with unsaved changes asks before it unloads; the test answers "leave".
    const asked: string[] = [];
    page.on('dialog', (dialog) => {
      asked.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    await ws.restore.waitFor();
    expect(asked).toEqual(['beforeunload']);
    const table = ws.restore.locator('[data-part="change-table"]');
    await expect(shownText(table)).resolves.toContain(title);

    await ws.restore.getByRole('button', { name: '還原', exact: true }).click();
    await ws.restore.waitFor({ state: 'detached' });
    await expect(ws.title.inputValue()).resolves.toBe(title);
    await expect(ws.body.innerText()).resolves.toContain(paragraph);
    await waitForStatus(page, 'dirty');

    await page.keyboard.press('Control+s');
    await waitForStatus(page, 'saved');
    const { draft } = await documentOf(world.stack.baseUrl, world.reader, docIdOf(id));
    expect(draft.title).toBe(title);
    expect(textOfHtml(draft.content ?? '')).toContain(paragraph);
    expect(problems.all()).toEqual([]);
  });
});
