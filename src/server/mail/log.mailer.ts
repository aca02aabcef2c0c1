import type { Mailer, OutgoingMail } from '../ports/mailer.port';

/** The part of pino (`app.log`) the log mailer writes to. */
export interface MailLog {
  info(object: Record<string, unknown>, message: string): void;
}

/**
 * The `Mailer` without `SMTP_URL`: each mail goes to the server's log instead, whole, so a
 * developer sees the acknowledgement, the notice and the one-time links without a mail server.
 * Never meant for production, where the log would hold what the mail holds.
 */
export class LogMailer implements Mailer {
  constructor(private readonly log: MailLog) {}

  async send(mail: OutgoingMail): Promise<void> {
    this.log.info(
      { mail: { to: mail.to, subject: mail.subject, purpose: mail.purpose, text: mail.text } },
      'mail not sent (no SMTP_URL): written to the log instead',
    );
  }
}
