import type { Browser, BrowserContext, Page } from 'playwright-core';
import { REVIEW_TEXTS } from '../../../src/shared/review-workflow';
import { launchBrowser, startStack, type Stack } from '../support/harness';
import {
  ACCOUNTS,
  apiToken,
  articleUrl,
  docIdOf,
  documentOf,
  logIn,
  newEditorContext,
  openEditor,
  waitForStatus,
  workspace,
} from '../support/editor-browser';
import { formatViolation, prepareContext, runAxe } from '../support/site-browser';

/**
 * Review before publishing (issue 23, must-show "e2e of review"), in Chromium against the reference
 * server with the demo site, which requires review: `writer` (w on news, no p) submits and cannot
 * publish; `editor` (p) finds the submission under 待審核 with its difference, returns it with a
 * note, which the writer reads in the editor and on the dashboard; the writer fixes and submits
 * again; a save after submitting is refused approval until submitted again; the editor approves
 * and a visitor sees the change.
 */

const ID = 'news-002';
const DOC = docIdOf(ID);
const REVIEWS = '/home/zh-tw/editor/reviews';
const DASHBOARD = '/home/zh-tw/editor';

let stack: Stack;
let browser: Browser;
let writerContext: BrowserContext;
let editorContext: BrowserContext;
let writer: Page;
let editor: Page;

async function loggedIn(who: 'writer' | 'editor'): Promise<[BrowserContext, Page]> {
  const context = await newEditorContext(browser);
  await prepareContext(context, stack.baseUrl);
  const page = await context.newPage();
  await logIn(page, stack.baseUrl, who, DASHBOARD);
  return [context, page];
}

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
  [[writerContext, writer], [editorContext, editor]] = await Promise.all([
    loggedIn('writer'),
    loggedIn('editor'),
  ]);
});

afterAll(async () => {
  await Promise.all([writerContext?.close(), editorContext?.close()]);
  await Promise.all([browser?.close(), stack?.close()]);
});

const section = (page: Page) => {
  const root = page.locator('[data-part="publish-section"]');
  return {
    root,
    submit: root.locator('[data-part="submit-review"]'),
    publish: root.locator('[data-part="publish-now"]'),
    state: root.locator('[data-part="review-state"]'),
  };
};

async function expectNoAxeViolations(page: Page): Promise<void> {
  const violations = await runAxe(page, stack.baseUrl);
  expect(violations.map((violation) => formatViolation(violation))).toEqual([]);
}

/** The writer changes the title in the editor and waits for the save. */
async function retitle(title: string): Promise<void> {
  const ws = workspace(writer);
  await ws.title.fill(title);
  await ws.save.click();
  await waitForStatus(writer, 'saved');
}

/** The title a visitor's page shows, read in a context of its own with nobody logged in. */
async function visitorTitle(): Promise<string> {
  const visitor = await browser.newContext({ locale: 'zh-TW' });
  try {
    const page = await visitor.newPage();
    await page.goto(`${stack.baseUrl}${articleUrl(ID)}`);
    const heading = page.locator('main h1').filter({ hasNotText: '載入中' }).first();
    await heading.waitFor();
    return (await heading.innerText()).trim();
  } finally {
    await visitor.close();
  }
}

/** The reviewer opens the submission on 待審核 from its list, by keyboard. */
async function openSubmission(): Promise<ReturnType<Page['locator']>> {
  await editor.goto(`${stack.baseUrl}${REVIEWS}`);
  const link = editor.locator(`[data-part="review-row"][data-doc="${DOC}"]`);
  await link.focus();
  await editor.keyboard.press('Enter');
  const opened = editor.locator(`[data-part="submission"][data-doc="${DOC}"]`);
  await opened.waitFor();
  // Focus lands on the submission's heading, so a screen reader starts there.
  await expect(
    opened.getByRole('heading', { level: 2 }).evaluate((el) => el === document.activeElement),
  ).resolves.toBe(true);
  return opened;
}

