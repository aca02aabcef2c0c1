import { DAY_MS } from '../../shared/password-rules';
import { AuditWriter } from '../platform/audit-writer';
import type { Clock } from '../platform/clock';
import type { SecurityOptions } from '../server-options';
import type { SiteStorage } from '../ports/storage.port';
import { SYSTEM_ACTOR, type AccountService } from './account.service';

export interface MaintenanceOutcome {
  idleDisabled: number;
  auditPurged: number;
}

/**
 * The accounts' share of the scheduler's tick (附表十): idle accounts are disabled
 * (ACCOUNT_IDLE_DISABLE_DAYS, 0 = off) and audit entries past AUDIT_RETENTION_DAYS are purged. Both
 * read the injected clock, so a test moves the clock and ticks. A purge is itself audited, after it,
 * so the record of the purge is the newest entry and is never purged with the rows it counts.
 */
export class AccountMaintenance {
  private readonly audit: AuditWriter;

  constructor(
    private readonly storage: SiteStorage,
    private readonly clock: Clock,
    private readonly accounts: AccountService,
    private readonly security: Pick<SecurityOptions, 'accountIdleDisableDays' | 'auditRetentionDays'>,
    /**
     * People are the platform's, each site's audit log its own: the idle watch runs on one site's
     * tick (the default site's), the purge on every site's.
     */
    private readonly watchesPeople = true,
  ) {
    this.audit = new AuditWriter(clock);
  }

  async run(): Promise<MaintenanceOutcome> {
    const idleDisabled = this.watchesPeople
      ? await this.accounts.disableIdle(this.security.accountIdleDisableDays)
      : 0;
    return { idleDisabled, auditPurged: await this.purgeAudit() };
  }

  private async purgeAudit(): Promise<number> {
    if (this.security.auditRetentionDays <= 0) return 0;
    const now = this.clock.now();
    const before = now - this.security.auditRetentionDays * DAY_MS;
    return this.storage.write('site', async (tx) => {
      const purged = await tx.audit.purgeBefore(before);
      // Only a purge that removed something is recorded: the tick runs every 30 seconds.
      if (purged > 0)
        await this.audit.record(tx, {
          at: now,
          account: SYSTEM_ACTOR,
          action: 'audit.purge',
          detail: {
            count: purged,
            before: new Date(before).toISOString(),
            retentionDays: this.security.auditRetentionDays,
          },
        });
      return purged;
    });
  }
}
