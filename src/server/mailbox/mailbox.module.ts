import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { CaptchaVerifier } from '../auth/captcha.verifier';
import type { AuthoringAccess } from '../authoring/authoring.guard';
import type { ContentRepository } from '../content/content.repository';
import type { RateWindow } from '../http/client-limits';
import { mailModule } from '../mail/mail.module';
import type { Clock } from '../platform/clock';
import type { MailOptions } from '../server-options';
import { registerInboxRoutes } from './mailbox-inbox.routes';
import { MailboxInbox } from './mailbox-inbox.service';
import { LetterIntake } from './letter-intake.service';
import { registerMailboxRoutes } from './mailbox.routes';
import { registerMailboxPublicRoutes } from './mailbox-public.routes';
import { MailboxPublic } from './mailbox-public.service';
import type { SiteStorage } from '../ports/storage.port';

export interface MailboxModuleDeps {
  /** The async stores and unit of work. */
  storage: SiteStorage;
  clock: Clock;
  access: AuthoringAccess;
  mail: MailOptions;
  log: FastifyBaseLogger;
  publicOrigin?: string | undefined;
  /** `PUBLIC_HOSTS`: hosts a request may name for its links (src/server/http/public-origin.ts). */
  publicHosts?: readonly string[] | undefined;
}

/**
 * Mail and the mailbox: the outbox every mail goes through (`outbox`, a `MailQueue`
 * for other modules too), the inbox (whose `newLetters` the dashboard reads), and the job for
 * the scheduler's tick: deliver what is due, purge what is past its retention.
 */
export function mailboxModule(deps: MailboxModuleDeps) {
  const { storage, clock, access, mail } = deps;
  const { outbox, close } = mailModule({ storage, clock, options: mail, log: deps.log });
  const inbox = new MailboxInbox({
    storage,
    clock,
    outbox,
    replyDays: mail.replyDays,
    retentionDays: mail.retentionDays,
  });
  const origins = { publicOrigin: deps.publicOrigin, publicHosts: deps.publicHosts };
  const cases = new MailboxPublic({ storage, clock, retentionDays: mail.retentionDays });
  return {
    outbox,
    inbox,
    maintenance: async () => {
      outbox.kick();
      await inbox.purge();
    },
    register(
      app: FastifyInstance,
      more: {
        content: ContentRepository;
        captcha: CaptchaVerifier;
        mailboxPerIp: RateWindow;
        caseLookupPerIp: RateWindow;
        allowedOrigins: string[];
      },
    ): void {
      // Registered after the database's own onClose hook, so it runs before it (Fastify runs them in reverse).
      app.addHook('onClose', close);
      registerMailboxRoutes(app, { ...more, intake: new LetterIntake(more.content, inbox), ...origins });
      registerMailboxPublicRoutes(app, { cases, access, caseLookupPerIp: more.caseLookupPerIp });
      registerInboxRoutes(app, { access, inbox, clock, ...origins });
    },
  };
}
