import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { contentSegment } from '../../../src/domain/editing/staff-pages';
import { paths } from '../../../src/ui/paths/paths';
import { staffPaths } from '../../../src/ui/paths/staff-paths';
import { waitForApp } from '../support/harness';
import { useEditorWorld, waitForStatus, workspace } from '../support/editor-browser';
import { formatViolation, runAxe, settleAnimations } from '../support/site-browser';
import { LANG } from '../support/site-plan';

/**
 * path for a real institution, in Chromium against the reference server started
 * WITHOUT the demo: an empty database and the two variables make the first administrator, who
 * changes the initial password, enrols two-step login (codes computed here from the secret shown),
 * builds a 消息 module and adds an editor with rights on it only. The editor logs in with the
 * one-time password, is refused a common one, sets a good one, writes in news and is refused
 * elsewhere. A recovery code then signs the administrator in once, and only once.
 */

const ADMIN = { account: 'webmaster', password: 'Lantern-festival-2026' };
const ADMIN_NEW_PASSWORD = 'Harbour-lights-over-Keelung-7';
const EDITOR = { account: 'reporter', displayName: '王記者' };
const EDITOR_PASSWORD = 'Typhoon-season-notes-2026';
const NEWS = 'news';

const editorHome = staffPaths.page(LANG, 'dashboard');
const accountsPage = staffPaths.page(LANG, 'accounts');
const auditPage = staffPaths.page(LANG, 'audit');

