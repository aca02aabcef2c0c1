import type { Page } from 'playwright-core';
import {
  articleUrl,
  docIdOf,
  documentOf,
  NEWS_PATH,
  openEditor,
  publishFromEditor,
  saveAs,
  shownText,
  waitForStatus,
  workspace,
  useEditorWorld,
} from '../support/editor-browser';
import { formatViolation, runAxe } from '../support/site-browser';
import { LANG } from '../support/site-plan';

/**
 * A document's past and the editor's dashboard in Chromium against the reference server (issue
 * 15): restoring an older revision as the draft and publishing it, the documents list, a new item
 * opened in the editor, and the trash. The newer version the restore goes back from is set up
 * through the API; the restored draft is published with the editor's 發布 button.
 */

const DASHBOARD = `/home/${LANG}/editor`;
/** The news module's name in the menu, and so in the staff navigation. */
const NEWS_TITLE = '最新消息';

const world = useEditorWorld({ landing: DASHBOARD, keepPage: true });
/** The one page the file's tests walk through. */
let page: Page;
beforeAll(() => {
  page = world.page;
});

async function expectNoAxeViolations(): Promise<void> {
  const violations = await runAxe(page, world.stack.baseUrl);
  expect(violations.map((violation) => formatViolation(violation))).toEqual([]);
}

const send = (method: string, path: string, revision?: number) =>
  fetch(`${world.stack.baseUrl}${path}`, {
    method,
    headers: {
      access_token: world.reader,
      'content-type': 'application/json',
      ...(revision === undefined ? {} : { 'if-match': `"${revision}"` }),
    },
    body: method === 'GET' || method === 'DELETE' ? undefined : '{}',
  });

/** The news module's page under 內容, reached from the dashboard through the staff navigation. */
async function openDashboard(): Promise<void> {
  await page.goto(`${world.stack.baseUrl}${DASHBOARD}`);
  await staffNav().getByRole('link', { name: NEWS_TITLE, exact: true }).click();
  await page.waitForURL((url) => url.pathname === `${DASHBOARD}/content/${NEWS_PATH}`);
  await page.locator('[data-part="documents-table"]').waitFor();
}

const staffNav = () => page.getByRole('navigation', { name: '編輯者工具' });

/** The news module's trash, at its own address. */
async function openTrash(): Promise<void> {
  await openDashboard();
  await page
    .getByRole('navigation', { name: `${NEWS_TITLE}的頁面` })
    .getByRole('link', { name: '回收桶' })
    .click();
  await page.waitForURL((url) => url.pathname === `${DASHBOARD}/content/${NEWS_PATH}/trash`);
}

describe('the history of a document', () => {
  it('restores an older revision as the draft, and once published a visitor reads the older text', async () => {
    const id = 'news-002';
    const docId = docIdOf(id);
    const original = await documentOf(world.stack.baseUrl, world.reader, docId);
    const oldTitle = String(original.draft.title);
    // A newer version, published: what the visitor reads before the restore.
    expect(
      (
        await saveAs(world.stack.baseUrl, world.reader, docId, 1, {
          ...original.draft,
          title: '改版後的標題',
        })
      ).status,
    ).toBe(200);
    expect((await send('POST', `/backend/documents/${encodeURIComponent(docId)}/publish`, 2)).status).toBe(
      200,
    );

    await openEditor(page, world.stack.baseUrl, id);
    await waitForStatus(page, 'clean');
    const ws = workspace(page);
    await expect(ws.title.inputValue()).resolves.toBe('改版後的標題');
    const history = ws.panel.locator('[data-part="history-section"]');
    await history.getByRole('button', { name: '版本紀錄' }).click();
    await history.getByRole('button', { name: /^第 1 版/ }).click();
    await history.locator('[data-part="revision-difference"]').waitFor();
    await expect(shownText(history.getByRole('table', { name: '其他欄位' }))).resolves.toContain(oldTitle);
    await expectNoAxeViolations();

    await history.getByRole('button', { name: '還原為草稿' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '還原為草稿' }).click();
    await history.getByText(/已將第 1 版還原為草稿（第 4 版）/).waitFor();
    await expect(ws.title.inputValue()).resolves.toBe(oldTitle);
    const restored = await documentOf(world.stack.baseUrl, world.reader, docId);
    expect(restored).toMatchObject({ revision: 4, draft: { title: oldTitle } });
    await history.getByRole('button', { name: /^第 4 版・還原・editor/ }).waitFor();
    await expect(history.locator('[data-part="audit-trail"]').innerText()).resolves.toMatch(
      /還原（第 4 版）/,
    );

    // 發布 from the editor: the accessibility gate runs on the restored draft, then the publish.
    await publishFromEditor(page);
    expect(await documentOf(world.stack.baseUrl, world.reader, docId)).toMatchObject({ status: 'published' });
    const visitor = await world.browser.newContext({ locale: 'zh-TW' });
    const visit = await visitor.newPage();
    await visit.goto(`${world.stack.baseUrl}${articleUrl(id)}`);
    await visit.getByRole('heading', { level: 1, name: oldTitle }).waitFor();
    await visitor.close();
  });
});

