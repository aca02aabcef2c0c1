import type { Page } from 'playwright-core';
import {
  changeOneTimePassword,
  publishFromEditor,
  selectContents,
  useEmptySiteWorld,
  waitForStatus,
  workspace,
} from '../support/editor-browser';
import { formatViolation, runAxe } from '../support/site-browser';
import { LANG } from '../support/site-plan';

/**
 * A new site starts with its three policy pages as drafts: on an empty database the first
 * administrator finds 資訊安全政策 in 內容 as 草稿, opens it, writes the institution's name where
 * the template marks it, and publishes it; the footer of the home page then links it, without
 * anyone editing the footer, and the published page passes axe on a desk and on a phone.
 */

const HOME = `/home/${LANG}`;
const EDITOR = `${HOME}/editor`;
const AGENCY = '臨海鎮公所';

const world = useEmptySiteWorld();
let page: Page;
beforeAll(() => {
  page = world.page;
});

describe('the policy pages of a new site', () => {
  it('are not in the footer of the empty site, and answer visitors 404', async () => {
    await page.goto(`${world.stack.baseUrl}${HOME}`);
    await page.getByText('網站建置中').first().waitFor();
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: '資訊安全政策' }).count(),
    ).resolves.toBe(0);
    expect((await fetch(`${world.stack.baseUrl}${HOME}/security`)).status).toBe(404);
  });

  it('are listed to the administrator in 內容 as 草稿', async () => {
    await changeOneTimePassword(page, world.stack.baseUrl, EDITOR);
    await page.goto(`${world.stack.baseUrl}${EDITOR}/content/security`);
    const row = page.locator('tr[data-doc="page:security"]');
    await row.waitFor();
    await expect(row.innerText()).resolves.toContain('資訊安全政策');
    await expect(row.innerText()).resolves.toContain('草稿');
  });

  it('opens 資訊安全政策’s draft, fills in the marked 機關名稱, and publishes it', async () => {
    await page
      .locator('tr[data-doc="page:security"]')
      .getByRole('link', { name: /開啟編輯/ })
      .click();
    await page.waitForURL((url) => url.pathname === `${HOME}/security` && url.search === '?edit=1');
    const ws = workspace(page);
    await ws.status.waitFor();
    await expect(ws.title.inputValue()).resolves.toBe('資訊安全政策');
    const agencyMarks = ws.body.locator('mark', { hasText: '【請填寫：機關名稱】' });
    const marked = agencyMarks.first();
    await marked.waitFor();
    const before = await agencyMarks.count();
    // The marked words selected, as a person drags over them, then written over.
    await selectContents(marked);
    await page.keyboard.press('Backspace');
    await page.keyboard.type(AGENCY);
    await ws.preview.getByText(`${AGENCY}（以下簡稱本機關）`).first().waitFor();
    // The name is plain text, no longer marked; the other places keep their marks.
    await expect(agencyMarks.count()).resolves.toBe(before - 1);
    await expect(ws.body.locator('mark', { hasText: AGENCY }).count()).resolves.toBe(0);
    await ws.save.click();
    await waitForStatus(page, 'saved');
    await publishFromEditor(page);
  });

  it('is linked from the footer of the home page once published, and opens there', async () => {
    const visitor = await world.browser.newContext({ locale: 'zh-TW' });
    try {
      const visit = await visitor.newPage();
      await visit.goto(`${world.stack.baseUrl}${HOME}`);
      const link = visit.getByRole('contentinfo').getByRole('link', { name: '資訊安全政策' });
      await link.waitFor();
      await expect(link.getAttribute('href')).resolves.toBe(`${HOME}/security`);
      // The drafts not published are not linked.
      await expect(
        visit.getByRole('contentinfo').getByRole('link', { name: '隱私權保護政策' }).count(),
      ).resolves.toBe(0);
      await link.click();
      await visit.waitForURL(`${world.stack.baseUrl}${HOME}/security`);
      await visit.locator('h1', { hasText: '資訊安全政策' }).first().waitFor();
      await visit.getByText(`${AGENCY}（以下簡稱本機關）`).first().waitFor();
    } finally {
      await visitor.close();
    }
  });

  it.each([1280, 375])('passes axe on the published page at %i px', async (width) => {
    const visitor = await world.browser.newContext({ locale: 'zh-TW', viewport: { width, height: 900 } });
    try {
      const visit = await visitor.newPage();
      await visit.goto(`${world.stack.baseUrl}${HOME}/security`);
      await visit.locator('h1', { hasText: '資訊安全政策' }).first().waitFor();
      const violations = await runAxe(visit, world.stack.baseUrl);
      expect(violations.map((v) => formatViolation(v, width))).toEqual([]);
    } finally {
      await visitor.close();
    }
  });
});
