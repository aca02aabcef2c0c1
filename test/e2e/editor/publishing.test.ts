import type { Page } from 'playwright-core';
import { isoToTaiwanLocal } from '../../../src/domain/editing/schedule-time';
import { ManualClock } from '../../server/support/manual.clock';
import {
  apiToken,
  articleUrl,
  docIdOf,
  documentOf,
  openEditor,
  saveAs,
  waitForStatus,
  workspace,
  type ImageEntry,
  useEditorWorld,
} from '../support/editor-browser';
import { formatViolation, runAxe } from '../support/site-browser';

/**
 * Publishing behind the accessibility gate (must-show 2–4), in Chromium against the
 * reference server: a finding blocks 發布 until it is fixed from the finding itself, a fixed font
 * size is offered as a relative one, and a scheduled publish goes live when the server's clock
 * passes its time. The server's clock is a manual one, moved by the test rather than waited for.
 */

// Starts at the real time so the browser's own clock (it checks a schedule is in the future) agrees.
const clock = new ManualClock(Date.now());
const world = useEditorWorld({ stack: { server: { clock, schedulerIntervalMs: 50 } } });

/** The draft of a demo article with `change` applied, saved over the API as an earlier session would. */
async function saveDraft(
  id: string,
  change: (draft: Record<string, unknown>) => Record<string, unknown>,
): Promise<void> {
  const doc = await documentOf(world.stack.baseUrl, world.reader, docIdOf(id));
  const answer = await saveAs(
    world.stack.baseUrl,
    world.reader,
    docIdOf(id),
    doc.revision,
    change(doc.draft),
  );
  expect(answer.status).toBe(200);
}

/** The title a visitor's page shows, read in a context of its own with nobody logged in. */
async function visitorTitle(id: string): Promise<string> {
  const visitor = await world.browser.newContext({ locale: 'zh-TW' });
  try {
    const page = await visitor.newPage();
    await page.goto(`${world.stack.baseUrl}${articleUrl(id)}`);
    // The article loads after the page's frame; its h1 says 載入中… until then.
    const heading = page.locator('main h1').filter({ hasNotText: '載入中' }).first();
    await heading.waitFor();
    return (await heading.innerText()).trim();
  } finally {
    await visitor.close();
  }
}

const section = (page: Page) => {
  const root = page.locator('[data-part="publish-section"]');
  return {
    root,
    status: root.locator('[data-part="publish-status"]'),
    publish: root.locator('[data-part="publish-now"]'),
    schedulePublish: root.locator('[data-part="schedule-publish"]'),
    time: root.getByLabel('排程時間（台灣時間）'),
    blocking: root.locator('[data-part="blocking-findings"] li'),
    reason: root.locator('[data-part="publish-blocked-reason"]'),
    announcement: root.locator('[data-part="publish-announcement"]'),
    finding: (code: string) => root.locator(`li[data-code="${code}"]`),
  };
};

/** Waits for the live region to say `text`; a timeout names what the section shows instead. */
async function waitForAnnouncement(page: Page, text: string): Promise<void> {
  const s = section(page);
  try {
    await s.announcement.filter({ hasText: text }).waitFor({ timeout: 15_000 });
  } catch (error) {
    throw new Error(`no "${text}" announced; the section shows: ${await s.root.innerText()}`, {
      cause: error,
    });
  }
}

