import type { LetterDetail } from '../../../src/shared/mailbox-inbox.types';
import { MAILBOX_PATHS } from '../../../src/shared/mailbox-inbox.types';
import { DEFAULT_MAIL_OPTIONS } from '../../../src/server/server-options';
import { getJson, postJson } from '../support/http-client';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { startTestServer, type TestServer } from '../support/test-server';
import { anInboxSite, sendLetter } from './inbox.support';
import { tokenOf } from '../support/sign-in';

describe('the mailbox over real SMTP', () => {
  let sink: SmtpSink;
  let server: TestServer;
  beforeEach(async () => {
    sink = await startSmtpSink();
    server = await startTestServer({
      seed: { site: anInboxSite, images: () => [] },
      publicOrigin: 'https://museum.example.tw',
      mail: { ...DEFAULT_MAIL_OPTIONS, smtpUrl: sink.url, from: '臨海博物館 <no-reply@museum.example.tw>' },
    });
  });
  afterEach(async () => {
    await server.close();
    await sink.close();
  });

  it('acknowledges a letter to the citizen and tells the staff, then carries the assignment and the reply', async () => {
    const serialNo = await sendLetter(server);

    const ack = await sink.waitFor((mail) => mail.envelopeTo.includes('ming@example.tw'));
    expect(ack.subject).toBe(`已收到您的來信（案號 ${serialNo}）`);
    expect(ack.text).toContain(`案號為 ${serialNo}`);
    expect(ack.html).toContain(serialNo);
    expect(ack.parsed.from?.value).toEqual([{ name: '臨海博物館', address: 'no-reply@museum.example.tw' }]);

    const notice = await sink.waitFor((mail) => mail.subject.startsWith('民意信箱有新信件'));
    expect(notice.envelopeTo.sort()).toEqual(['clerk@museum.test', 'editor@museum.test']);
    expect(notice.text).toContain(`https://museum.example.tw/home/zh-tw/editor/mailbox?letter=${serialNo}`);
    expect(notice.html).toContain(
      `href="https://museum.example.tw/home/zh-tw/editor/mailbox?letter=${serialNo}"`,
    );
    expect(notice.text).not.toContain('王小明');

    const token = { access_token: await tokenOf(server, 'editor') };
    await postJson(`${server.baseUrl}${MAILBOX_PATHS.assign(serialNo)}`, { assignee: 'clerk' }, token);
    const assignment = await sink.waitFor((mail) => mail.subject.startsWith('民意信箱信件指派給您'));
    expect(assignment.envelopeTo).toEqual(['clerk@museum.test']);
    expect(assignment.text).toContain(
      `https://museum.example.tw/home/zh-tw/editor/mailbox?letter=${serialNo}`,
    );

    await postJson(
      `${server.baseUrl}${MAILBOX_PATHS.reply(serialNo)}`,
      { body: '週一休館，週二至週日開放。' },
      token,
    );
    const reply = await sink.waitFor((mail) => mail.subject.startsWith('回覆：'));
    expect(reply.envelopeTo).toEqual(['ming@example.tw']);
    expect(reply.subject).toBe(`回覆：開放時間詢問（案號 ${serialNo}）`);
    expect(reply.text).toContain('週一休館，週二至週日開放。');
    // The sink has the message; the outbox marks it sent once the server's 250 reaches it.
    let letter = await getJson<LetterDetail>(`${server.baseUrl}${MAILBOX_PATHS.letter(serialNo)}`, token);
    for (let tries = 0; letter.body.replies[0]?.delivery === 'queued' && tries < 100; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      letter = await getJson<LetterDetail>(`${server.baseUrl}${MAILBOX_PATHS.letter(serialNo)}`, token);
    }
    expect(letter.body.status).toBe('replied');
    expect(letter.body.replies.map((entry) => entry.delivery)).toEqual(['sent']);
  });
});
