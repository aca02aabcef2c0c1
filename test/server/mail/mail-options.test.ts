import { LogMailer } from '../../../src/server/mail/log.mailer';
import { composeMail } from '../../../src/server/mail/compose-mail';
import {
  checkServerOptions,
  DEFAULT_MAIL_OPTIONS,
  DEFAULT_SERVER_OPTIONS,
  readOptionsFromEnv,
} from '../../../src/server/server-options';

describe('the mail options', () => {
  it('defaults to the log, a local sender, 7 days to reply and a year of keeping', () => {
    expect(readOptionsFromEnv({}).server.mail).toEqual({
      from: 'themesite <no-reply@localhost>',
      replyDays: 7,
      retentionDays: 365,
    });
  });

  it('refuses at start an SMTP_URL that is not smtp:// or smtps://, naming the variable', () => {
    expect(() => readOptionsFromEnv({ SMTP_URL: 'mail.example.tw:25' })).toThrow(/SMTP_URL/);
    expect(() => readOptionsFromEnv({ SMTP_URL: 'https://mail.example.tw' })).toThrow(
      /smtp:\/\/ or smtps:\/\//,
    );
    expect(readOptionsFromEnv({ SMTP_URL: 'smtp://mail.example.tw:587' }).server.mail.smtpUrl).toBe(
      'smtp://mail.example.tw:587',
    );
  });

  it('refuses a MAIL_FROM that is not one address', () => {
    expect(() => readOptionsFromEnv({ MAIL_FROM: '臨海博物館' })).toThrow(/MAIL_FROM/);
    expect(() => readOptionsFromEnv({ MAIL_FROM: 'a@example.tw, b@example.tw' })).toThrow(/MAIL_FROM/);
    expect(readOptionsFromEnv({ MAIL_FROM: 'service@museum.example.tw' }).server.mail.from).toBe(
      'service@museum.example.tw',
    );
  });

  it('refuses reply and retention days that are not whole days, or a retention shorter than the reply time', () => {
    expect(() => readOptionsFromEnv({ MAILBOX_REPLY_DAYS: '0' })).toThrow(/MAILBOX_REPLY_DAYS/);
    expect(() => readOptionsFromEnv({ MAILBOX_REPLY_DAYS: '7.5' })).toThrow(/MAILBOX_REPLY_DAYS/);
    expect(() => readOptionsFromEnv({ MAILBOX_RETENTION_DAYS: 'forever' })).toThrow(/MAILBOX_RETENTION_DAYS/);
    expect(() => readOptionsFromEnv({ MAILBOX_REPLY_DAYS: '30', MAILBOX_RETENTION_DAYS: '30' })).toThrow(
      /longer than MAILBOX_REPLY_DAYS/,
    );
    expect(() =>
      checkServerOptions({ ...DEFAULT_SERVER_OPTIONS, mail: { ...DEFAULT_MAIL_OPTIONS, replyDays: 400 } }),
    ).toThrow(/MAILBOX_REPLY_DAYS/);
  });
});

describe('the log mailer', () => {
  it('writes the whole mail to the log instead of sending it', async () => {
    const lines: Array<{ object: Record<string, unknown>; message: string }> = [];
    const mailer = new LogMailer({ info: (object, message) => lines.push({ object, message }) });
    await mailer.send(
      composeMail({
        to: ['ming@example.tw'],
        subject: '已收到您的來信',
        purpose: 'mailbox.ack',
        paragraphs: ['您好：'],
        link: { label: '開啟', url: 'http://localhost:8080/x' },
      }),
    );
    expect(lines).toEqual([
      {
        object: {
          mail: {
            to: ['ming@example.tw'],
            subject: '已收到您的來信',
            purpose: 'mailbox.ack',
            text: expect.stringContaining('開啟：http://localhost:8080/x'),
          },
        },
        message: expect.stringMatching(/no SMTP_URL/),
      },
    ]);
  });
});
