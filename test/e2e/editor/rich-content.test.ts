import type { Page } from 'playwright-core';
import { watchPage, type PageProblems } from '../support/harness';
import {
  articleUrl,
  docIdOf,
  documentOf,
  openEditor,
  publishFromEditor,
  tabTo,
  useEditorWorld,
  waitForStatus,
  workspace,
} from '../support/editor-browser';
import { formatViolation, runAxe, settle, trackRequests } from '../support/site-browser';

/**
 * Rich content survives editing, in Chromium against the reference server: an article
 * with a table and a figure is edited, saved and published, and the public page still has them; a
 * new table is built by keyboard alone and published; a pasted image whose address cannot load is
 * dropped.
 */

const world = useEditorWorld();

/** The public page's rich text, once the published item has loaded. */
/**
 * What went wrong in the page, less the editor's lock check that leaving it may cut off: the check
 * repeats on a timer, so one can start between the quiet moment `publicBody` waits for and the
 * navigation (seen once under a full run's load).
 */
const problemsBesidesLeaving = (problems: PageProblems): string[] =>
  problems.all().filter((problem) => !/^GET \S+\/lock: net::ERR_ABORTED$/.test(problem));

async function publicBody(page: Page, requests: { inFlight(): number }, id: string) {
  // Leaving the editor while it still loads a list aborts that request: the test's doing, not a
  // problem of the page, so it leaves once the editor's requests have all been answered.
  await settle(page, requests);
  await page.goto(`${world.stack.baseUrl}${articleUrl(id)}`);
  const body = page.locator('main [data-part="rich-text"]').first();
  await body.waitFor();
  return body;
}

/** Moves focus to the body's toolbar (Alt+F10) and then to the button named `name` with the arrows. */
async function toolbarButton(page: Page, name: string): Promise<void> {
  await page.keyboard.press('Alt+F10');
  const seen: string[] = [];
  for (let presses = 0; presses < 30; presses += 1) {
    const focused = await page.evaluate(() => {
      const element = document.activeElement;
      const inToolbar = element?.closest('[role="toolbar"]') !== null;
      return {
        text: inToolbar ? (element?.textContent ?? '') : '',
        where: element?.tagName.toLowerCase() ?? 'none',
      };
    });
    if (focused.text === name) return;
    seen.push(focused.text || `(${focused.where}, outside the toolbar)`);
    await page.keyboard.press('ArrowRight');
  }
  throw new Error(`the toolbar has no button named ${name}; the focus went ${seen.join(' → ')}`);
}

