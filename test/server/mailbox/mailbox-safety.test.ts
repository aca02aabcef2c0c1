import type { MailboxReceipt, MailboxSubmission } from '../../../src/shared/api-types';
import { smallSiteSeed } from '../support/demo-site.builder';
import { expectErrorBody, postForm, postJson } from '../support/http-client';
import { startTestServer, type TestServer } from '../support/test-server';
import Database from 'better-sqlite3';

const aLetter = (more: Partial<MailboxSubmission> = {}): MailboxSubmission => ({
  name: '王小明',
  email: 'ming@example.tw',
  phone: '(02) 2345-6789 #12',
  subject: '開放時間詢問',
  content: '請問週一是否開館？',
  'g-recaptcha-response': '',
  ...more,
});

describe('mailbox posts from other sites and resends', () => {
  let server: TestServer;
  const mailbox = () => `${server.baseUrl}/api/cms/mailbox`;
  const storedLetters = () => {
    const db = new Database(server.dbPath, { readonly: true });
    try {
      return (db.prepare('SELECT COUNT(*) AS count FROM mailbox_messages').get() as { count: number }).count;
    } finally {
      db.close();
    }
  };

  beforeEach(async () => {
    server = await startTestServer({
      seed: smallSiteSeed,
      corsOrigins: ['https://editor.example.tw'],
    });
  });
  afterEach(() => server.close());

  it('refuses a form-encoded letter, which any other site could post without asking', async () => {
    const answer = await postForm(mailbox(), aLetter() as unknown as Record<string, string>);
    expect(expectErrorBody(answer, 415).error_description).toMatch(/JSON/);
    expect(storedLetters()).toBe(0);
  });

  it('refuses a letter whose page came from another origin, and takes one from an allowed origin', async () => {
    expectErrorBody(await postJson(mailbox(), aLetter(), { origin: 'https://evil.example.com' }), 403);
    expect((await postJson(mailbox(), aLetter(), { origin: server.baseUrl })).status).toBe(200);
    expect((await postJson(mailbox(), aLetter(), { origin: 'https://editor.example.tw' })).status).toBe(200);
    expect(storedLetters()).toBe(2);
  });

  it('stores a letter resent with the same Idempotency-Key once, answering the same serial number', async () => {
    const key = { 'idempotency-key': '1b4e28ba-2fa1-11d2-883f-0016d3cca427' };
    const first = await postJson<MailboxReceipt>(mailbox(), aLetter(), key);
    const resend = await postJson<MailboxReceipt>(mailbox(), aLetter(), key);
    const other = await postJson<MailboxReceipt>(mailbox(), aLetter(), { 'idempotency-key': 'another-key' });
    expect(first.status).toBe(200);
    expect(resend.body).toEqual(first.body);
    expect(other.body.serialNo).not.toBe(first.body.serialNo);
    expect(storedLetters()).toBe(2);
  });

  it('accepts the phone formats used in Taiwan, the demo footer one included', async () => {
    for (const phone of [
      '(02) 2345-6789 #12',
      '02-2345-6789',
      '0912-345-678',
      '+886 2 2345 6789',
      '(09) 555-0123',
    ])
      expect((await postJson(mailbox(), aLetter({ phone }))).status).toBe(200);
  });
});
