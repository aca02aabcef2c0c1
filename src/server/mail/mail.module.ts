import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../platform/clock';
import type { MailOptions } from '../server-options';
import type { SiteStorage } from '../ports/storage.port';
import { LogMailer } from './log.mailer';
import { MailOutbox } from './mail-outbox';
import type { Mailer } from '../ports/mailer.port';
import { SmtpMailer } from './smtp.mailer';

/**
 * The mailer the options ask for (SMTP with `SMTP_URL`, the log without it, a test's own when
 * given) and the outbox that delivers through it. `close` lets a running delivery finish.
 */
export function mailModule(deps: {
  storage: SiteStorage;
  clock: Clock;
  options: MailOptions;
  log: FastifyBaseLogger;
}) {
  const { storage, clock, options, log } = deps;
  const smtp = options.mailer || !options.smtpUrl ? undefined : new SmtpMailer(options.smtpUrl, options.from);
  if (!options.mailer && !smtp) log.warn('SMTP_URL is not set: mail is written to this log instead of sent');
  const mailer: Mailer = options.mailer ?? smtp ?? new LogMailer(log);
  const outbox = new MailOutbox(
    storage,
    clock,
    mailer,
    (error) => log.error({ err: error }, 'mail delivery failed; the outbox retries it'),
    options.siteName,
  );
  return {
    outbox,
    async close(): Promise<void> {
      await outbox.stop();
      smtp?.close();
    },
  };
}