describe('a module’s pages in the staff area', () => {
  it('lists a module’s items, filters them by status, and has no axe violation', async () => {
    const docId = docIdOf('news-003');
    const doc = await documentOf(world.stack.baseUrl, world.reader, docId);
    await saveAs(world.stack.baseUrl, world.reader, docId, doc.revision, {
      ...doc.draft,
      title: '修改中的消息',
    });

    await openDashboard();
    await expectNoAxeViolations();
    await page.getByLabel('狀態').selectOption('changed');
    const row = page.locator(`[data-part="documents-table"] tr[data-doc="${docId}"]`);
    await row.waitFor();
    await expect(row.locator('[data-part="status-badge"]').innerText()).resolves.toContain('發布後已修改');
    const statuses = await page
      .locator('[data-part="documents-table"] [data-part="status-badge"]')
      .evaluateAll((badges) => badges.map((badge) => badge.getAttribute('data-status')));
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set(['changed']));
    await expect(row.getByRole('link', { name: /開啟編輯/ }).getAttribute('href')).resolves.toBe(
      `/home/${LANG}/${NEWS_PATH}/news-003?edit=1`,
    );
  });

  it('creates an item as a draft and opens it in the editor', async () => {
    await openDashboard();
    const form = page.locator('[data-part="create-item"]');
    await form.getByRole('button', { name: '新增項目' }).click();
    await form.getByRole('alert').filter({ hasText: '請填寫標題' }).waitFor();
    await form.getByLabel(/^標題/).fill('新開幕的港口特展');
    await form.getByRole('button', { name: '新增項目' }).click();
    await page.waitForURL(new RegExp(`/home/${LANG}/${NEWS_PATH}/[^/?]+\\?edit=1$`));
    await waitForStatus(page, 'clean');
    await expect(workspace(page).title.inputValue()).resolves.toBe('新開幕的港口特展');
    const id = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    expect(await documentOf(world.stack.baseUrl, world.reader, docIdOf(id))).toMatchObject({
      status: 'draft',
    });
  });

  it('restores an item from the trash as an unpublished draft', async () => {
    const docId = docIdOf('news-004');
    const doc = await documentOf(world.stack.baseUrl, world.reader, docId);
    expect((await send('DELETE', `/backend/documents/${encodeURIComponent(docId)}`)).status).toBe(200);

    await openTrash();
    const trash = page.locator('[data-part="trash-panel"]');
    const row = trash.locator(`tr[data-doc="${docId}"]`);
    await expect(row.innerText()).resolves.toContain(String(doc.draft.title));
    await expect(row.innerText()).resolves.toContain('editor');
    await row.getByRole('button', { name: /^還原/ }).click();
    await trash.getByText(/已還原「.+」為未發布的草稿/).waitFor();
    await row.waitFor({ state: 'detached' });
    expect(await documentOf(world.stack.baseUrl, world.reader, docId)).toMatchObject({ status: 'draft' });
  });
});
