import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { DEFAULT_MAIL_OPTIONS } from '../../../src/server/server-options';
import { paths } from '../../../src/ui/paths/paths';
import { staffPaths } from '../../../src/ui/paths/staff-paths';
import { startSmtpSink, type SmtpSink } from '../../server/support/smtp-sink';
import { logIn, useEditorWorld } from '../support/editor-browser';
import { screenshotDir, watchPage, type PageProblems } from '../support/harness';
import { formatViolation, runAxe, VIEWPORTS } from '../support/site-browser';
import { LANG } from '../support/site-plan';

/**
 * 信箱管理 in Chromium against the reference server, its mail going over real SMTP to an
 * in-process sink: a citizen writes through the public mailbox and gets the acknowledgement with
 * the serial number; the demo `editor` finds the letter as 新信件, assigns it, notes it and replies;
 * the reply reaches the citizen and the letter reads 已回覆; the CSV export is UTF-8 with a BOM.
 */

const MAILBOX_URL = paths.page.href(LANG, 'mailbox');
const INBOX = staffPaths.mailbox(LANG);
const CITIZEN = {
  name: '蔡小雨',
  email: 'xiaoyu.tsai@example.tw',
  phone: '',
  subject: '燈塔展夜間開放的時間',
  content: '您好：\n請問燈塔展在元宵節前後是否有夜間開放？\n謝謝！',
};
const NOTE = '已請展覽組確認夜間場次。';
const REPLY = '蔡小姐您好：燈塔展於元宵節前後三天開放至晚上九點，歡迎參觀。';

let sink: SmtpSink;
// Staff sign in within the tests; the server's mail goes to the sink, started first.
const world = useEditorWorld({
  who: null,
  stack: async () => {
    sink = await startSmtpSink();
    return { server: { mail: { ...DEFAULT_MAIL_OPTIONS, smtpUrl: sink.url } } };
  },
});
let stack: typeof world.stack;
let citizen: Page;
let staff: Page;
let problems: PageProblems;
let serialNo = '';

const at = (path: string) => `${stack.baseUrl}${path}`;
const dialog = (): Locator => staff.locator('[data-part="letter-dialog"]');
const row = (): Locator => staff.locator(`[data-part="inbox-row"][data-serial="${serialNo}"]`);

async function expectNoAxeViolations(page: Page): Promise<void> {
  const violations = await runAxe(page, stack.baseUrl);
  expect(violations.map((violation) => formatViolation(violation))).toEqual([]);
}

beforeAll(async () => {
  stack = world.stack;
  const citizenContext = await world.browser.newContext({ viewport: VIEWPORTS.desktop });
  citizen = await citizenContext.newPage();
  staff = await world.context.newPage();
  problems = watchPage(staff);
});

afterAll(async () => {
  await sink?.close();
});

