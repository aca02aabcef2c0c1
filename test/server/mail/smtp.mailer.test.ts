import { composeMail } from '../../../src/server/mail/compose-mail';
import { SmtpMailer } from '../../../src/server/mail/smtp.mailer';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';

const aMail = () =>
  composeMail({
    to: ['ming@example.tw'],
    subject: '已收到您的來信（案號 M20261122-0001）',
    purpose: 'mailbox.ack',
    paragraphs: ['您好：', '第一行\n第二行 <b>不是標記</b>'],
    link: { label: '開啟信件', url: 'https://museum.example.tw/home/zh-tw/editor/mailbox?letter=M1&x=1' },
  });

describe('the SMTP mailer', () => {
  let sink: SmtpSink;
  beforeEach(async () => {
    sink = await startSmtpSink();
  });
  afterEach(() => sink.close());

  it('delivers text, HTML and a zh-TW subject over SMTP, logged in with the URL account', async () => {
    const mailer = new SmtpMailer(sink.url, '臨海博物館 <service@museum.example.tw>');
    try {
      await mailer.send(aMail());
    } finally {
      mailer.close();
    }
    const mail = await sink.waitFor(() => true);
    expect(mail.login).toBe('themesite');
    expect(mail.envelopeFrom).toBe('service@museum.example.tw');
    expect(mail.envelopeTo).toEqual(['ming@example.tw']);
    expect(mail.parsed.from?.value).toEqual([{ name: '臨海博物館', address: 'service@museum.example.tw' }]);
    expect(mail.subject).toBe('已收到您的來信（案號 M20261122-0001）');
    expect(mail.text).toContain('第一行\n第二行 <b>不是標記</b>');
    expect(mail.text).toContain(
      '開啟信件：https://museum.example.tw/home/zh-tw/editor/mailbox?letter=M1&x=1',
    );
    expect(mail.html).toContain('<p>第一行<br>第二行 &#60;b&#62;不是標記&#60;/b&#62;</p>');
    expect(mail.html).toContain(
      'href="https://museum.example.tw/home/zh-tw/editor/mailbox?letter=M1&#38;x=1"',
    );
    expect(mail.parsed.headers.get('auto-submitted')).toBe('auto-generated');
  });

  it('rejects when the SMTP server refuses the message, so the outbox keeps it', async () => {
    sink.refuseNext(1);
    const mailer = new SmtpMailer(sink.url, 'no-reply@museum.example.tw');
    try {
      await expect(mailer.send(aMail())).rejects.toThrow(/451|Try again/);
      await mailer.send(aMail());
    } finally {
      mailer.close();
    }
    expect(sink.messages).toHaveLength(1);
  });

  it('rejects a wrong login and an unreachable server', async () => {
    const wrong = new SmtpMailer(sink.url.replace('sink-password', 'guess'), 'no-reply@museum.example.tw');
    const closed = new SmtpMailer(`smtp://127.0.0.1:${sink.port}`, 'no-reply@museum.example.tw');
    await closed.send(aMail()); // no login at all is allowed by the sink
    await sink.close();
    try {
      await expect(wrong.send(aMail())).rejects.toThrow();
      await expect(closed.send(aMail())).rejects.toThrow();
    } finally {
      wrong.close();
      closed.close();
      sink = await startSmtpSink();
    }
  });
});
