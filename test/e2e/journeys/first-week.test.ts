import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { startServerProcess } from '../../../scripts/support/server-process';
import { startSmtpSink, type SmtpSink } from '../../server/support/smtp-sink';
import {
  describeFailedPages,
  DIST_DIR,
  launchBrowser,
  testFailed,
  waitForApp,
  watchPage,
} from '../support/harness';
import {
  newEditorContext,
  publishFromEditor,
  selectContents,
  waitForStatus,
  workspace,
} from '../support/editor-browser';
import { formatViolation, runAxe, settleAnimations } from '../support/site-browser';
import { LANG } from '../support/site-plan';

/**
 * A site team's first week, replayed end to end in Chromium against the real server process
 * (`src/server/main.ts`, as `npm run serve` starts it) on an empty database, with no demo:
 *
 * 1. the first administrator is made by the accounts command, logs in, changes the password and
 *    enrols two-step login;
 * 2. the site is built on screen from the placeholder: 網站設定 (name, description, review on),
 *    units, 關於我們 written before its first publish, the menu, and the home page's section;
 * 3. accounts for a writer (w on news, no publishing) and an editor (publishes, reviews, answers
 *    the mailbox);
 * 4. an article is started from the staff navigation, given a photo with 插入圖片 and a table,
 *    submitted, returned, fixed and approved; the reviewer sees the picture and the table;
 * 5. a citizen reads the 個人資料蒐集告知, writes, is answered by email (real SMTP to an
 *    in-process server) and finds the case 已回覆 on 案件查詢;
 * 6. the audit log is read and its CSV downloaded, in words, with titles and IPs;
 * 7. a backup made while the server runs is restored onto an empty site, which then serves the
 *    same pages and the same photo;
 * 8. the platform grows: a 平台管理者 made by the command adds a second site on 網站列表, as a
 *    copy of the first one's structure, and gives it its first administrator, who signs in there
 *    (and is refused on the first site); the first site stays on the address it was reached by.
 * 9. a visitor finds the week's article with the site search from the header: two words in
 *    the other order, the terms marked, the filter by unit; a search that finds nothing offers
 *    網站導覽 and the mailbox (on the restored site: its search index came with the backup).
 * 10. a developer takes the news unit as open data, the week's article in its CSV;
 * 11. the administrator requires 分類檢索 before publishing; the editor gives the week's article a
 *     服務分類 and its served page carries `Category.Service`.
 * 12. visitors read the week's article, and the administrator finds it on 網站統計 among the
 *    top pages, the figures in tables beside the charts, and downloads the statistics CSV.
 * 13. the team publishes 政府網站資料開放宣告, one of the three policy pages the site started
 *    with as drafts, with the institution's name where the template marks it, and visitors find
 *    it in the footer without anyone editing the footer.
 * 14. a visitor answers 否 with a comment under the week's article, and the administrator reads
 *    it on 頁面回饋 and sees the 否 in 網站統計's 頁面回饋 section;
 * 15. the administrator opens 政府網站檢核: the week's backup is on record, two-step login is
 *    required, and the policy pages still drafts lead to their editor.
 *
 * The steps share one site and run in order: each starts where the last one left the site. New
 * features add their steps here.
 */

const ROOT = path.resolve(__dirname, '../../..');
const HOME = `/home/${LANG}`;
const EDITOR = `${HOME}/editor`;
/** One step waits on mail, a server start or a restore: more than the harness's minute. */
const STEP_TIMEOUT_MS = 180_000;

const ABOUT = '臨海文化館位於臨海鎮港埠路，收藏港口的百年記憶。';
const SITE = { title: '臨海文化館', description: '臨海鎮的港口、工藝與人。' };
const ADMIN = { account: 'webmaster', name: '網站管理員', email: 'webmaster@harbour-museum.example' };
const ADMIN_FIRST_PASSWORD = 'Lantern-festival-2026';
const ADMIN_PASSWORD = 'Harbour-lights-over-Keelung-7';
const WRITER = { account: 'reporter', displayName: '王記者', email: 'reporter@harbour-museum.example' };
const WRITER_PASSWORD = 'Typhoon-season-notes-2026';
const REVIEWER = { account: 'chief', displayName: '林主編', email: 'chief@harbour-museum.example' };
const REVIEWER_PASSWORD = 'Night-market-ledger-2026';
const CITIZEN = {
  name: '蔡小雨',
  email: 'xiaoyu.tsai@example.tw',
  subject: '燈塔展夜間開放的時間',
  content: '您好：\n請問燈塔展在元宵節前後是否有夜間開放？\n謝謝！',
};
const REPLY = '燈塔展於元宵節前後三天開放至晚上九點，歡迎參觀。';
const OPS = { account: 'platform-ops', name: '平台管理員' };
const OPS_FIRST_PASSWORD = 'Ferry-timetable-winter-2026';
const OPS_PASSWORD = 'Harbour-cranes-at-dawn-2026';
const BRANCH = { code: 'lighthouse', name: '燈塔分館' };
const KEEPER = { account: 'keeper', displayName: '燈塔館員', email: 'keeper@harbour-museum.example' };
const KEEPER_PASSWORD = 'Foghorn-on-the-cape-2026';
const ARTICLE = {
  title: '燈塔修復工程完工',
  fixedTitle: '燈塔修復工程於十月完工',
  note: '標題請寫出完工的月份。',
  alt: '修復完成的白色燈塔與藍天',
  caption: '修復後的燈塔，2026 年秋攝',
};

interface Running {
  baseUrl: string;
  close(): Promise<void>;
  output(): string;
}

let work: string;
let site: { dbPath: string; mediaDir: string };
let sink: SmtpSink;
let server: Running;
let browser: Browser;
let adminContext: BrowserContext;
let admin: Page;
let secret = '';
let writerInitialPassword = '';
let reviewerInitialPassword = '';
let articlePath = '';
let serialNo = '';

const at = (target: string) => `${server.baseUrl}${target}`;
const part = (page: Page | Locator, name: string) => page.locator(`[data-part="${name}"]`);
const codeNow = (of = secret) => new TOTP({ secret: Secret.fromBase32(of) }).generate();

/** 兩步驟驗證 as a login that owes it enrols: the secret read off the page, a code, the recovery codes. */
async function enrolTwoStep(page: Page, checkAxe = false): Promise<string> {
  await part(page, 'two-factor-enrolment').waitFor();
  const enrolled = (await part(page, 'two-factor-secret').getAttribute('data-secret')) ?? '';
  expect(enrolled).toMatch(/^[A-Z2-7]{16,}$/);
  await part(page, 'two-factor-code').fill(codeNow(enrolled));
  await part(page, 'two-factor-code').press('Enter');
  await part(page, 'recovery-code-list').locator('li').first().waitFor();
  if (checkAxe) await expectNoAxeViolations(page);
  await part(page, 'recovery-codes-done').click();
  return enrolled;
}