describe('installing and administering a site without the demo', () => {
  // No demo and so none of its accounts: everyone here signs in on screen.
  const world = useEditorWorld({
    who: null,
    stack: { server: { seedDemo: false, firstAdmin: ADMIN } },
  });
  let page: Page;
  let secret = '';
  let recoveryCodes: string[] = [];
  let editorInitialPassword = '';

  const at = (path: string) => `${world.stack.baseUrl}${path}`;
  const codeNow = () => new TOTP({ secret: Secret.fromBase32(secret) }).generate();

  async function expectNoAxeViolations(target: Page): Promise<void> {
    await settleAnimations(target);
    const violations = await runAxe(target, world.stack.baseUrl);
    expect(violations.map((violation) => formatViolation(violation))).toEqual([]);
  }

  async function fillLogin(target: Page, account: string, password: string, returnPath: string) {
    await target.goto(at(`/login?returnUrl=${encodeURIComponent(returnPath)}`));
    // The form arrives in the server's HTML: typed into before it is React's, it would not submit.
    await waitForApp(target);
    await target.getByRole('textbox', { name: /^帳號/ }).fill(account);
    await target.getByLabel(/^密碼/).fill(password);
    await target.getByLabel(/^密碼/).press('Enter');
  }

  async function changeOwedPassword(target: Page, current: string, next: string) {
    await target.locator('[data-part="owed-password"]').waitFor();
    await target.locator('[data-part="password-current"]').fill(current);
    await target.locator('[data-part="password-next"]').fill(next);
    await target.locator('[data-part="password-repeat"]').fill(next);
    await target.locator('[data-part="password-form"]').getByRole('button', { name: '變更密碼' }).click();
  }

  beforeAll(async () => {
    page = await world.context.newPage();
  });

  it('serves the placeholder site on an empty database', async () => {
    await page.goto(at(`/home/${LANG}`));
    await page.getByText('網站建置中').first().waitFor();
  });

  it('makes the administrator change the initial password and enrol two-step login first', async () => {
    await fillLogin(page, ADMIN.account, ADMIN.password, accountsPage);
    await page.waitForURL(/\/editor\/account\?/);
    await expectNoAxeViolations(page);
    await changeOwedPassword(page, ADMIN.password, ADMIN_NEW_PASSWORD);

    const enrolment = page.locator('[data-part="two-factor-enrolment"]');
    await enrolment.waitFor();
    await expect(page.locator('[data-part="two-factor-qr"]').getAttribute('alt')).resolves.toBeTruthy();
    secret = (await page.locator('[data-part="two-factor-secret"]').getAttribute('data-secret')) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await expectNoAxeViolations(page);
    await page.locator('[data-part="two-factor-code"]').fill(codeNow());
    await page.locator('[data-part="two-factor-code"]').press('Enter');

    const codes = page.locator('[data-part="recovery-code-list"] li');
    await codes.first().waitFor();
    recoveryCodes = (await codes.allInnerTexts()).map((code) => code.trim());
    expect(recoveryCodes).toHaveLength(10);
    await expectNoAxeViolations(page);
    await page.locator('[data-part="recovery-codes-done"]').click();
    await page.waitForURL(at(accountsPage));
    await page.locator('[data-part="accounts-table"]').waitFor();
  });

  it('builds a news module from the editor', async () => {
    await page.goto(at(editorHome));
    await page.locator('[data-part="add-module"]').click();
    await page.locator('[data-part="module-field-title"]').fill('最新消息');
    await page.locator('[data-part="module-field-path"]').fill(NEWS);
    await page.locator('[data-part="module-field-kind"]').selectOption('normal');
    await page.locator('[data-part="module-submit"]').click();
    await page.locator('[data-part="module-created"]').waitFor();
  });

  it('adds an editor with rights on news only, shown a one-time password once', async () => {
    await page.goto(at(accountsPage));
    await page.locator('[data-part="add-account"]').click();
    await page.locator('[data-part="account-field-name"]').fill(EDITOR.account);
    await page.locator('[data-part="account-field-display"]').fill(EDITOR.displayName);
    const newsRights = page.locator(`[data-part="rights-row"][data-path="${NEWS}"]`);
    await newsRights.locator('input[name="r"]').check();
    await newsRights.locator('input[name="w"]').check();
    // No 發布 (p): this site does not require review, so w alone publishes.
    await expect(newsRights.locator('input[name="p"]').isChecked()).resolves.toBe(false);
    await expectNoAxeViolations(page);
    await page.locator('[data-part="account-submit"]').click();
    editorInitialPassword = (await page.locator('[data-part="initial-password"]').innerText()).trim();
    expect(editorInitialPassword.length).toBeGreaterThanOrEqual(12);
    await expectNoAxeViolations(page);
    await page.locator('[data-part="account-done"]').click();

    const row = page.locator(`[data-part="account-row"][data-account="${EDITOR.account}"]`);
    await expect(row.innerText()).resolves.toMatch(/最新消息|news/);
    await page.getByRole('button', { name: '登出' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith(editorHome));
  });

  it('lets the editor in with the one-time password, refusing a common new one in zh-TW', async () => {
    const editorPage = await (await world.newContext()).newPage();
    await fillLogin(editorPage, EDITOR.account, editorInitialPassword, editorHome);
    await editorPage.waitForURL(/\/editor\/account\?/);

    await changeOwedPassword(editorPage, editorInitialPassword, 'Password1234!');
    await editorPage
      .locator('[data-part="password-form"] [data-part="field-error"]')
      .filter({ hasText: /常見|容易被猜到/ })
      .first()
      .waitFor();
    await changeOwedPassword(editorPage, editorInitialPassword, EDITOR_PASSWORD);
    await editorPage.waitForURL(at(editorHome));

    // Writes in news (the staff navigation lists it): a new item, saved as a draft.
    const staffNav = editorPage.getByRole('navigation', { name: '編輯者工具' });
    await staffNav.getByRole('link', { name: '最新消息', exact: true }).click();
    await editorPage.waitForURL(at(paths.staff.href(LANG, contentSegment(NEWS))));
    const form = editorPage.locator('[data-part="create-item"]');
    await form.getByLabel(/^標題/).fill('開館公告');
    await form.getByRole('button', { name: '新增項目' }).click();
    await editorPage.waitForURL(new RegExp(`/home/${LANG}/${NEWS}/[^/?]+\\?edit=1$`));
    await waitForStatus(editorPage, 'clean');
    await workspace(editorPage).title.fill('開館公告（更新）');
    await workspace(editorPage).save.click();
    await waitForStatus(editorPage, 'saved');

    // Elsewhere: the site's header belongs to `*`, where this editor holds nothing.
    const refused = await editorPage.evaluate(async () => {
      const token = Object.entries(localStorage).find(([key]) => key.endsWith('access_token'))?.[1];
      const answer = await fetch('/backend/documents/chrome%3Aheader', {
        method: 'PUT',
        headers: { access_token: token ?? '', 'content-type': 'application/json', 'if-match': '"1"' },
        body: JSON.stringify({ data: {} }),
      });
      return { status: answer.status, body: (await answer.json()) as { error_description: string } };
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error_description).toMatch(/權限/);
    await editorPage.goto(at(accountsPage));
    await editorPage.locator('[data-part="accounts-refused"]').waitFor();
    await editorPage.context().close();
  });

  it('accepts a recovery code in place of the second step once, and only once', async () => {
    await page.goto(at('/login'));
    const secondStep = async () => {
      await fillLogin(page, ADMIN.account, ADMIN_NEW_PASSWORD, auditPage);
      await page.locator('[data-part="otp-field"]').waitFor();
      await page.locator('[data-part="otp-field"]').fill(recoveryCodes[0] ?? '');
      await page.locator('[data-part="otp-field"]').press('Enter');
    };
    await secondStep();
    await page.waitForURL(at(auditPage));
    await page.locator('[data-part="audit-table"]').waitFor();
    await expect(page.locator('[data-part="audit-table"]').innerText()).resolves.toMatch(/登入成功/);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: '登出' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith(editorHome));

    await secondStep();
    await page
      .locator('[data-part="otp-step"]')
      .getByText(/驗證碼錯誤或已使用過/)
      .first()
      .waitFor();
    expect(page.url()).toContain('/login');
  });
});