describe('rich content in the editor', () => {
  it('keeps a table’s caption and header cells and a figure’s caption through editing and publishing', async () => {
    const id = 'news-004';
    const page = await world.context.newPage();
    const problems = watchPage(page);
    const requests = trackRequests(page);
    const ws = workspace(page);
    await openEditor(page, world.stack.baseUrl, id);
    await waitForStatus(page, 'clean');
    await ws.body.locator('p').last().click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('（已更新）');
    await page.keyboard.press('Control+s');
    await waitForStatus(page, 'saved');

    const { draft } = await documentOf(world.stack.baseUrl, world.reader, docIdOf(id));
    const saved = String(draft.content);
    expect(saved).toContain('我們將儘速回覆。（已更新）</p>');
    expect(saved).toContain('<caption>2026 年 1 月開放時間</caption>');
    expect(saved.match(/<th scope="(col|row)">/g)).toHaveLength(6);
    expect(saved).toContain('<figcaption>本館前身的舊漁會倉庫外觀</figcaption>');
    // The preview beside the form shows the same table and figure.
    await expect(ws.preview.locator('table caption').innerText()).resolves.toBe('2026 年 1 月開放時間');

    await publishFromEditor(page);
    const body = await publicBody(page, requests, id);
    await expect(body.locator('table caption').innerText()).resolves.toBe('2026 年 1 月開放時間');
    await expect(body.locator('table th').allInnerTexts()).resolves.toEqual([
      '日期',
      '館內展區',
      '戶外園區',
      '1 月 1 日至 12 日',
      '1 月 13 日至 17 日',
      '1 月 18 日起',
    ]);
    await expect(body.locator('figure figcaption').innerText()).resolves.toBe('本館前身的舊漁會倉庫外觀');
    await expect(body.locator('figure img').getAttribute('alt')).resolves.toBe('本館前身的舊漁會倉庫外觀');
    expect(problemsBesidesLeaving(problems)).toEqual([]);
    await page.close();
  });

  it('builds a new table by keyboard alone, with a caption and a header row, and publishes it', async () => {
    const id = 'news-005';
    const page = await world.context.newPage();
    const problems = watchPage(page);
    const requests = trackRequests(page);
    const ws = workspace(page);
    await openEditor(page, world.stack.baseUrl, id);
    await waitForStatus(page, 'clean');
    await tabTo(page, ws.body);
    await page.keyboard.press('Control+End');
    await toolbarButton(page, '插入表格');
    await page.keyboard.press('Enter');
    // The cursor waits in the caption; Enter and Tab go on cell by cell, Tab in the last adds a row.
    await page.keyboard.type('巡迴場次');
    await page.keyboard.press('Enter');
    for (const cell of [
      '場次',
      '地點',
      '費用',
      '11 月',
      '山城分館',
      '免費',
      '12 月',
      '港邊本館',
      '免費',
      '1 月',
      '港邊本館',
    ])
      await page.keyboard.type(cell).then(() => page.keyboard.press('Tab'));
    await page.keyboard.type('免費');
    // Columns by the named buttons, from the keyboard too: one added after 費用, then 費用 removed.
    await toolbarButton(page, '新增欄');
    await page.keyboard.press('Enter');
    await toolbarButton(page, '刪除欄');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Control+s');
    await waitForStatus(page, 'saved');

    const editorViolations = await runAxe(page, world.stack.baseUrl);
    expect(editorViolations.map((violation) => formatViolation(violation))).toEqual([]);

    const { draft } = await documentOf(world.stack.baseUrl, world.reader, docIdOf(id));
    const content = String(draft.content);
    const table = content.slice(content.indexOf('<table'));
    expect(table).toMatch(
      /^<table><caption>巡迴場次<\/caption><thead><tr><th scope="col">場次<\/th><th scope="col">地點<\/th><th scope="col"><\/th><\/tr><\/thead>/,
    );
    expect(table).toContain('<tbody><tr><td>11 月</td><td>山城分館</td><td></td></tr>');
    expect(table).toContain('<tr><td>1 月</td><td>港邊本館</td><td></td></tr></tbody></table>');

    await publishFromEditor(page);
    const body = await publicBody(page, requests, id);
    await expect(body.locator('table caption').innerText()).resolves.toBe('巡迴場次');
    await expect(body.locator('table thead th').allInnerTexts()).resolves.toEqual(['場次', '地點', '']);
    await expect(body.locator('table thead th').first().getAttribute('scope')).resolves.toBe('col');
    const violations = await runAxe(page, world.stack.baseUrl);
    expect(violations.map((violation) => formatViolation(violation))).toEqual([]);
    expect(problemsBesidesLeaving(problems)).toEqual([]);
    await page.close();
  });

  it('drops a pasted image whose address cannot load here, and keeps one that can', async () => {
    const id = 'news-006';
    const page = await world.context.newPage();
    const ws = workspace(page);
    await openEditor(page, world.stack.baseUrl, id);
    await waitForStatus(page, 'clean');
    await ws.body.locator('p').first().click();
    await page.keyboard.press('End');
    await ws.body.evaluate((element) => {
      const data = new DataTransfer();
      data.setData(
        'text/html',
        '<p>貼上的圖<img src="x" alt="壞掉"><img src="/media/demo/hall-1.svg" alt="展廳"></p>',
      );
      element.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    });
    await page.keyboard.press('Control+s');
    await waitForStatus(page, 'saved');
    const { draft } = await documentOf(world.stack.baseUrl, world.reader, docIdOf(id));
    expect(String(draft.content)).toContain('<img src="/media/demo/hall-1.svg" alt="展廳">');
    expect(String(draft.content)).not.toContain('src="x"');
    await page.close();
  });
});
