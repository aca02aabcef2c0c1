import type { Browser, Locator, Page, Request } from 'playwright-core';
import { paths } from '../../../src/ui/paths/paths';
import { launchBrowser, startStack, watchPage, type PageProblems, type Stack } from '../support/harness';
import { VIEWPORTS } from '../support/site-browser';
import { LANG } from '../support/site-plan';

/**
 * 民意信箱 in Chromium against the reference server: the draft survives a reload, a send that gets
 * no answer is reported honestly and never repeated behind the visitor's back, and a send that
 * works shows the serial number of a letter the server really stored.
 */

const MAILBOX_URL = paths.page.href(LANG, 'mailbox');
const LETTER = {
  name: '林小海',
  email: 'xiaohai.lin@example.tw',
  phone: '06-555-0123',
  subject: '燈塔展的導覽時段',
  content: '您好：\n請問燈塔展週末是否有定時導覽？我們一家四口想在下午參加。\n謝謝！',
};
type Field = keyof typeof LETTER;
const FIELDS = Object.keys(LETTER) as Field[];
/** The form's visible labels (zh-TW). */
const LABELS: Record<Field, string> = {
  name: '姓名',
  email: '電子郵件',
  phone: '聯絡電話',
  subject: '主旨',
  content: '內容',
};
/** How long a resend would have had to show up: well beyond any retry a client makes by itself. */
const NO_RESEND_WINDOW_MS = 3_000;

let stack: Stack;
let browser: Browser;
let page: Page;
let problems: PageProblems;
const posts: Request[] = [];

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
  page = await context.newPage();
  problems = watchPage(page);
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/cms/mailbox')
      posts.push(request);
  });
});

afterAll(async () => {
  await Promise.all([browser?.close(), stack?.close()]);
});

const form = (): Locator => page.locator('[data-layout="cms-mailbox"] form');
/**
 * Fields by their `name`, the form's contract with the server. Whether the visible labels name them
 * (what a screen reader announces) is a test of its own below, so a label fault does not hide how
 * the draft and the sending behave.
 */
const field = (name: Field): Locator => form().locator(`[name="${name}"]`);

async function valuesOnScreen(): Promise<Record<Field, string>> {
  const entries = await Promise.all(
    FIELDS.map(async (name) => [name, await field(name).inputValue()] as const),
  );
  return Object.fromEntries(entries) as Record<Field, string>;
}

async function openMailbox(): Promise<void> {
  await page.goto(`${stack.baseUrl}${MAILBOX_URL}`);
  await form().waitFor();
}

describe('the mailbox form in Chromium', () => {
  it('names each field by its visible label', async () => {
    await openMailbox();
    const named = await Promise.all(
      FIELDS.map(async (name) => [name, await form().getByLabel(LABELS[name]).count()] as const),
    );
    expect(Object.fromEntries(named)).toEqual({ name: 1, email: 1, phone: 1, subject: 1, content: 1 });
  });

  it('keeps what was typed across a reload of the tab', async () => {
    await openMailbox();
    for (const name of FIELDS) await field(name).fill(LETTER[name]);
    // The draft is written shortly after the last keystroke; wait for it rather than for a fixed time.
    await page.waitForFunction(
      (subject) => Object.values(window.sessionStorage).some((value) => value.includes(subject)),
      LETTER.subject,
    );

    await page.reload();
    await form().waitFor();
    expect(await valuesOnScreen()).toEqual(LETTER);
    expect(posts).toHaveLength(0);
  });

  it('says the message may have been sent when the send gets no answer, keeps the text and does not send it again', async () => {
    // The one simulated failure of these tests: the network drops only the letter's POST.
    await page.route(`${stack.baseUrl}/api/cms/mailbox`, (route) =>
      route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback(),
    );
    try {
      await form().getByRole('button', { name: '送出' }).click();
      const warning = page.getByRole('alert').filter({ hasText: '可能已送出' });
      await warning.waitFor();
      expect(await warning.innerText()).toMatch(/請勿重複送出/);

      await page.waitForTimeout(NO_RESEND_WINDOW_MS);
      expect(posts).toHaveLength(1);
      expect(await valuesOnScreen()).toEqual(LETTER);
      expect(await form().getByRole('button', { name: '送出' }).isEnabled()).toBe(true);
    } finally {
      await page.unroute(`${stack.baseUrl}/api/cms/mailbox`);
    }
    // Nothing else failed: the aborted POST is the only failed request, and the page threw nothing.
    expect(problems.pageErrors).toEqual([]);
    expect(problems.failedRequests).toEqual([expect.stringMatching(/^POST .*\/api\/cms\/mailbox: /)]);
    expect(problems.errorResponses).toEqual([]);
  });

  it('shows the serial number of the letter once the server answers, and the server has stored it once', async () => {
    await form().getByRole('button', { name: '送出' }).click();
    const receipt = page.getByRole('status').filter({ hasText: '案件編號' });
    await receipt.waitFor();
    const serialNo = /案件編號：(\S+)/.exec(await receipt.innerText())?.[1];
    expect(serialNo).toMatch(/^M\d{8}-\d{4}$/);
    expect(posts).toHaveLength(2);

    // Read back as the editor would: log in, then list the letters.
    const login = await fetch(`${stack.baseUrl}/backend/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        account: 'editor',
        password: 'Editor#2026',
        'g-recaptcha-response': '',
        grant_type: 'password',
      }),
    });
    expect(login.status).toBe(200);
    const { access_token: token } = (await login.json()) as { access_token: string };
    const answer = await fetch(`${stack.baseUrl}/backend/mailbox?limit=10&offset=0`, {
      headers: { access_token: token },
    });
    expect(answer.status).toBe(200);
    const letters = (await answer.json()) as { rows: Array<Record<string, string>>; total: number };
    // One letter: the dropped POST never reached the server and nothing was sent twice.
    expect(letters.total).toBe(1);
    expect(letters.rows[0]).toMatchObject({ serialNo, path: 'mailbox', ...LETTER });
  });

  it('forgets the draft once the letter is sent', async () => {
    await page.reload();
    await form().waitFor();
    expect(await valuesOnScreen()).toEqual({ name: '', email: '', phone: '', subject: '', content: '' });
  });
});
