import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { DEFAULT_MAIL_OPTIONS } from '../../../src/server/server-options';
import { CASE_NOT_FOUND_TEXT } from '../../../src/shared/mailbox-case';
import { paths } from '../../../src/ui/paths/paths';
import { startSmtpSink, type SmtpSink } from '../../server/support/smtp-sink';
import { logIn, newEditorContext } from '../support/editor-browser';
import { launchBrowser, startStack, watchPage, type PageProblems, type Stack } from '../support/harness';
import { formatViolation, runAxe, VIEWPORTS } from '../support/site-browser';
import { LANG } from '../support/site-plan';

/**
 * 民意信箱 from the citizen's side, in Chromium against the reference server with mail over real
 * SMTP: the form tells the 個人資料蒐集告知 before 送出; staff answer in 信箱管理, whose reply box
 * starts with the mail's one greeting and previews the whole mail; the citizen then finds the case
 * on 案件查詢 as 已回覆 with the day, and a wrong address gets the one sentence for any mismatch.
 */

const MAILBOX_URL = paths.page.href(LANG, 'mailbox');
const CASE_URL = paths.caseLookup.href(LANG);
const INBOX = `/home/${LANG}/editor/mailbox`;
const CITIZEN = {
  name: '周小安',
  email: 'xiaoan.chou@example.tw',
  subject: '館內是否提供輪椅借用',
  content: '您好：\n請問館內是否提供輪椅借用？需要事先預約嗎？',
};
const ANSWER = '本館服務台提供輪椅免費借用，不需預約，請攜帶身分證件辦理。';

let sink: SmtpSink;
let stack: Stack;
let browser: Browser;
let citizen: Page;
let staffContext: BrowserContext;
let staff: Page;
let problems: PageProblems;
let serialNo = '';

const at = (path: string) => `${stack.baseUrl}${path}`;
const dialog = (): Locator => staff.locator('[data-part="letter-dialog"]');

/** Today in Taipei as the page writes a day: 2026 年 11 月 28 日. */
function taipeiToday(): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Taipei',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(new Date());
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')} 年 ${Number(part('month'))} 月 ${Number(part('day'))} 日`;
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  const violations = await runAxe(page, stack.baseUrl);
  expect(violations.map((violation) => formatViolation(violation))).toEqual([]);
}

async function lookUp(email: string): Promise<Locator> {
  // A page of the site for the server too (200, its own title), not a module it would answer 404 for.
  const response = await citizen.goto(at(CASE_URL));
  expect(response?.status()).toBe(200);
  expect(await citizen.title()).toMatch(/^案件查詢/);
  const form = citizen.locator('[data-page="case-lookup"] form');
  await form.waitFor();
  await form.getByLabel('案件編號').fill(serialNo);
  await form.getByLabel('電子郵件').fill(email);
  await form.getByRole('button', { name: '查詢' }).click();
  const result = citizen.locator('[data-part="case-result"]');
  await result.waitFor();
  return result;
}

beforeAll(async () => {
  sink = await startSmtpSink();
  [stack, browser] = await Promise.all([
    startStack({ server: { mail: { ...DEFAULT_MAIL_OPTIONS, smtpUrl: sink.url } } }),
    launchBrowser(),
  ]);
  const citizenContext = await browser.newContext({ viewport: VIEWPORTS.desktop });
  citizen = await citizenContext.newPage();
  problems = watchPage(citizen);
  staffContext = await newEditorContext(browser);
  staff = await staffContext.newPage();
});

afterAll(async () => {
  await Promise.all([browser?.close(), stack?.close()]);
  await sink?.close();
});