function environment(place: { dbPath: string; mediaDir: string }): Record<string, string> {
  return {
    DB_PATH: place.dbPath,
    MEDIA_DIR: place.mediaDir,
    SMTP_URL: sink.url,
    MAIL_FROM: '港邊博物館 <noreply@harbour-museum.example>',
    PUBLIC_ORIGIN: '',
    // The server's own clock drives the mail outbox; a short tick delivers within the test.
    SCHEDULER_INTERVAL_SECONDS: '1',
  };
}

function start(place: { dbPath: string; mediaDir: string }): Promise<Running> {
  return startServerProcess(DIST_DIR, environment(place), ROOT, { demo: false });
}

/** Runs one of the project's commands (`npm run accounts`, `backup`, `restore`) as an operator would. */
async function command(
  script: 'accounts' | 'backup',
  args: string[],
  place: { dbPath: string; mediaDir: string },
  stdin?: string,
): Promise<{ code: number; stdout: string; stderr: string }> {
  const cli = path.join(ROOT, 'src/server/cli', `${script}.cli.ts`);
  const child = spawn(process.execPath, ['--import', 'tsx', cli, ...args], {
    cwd: ROOT,
    env: { ...process.env, DB_PATH: place.dbPath, MEDIA_DIR: place.mediaDir, LOG_LEVEL: 'warn' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdin.end(stdin ?? '');
  const code = await new Promise<number>((resolve) => child.once('exit', (exit) => resolve(exit ?? 1)));
  return { code, stdout, stderr };
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  await settleAnimations(page);
  const violations = await runAxe(page, server.baseUrl);
  expect(violations.map((violation) => formatViolation(violation))).toEqual([]);
}

async function fillLogin(
  page: Page,
  account: string,
  password: string,
  returnPath: string,
  on: (target: string) => string = at,
): Promise<void> {
  await page.goto(on(`/login?returnUrl=${encodeURIComponent(returnPath)}`));
  // The form arrives in the server's HTML: typed into before it is React's, it would not submit.
  await waitForApp(page);
  await page.getByRole('textbox', { name: /^帳號/ }).fill(account);
  await page.getByLabel(/^密碼/).fill(password);
  await page.getByLabel(/^密碼/).press('Enter');
}

async function changeOwedPassword(page: Page, current: string, next: string): Promise<void> {
  await part(page, 'owed-password').waitFor();
  await part(page, 'password-current').fill(current);
  await part(page, 'password-next').fill(next);
  await part(page, 'password-repeat').fill(next);
  await part(page, 'password-form').getByRole('button', { name: '變更密碼' }).click();
}

/** A staff member's own browser, logged in with the one-time password and a new one set. */
async function firstLogin(account: string, initial: string, chosen: string): Promise<[BrowserContext, Page]> {
  const context = await newEditorContext(browser);
  const page = await context.newPage();
  await fillLogin(page, account, initial, EDITOR);
  await page.waitForURL(/\/editor\/account\?/);
  await changeOwedPassword(page, initial, chosen);
  await page.waitForURL(at(EDITOR), { timeout: 20_000 });
  return [context, page];
}

/** A visitor's page in a context of its own, nobody logged in. */
async function visit<T>(target: string, read: (page: Page) => Promise<T>): Promise<T> {
  return visitAt(at(target), read);
}

/** A visitor's page at a whole address (another site's host), nobody logged in. */
async function visitAt<T>(url: string, read: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ locale: 'zh-TW' });
  try {
    const page = await context.newPage();
    await page.goto(url);
    return await read(page);
  } finally {
    await context.close();
  }
}

/**
 * An administrator's first login on the site at `on`: the one-time password, a new one, and the
 * two-step login every administrator must set up, landing on 儀表板.
 */
async function firstLoginOwingTwoStep(
  account: string,
  initial: string,
  chosen: string,
  on: (target: string) => string,
): Promise<[BrowserContext, Page]> {
  const context = await newEditorContext(browser);
  const page = await context.newPage();
  await fillLogin(page, account, initial, EDITOR, on);
  await page.waitForURL(/\/editor\/account\?/);
  await changeOwedPassword(page, initial, chosen);
  await enrolTwoStep(page);
  await page.waitForURL(on(EDITOR), { timeout: 20_000 });
  return [context, page];
}

/** A 2,400 × 1,600 JPEG as a camera writes it: the size of a real photo, not a drawing. */
async function cameraPhoto(): Promise<Buffer> {
  const width = 2400;
  const height = 1600;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      // A sky over a sea, with grain: it compresses as a photograph does.
      const sky = y < height * 0.55;
      const grain = ((x * 7919 + y * 104729) % 23) - 11;
      pixels[i] = Math.max(0, Math.min(255, (sky ? 120 : 20) + grain + (y % 97)));
      pixels[i + 1] = Math.max(0, Math.min(255, (sky ? 170 : 80) + grain + (x % 53)));
      pixels[i + 2] = Math.max(0, Math.min(255, (sky ? 230 : 140) + grain));
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer();
}

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'themesite-journey-'));
  site = { dbPath: path.join(work, 'site', 'themesite.sqlite'), mediaDir: path.join(work, 'site', 'media') };
  fs.mkdirSync(path.dirname(site.dbPath), { recursive: true });
  // The second site of step 8 has a name of its own; Chromium reaches it on the loopback.
  [sink, browser] = await Promise.all([
    startSmtpSink(),
    launchBrowser(['--host-resolver-rules=MAP *.localhost 127.0.0.1']),
  ]);
}, STEP_TIMEOUT_MS);

// A step that fails says what every open page showed, before the next step moves them on.
afterEach(async () => {
  if (testFailed())
    await describeFailedPages(browser?.contexts().flatMap((context) => context.pages()) ?? []);
});

afterAll(async () => {
  await Promise.all([browser?.close(), server?.close()]);
  await sink?.close();
  if (work) fs.rmSync(work, { recursive: true, force: true });
}, STEP_TIMEOUT_MS);