describe('review before publishing', () => {
  it('1. the writer submits and cannot publish: no 發布 button, and the API answers 403', async () => {
    await openEditor(writer, stack.baseUrl, ID);
    await waitForStatus(writer, 'clean');
    const publishing = section(writer);
    await publishing.submit.waitFor();
    expect(await publishing.publish.count()).toBe(0);

    await workspace(writer).title.fill('燈塔修復工程完工（送審）');
    // 送審 saves what is unsaved first, then runs the accessibility gate, then submits.
    await publishing.submit.click();
    await writer.locator('[data-part="review-state"][data-state="submitted"]').waitFor();
    await expect(publishing.state.innerText()).resolves.toContain('已送審，等待審核');
    await expect(publishing.state.innerText()).resolves.toContain(ACCOUNTS.writer.displayName);

    const token = await apiToken(stack.baseUrl, 'writer');
    const doc = await documentOf(stack.baseUrl, token, DOC);
    const refused = await fetch(`${stack.baseUrl}/backend/documents/${encodeURIComponent(DOC)}/publish`, {
      method: 'POST',
      headers: { access_token: token, 'content-type': 'application/json', 'if-match': `"${doc.revision}"` },
      body: '{}',
    });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error_description: string }).error_description).toMatch(/審核|發布/);
  });

  it('2. the editor finds it under 待審核 with the difference, and returns it with a note', async () => {
    // 審核 is in the staff navigation for reviewers.
    await editor.goto(`${stack.baseUrl}${DASHBOARD}`);
    await editor
      .getByRole('navigation', { name: '編輯者工具' })
      .getByRole('link', { name: '審核' })
      .waitFor();

    const opened = await openSubmission();
    await expect(opened.innerText()).resolves.toContain('燈塔修復工程完工（送審）');
    await expect(opened.innerText()).resolves.toContain(ACCOUNTS.writer.displayName);

    await opened.locator('[data-part="return-open"]').click();
    const dialog = editor.getByRole('dialog', { name: '退回給撰稿者' });
    await dialog.waitFor();
    await expectNoAxeViolations(editor);
    // The note is required: an empty one is refused in words.
    await dialog.getByRole('button', { name: '退回' }).click();
    await expect(dialog.getByRole('alert').innerText()).resolves.toContain(REVIEW_TEXTS.noteRequired);
    await dialog.getByLabel('退回原因（必填）').fill('標題請寫出完工日期。');
    await dialog.getByRole('button', { name: '退回' }).click();
    await dialog.waitFor({ state: 'detached' });
    await opened.locator('[data-part="review-state"][data-state="returned"]').waitFor();
    await expectNoAxeViolations(editor);
  });

  it('3. the writer sees the note in the editor and on the dashboard, fixes the text and submits again', async () => {
    await openEditor(writer, stack.baseUrl, ID);
    const publishing = section(writer);
    await writer.locator('[data-part="review-state"][data-state="returned"]').waitFor();
    await expect(publishing.state.innerText()).resolves.toContain('標題請寫出完工日期。');

    await writer.goto(`${stack.baseUrl}${DASHBOARD}`);
    const returned = writer.locator('[data-part="overview-returned"]');
    await returned.waitFor();
    await expect(returned.locator('[data-part="overview-note"]').innerText()).resolves.toContain(
      '標題請寫出完工日期。',
    );
    await expectNoAxeViolations(writer);

    await openEditor(writer, stack.baseUrl, ID);
    await waitForStatus(writer, 'clean');
    await retitle('燈塔修復工程於十月完工');
    await publishing.submit.click();
    await writer.locator('[data-part="review-state"][data-state="submitted"]').waitFor();
  });

  it('refuses approval of a save made after submitting, until it is submitted again', async () => {
    const opened = await openSubmission();
    // The writer saves once more while the reviewer reads: the draft leaves review.
    await retitle('燈塔修復工程於十月底完工');
    await writer.locator('[data-part="review-state"][data-state="withdrawn"]').waitFor();

    await opened.locator('[data-part="approve-now"]').click();
    const problem = opened.locator('[data-part="review-problem"]');
    await problem.waitFor();
    await expect(problem.innerText()).resolves.toContain(REVIEW_TEXTS.changedSinceSubmit);
    const token = await apiToken(stack.baseUrl, 'editor');
    expect((await documentOf(stack.baseUrl, token, DOC)).status).not.toBe('published');

    // Submitted again, the newest text waits for the reviewer.
    await section(writer).submit.click();
    await writer.locator('[data-part="review-state"][data-state="submitted"]').waitFor();
  });

  it('4. the editor approves, and a visitor sees the change', async () => {
    const opened = await openSubmission();
    await expect(opened.innerText()).resolves.toContain('燈塔修復工程於十月底完工');
    await opened.locator('[data-part="approve-now"]').click();
    await opened.locator('[data-part="review-announcement"]', { hasText: '已核准並發布' }).waitFor();

    expect(await visitorTitle()).toBe('燈塔修復工程於十月底完工');

    // The dashboard names it among what was published lately, and 待審核 is empty again.
    await editor.goto(`${stack.baseUrl}${DASHBOARD}`);
    const recent = editor.locator('[data-part="overview-recent"]');
    await recent.getByRole('link', { name: /燈塔修復工程於十月底完工/ }).waitFor();
    await expect(
      editor.locator('[data-part="overview-pending-review"]').getAttribute('data-count'),
    ).resolves.toBe('0');
    await expectNoAxeViolations(editor);
  });
});
