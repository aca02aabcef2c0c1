import { API_PATHS } from '../../../src/shared/api-paths';
import {
  CASE_NOT_FOUND_TEXT,
  type CaseStatus,
  type MailboxNotice,
  type MailboxNoticeSetting,
} from '../../../src/shared/mailbox-case';
import { MAILBOX_PATHS, type LetterDetail } from '../../../src/shared/mailbox-inbox.types';
import { replyMailPreview } from '../../../src/shared/mailbox-mail';
import { MemoryMailer } from '../../../src/server/mail/memory.mailer';
import { DEFAULT_MAIL_OPTIONS } from '../../../src/server/server-options';
import { expectErrorBody, getJson, postJson, type JsonAnswer } from '../support/http-client';
import { NO_TWO_STEP, startTestServer, type TestServer } from '../support/test-server';
import { anInboxSite, auditOf, eventually, sendLetter } from './inbox.support';
import { tokenOf } from '../support/sign-in';

/**
 * What the mailbox answers a citizen without an account (案件查詢, the 個人資料蒐集告知), what an
 * administrator may change of it, and the reply mail staff preview before sending it.
 */

const ADMIN = { account: 'admin', password: 'Admin#2026', displayName: '系統管理者', admin: true };
/** A token of `account`: this site's own administrator, or one of the inbox site's staff. */
const tokenOn = (server: TestServer, account: string) =>
  tokenOf(server, account, account === ADMIN.account ? ADMIN.password : undefined);

