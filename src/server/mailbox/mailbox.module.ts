import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { CaptchaVerifier } from '../auth/captcha.verifier';
import { AuditRepository } from '../authoring/audit.repository';
import type { AuthoringAccess } from '../authoring/authoring.guard';
import type { ContentRepository } from '../content/content.repository';
import type { SqliteDatabase } from '../database/sqlite.database';
import type { RateWindow } from '../http/client-limits';
import { mailModule } from '../mail/mail.module';
import type { Clock } from '../platform/clock';
import type { MailOptions } from '../server-options';
import { registerInboxRoutes } from './mailbox-inbox.routes';
import { MailboxInbox } from './mailbox-inbox.service';
import { MailboxRepository } from './mailbox.repository';
import { registerMailboxRoutes } from './mailbox.routes';
import type { Storage } from '../storage/storage';

export interface MailboxModuleDeps {
  db: SqliteDatabase;
  /** The async stores and unit of work (issue 25); `db` goes once every store has moved. */
  storage: Storage;
  clock: Clock;
  access: AuthoringAccess;
  mail: MailOptions;
  log: FastifyBaseLogger;
  publicOrigin?: string | undefined;
}

/**
 * Mail and the mailbox (issue 23): the outbox every mail goes through (`outbox`, a `MailQueue`
 * for other modules too), the letters (`letters`, which the dashboard reads), the inbox, and the
 * job for the scheduler's tick: deliver what is due, purge what is past its retention.
 */
export function mailboxModule(deps: MailboxModuleDeps) {
  const { db, clock, access, mail } = deps;
  const audit = new AuditRepository(db);
  const { outbox, close } = mailModule({ db, clock, audit, options: mail, log: deps.log });
  const letters = new MailboxRepository(db);
  const inbox = new MailboxInbox({
    db,
    clock,
    letters,
    rights: access.rights,
    users: access.users,
    audit,
    outbox,
    replyDays: mail.replyDays,
    retentionDays: mail.retentionDays,
  });
  return {
    outbox,
    letters,
    inbox,
    maintenance: () => {
      outbox.kick();
      inbox.purge();
    },
    register(
      app: FastifyInstance,
      more: {
        content: ContentRepository;
        captcha: CaptchaVerifier;
        mailboxPerIp: RateWindow;
        allowedOrigins: string[];
      },
    ): void {
      // Registered after the database's own onClose hook, so it runs before it (Fastify runs them in reverse).
      app.addHook('onClose', close);
      registerMailboxRoutes(app, { ...more, mailbox: letters, inbox, publicOrigin: deps.publicOrigin });
      registerInboxRoutes(app, { access, inbox, clock, publicOrigin: deps.publicOrigin });
    },
  };
}
