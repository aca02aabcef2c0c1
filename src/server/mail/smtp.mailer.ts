import nodemailer, { type Transporter } from 'nodemailer';
import type { Mailer, OutgoingMail } from '../ports/mailer.port';

/**
 * The `Mailer` over SMTP (nodemailer), from `SMTP_URL`: `smtp://user:pass@host:587` (STARTTLS
 * when the server offers it) or `smtps://user:pass@host:465` (TLS from the first byte).
 * nodemailer's own URL options (`?tls.rejectUnauthorized=false`, `?pool=true`) pass through.
 */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(smtpUrl: string, from: string) {
    this.transport = nodemailer.createTransport(
      {
        url: smtpUrl,
        // A silent server must not hold a dispatch forever: the outbox retries later instead.
        connectionTimeout: 15_000,
        greetingTimeout: 15_000,
        socketTimeout: 60_000,
      },
      { from },
    );
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.transport.sendMail({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      // Replies to this automatic mail have nowhere to go; mail servers and auto-responders read this.
      headers: { 'Auto-Submitted': 'auto-generated', 'X-Themesite-Purpose': mail.purpose },
    });
  }

  close(): void {
    this.transport.close();
  }
}