describe('a site team’s first week, from an empty install', () => {
  it(
    '1. makes the first administrator with the command, who changes the password and enrols two-step login',
    async () => {
      const made = await command(
        'accounts',
        ['add', ADMIN.account, '--name', ADMIN.name, '--admin', '--email', ADMIN.email, '--password-stdin'],
        site,
        `${ADMIN_FIRST_PASSWORD}\n`,
      );
      expect({ code: made.code, stderr: made.stderr }).toEqual({ code: 0, stderr: '' });
      expect(made.stdout).toContain(ADMIN.account);

      server = await start(site);
      expect(server.output()).toContain('資料庫：');

      adminContext = await newEditorContext(browser);
      admin = await adminContext.newPage();
      watchPage(admin);
      await admin.goto(at(HOME));
      await admin.getByText('網站建置中').first().waitFor();

      await fillLogin(admin, ADMIN.account, ADMIN_FIRST_PASSWORD, EDITOR);
      await admin.waitForURL(/\/editor\/account\?/);
      await changeOwedPassword(admin, ADMIN_FIRST_PASSWORD, ADMIN_PASSWORD);
      secret = await enrolTwoStep(admin, true);
      await admin.waitForURL(at(EDITOR));
    },
    STEP_TIMEOUT_MS,
  );

  it(
    '2. builds the site from the placeholder: 網站設定, a news unit, a mailbox, and both in the menu',
    async () => {
      // 網站設定: the site's name and description replace the placeholder's at once, and review is on.
      await admin.goto(at(`${EDITOR}/settings`));
      await part(admin, 'site-settings-form').waitFor();
      await waitForApp(admin);
      await admin.getByLabel('網站名稱', { exact: true }).fill(SITE.title);
      await admin.getByLabel('網站簡介', { exact: true }).fill(SITE.description);
      await admin.getByLabel('發布前需送審', { exact: true }).check();
      await expectNoAxeViolations(admin);
      await part(admin, 'settings-save').click();
      await part(admin, 'settings-status').filter({ hasText: '已儲存網站設定' }).waitFor();
      const served = await (await fetch(at(HOME))).text();
      expect(served).toContain(`<title>${SITE.title}`);
      expect(served).toContain(SITE.description);

      for (const unit of [
        { title: '最新消息', path: 'news', kind: 'normal' },
        { title: '民意信箱', path: 'mailbox', kind: 'mailbox' },
      ]) {
        await admin.goto(at(EDITOR));
        await part(admin, 'add-module').click();
        await part(admin, 'module-field-title').fill(unit.title);
        await part(admin, 'module-field-path').fill(unit.path);
        await part(admin, 'module-field-kind').selectOption(unit.kind);
        await part(admin, 'module-submit').click();
        await part(admin, 'module-created').waitFor();
        await admin.getByRole('button', { name: '完成' }).click();
      }

      // 關於我們: a single page, written in its editor before its first publish, then published.
      await admin.goto(at(EDITOR));
      await part(admin, 'add-module').click();
      await part(admin, 'module-field-title').fill('關於我們');
      await part(admin, 'module-field-path').fill('about');
      await part(admin, 'module-field-kind').selectOption('single');
      await part(admin, 'module-submit').click();
      await part(admin, 'module-open').click();
      await admin.waitForURL((url) => url.pathname === `${HOME}/about` && url.search === '?edit=1');
      const about = part(admin, 'content-form');
      await part(admin, 'edit-status').waitFor();
      await about.getByRole('textbox', { name: '內容', exact: true }).click();
      await admin.keyboard.press('Control+End');
      await admin.keyboard.type(ABOUT);
      await part(admin, 'edit-save').click();
      await waitForStatus(admin, 'saved');
      expect((await fetch(at(`${HOME}/about`))).status).toBe(404);
      await publishFromEditor(admin);

      // The menu: each item takes its page's title when the page is chosen.
      await admin.goto(at(`${EDITOR}/chrome/menu`));
      await waitForStatus(admin, 'clean');
      const form = part(admin, 'menu-tree-form');
      const items = form.locator('ol[aria-label="選單項目"] > li');
      for (const [index, [title, path]] of [
        ['最新消息', 'news'],
        ['關於我們', 'about'],
        ['民意信箱', 'mailbox'],
      ].entries()) {
        await form.getByRole('button', { name: '新增項目' }).click();
        const item = items.nth(index);
        await item.getByLabel('頁面', { exact: true }).selectOption(path!);
        await expect(item.getByLabel('標題', { exact: true }).inputValue()).resolves.toBe(title);
      }
      await part(admin, 'edit-save').click();
      await waitForStatus(admin, 'saved');
      await publishFromEditor(admin);
      // The list is still there after 發布, ready for the next change.
      await expect(items.count()).resolves.toBe(3);

      // The home page: the placeholder's section becomes the news list, chosen among the sources.
      await admin.goto(at(`${HOME}?edit=1`));
      await part(admin, 'edit-status').waitFor();
      const panel = part(admin, 'editor-panel');
      await part(panel, 'structure-form').waitFor();
      await panel.getByRole('button', { name: '設定：網站建置中' }).click();
      await panel.getByLabel('區塊標題').fill('最新消息');
      await panel.getByLabel('資料來源').selectOption('news');
      await part(admin, 'edit-save').click();
      await waitForStatus(admin, 'saved');
      await publishFromEditor(admin);

      const home = await visit(HOME, async (page) => {
        const menu = page.locator('[data-part="main-menu"]');
        await menu.getByRole('link', { name: '民意信箱' }).first().waitFor();
        await menu.getByRole('link', { name: '關於我們' }).first().click();
        await page.waitForURL(at(`${HOME}/about`));
        await page.getByText(ABOUT).waitFor();
        await page.goto(at(HOME));
        return { menu: await menu.innerText(), main: await page.locator('main').innerText() };
      });
      expect(home.menu).toContain('最新消息');
      expect(home.main).toContain('最新消息');
      expect(home.main).not.toContain('網站建置中');
    },
    STEP_TIMEOUT_MS,
  );

  it(
    '3. makes accounts for a writer (news, no publishing) and an editor (publishes and answers mail)',
    async () => {
      const addAccount = async (
        who: { account: string; displayName: string; email: string },
        rights: Array<[string, Array<'r' | 'w' | 'd' | 'p'>]>,
      ): Promise<string> => {
        await admin.goto(at(`${EDITOR}/accounts`));
        await part(admin, 'add-account').click();
        await part(admin, 'account-field-name').fill(who.account);
        await part(admin, 'account-field-display').fill(who.displayName);
        await part(admin, 'account-field-email').fill(who.email);
        for (const [where, granted] of rights) {
          const row = admin.locator(`[data-part="rights-row"][data-path="${where}"]`);
          for (const right of granted) await row.locator(`input[name="${right}"]`).check();
        }
        await expectNoAxeViolations(admin);
        await part(admin, 'account-submit').click();
        const initial = (await part(admin, 'initial-password').innerText()).trim();
        await part(admin, 'account-done').click();
        await admin.locator(`[data-part="account-row"][data-account="${who.account}"]`).waitFor();
        return initial;
      };
      writerInitialPassword = await addAccount(WRITER, [['news', ['r', 'w']]]);
      reviewerInitialPassword = await addAccount(REVIEWER, [
        ['news', ['r', 'w', 'd', 'p']],
        ['mailbox', ['r', 'w']],
      ]);
      expect(writerInitialPassword.length).toBeGreaterThanOrEqual(12);
      expect(reviewerInitialPassword.length).toBeGreaterThanOrEqual(12);
    },
    STEP_TIMEOUT_MS,
  );

  it(
    '4. an article with a photo and a table is submitted, returned, fixed and approved',
    async () => {
      const [writerContext, writer] = await firstLogin(
        WRITER.account,
        writerInitialPassword,
        WRITER_PASSWORD,
      );
      const [reviewerContext, reviewer] = await firstLogin(
        REVIEWER.account,
        reviewerInitialPassword,
        REVIEWER_PASSWORD,
      );
      try {
        // The writer finds 最新消息 in the staff navigation, starts the article there, puts a photo
        // and a table in its text, and submits it.
        const staffNav = writer.getByRole('navigation', { name: '編輯者工具' });
        await staffNav.getByRole('link', { name: '最新消息', exact: true }).click();
        await writer.waitForURL(at(`${EDITOR}/content/news`));
        const create = part(writer, 'create-item');
        await create.getByLabel(/^標題/).fill(ARTICLE.title);
        await create.getByRole('button', { name: '新增項目' }).click();
        await writer.waitForURL(new RegExp(`${HOME}/news/[^/?]+\\?edit=1$`));
        articlePath = new URL(writer.url()).pathname;
        await waitForStatus(writer, 'clean');
        const panel = part(writer, 'editor-panel');
        const body = panel.getByRole('textbox', { name: '內容', exact: true });
        await body.click();
        await writer.keyboard.type('燈塔修復工程已經完成，以下是工程的時程。');
        // The photo goes into the text with 插入圖片: uploaded there, described, captioned.
        await panel.getByRole('button', { name: '插入圖片' }).click();
        const imageDialog = writer.getByRole('dialog', { name: '插入圖片' });
        await imageDialog
          .getByLabel('上傳新圖片')
          .setInputFiles({ name: 'lighthouse.jpg', mimeType: 'image/jpeg', buffer: await cameraPhoto() });
        await imageDialog.getByText('已選擇：lighthouse.jpg').waitFor({ timeout: 30_000 });
        await imageDialog.getByLabel('替代文字（必填）').fill(ARTICLE.alt);
        await imageDialog.getByLabel('圖說（選填）').fill(ARTICLE.caption);
        await expectNoAxeViolations(writer);
        await imageDialog.getByRole('button', { name: '插入', exact: true }).click();
        await imageDialog.waitFor({ state: 'detached' });
        // Enter at the end of the caption leaves the figure for a new paragraph, where the table goes.
        await body.locator('figcaption').click();
        await writer.keyboard.press('End');
        await writer.keyboard.press('Enter');
        await panel.getByRole('button', { name: '插入表格' }).click();
        await writer.keyboard.type('階段');
        await writer.keyboard.press('Tab');
        await writer.keyboard.type('完成日期');
        await part(writer, 'edit-save').click();
        await waitForStatus(writer, 'saved');
        const submit = part(writer, 'submit-review');
        await submit.click();
        await writer.locator('[data-part="review-state"][data-state="submitted"]').waitFor();
        expect(await part(writer, 'publish-now').count()).toBe(0);

        // The editor is told by mail, finds it under 待審核, and returns it with a note.
        await sink.waitFor((mail) => mail.envelopeTo.includes(REVIEWER.email), 30_000);
        await reviewer.goto(at(`${EDITOR}/reviews`));
        const row = part(reviewer, 'review-row').first();
        await row.click();
        const opened = part(reviewer, 'submission').first();
        await opened.waitFor();
        await expect(opened.innerText()).resolves.toContain(ARTICLE.title);
        // The reviewer reads what visitors will: the photo as a picture, the table as a table.
        await opened.locator(`img[alt="${ARTICLE.alt}"]`).first().waitFor();
        await expect(opened.locator('table').count()).resolves.toBeGreaterThan(0);
        await expect(opened.innerText()).resolves.not.toContain('{"');
        await part(opened, 'return-open').click();
        const dialog = reviewer.getByRole('dialog', { name: '退回給撰稿者' });
        await dialog.getByLabel('退回原因（必填）').fill(ARTICLE.note);
        await expectNoAxeViolations(reviewer);
        await dialog.getByRole('button', { name: '退回' }).click();
        await dialog.waitFor({ state: 'detached' });

        // The writer reads the note, fixes the title and submits again.
        await sink.waitFor(
          (mail) => mail.envelopeTo.includes(WRITER.email) && mail.text.includes(ARTICLE.note),
          30_000,
        );
        await writer.goto(at(`${articlePath}?edit=1`));
        await writer.locator('[data-part="review-state"][data-state="returned"]').waitFor();
        await expect(part(writer, 'review-state').innerText()).resolves.toContain(ARTICLE.note);
        await waitForStatus(writer, 'clean');
        const title = part(writer, 'content-form').getByLabel(/^標題/);
        await title.fill(ARTICLE.fixedTitle);
        await part(writer, 'edit-save').click();
        await waitForStatus(writer, 'saved');
        await part(writer, 'submit-review').click();
        await writer.locator('[data-part="review-state"][data-state="submitted"]').waitFor();

        // The editor approves; a visitor reads the article with its photo and its table.
        await reviewer.goto(at(`${EDITOR}/reviews`));
        await part(reviewer, 'review-row').first().click();
        const again = part(reviewer, 'submission').first();
        await expect(again.innerText()).resolves.toContain(ARTICLE.fixedTitle);
        await part(again, 'approve-now').click();
        await part(again, 'review-announcement').filter({ hasText: '已核准並發布' }).waitFor();

        const seen = await visit(articlePath, async (page) => {
          const heading = page.locator('main h1').filter({ hasText: ARTICLE.fixedTitle });
          await heading.waitFor();
          const figure = page
            .locator('main figure')
            .filter({ has: page.locator(`img[alt="${ARTICLE.alt}"]`) });
          return {
            caption: await figure.locator('figcaption').innerText(),
            // A phone-sized choice of widths, not only the camera's original.
            srcset: await figure.locator('img').getAttribute('srcset'),
            table: await page.locator('main table').count(),
          };
        });
        expect(seen.caption).toBe(ARTICLE.caption);
        expect(seen.srcset).toMatch(/w480\.webp 480w/);
        expect(seen.table).toBe(1);
      } finally {
        await Promise.all([writerContext.close(), reviewerContext.close()]);
      }
    },
    STEP_TIMEOUT_MS,
  );

  it(
    '5. a citizen’s letter is answered by email',
    async () => {
      const citizenContext = await browser.newContext({ locale: 'zh-TW' });
      const [staffContext, staff] = await (async (): Promise<[BrowserContext, Page]> => {
        const context = await newEditorContext(browser);
        const page = await context.newPage();
        await fillLogin(page, REVIEWER.account, REVIEWER_PASSWORD, `${EDITOR}/mailbox`);
        await page.waitForURL(at(`${EDITOR}/mailbox`));
        return [context, page];
      })();
      try {
        const citizen = await citizenContext.newPage();
        await citizen.goto(at(`${HOME}/mailbox`));
        const form = citizen.locator('[data-layout="cms-mailbox"] form');
        await form.waitFor();
        await waitForApp(citizen);
        // The 個人資料蒐集告知 is there to read before sending.
        await form.getByRole('region', { name: '個人資料蒐集告知' }).getByText('一、蒐集機關：').waitFor();
        await form.locator('[name="name"]').fill(CITIZEN.name);
        await form.locator('[name="email"]').fill(CITIZEN.email);
        await form.locator('[name="subject"]').fill(CITIZEN.subject);
        await form.locator('[name="content"]').fill(CITIZEN.content);
        await form.getByRole('button', { name: '送出' }).click();
        const receipt = citizen.getByRole('status').filter({ hasText: '案件編號' });
        await receipt.waitFor();
        serialNo = /案件編號：(\S+)/.exec(await receipt.innerText())?.[1] ?? '';
        expect(serialNo).toMatch(/^M\d{8}-\d{4}$/);

        await staff.reload();
        const letter = staff.locator(`[data-part="inbox-row"][data-serial="${serialNo}"]`);
        await letter.locator('[data-part="inbox-open"]').click();
        const dialog = part(staff, 'letter-dialog');
        await dialog.waitFor();
        await part(dialog, 'letter-reply-text').fill(REPLY);
        await part(dialog, 'letter-reply-submit').click();
        const confirm = staff.getByRole('alertdialog');
        await confirm.getByRole('button', { name: '寄出回覆' }).click();
        await dialog.getByText(/^已寄出回覆給 /).waitFor();

        const reply = await sink.waitFor(
          (mail) => mail.envelopeTo.includes(CITIZEN.email) && mail.text.includes(REPLY),
          30_000,
        );
        expect(reply.text).toContain(REPLY);

        // The citizen looks the case up with its number and the address given: 已回覆.
        await citizen.goto(at(`${HOME}/mailbox-case`));
        await waitForApp(citizen);
        const lookup = citizen.locator('[data-page="case-lookup"] form');
        await lookup.getByLabel('案件編號').fill(serialNo);
        await lookup.getByLabel('電子郵件').fill(CITIZEN.email);
        await lookup.getByRole('button', { name: '查詢' }).click();
        const result = citizen.locator('[data-part="case-result"]');
        await expect(result.locator('[data-part="case-status"]').innerText()).resolves.toBe('已回覆');
      } finally {
        await Promise.all([citizenContext.close(), staffContext.close()]);
      }
    },
    STEP_TIMEOUT_MS,
  );

  it(
    '6. the administrator reads the audit log and downloads its CSV',
    async () => {
      await admin.goto(at(`${EDITOR}/audit`));
      const table = part(admin, 'audit-table');
      await table.waitFor();
      const text = await table.innerText();
      expect(text).toMatch(/登入成功/);
      expect(text).toContain(WRITER.account);
      await expectNoAxeViolations(admin);

      const download = admin.waitForEvent('download');
      await part(admin, 'audit-export').click();
      const csv = fs.readFileSync(await (await download).path(), 'utf8');
      expect(csv).toContain(REVIEWER.account);
      // Actions in the staff's words, documents by their titles, and the IP of a sign-in.
      expect(csv.split('\r\n')[0]).toContain('IP');
      expect(csv).toContain('登入成功');
      expect(csv).toContain(ARTICLE.fixedTitle);
      expect(csv).not.toMatch(/item:news:/);
    },
    STEP_TIMEOUT_MS,
  );

  it(
    '7. a backup made while the site runs, restored onto an empty site with its key carried over, serves the same pages',
    async () => {
      const archive = path.join(work, 'site-backup.tar.gz');
      const backup = await command('backup', ['backup', archive], site);
      expect({ code: backup.code, stderr: backup.stderr }).toEqual({ code: 0, stderr: '' });
      expect(backup.stdout).toContain('已備份到');

      const empty = {
        dbPath: path.join(work, 'restored', 'themesite.sqlite'),
        mediaDir: path.join(work, 'restored', 'media'),
      };
      fs.mkdirSync(path.dirname(empty.dbPath), { recursive: true });
      // The key that seals the two-step secrets is never in the archive: without it the restore
      // stops before writing anything and says which key it needs.
      const withoutKey = await command('backup', ['restore', archive], empty);
      expect(withoutKey.code).toBe(4);
      expect(withoutKey.stderr).toMatch(/^這份備份的兩步驟驗證密鑰以金鑰 [0-9a-f]{12} 加密/);
      expect(fs.existsSync(empty.dbPath)).toBe(false);
      // The drill of docs/deploy.md: the key file carried beside the new database, mode 0600.
      expect(fs.statSync(`${site.dbPath}.key`).mode & 0o777).toBe(0o600);
      fs.copyFileSync(`${site.dbPath}.key`, `${empty.dbPath}.key`);
      fs.chmodSync(`${empty.dbPath}.key`, 0o600);
      const restore = await command('backup', ['restore', archive], empty);
      expect({ code: restore.code, stderr: restore.stderr }).toEqual({ code: 0, stderr: '' });

      const pages = [HOME, `${HOME}/news`, articlePath, `${HOME}/mailbox`];
      const read = async (baseUrl: string) =>
        Promise.all(
          pages.map(async (target) => {
            const answer = await fetch(`${baseUrl}${target}`);
            const html = await answer.text();
            return {
              target,
              status: answer.status,
              // The CSP nonce and the origin differ between two servers; the page must not.
              html: html
                .replace(/nonce="[^"]*"/g, 'nonce=""')
                .replace(/'nonce-[^']*'/g, "'nonce-'")
                .replaceAll(baseUrl, 'ORIGIN')
                // The share links carry the page's address encoded.
                .replaceAll(encodeURIComponent(baseUrl), 'ORIGIN')
                // 瀏覽人次 is a live figure: the original's rendered page may predate the last visit.
                .replace(/(data-meta="views".*?<dd[^>]*>)[^<]*/, '$1…')
                .replace(/"views":\d+/g, '"views":…'),
            };
          }),
        );
      const restored = await start(empty);
      try {
        const [before, after] = await Promise.all([read(server.baseUrl), read(restored.baseUrl)]);
        expect(before.map((page) => page.status)).toEqual(pages.map(() => 200));
        expect(after).toEqual(before);
        // The photo came back with the pages.
        const photo = /src="(\/media\/[^"]+)"/.exec(before[2]!.html)?.[1];
        expect(photo).toBeDefined();
        const [one, two] = await Promise.all([fetch(at(photo!)), fetch(`${restored.baseUrl}${photo}`)]);
        expect(two.status).toBe(200);
        expect(Buffer.from(await two.arrayBuffer())).toEqual(Buffer.from(await one.arrayBuffer()));
      } finally {
        await restored.close();
      }
    },
    STEP_TIMEOUT_MS,
  );

  it(
    '8. a platform administrator adds a second site on 網站列表 and gives it its first administrator',
    async () => {
      const made = await command(
        'accounts',
        ['add', OPS.account, '--name', OPS.name, '--platform-admin', '--password-stdin'],
        site,
        `${OPS_FIRST_PASSWORD}\n`,
      );
      expect({ code: made.code, stderr: made.stderr }).toEqual({ code: 0, stderr: '' });
      const [opsContext, ops] = await firstLoginOwingTwoStep(
        OPS.account,
        OPS_FIRST_PASSWORD,
        OPS_PASSWORD,
        at,
      );
      try {
        // 網站列表 is in the staff navigation of a platform administrator, and lists the one site.
        await ops.getByRole('link', { name: '網站列表' }).first().click();
        await ops.waitForURL(at(`${EDITOR}/sites`));
        const table = part(ops, 'sites-table');
        await table.locator('[data-site="default"]').waitFor();
        await expect(
          table.locator('[data-site="default"] [data-col="administrators"]').textContent(),
        ).resolves.toBe(`${ADMIN.name}（${ADMIN.account}）`);
        await expect(
          table.locator('[data-site="default"] [data-col="last-publish"]').textContent(),
        ).resolves.not.toBe('尚未發布');
        await expectNoAxeViolations(ops);

        // 新增網站, as a copy of the first site's structure and chrome, on a host of its own.
        const port = new URL(server.baseUrl).port;
        const branchOrigin = `http://${BRANCH.code}.localhost:${port}`;
        await part(ops, 'add-site').click();
        const dialog = part(ops, 'site-dialog');
        await part(dialog, 'site-field-code').fill(BRANCH.code);
        await part(dialog, 'site-field-name').fill(BRANCH.name);
        await part(dialog, 'site-field-host').fill(branchOrigin);
        await dialog.locator('[data-part="site-start"][data-copy="default"]').check();
        await expectNoAxeViolations(ops);
        await part(ops, 'site-submit').click();

        // Its first administrator: a new account, and the one-time password shown once.
        const given = part(ops, 'site-admin-dialog');
        await part(given, 'site-admin-account').fill(KEEPER.account);
        await part(given, 'site-admin-display').fill(KEEPER.displayName);
        await part(given, 'site-admin-email').fill(KEEPER.email);
        await part(ops, 'site-admin-submit').click();
        await part(given, 'site-admin-given').waitFor();
        const keeperInitial = (await part(given, 'initial-password').textContent())?.trim() ?? '';
        expect(keeperInitial).not.toBe('');
        await expectNoAxeViolations(ops);
        await part(ops, 'site-admin-done').click();
        const branchRow = table.locator(`[data-site="${BRANCH.code}"]`);
        await expect(branchRow.locator('[data-col="administrators"]').textContent()).resolves.toBe(
          `${KEEPER.displayName}（${KEEPER.account}）`,
        );
        // The first site keeps the address it was reached by, so it is still there for everyone.
        await expect(table.locator('[data-site="default"] [data-col="hosts"] a').textContent()).resolves.toBe(
          server.baseUrl,
        );
        await ops.goto(at(HOME));
        await ops.getByRole('banner').getByText(SITE.title).first().waitFor();

        // The new site has the first one's menu and its own name, and none of its articles.
        await visitAt(`${branchOrigin}${HOME}`, async (page) => {
          await page.getByRole('banner').getByText(BRANCH.name).first().waitFor();
          await page.getByRole('link', { name: '關於我們' }).first().waitFor();
          await expect(page.getByText(ARTICLE.fixedTitle).count()).resolves.toBe(0);
        });

        // Its administrator signs in there, and only there.
        const [keeperContext, keeper] = await firstLoginOwingTwoStep(
          KEEPER.account,
          keeperInitial,
          KEEPER_PASSWORD,
          (target) => `${branchOrigin}${target}`,
        );
        try {
          await expect(keeper.getByRole('link', { name: '網站列表' }).count()).resolves.toBe(0);
          // The first site's writer is one person of the platform: named in 新增帳號, they join.
          await keeper.goto(`${branchOrigin}${EDITOR}/accounts`);
          await part(keeper, 'add-account').click();
          const adding = part(keeper, 'account-dialog');
          await part(adding, 'account-field-name').fill(WRITER.account);
          await part(adding, 'account-field-display').fill(WRITER.displayName);
          await part(keeper, 'account-submit').click();
          await part(adding, 'account-elsewhere').waitFor();
          await expectNoAxeViolations(keeper);
          await part(adding, 'account-join').click();
          await part(adding, 'account-joined').waitFor();
          await part(keeper, 'account-done').click();
          await part(keeper, 'accounts-table').locator(`[data-account="${WRITER.account}"]`).waitFor();
          await fillLogin(keeper, KEEPER.account, KEEPER_PASSWORD, EDITOR);
          await keeper.getByText('這個帳號不屬於本網站，請到您所屬的網站登入。').waitFor();
        } finally {
          await keeperContext.close();
        }
      } finally {
        await opsContext.close();
      }
    },
    STEP_TIMEOUT_MS,
  );

  it(
    '9. a visitor finds the week’s article with the site search',
    async () => {
      const context = await browser.newContext({ locale: 'zh-TW' });
      try {
        const visitor = await context.newPage();
        await visitor.goto(at(HOME));
        await waitForApp(visitor);
        // From the header's search, two words of the title, in the other order.
        const search = visitor.locator('header [data-part="site-search"]:visible').first();
        await search.getByLabel('搜尋關鍵字').fill('完工 燈塔');
        await search.getByLabel('搜尋關鍵字').press('Enter');
        const row = visitor.locator('main [data-part="list-row"]').filter({ hasText: ARTICLE.fixedTitle });
        await row.waitFor();
        await expect(
          row.locator('h2 mark').evaluateAll((marks) => marks.map((mark) => mark.textContent)),
        ).resolves.toEqual(['燈塔', '完工']);
        expect(new URL(visitor.url()).pathname).toBe(`${HOME}/search`);
        await expect(visitor.locator('main p[role="status"]').first().innerText()).resolves.toMatch(
          /找到 \d+ 筆/,
        );
        await expectNoAxeViolations(visitor);
        // Nothing found: the way on is 網站導覽 and the site's mailbox.
        await visitor.goto(at(`${HOME}/search?q=${encodeURIComponent('太空梭')}`));
        const none = visitor.locator('main [data-part="search-none"]');
        await none.waitFor();
        await none.getByRole('link', { name: /網站導覽/ }).waitFor();
        const mailbox = none.getByRole('link', { name: /寫信到/ });
        await expect(mailbox.getAttribute('href')).resolves.toBe(`${HOME}/mailbox`);
        await expectNoAxeViolations(visitor);
      } finally {
        await context.close();
      }
    },
    STEP_TIMEOUT_MS,
  );

  it(
    '10. a developer takes the news unit as open data, the week’s article in its CSV',
    async () => {
      const context = await browser.newContext({ locale: 'zh-TW' });
      try {
        const visitor = await context.newPage();
        await visitor.goto(at(`${HOME}/opendata`));
        await waitForApp(visitor);
        const news = visitor.getByRole('region', { name: '最新消息' });
        await news.waitFor();
        // Its metadata as data.gov.tw asks for it; one item at least: the week's article.
        const facts = await news.locator('dl').innerText();
        expect(facts).toContain('提供機關');
        expect(facts).toContain('不定期更新');
        expect(facts).toMatch(/資料筆數\s+[1-9]\d* 筆/);
        const csvLink = news.getByRole('link', { name: '最新消息（CSV 檔）' });
        const href = await csvLink.getAttribute('href');
        expect(href).toBe('/opendata/news.csv');
        const answer = await visitor.request.get(at(href!));
        expect(answer.headers()['content-type']).toBe('text/csv; charset=utf-8');
        const csv = (await answer.body()).toString('utf8');
        expect(csv.startsWith('\uFEFF編號,標題,摘要')).toBe(true);
        expect(csv).toContain(ARTICLE.fixedTitle);
        await expect(visitor.locator('a[rel="license"]').getAttribute('href')).resolves.toBe(
          'https://data.gov.tw/license',
        );
        await expectNoAxeViolations(visitor);
      } finally {
        await context.close();
      }
    },
    STEP_TIMEOUT_MS,
  );

  it(
    '11. the administrator requires 分類檢索 before publishing; the editor picks a 服務分類 and the page carries it',
    async () => {
      await admin.goto(at(`${EDITOR}/settings`));
      await part(admin, 'site-settings-form').waitFor();
      await waitForApp(admin);
      await admin.getByLabel('發布前需填分類檢索', { exact: true }).check();
      await expectNoAxeViolations(admin);
      await part(admin, 'settings-save').click();
      await part(admin, 'settings-status').filter({ hasText: '已儲存網站設定' }).waitFor();

      const context = await newEditorContext(browser);
      try {
        const editor = await context.newPage();
        await fillLogin(editor, REVIEWER.account, REVIEWER_PASSWORD, `${articlePath}?edit=1`);
        await waitForStatus(editor, 'clean');
        // The writer's edit lock from step 4 lasts 2.5 minutes after their last heartbeat; within
        // them the editor sees 王記者 正在編輯 and takes the article over, as the notice offers.
        const lockNotice = part(editor, 'lock-notice');
        await editor.waitForFunction(
          () =>
            document.querySelector('[data-part="lock-notice"]') !== null ||
            document.querySelector<HTMLSelectElement>('select[name="categoryService"]')?.disabled === false,
        );
        if (await lockNotice.isVisible()) {
          await part(lockNotice, 'take-over').click();
          await editor
            .getByRole('alertdialog', { name: '接手編輯' })
            .getByRole('button', { name: '接手編輯' })
            .click();
          await lockNotice.waitFor({ state: 'detached' });
        }
        // The week's article has no classification: with the setting on, 發布 waits for one.
        const section = part(editor, 'publish-section');
        const finding = section.locator('[data-part="blocking-findings"] li[data-code="unclassified"]');
        await finding.waitFor();
        await expect(part(section, 'publish-now').isDisabled()).resolves.toBe(true);
        const group = part(editor, 'content-form').getByRole('group', { name: '分類檢索' });
        await group.getByRole('combobox', { name: '服務分類' }).selectOption({ label: '900 休閒旅遊' });
        await finding.waitFor({ state: 'detached' });
        await expectNoAxeViolations(editor);
        await part(editor, 'edit-save').click();
        await waitForStatus(editor, 'saved');
        await publishFromEditor(editor);

        const served = await (await fetch(at(articlePath))).text();
        expect(served).toContain('<meta name="Category.Service" content="900" />');
        expect(served).toContain(`<meta name="DC.Title" content="${ARTICLE.fixedTitle}" />`);
      } finally {
        await context.close();
      }
    },
    STEP_TIMEOUT_MS,
  );

  it(
    '12. visitors read the week’s article, and 網站統計 shows it among the top pages, with its CSV',
    async () => {
      // Two visitors, each in a context of their own: no cookie, the server counts the beacon.
      for (let visitor = 0; visitor < 2; visitor += 1) {
        const context = await browser.newContext({ locale: 'zh-TW' });
        try {
          const page = await context.newPage();
          const beacon = page.waitForResponse(
            (answer) => answer.url().endsWith('/view') && answer.request().method() === 'POST',
          );
          await page.goto(at(articlePath));
          expect((await beacon).status()).toBe(204);
        } finally {
          await context.close();
        }
      }
      await admin.goto(at(EDITOR));
      await admin
        .getByRole('navigation', { name: '編輯者工具' })
        .getByRole('link', { name: '網站統計' })
        .click();
      await admin.waitForURL(at(`${EDITOR}/statistics`));
      // The server writes its counts every 5 s: the screen shows them once written.
      const row = admin
        .locator('[data-part="statistics-top-pages"] tr')
        .filter({ has: admin.getByRole('rowheader', { name: ARTICLE.fixedTitle }) });
      for (let tries = 0; tries < 15; tries += 1) {
        await admin.locator('[data-section="pages"]').waitFor();
        if ((await row.count()) > 0) break;
        await admin.waitForTimeout(1_000);
        await admin.reload();
      }
      await expect(row.getByRole('link', { name: ARTICLE.fixedTitle }).getAttribute('href')).resolves.toBe(
        articlePath,
      );
      await expect(admin.locator('[data-section="daily"] table caption').innerText()).resolves.toBe(
        '每日瀏覽次數',
      );
      await expectNoAxeViolations(admin);
      const download = admin.waitForEvent('download');
      await part(admin, 'statistics-csv').click();
      const csv = fs.readFileSync(await (await download).path()).toString('utf8');
      expect(csv.startsWith('\uFEFF類別,期間,單元,頁面,頁面網址,瀏覽次數,造訪人次')).toBe(true);
      expect(csv).toContain(`,${ARTICLE.fixedTitle},${articlePath},`);
    },
    STEP_TIMEOUT_MS,
  );

  it(
    '13. the team publishes 政府網站資料開放宣告, and visitors find it in the footer',
    async () => {
      // The site started with it as a draft, listed in 內容 with the other two policy pages.
      await admin.goto(at(`${EDITOR}/content/open-data-declaration`));
      const row = admin.locator('tr[data-doc="page:open-data-declaration"]');
      await row.waitFor();
      await expect(row.innerText()).resolves.toContain('草稿');
      await row.getByRole('link', { name: /開啟編輯/ }).click();
      await admin.waitForURL(
        (url) => url.pathname === `${HOME}/open-data-declaration` && url.search === '?edit=1',
      );
      const ws = workspace(admin);
      await ws.status.waitFor();
      // The template's note goes, and the institution's name is written wherever it is marked.
      await selectContents(ws.body.locator('p', { hasText: '本頁為範本' }).first());
      await admin.keyboard.press('Backspace');
      const marks = ws.body.locator('mark', { hasText: '【請填寫：機關名稱】' });
      while ((await marks.count()) > 0) {
        await selectContents(marks.first());
        await admin.keyboard.press('Backspace');
        await admin.keyboard.type(SITE.title);
      }
      await ws.preview.getByText(`提供機關：${SITE.title}`).waitFor();
      // Step 11 made 分類檢索 a condition of publishing: the declaration is 公共資訊.
      await part(admin, 'content-form')
        .getByRole('group', { name: '分類檢索' })
        .getByRole('combobox', { name: '服務分類' })
        .selectOption({ label: 'I00 公共資訊' });
      await ws.save.click();
      await waitForStatus(admin, 'saved');
      await publishFromEditor(admin);

      const context = await browser.newContext({ locale: 'zh-TW' });
      try {
        const visitor = await context.newPage();
        await visitor.goto(at(HOME));
        await waitForApp(visitor);
        const footer = visitor.getByRole('contentinfo');
        const link = footer.getByRole('link', { name: '政府網站資料開放宣告' });
        await link.waitFor();
        // The two policy pages still drafts are not linked.
        await expect(footer.getByRole('link', { name: '資訊安全政策' }).count()).resolves.toBe(0);
        await link.click();
        await visitor.waitForURL(at(`${HOME}/open-data-declaration`));
        await visitor.locator('h1', { hasText: '政府網站資料開放宣告' }).first().waitFor();
        await visitor.getByText(`${SITE.title}（以下簡稱本機關）`).first().waitFor();
        await expect(
          visitor.locator('main a[href="https://data.gov.tw/license"]').first().getAttribute('target'),
        ).resolves.toBe('_blank');
        await expect(visitor.getByText('本頁為範本').count()).resolves.toBe(0);
        await expectNoAxeViolations(visitor);
      } finally {
        await context.close();
      }
    },
    STEP_TIMEOUT_MS,
  );

  it(
    '14. a visitor answers 否 with a comment under the week’s article, and the administrator reads it on 頁面回饋',
    async () => {
      const context = await browser.newContext({ locale: 'zh-TW' });
      const comment = '請補上夜間開放的時間。';
      try {
        const visitor = await context.newPage();
        await visitor.goto(at(articlePath));
        await waitForApp(visitor);
        const block = part(visitor, 'page-feedback');
        await block.getByLabel('否', { exact: true }).check();
        await block.getByLabel(/^意見/).fill(comment);
        await block.getByRole('button', { name: '送出' }).click();
        await part(block, 'page-feedback-status').filter({ hasText: '感謝您的回饋！' }).waitFor();
        await expectNoAxeViolations(visitor);
      } finally {
        await context.close();
      }
      await admin.goto(at(`${HOME}/editor/feedback`));
      const row = part(admin, 'feedback-table').getByRole('row').filter({ hasText: ARTICLE.fixedTitle });
      await row.waitFor();
      await expect(row.innerText()).resolves.toContain('0%');
      await row.getByRole('button', { name: /則意見/ }).click();
      await part(admin, 'feedback-comments').getByText(comment).waitFor();
      await expectNoAxeViolations(admin);
      // The same 否 in 網站統計's 頁面回饋 (是, 否, 有幫助比率), with the way back to the comments.
      await admin.goto(at(`${EDITOR}/statistics`));
      const rated = part(admin, 'statistics-feedback')
        .getByRole('row')
        .filter({ has: admin.getByRole('rowheader', { name: ARTICLE.fixedTitle }) });
      await rated.waitFor();
      await expect(rated.locator('td').allInnerTexts()).resolves.toEqual([
        expect.any(String),
        '0',
        '1',
        '0%',
      ]);
      await admin.getByRole('link', { name: '查看意見' }).waitFor();
    },
    STEP_TIMEOUT_MS,
  );

  it(
    '15. the administrator reads 政府網站檢核: the week’s backup on record, and what is still missing',
    async () => {
      await admin.goto(at(`${EDITOR}/checklist`));
      await waitForApp(admin);
      const summary = part(admin, 'checklist-summary');
      await summary.waitFor();
      await expect(summary.innerText()).resolves.toMatch(/11 項中 \d+ 項已符合/);
      const line = (id: string) => admin.locator(`[data-line="${id}"]`);
      // Step 7's `npm run backup` wrote its row into this site's audit log.
      await expect(line('backup').getAttribute('data-state')).resolves.toBe('ok');
      await expect(line('backup').innerText()).resolves.toContain('上次備份：不到 1 天前。');
      // Every administrator enrolled two-step login in step 1: the server requires it.
      await expect(line('two-factor').getAttribute('data-state')).resolves.toBe('ok');
      await expect(line('classification').innerText()).resolves.toMatch(/已分類 \d+／[1-9]\d* 則/);
      // Step 13 published the open-data declaration; the other two are still the site's drafts.
      await expect(line('policy-pages').innerText()).resolves.toContain(
        '「隱私權保護政策」、「資訊安全政策」尚未發布',
      );
      await expectNoAxeViolations(admin);
      await line('policy-pages').getByRole('link', { name: '編輯「資訊安全政策」' }).click();
      await admin.waitForURL((url) => url.pathname === `${HOME}/security` && url.search === '?edit=1');
      await workspace(admin).status.waitFor();
    },
    STEP_TIMEOUT_MS,
  );
});