describe('案件查詢 and the privacy notice', () => {
  let server: TestServer;
  let mailer: MemoryMailer;
  const url = (path: string) => `${server.baseUrl}${path}`;
  const lookup = (body: unknown) => postJson<CaseStatus>(url(API_PATHS.mailboxCase), body);
  const put = async (
    account: string,
    path: string,
    body: unknown,
  ): Promise<JsonAnswer<MailboxNoticeSetting>> => {
    const response = await fetch(url(MAILBOX_PATHS.notice(path)), {
      method: 'PUT',
      headers: { 'content-type': 'application/json', access_token: await tokenOn(server, account) },
      body: JSON.stringify(body),
    });
    return { status: response.status, headers: response.headers, body: await response.json() };
  };

  beforeEach(async () => {
    mailer = new MemoryMailer();
    server = await startTestServer({
      seed: {
        site: () => {
          const site = anInboxSite();
          return {
            ...site,
            accounts: [...site.accounts, { ...ADMIN, rights: { r: true, w: true, d: true, p: true } }],
          };
        },
        images: () => [],
      },
      mail: { ...DEFAULT_MAIL_OPTIONS, mailer },
      schedulerIntervalMs: 25,
      ...NO_TWO_STEP,
      limits: { caseLookupPerIp: { max: 6, windowMs: 60_000 } },
    });
  });
  afterEach(() => server.close());

  it('answers the status and the reply date for the case number and the address the letter was sent with', async () => {
    const serialNo = await sendLetter(server);
    const before = await lookup({ serialNo, email: 'ming@example.tw' });
    expect(before.status).toBe(200);
    expect(before.headers.get('cache-control')).toBe('no-store');
    expect(before.body).toEqual({
      serialNo,
      status: 'new',
      statusText: '已收件，等待處理',
      receivedOn: '2026-11-22',
      replyBy: '2026-11-29',
      repliedOn: null,
    });

    server.clock.advanceSeconds(2 * 86_400);
    const clerk = { access_token: await tokenOn(server, 'clerk') };
    await postJson<LetterDetail>(
      url(MAILBOX_PATHS.reply(serialNo)),
      { body: '王小明 您好：\n週一休館。' },
      clerk,
    );
    // Typed as the citizen may: the number in lower case, the address in capitals, spaces around.
    const after = await lookup({ serialNo: ` ${serialNo.toLowerCase()} `, email: ' MING@Example.TW ' });
    expect(after.status).toBe(200);
    expect(after.body).toMatchObject({ status: 'replied', statusText: '已回覆', repliedOn: '2026-11-24' });
    // Nothing the citizen or staff wrote is in the answer.
    expect(JSON.stringify(after.body)).not.toMatch(/王小明|開放時間|週一/);
  });

  it('gives one answer, whichever half is wrong, and 400 only for a missing half', async () => {
    const serialNo = await sendLetter(server);
    const wrongEmail = await lookup({ serialNo, email: 'someone@example.tw' });
    const wrongNumber = await lookup({ serialNo: 'M20261122-0099', email: 'ming@example.tw' });
    const nonsense = await lookup({ serialNo: 'x'.repeat(40), email: 'ming@example.tw' });
    for (const answer of [wrongEmail, wrongNumber, nonsense])
      expect(expectErrorBody(answer, 404).error_description).toBe(CASE_NOT_FOUND_TEXT);
    expect(wrongEmail.body).toEqual(wrongNumber.body);

    expect(expectErrorBody(await lookup({ serialNo }), 400).fields).toEqual({ email: '請填寫電子郵件' });
    expect(expectErrorBody(await lookup({ email: 'a@b.tw', serialNo: ' ' }), 400).fields).toEqual({
      serialNo: '請填寫案件編號',
    });
  });

  it('is rate-limited per IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await lookup({ serialNo: `M1-${i}`, email: 'a@b.tw' })).status);
    expect(statuses).toEqual([404, 404, 404, 404, 404, 404, 429]);
  });

  it('shows each mailbox a default notice with the items of 個資法 §8, naming the site', async () => {
    const answer = await getJson<MailboxNotice>(url(API_PATHS.mailboxNotice('mailbox')));
    expect(answer.status).toBe(200);
    const text = answer.body.text;
    for (const item of [
      '個人資料保護法第 8 條',
      '蒐集機關：測試館',
      '蒐集目的',
      '個人資料類別',
      '利用期間：自收件日起 365 日',
      '利用地區',
      '利用對象及方式',
      '第 3 條',
      '不提供之影響',
    ])
      expect(text).toContain(item);
    expect((await getJson(url(API_PATHS.mailboxNotice('news')))).status).toBe(404);
  });

  it('lets an administrator rewrite a mailbox notice and go back to the default, audited; nobody else', async () => {
    const written = await put('admin', 'mayor', { text: '  首長信箱的個人資料蒐集告知。\r\n第二行  ' });
    expect(written.status).toBe(200);
    expect(written.body).toMatchObject({
      path: 'mayor',
      text: '首長信箱的個人資料蒐集告知。\n第二行',
      custom: true,
    });
    expect((await getJson<MailboxNotice>(url(API_PATHS.mailboxNotice('mayor')))).body.text).toBe(
      '首長信箱的個人資料蒐集告知。\n第二行',
    );
    // The other mailbox keeps its own.
    expect((await getJson<MailboxNotice>(url(API_PATHS.mailboxNotice('mailbox')))).body.text).toContain(
      '蒐集機關',
    );

    expect(expectErrorBody(await put('admin', 'mayor', { text: '  ' }), 400).fields).toHaveProperty('text');
    expect(
      expectErrorBody(await put('admin', 'mayor', { text: 'x'.repeat(5001) }), 400).fields,
    ).toHaveProperty('text');
    expect((await put('clerk', 'mailbox', { text: '改寫' })).status).toBe(403);
    expect((await put('admin', 'news', { text: '改寫' })).status).toBe(404);

    const listed = await getJson<MailboxNoticeSetting[]>(url(MAILBOX_PATHS.notices), {
      access_token: await tokenOn(server, 'admin'),
    });
    expect(listed.body.map(({ path, title, custom }) => ({ path, title, custom }))).toEqual([
      { path: 'mailbox', title: '民意信箱', custom: false },
      { path: 'mayor', title: '首長信箱', custom: true },
    ]);
    expect(
      (await getJson(url(MAILBOX_PATHS.notices), { access_token: await tokenOn(server, 'clerk') })).status,
    ).toBe(403);

    const reset = await put('admin', 'mayor', { text: null });
    expect(reset.body.custom).toBe(false);
    expect(reset.body.text).toBe(reset.body.defaultText);
    expect(auditOf(server, 'mailbox.notice').map((entry) => JSON.parse(entry.detail!))).toEqual([
      { path: 'mayor', custom: true },
      { path: 'mayor', custom: false },
    ]);
  });

  it('sends the reply exactly as the form previews it, greeting once, and links 案件查詢 from the acknowledgement', async () => {
    const serialNo = await sendLetter(server);
    await eventually(() => expect(mailer.sentFor('mailbox.ack')).toHaveLength(1));
    expect(mailer.sentFor('mailbox.ack')[0]!.text).toContain(
      `案件查詢：${server.baseUrl}/home/zh-tw/mailbox-case`,
    );

    const clerk = { access_token: await tokenOn(server, 'clerk') };
    const body = '王小明 您好：\n週一休館，週二至週日開放。\n\n承辦人 王書記 敬上';
    const detail = await postJson<LetterDetail>(url(MAILBOX_PATHS.reply(serialNo)), { body }, clerk);
    expect(detail.status).toBe(200);
    await eventually(() => expect(mailer.sentFor('mailbox.reply')).toHaveLength(1));
    const mail = mailer.sentFor('mailbox.reply')[0]!;
    const preview = replyMailPreview(detail.body, body);
    expect(mail.subject).toBe(preview.subject);
    expect(mail.text).toBe(preview.text);
    expect(mail.text.match(/您好/g)).toHaveLength(1);
    expect(mail.text.startsWith('王小明 您好：\n週一休館')).toBe(true);
  });
});