describe('publishing in Chromium', () => {
  it('blocks 發布 for an image without alt, passes axe with the findings shown, and publishes once fixed from the finding', async () => {
    const id = 'news-004';
    await saveDraft(id, (draft) => {
      const images = (draft.images as ImageEntry[] | undefined) ?? [];
      expect(images.length).toBeGreaterThan(0);
      return {
        ...draft,
        title: '無障礙檢查後發布',
        images: images.map((entry, index) =>
          index === 0 ? { ...entry, alt: undefined, description: '', decorative: false } : entry,
        ),
      };
    });
    const page = await world.context.newPage();
    await openEditor(page, world.stack.baseUrl, id);
    await waitForStatus(page, 'clean');
    const s = section(page);
    await s.finding('HM1110100C').waitFor();
    await expect(s.publish.isDisabled()).resolves.toBe(true);
    expect(await s.reason.innerText()).toContain('必須先修正');

    // Must-show 4: the workspace with the gate's findings on screen has no axe violation.
    const violations = await runAxe(page, world.stack.baseUrl);
    expect(violations.map((violation) => formatViolation(violation))).toEqual([]);

    // The finding's link goes to the image's alt field in the form.
    await s.finding('HM1110100C').locator('[data-part="finding-go"]').click();
    const focusedId = await page.evaluate(() => document.activeElement?.id ?? '');
    expect(focusedId).toMatch(/-images-0-alt$/);

    await s.finding('HM1110100C').locator('[data-part="finding-fix"]').click();
    await s.finding('HM1110100C').waitFor({ state: 'detached' });
    await s.publish.click();
    await waitForAnnouncement(page, '已發布');
    expect(await s.status.innerText()).toContain('已發布');

    const doc = await documentOf(world.stack.baseUrl, world.reader, docIdOf(id));
    expect(doc.draft.images?.[0]).toEqual(expect.objectContaining({ decorative: true, alt: '' }));
    expect(await visitorTitle(id)).toBe('無障礙檢查後發布');
    await page.close();
  });

  it('offers a fixed font size from stored content as a relative one, and the fix removes the finding', async () => {
    const id = 'news-005';
    await saveDraft(id, (draft) => ({
      ...draft,
      content: '<p><span style="font-size:14px">小字</span>說明</p>',
    }));
    const page = await world.context.newPage();
    await openEditor(page, world.stack.baseUrl, id);
    await waitForStatus(page, 'clean');
    const s = section(page);
    const finding = s.finding('CS2140401C');
    await finding.waitFor();
    expect(await finding.innerText()).toContain('font-size:14px');
    await finding.getByRole('button', { name: '改為相對單位' }).click();
    await finding.waitFor({ state: 'detached' });
    await expect(s.publish.isDisabled()).resolves.toBe(false);
    await waitForStatus(page, 'dirty');
    await workspace(page).save.click();
    await waitForStatus(page, 'saved');
    const content = (await documentOf(world.stack.baseUrl, world.reader, docIdOf(id))).draft.content ?? '';
    expect(content).toContain('0.875em');
    expect(content).not.toContain('14px');
    await page.close();
  });

  it('goes live at the scheduled time when the server clock passes it', async () => {
    const id = 'news-006';
    await saveDraft(id, (draft) => ({ ...draft, title: '排程上線的標題' }));
    const page = await world.context.newPage();
    await openEditor(page, world.stack.baseUrl, id);
    await waitForStatus(page, 'clean');
    const s = section(page);
    const at = new Date(clock.now() + 2 * 3_600_000);
    await s.time.fill(isoToTaiwanLocal(at.toISOString()));
    await s.schedulePublish.click();
    await waitForAnnouncement(page, '已排程');
    expect(await s.status.innerText()).toContain('已排程');
    expect(await s.root.locator('[data-part="scheduled-publish"]').innerText()).toContain('台灣時間');
    await page.close();
    expect(await visitorTitle(id)).not.toBe('排程上線的標題');

    clock.advanceSeconds(2 * 3600 + 60);
    // The scheduler runs every 50 ms on the moved clock; the answer is waited for, not slept on.
    const fresh = await apiToken(world.stack.baseUrl, 'editor');
    for (let tries = 0; tries < 100; tries += 1) {
      const answer = await fetch(
        `${world.stack.baseUrl}/backend/documents/${encodeURIComponent(docIdOf(id))}`,
        {
          headers: { access_token: fresh },
        },
      );
      if (((await answer.json()) as { status: string }).status === 'published') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await visitorTitle(id)).toBe('排程上線的標題');
  });
});
