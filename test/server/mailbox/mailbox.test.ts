import type { ListAnswer, MailboxReceipt, MailboxSubmission } from '../../../src/shared/api-types';
import type { CaptchaVerifier } from '../../../src/server/auth/captcha.verifier';
import type { StoredMailboxMessage } from '../../../src/server/mailbox/mailbox-letters';
import { aSmallSite, smallSiteSeed } from '../support/demo-site.builder';
import { expectErrorBody, getJson, postEmpty, postJson } from '../support/http-client';
import { tokenOf } from '../support/sign-in';
import { startTestServer, type TestServer } from '../support/test-server';

const aLetter = (more: Partial<MailboxSubmission> = {}): MailboxSubmission => ({
  name: '王小明',
  email: 'ming@example.tw',
  phone: '+886 2-1234-5678',
  subject: '開放時間詢問',
  content: '請問週一是否開館？\n謝謝。',
  'g-recaptcha-response': 'solved',
  ...more,
});

const solvedCaptcha: CaptchaVerifier = { verify: (response) => Promise.resolve(response === 'solved') };

describe('the mailbox', () => {
  let server: TestServer;
  const url = (path: string) => `${server.baseUrl}${path}`;
  const send = (letter: unknown) => postJson<MailboxReceipt>(url('/api/cms/mailbox'), letter);
  const editorToken = () => tokenOf(server, 'editor', undefined, { captcha: 'solved' });

  beforeEach(async () => {
    server = await startTestServer({ captchaVerifier: solvedCaptcha, seed: smallSiteSeed });
  });
  afterEach(() => server.close());

  it('stores a letter and answers increasing serial numbers of the Taipei day', async () => {
    const first = await send(aLetter());
    const second = await send(aLetter({ phone: undefined }));
    expect(first.status).toBe(200);
    // The manual clock stands at 2026-11-22 10:00 in Taipei.
    expect(first.body).toEqual({ serialNo: 'M20261122-0001' });
    expect(second.body).toEqual({ serialNo: 'M20261122-0002' });
    server.clock.advanceSeconds(24 * 60 * 60);
    expect((await send(aLetter())).body).toEqual({ serialNo: 'M20261123-0001' });
  });

  it('answers 400 with a zh-TW message for each wrong field, and stores nothing', async () => {
    const answer = await send({
      name: '',
      email: 'not-an-email',
      phone: 'call me',
      subject: 'x'.repeat(101),
      content: '   ',
      'g-recaptcha-response': 'solved',
    });
    const body = expectErrorBody(answer, 400);
    expect(body.fields).toEqual({
      name: '請填寫姓名',
      email: '電子郵件格式不正確，例如 name@example.com',
      phone: '聯絡電話格式不正確，例如 (02) 2345-6789 #12 或 0912-345-678',
      subject: '主旨不可超過 100 個字',
      content: '請填寫內容',
    });
    expect(body.error_description).toMatch(/^輸入資料有誤：/);
    const token = await editorToken();
    expect(
      (await getJson<ListAnswer<unknown>>(url('/backend/mailbox'), { access_token: token })).body.total,
    ).toBe(0);
  });

  it('answers 400 for missing fields and for values of the wrong type', async () => {
    const missing = expectErrorBody(await send({ name: '王小明' }), 400);
    expect(Object.keys(missing.fields ?? {}).sort()).toEqual([
      'content',
      'email',
      'g-recaptcha-response',
      'subject',
    ]);
    const wrongTypes = expectErrorBody(
      await send(aLetter({ name: 42 as unknown as string, content: ['a'] as unknown as string })),
      400,
    );
    expect(wrongTypes.fields).toEqual({ name: '姓名必須是文字', content: '內容必須是文字' });
    const notAnObject = expectErrorBody(await send('"just text"'), 400);
    expect(notAnObject.fields).toEqual({ body: '請求內容必須是 JSON 物件' });
  });

  it('answers 400 on the captcha field when the captcha fails', async () => {
    const body = expectErrorBody(await send(aLetter({ 'g-recaptcha-response': 'robot' })), 400);
    expect(body.fields).toEqual({ 'g-recaptcha-response': '驗證碼驗證失敗，請重新驗證' });
  });

  it('takes posts only on the mailbox page: 405 on another page, 404 on an unknown one', async () => {
    const other = expectErrorBody(await postJson(url('/api/cms/news'), aLetter()), 405);
    expect(other.error_description).toMatch(/不接受/);
    expectErrorBody(await postJson(url('/api/cms/no-such-page'), aLetter()), 404);
  });

  it('shows editors the letters newest first, as plain text, behind a token', async () => {
    await send(aLetter({ subject: '第一封' }));
    server.clock.advanceSeconds(60);
    await send(aLetter({ subject: '<b>第二封</b>', content: 'line one\r\nline two\u0007' }));
    expectErrorBody(await getJson(url('/backend/mailbox')), 612);

    const answer = await getJson<ListAnswer<StoredMailboxMessage>>(url('/backend/mailbox'), {
      access_token: await editorToken(),
    });
    expect(answer.status).toBe(200);
    expect(answer.body.total).toBe(2);
    expect(answer.body.rows.map((row) => row.subject)).toEqual(['<b>第二封</b>', '第一封']);
    expect(answer.body.rows[0]).toMatchObject({
      serialNo: 'M20261122-0002',
      path: 'mailbox',
      name: '王小明',
      email: 'ming@example.tw',
      content: 'line one\nline two',
      createdAt: '2026-11-22 10:01:00',
    });
  });

  it('keeps a letter across a restart of the server on the same database file', async () => {
    const receipt = await send(aLetter({ subject: '重新啟動後仍在' }));
    expect(receipt.status).toBe(200);
    // Views are counted too, and must not be reset by seeding again.
    const [listPath, list] = Object.entries(aSmallSite().modules).find(
      ([, module]) => (module.rows ?? []).length > 0,
    )!;
    const detail = `/api/cms/${listPath}/${encodeURIComponent(list.rows![0]!.id)}`;
    const viewsBefore = (await getJson<{ views: number }>(url(detail))).body.views;
    expect((await postEmpty(url(`${detail}/view`))).status).toBe(204);

    // The view is still only counted in memory: closing the server writes it.
    server = await server.restart();

    const answer = await getJson<ListAnswer<StoredMailboxMessage>>(url('/backend/mailbox'), {
      access_token: await editorToken(),
    });
    expect(answer.body.rows).toEqual([
      expect.objectContaining({ serialNo: receipt.body.serialNo, subject: '重新啟動後仍在' }),
    ]);
    expect((await getJson<{ views: number }>(url(detail))).body.views).toBe(viewsBefore + 1);
    expect((await send(aLetter())).body.serialNo).toBe('M20261122-0002');
  });
});

describe('the mailbox for a user without read rights', () => {
  it('answers 403 to a logged-in user whose rights do not include reading', async () => {
    const server = await startTestServer({ seed: smallSiteSeed });
    try {
      const token = await tokenOf(server, 'guest');
      expect((await getJson(`${server.baseUrl}/backend/rights/news`, { access_token: token })).body).toEqual({
        r: false,
        w: false,
        d: false,
        p: false,
      });
      expectErrorBody(await getJson(`${server.baseUrl}/backend/mailbox`, { access_token: token }), 403);
    } finally {
      await server.close();
    }
  });
});