describe('a citizen’s case, from the notice to 案件查詢', () => {
  it('tells the 個人資料蒐集告知 above 送出, then gives the case number and the way to 案件查詢', async () => {
    await citizen.goto(at(MAILBOX_URL));
    const form = citizen.locator('[data-layout="cms-mailbox"] form');
    await form.waitFor();
    const notice = form.getByRole('region', { name: '個人資料蒐集告知' });
    await notice.getByText('一、蒐集機關：').waitFor();
    const text = await notice.innerText();
    for (const item of [
      '蒐集目的',
      '個人資料類別',
      '利用期間',
      '利用地區',
      '利用對象及方式',
      '第 3 條',
      '不提供之影響',
    ])
      expect(text).toContain(item);
    // Above the button, in reading order and on screen.
    const submit = form.getByRole('button', { name: '送出' });
    expect((await notice.boundingBox())!.y).toBeLessThan((await submit.boundingBox())!.y);
    expect(await citizen.getByRole('link', { name: '已寄過信？前往案件查詢' }).getAttribute('href')).toBe(
      CASE_URL,
    );
    await expectNoAxeViolations(citizen);

    for (const [name, value] of Object.entries(CITIZEN)) await form.locator(`[name="${name}"]`).fill(value);
    await submit.click();
    const receipt = citizen.locator('[data-part="mailbox-success"]');
    await receipt.waitFor();
    serialNo = /案件編號：(\S+)/.exec(await receipt.innerText())?.[1] ?? '';
    expect(serialNo).toMatch(/^M\d{8}-\d{4}$/);
    expect(
      await receipt.getByRole('link', { name: '以案件編號及電子郵件查詢辦理情形' }).getAttribute('href'),
    ).toBe(CASE_URL);
    const acknowledgement = await sink.waitFor(
      (mail) => mail.envelopeTo.includes(CITIZEN.email) && mail.text.includes(serialNo),
      15_000,
    );
    expect(acknowledgement.text).toContain(`案件查詢：`);
  });

  it('says 已收件 before any reply, and the one sentence for a wrong address', async () => {
    const before = await lookUp(CITIZEN.email);
    expect(await before.locator('[data-part="case-status"]').innerText()).toBe('已收件，等待處理');
    const wrong = await lookUp('someone.else@example.tw');
    expect(await wrong.innerText()).toBe(CASE_NOT_FOUND_TEXT);
    expect(await wrong.getAttribute('role')).toBe('alert');
    await expectNoAxeViolations(citizen);
  });

  it('lets staff reply below the one greeting, seeing the whole mail before it leaves', async () => {
    await logIn(staff, stack.baseUrl, 'editor', `/home/${LANG}/editor`);
    await staff.goto(at(`${INBOX}?letter=${serialNo}`));
    await dialog().waitFor();
    const box = dialog().locator('[data-part="letter-reply-text"]');
    await box.waitFor();
    expect(await box.inputValue()).toBe(`${CITIZEN.name} 您好：\n`);
    await box.press('Control+End');
    await box.pressSequentially(ANSWER);
    const preview = dialog().locator('[data-part="letter-reply-preview"]');
    const shown = await preview.locator('p').innerText();
    expect(shown.startsWith(`${CITIZEN.name} 您好：\n${ANSWER}`)).toBe(true);
    expect(await preview.innerText()).toContain(`回覆：${CITIZEN.subject}（案號 ${serialNo}）`);

    await dialog().locator('[data-part="letter-reply-submit"]').click();
    await staff.getByRole('alertdialog').getByRole('button', { name: '寄出回覆' }).click();
    await dialog()
      .getByText(/^已寄出回覆給 /)
      .waitFor();

    const mail = await sink.waitFor(
      (m) => m.envelopeTo.includes(CITIZEN.email) && m.text.includes(ANSWER),
      15_000,
    );
    // What the preview showed is what came: one greeting, then the answer.
    expect(mail.text.replace(/\r\n/g, '\n')).toContain(`${CITIZEN.name} 您好：\n${ANSWER}`);
    expect(mail.text.match(/您好/g)).toHaveLength(1);
  });

  it('finds the case 已回覆 with the day of the reply', async () => {
    const result = await lookUp(CITIZEN.email.toUpperCase());
    expect(await result.locator('[data-part="case-status"]').innerText()).toBe('已回覆');
    expect(await result.locator('[data-part="case-replied-on"]').innerText()).toBe(taipeiToday());
    await expectNoAxeViolations(citizen);
    expect(problems.pageErrors).toEqual([]);
  });
});
