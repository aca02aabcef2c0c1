import type { Page } from 'playwright-core';
import fs from 'node:fs';
import { DEFAULT_SECURITY_OPTIONS } from '../../../src/server/server-options';
import { REVIEW_TEXTS } from '../../../src/shared/review-workflow';
import { staffPaths } from '../../../src/ui/paths/staff-paths';
import {
  ACCOUNTS,
  apiToken,
  articleUrl,
  docIdOf,
  documentOf,
  saveAs,
  openEditor,
  useEditorWorld,
  waitForStatus,
  workspace,
} from '../support/editor-browser';
import { formatViolation, runAxe } from '../support/site-browser';
import { LANG } from '../support/site-plan';

/**
 * Review before publishing (must-show "e2e of review"), in Chromium against the reference
 * server with the demo site, which requires review: `writer` (w on news, no p) submits and cannot
 * publish; `editor` (p) finds the submission under 待審核 with its difference, returns it with a
 * note, which the writer reads in the editor and on the dashboard; the writer fixes and submits
 * again; a save after submitting is refused approval until submitted again; the editor approves
 * and a visitor sees the change.
 */

const ID = 'news-002';
const DOC = docIdOf(ID);
const REVIEWS = staffPaths.page(LANG, 'reviews');
const DASHBOARD = staffPaths.page(LANG, 'dashboard');
const AUDIT = staffPaths.page(LANG, 'audit');
const PHOTO_ALT = '修復後的燈塔與鷹架';
const TABLE =
  '<table><caption>工程進度</caption><thead><tr><th scope="col">階段</th><th scope="col">日期</th></tr></thead>' +
  '<tbody><tr><td>修復完成</td><td>十月</td></tr></tbody></table>';

/** An image the site already holds: the first one a demo article carries. */
async function anImage(token: string): Promise<object> {
  for (const id of ['news-001', 'news-003', 'news-004', 'news-005', 'news-006']) {
    const images = (await documentOf(stack.baseUrl, token, docIdOf(id))).draft.images;
    if (Array.isArray(images) && images.length > 0) return images[0]!;
  }
  throw new Error('no demo article carries an image');
}

// The administrator reads the audit log at the end; its two-step setup is another test's.
const world = useEditorWorld({
  who: 'writer',
  landing: DASHBOARD,
  stack: { server: { security: { ...DEFAULT_SECURITY_OPTIONS, requireTwoFactor: 'off' } } },
});
let stack: typeof world.stack;
let writer: Page;
let editor: Page;

beforeAll(async () => {
  stack = world.stack;
  // The writer in the world's own context; the reviewer in one of theirs.
  [writer, editor] = await Promise.all([
    world.context.newPage(),
    world.loggedIn('editor', DASHBOARD).then(({ page }) => page),
  ]);
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
  const visitor = await world.browser.newContext({ locale: 'zh-TW' });
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
    // The article carries a photo and a table, as a real one does (saved as the writer's client would).
    const token0 = await apiToken(stack.baseUrl, 'writer');
    const before = await documentOf(stack.baseUrl, token0, DOC);
    const picture = await anImage(token0);
    const saved = await saveAs(stack.baseUrl, token0, DOC, before.revision, {
      ...before.draft,
      content: `${String(before.draft.content ?? '')}${TABLE}`,
      images: [{ ...picture, description: PHOTO_ALT, represent: true }],
    });
    expect(saved.status).toBe(200);
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
    // What the visitor will see: the photo as a picture, the table as a table, no JSON, no id row.
    const draft = opened.locator('[data-part="review-rendering"][data-side="draft"]');
    const photo = draft.getByRole('img', { name: PHOTO_ALT });
    await photo.waitFor();
    await expect(
      photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).resolves.toBe(true);
    await expect(draft.getByRole('table').innerText()).resolves.toContain('修復完成');
    const shown = await opened.innerText();
    expect(shown).not.toMatch(/[{}]|"original"|fileId/);
    expect(await opened.locator('[data-field="id"]').count()).toBe(0);
    await expect(opened.locator('[data-part="review-changed-fields"]').innerText()).resolves.toMatch(
      /已修改的欄位：.*標題/,
    );
    // On a wide screen the draft and the published copy sit side by side.
    const [left, right] = await Promise.all(
      ['draft', 'base'].map((side) =>
        opened.locator(`[data-part="review-rendering"][data-side="${side}"]`).boundingBox(),
      ),
    );
    expect(right!.x).toBeGreaterThan(left!.x + left!.width - 1);
    await expectNoAxeViolations(editor);

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
    // The fix is read against the revision the reviewer returned, not the published copy.
    const comparison = opened.locator('[data-part="review-comparison"]');
    await expect(comparison.getAttribute('data-base')).resolves.toBe('returned');
    await expect(comparison.getByRole('heading', { level: 3 }).innerText()).resolves.toMatch(
      /送審草稿與退回的版本（第 \d+ 版）的比較/,
    );
    const base = opened.locator('[data-part="review-rendering"][data-side="base"]');
    await expect(base.innerText()).resolves.toContain('燈塔修復工程完工（送審）');
    await expect(opened.locator('[data-part="review-changed-fields"]').innerText()).resolves.toBe(
      '已修改的欄位：標題',
    );
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

  it('5. the administrator reads the steps in the audit log in words, and its CSV', async () => {
    const admin = (await world.loggedIn('admin', AUDIT)).page;
    try {
      const table = admin.locator('[data-part="audit-table"]');
      await table.waitFor();
      const returned = admin.locator('[data-part="audit-row"][data-action="review.return"]').first();
      await returned.waitFor();
      const line = await returned.innerText();
      expect(line).toContain('退回修改');
      expect(line).toContain('燈塔修復工程');
      expect(line).toContain('退回原因：標題請寫出完工日期。');
      expect(line).not.toContain(DOC);
      expect(await table.innerText()).not.toMatch(/[{}]/);
      await expectNoAxeViolations(admin);

      const [download] = await Promise.all([
        admin.waitForEvent('download'),
        admin.getByRole('button', { name: '匯出 CSV' }).click(),
      ]);
      const csv = fs.readFileSync((await download.path())!, 'utf8');
      const [header, ...rows] = csv
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(header).toBe('時間,帳號,動作,文件,版本,說明,IP');
      expect(rows.some((row) => row.includes(',退回修改,燈塔修復工程'))).toBe(true);
      // Sign-ins carry the address they came from.
      expect(rows.some((row) => /,admin,登入成功,.*,(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/.test(row))).toBe(
        true,
      );
      expect(csv).not.toContain('review.return');
    } finally {
      await admin.context().close();
    }
  });
});
