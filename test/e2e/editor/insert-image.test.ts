import sharp from 'sharp';
import type { Locator } from 'playwright-core';
import { watchPage } from '../support/harness';
import {
  articleUrl,
  docIdOf,
  documentOf,
  openEditor,
  publishFromEditor,
  saveAs,
  useEditorWorld,
  waitForStatus,
  workspace,
} from '../support/editor-browser';
import { formatViolation, runAxe } from '../support/site-browser';

/**
 * 插入圖片 in the body, in Chromium against the reference server: a photograph is uploaded from
 * the dialog, refused without alt text, placed with its alt text and caption, saved and published,
 * and the public page shows it as a figure. axe reads the open dialog.
 */

const world = useEditorWorld();

/** A real JPEG, as a camera would hand it over (with EXIF the server removes). */
const photo = () =>
  sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#2a6f97' } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000"><circle cx="800" cy="500" r="300" fill="#f2c14e"/></svg>',
        ),
      },
    ])
    .jpeg({ quality: 85 })
    .withExif({ IFD0: { Copyright: '拍攝者' } })
    .toBuffer();

describe('插入圖片 in the body', () => {
  it('uploads a photo, refuses it without alt text, and publishes it with its alt text and caption', async () => {
    const id = 'news-003';
    const page = await world.context.newPage();
    const problems = watchPage(page);
    const inFlight = new Set<unknown>();
    page.on('request', (request) => inFlight.add(request));
    page.on('requestfinished', (request) => inFlight.delete(request));
    page.on('requestfailed', (request) => inFlight.delete(request));
    // Neither the editor nor the published page downloads the photograph's original to show it (an
    // upload narrower than the smallest variant, among the site's images offered, has only its own).
    const originals: string[] = [];
    page.on('request', (request) => {
      if (/\/original\.\w+$/.test(new URL(request.url()).pathname)) originals.push(request.url());
    });
    const ws = workspace(page);
    await openEditor(page, world.stack.baseUrl, id);
    await waitForStatus(page, 'clean');
    await ws.body.locator('p').last().click();
    await page.keyboard.press('Control+End');

    await ws.panel.getByRole('button', { name: '插入圖片' }).click();
    const dialog = page.getByRole('dialog', { name: '插入圖片' });
    await dialog.waitFor();
    const violations = await runAxe(page, world.stack.baseUrl);
    expect(violations.map((violation) => formatViolation(violation))).toEqual([]);

    await dialog.getByLabel('上傳新圖片').setInputFiles({
      name: 'harbour.jpg',
      mimeType: 'image/jpeg',
      buffer: await photo(),
    });
    await dialog.getByText('已選擇：harbour.jpg').waitFor();
    await dialog.getByRole('button', { name: '插入', exact: true }).click();
    await dialog.getByText('請填寫替代文字，或勾選「裝飾性圖片」').waitFor();
    await expect(dialog.isVisible()).resolves.toBe(true);

    await dialog.getByLabel('替代文字（必填）').fill('黃昏時的港口');
    await dialog.getByLabel('圖說（選填）').fill('港口的黃昏，2026 年攝');
    await dialog.getByRole('button', { name: '插入', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    // The editor draws the photograph it placed from a variant, as visitors get it, not the original.
    const placed = ws.body.locator('img[src$="/original.jpg"]').last();
    await page.waitForFunction(
      (img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0,
      await placed.elementHandle(),
    );
    await expect(placed.evaluate((img) => (img as HTMLImageElement).currentSrc)).resolves.toMatch(
      /\/media\/uploads\/[0-9a-f]{32}\/w\d+\.webp$/,
    );
    await page.keyboard.press('Control+s');
    await waitForStatus(page, 'saved');

    const { draft } = await documentOf(world.stack.baseUrl, world.reader, docIdOf(id));
    const content = String(draft.content);
    expect(content).toMatch(
      /<figure><img src="\/media\/uploads\/[0-9a-f]{32}\/original\.jpg" alt="黃昏時的港口" width="1600" height="1000"><figcaption>港口的黃昏，2026 年攝<\/figcaption><\/figure>$/,
    );

    await publishFromEditor(page);
    // After its own publish the editor reads the site chrome again: leave once the page has been
    // quiet for a moment, or Chromium aborts those reads and the watcher counts them.
    for (let quiet = 0, waited = 0; quiet < 5 && waited < 100; waited += 1) {
      quiet = inFlight.size === 0 ? quiet + 1 : 0;
      await page.waitForTimeout(100);
    }
    await page.goto(`${world.stack.baseUrl}${articleUrl(id)}`);
    const figure = page.locator('main [data-part="rich-text"] figure').last();
    await figure.waitFor();
    const image = figure.locator('img');
    await expect(image.getAttribute('alt')).resolves.toBe('黃昏時的港口');
    await expect(figure.locator('figcaption').innerText()).resolves.toBe('港口的黃昏，2026 年攝');
    await image.scrollIntoViewIfNeeded();
    // The upload itself is served: the browser decodes a picture from it.
    await page.waitForFunction(
      (img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0,
      await image.elementHandle(),
    );
    // The editor's lock poll (every 5 s) may be on its way when the page leaves for the article:
    // the browser cancels it, as it should. Anything else that failed counts.
    const leftBehind = /^GET \S+\/lock: net::ERR_ABORTED$/;
    expect(problems.all().filter((problem) => !leftBehind.test(problem))).toEqual([]);
    const uploaded = /\/media\/uploads\/([0-9a-f]{32})\//.exec(content)?.[1] ?? 'none';
    expect(originals.filter((url) => url.includes(uploaded))).toEqual([]);
    await page.close();
  });

  it('leaves a figure or a table that ends the body by ArrowDown, Enter and a click below', async () => {
    const page = await world.context.newPage();
    const ws = workspace(page);
    const bodyEnding = async (id: string, html: string) => {
      const { revision, draft } = await documentOf(world.stack.baseUrl, world.reader, docIdOf(id));
      const answer = await saveAs(world.stack.baseUrl, world.reader, docIdOf(id), revision, {
        ...draft,
        content: `<p>前言</p>${html}`,
      });
      expect(answer.status).toBe(200);
      await openEditor(page, world.stack.baseUrl, id);
      await waitForStatus(page, 'clean');
    };
    /** What the editor shows once the keys typed have landed (a busy machine draws late). */
    const eventually = async (read: () => Promise<string>, expected: string) => {
      for (let tries = 0; tries < 50 && (await read()) !== expected; tries += 1)
        await page.waitForTimeout(100);
      expect(await read()).toBe(expected);
    };
    /**
     * Clicks `block` until the caret is inside it: a click while the editor is still settling its
     * content (or drawing the last keys on a busy machine) can leave the caret where it was.
     */
    const caretInto = async (block: Locator) => {
      for (let tries = 0; tries < 20; tries += 1) {
        await block.click();
        const inside = await block.evaluate((element) => {
          const anchor = element.ownerDocument.getSelection()?.anchorNode ?? null;
          return anchor !== null && element.contains(anchor);
        });
        if (inside) return;
        await page.waitForTimeout(100);
      }
      throw new Error('the caret never went into the block clicked');
    };
    const lastParagraph = () =>
      ws.body.evaluate((body) => {
        const last = body.lastElementChild;
        const before = last?.previousElementSibling;
        // A table is drawn inside the editor's own wrapper.
        const block = before?.querySelector('table') ?? before;
        return `${block?.tagName ?? ''} ${last?.tagName ?? ''} ${last?.textContent ?? ''}`;
      });

    await bodyEnding(
      'news-002',
      '<figure><img src="/media/demo/hall-1.svg" alt="展廳" width="400" height="300"><figcaption>展廳一景</figcaption></figure>',
    );
    await caretInto(ws.body.locator('figcaption'));
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.type('後記');
    await eventually(lastParagraph, 'FIGURE P 後記');
    await caretInto(ws.body.locator('figcaption'));
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('補充');
    await eventually(() => ws.body.locator('figure + p').innerText(), '補充');
    await expect(ws.body.locator('figcaption').innerText()).resolves.toBe('展廳一景');

    const table =
      '<table><thead><tr><th scope="col">票種</th><th scope="col">價格</th></tr></thead>' +
      '<tbody><tr><td>全票</td><td>100</td></tr></tbody></table>';
    await bodyEnding('news-008', table);
    // The caret must be in the last cell before the keys go: a click while the editor is still
    // settling its content can land the caret elsewhere.
    await caretInto(ws.body.locator('td').last());
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.type('另見');
    await eventually(lastParagraph, 'TABLE P 另見');

    await bodyEnding('news-009', table);
    // A click in the field's own space below the table, under its last row.
    await ws.body.locator('table').scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 200);
    const box = (await ws.body.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height - 4);
    await page.keyboard.type('說明');
    await eventually(lastParagraph, 'TABLE P 說明');
    await page.close();
  });
});