describe('the mailbox inbox with replies by email', () => {
  it('acknowledges a citizen’s letter by email with its serial number', async () => {
    await citizen.goto(at(MAILBOX_URL));
    const form = citizen.locator('[data-layout="cms-mailbox"] form');
    await form.waitFor();
    for (const [name, value] of Object.entries(CITIZEN))
      if (value) await form.locator(`[name="${name}"]`).fill(value);
    await form.getByRole('button', { name: '送出' }).click();
    const receipt = citizen.getByRole('status').filter({ hasText: '案件編號' });
    await receipt.waitFor();
    serialNo = /案件編號：(\S+)/.exec(await receipt.innerText())?.[1] ?? '';
    expect(serialNo).toMatch(/^M\d{8}-\d{4}$/);

    const acknowledgement = await sink.waitFor(
      (mail) => mail.envelopeTo.includes(CITIZEN.email) && mail.text.includes(serialNo),
      15_000,
    );
    expect(acknowledgement.text).toContain(serialNo);
    expect(acknowledgement.to).toEqual([CITIZEN.email]);
  });

  it('shows staff the letter as 新信件, and the way in from the staff navigation', async () => {
    await logIn(staff, stack.baseUrl, 'editor', staffPaths.page(LANG, 'dashboard'));
    await staff
      .getByRole('navigation', { name: '編輯者工具' })
      .getByRole('link', { name: '信箱', exact: true })
      .click();
    await staff.waitForURL(at(INBOX));
    await row().waitFor();
    await staff.screenshot({ path: path.join(screenshotDir(), 'mailbox-inbox.png'), fullPage: true });
    expect(await row().innerText()).toContain('新信件');
    expect(await row().innerText()).toContain(CITIZEN.subject);
    expect(await row().innerText()).toContain('未指派');
    expect(await staff.locator('[data-part="inbox-count"]').innerText()).toMatch(/^共 1 封/);
  });

  it('opens the letter from the keyboard, assigns it, notes it and replies after confirming', async () => {
    const opener = row().locator('[data-part="inbox-open"]');
    await opener.focus();
    await staff.keyboard.press('Enter');
    await dialog().waitFor();
    await staff.waitForURL(at(`${INBOX}?letter=${serialNo}`));
    expect(await dialog().locator('[data-part="letter-content"] p').innerText()).toBe(CITIZEN.content);

    await dialog().locator('[data-part="letter-assignee"]').selectOption('admin');
    await dialog().locator('[data-part="letter-assign-submit"]').click();
    await dialog()
      .getByText(/^已指派給 /)
      .waitFor();
    expect(await dialog().locator('[data-part="letter-facts"]').innerText()).toContain('處理中');
    // The colleague hears of it by email.
    await sink.waitFor(
      (mail) => mail.envelopeTo.includes('admin@museum.example') && mail.text.includes(serialNo),
      15_000,
    );

    await dialog().locator('[data-part="letter-note-text"]').fill(NOTE);
    await dialog().locator('[data-part="letter-note-submit"]').click();
    await dialog().locator('[data-part="letter-note"]').filter({ hasText: NOTE }).waitFor();

    await dialog().locator('[data-part="letter-reply-text"]').fill(REPLY);
    await dialog().locator('[data-part="letter-reply-submit"]').click();
    // The app's own confirm dialog: the reply goes to the citizen and cannot be taken back.
    const confirm = staff.getByRole('alertdialog');
    expect(await confirm.innerText()).toContain('寄出後無法收回');
    await confirm.getByRole('button', { name: '寄出回覆' }).click();
    await dialog()
      .getByText(/^已寄出回覆給 /)
      .waitFor();
    await expectNoAxeViolations(staff);
    await staff.screenshot({ path: path.join(screenshotDir(), 'mailbox-letter.png') });
  });

  it('mails the reply to the citizen, and the letter reads 已回覆 with the reply sent', async () => {
    const reply = await sink.waitFor(
      (mail) => mail.envelopeTo.includes(CITIZEN.email) && mail.text.includes('元宵節前後三天'),
      15_000,
    );
    expect(reply.text).toContain(REPLY);
    // Internal notes never leave the building.
    expect(sink.to(CITIZEN.email).some((mail) => mail.text.includes(NOTE))).toBe(false);

    await staff.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
    await staff.waitForURL(at(INBOX));
    expect(await row().innerText()).toContain('已回覆');
    expect(await row().locator('[data-part="letter-status"]').innerText()).toBe('已回覆');

    // Reopened, the dialog shows the reply as delivered.
    await row().locator('[data-part="inbox-open"]').click();
    await dialog().locator('[data-part="letter-reply"][data-delivery="sent"]').waitFor({ timeout: 15_000 });
    await staff.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
  });

  it('downloads a CSV that starts with the UTF-8 BOM and holds the Chinese as written', async () => {
    const download = staff.waitForEvent('download');
    await staff.locator('[data-part="inbox-export"]').click();
    const file = await (await download).path();
    const bytes = fs.readFileSync(file);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text).toContain(CITIZEN.subject);
    expect(text).toContain(serialNo);
    expect(problems.pageErrors).toEqual([]);
  });
});
