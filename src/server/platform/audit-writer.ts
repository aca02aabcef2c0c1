import type { AuditEntry, AuditStore } from '../ports/audit-store.port';
import type { Clock } from './clock';

/** One row of the audit log as a service states it; the writer adds the time and the JSON. */
export interface AuditRow {
  action: string;
  /** Who acted: an account, what was typed at a failed sign-in, or the server's own name (system, cli). */
  account: string;
  docId?: string | null;
  revision?: number | null;
  /**
   * What else the row says. An object is stored as JSON, never with a password or a code in it; a
   * string is stored as it is (網站設定 words its changes itself); none is null.
   */
  detail?: Record<string, unknown> | string | null;
  /** The time of the change the row records, when its operation read the clock once for both. */
  at?: number;
}

/** Where a row goes: a unit of work's stores, or the stores outside one. */
export interface AuditRows {
  audit: Pick<AuditStore, 'record'>;
}

/**
 * The one way the server writes an audit row. A change and its row go in the same unit of work
 * (`record(tx, …)`); a sign-in failure, which changes nothing, writes on its own. The time is the
 * injected clock's unless the operation gives its own, so a test that moves the clock sees it.
 */
export class AuditWriter {
  constructor(private readonly clock: Clock) {}

  record(rows: AuditRows, row: AuditRow): Promise<void> {
    return rows.audit.record(this.entryOf(row));
  }

  /** The row as the audit store keeps it. */
  entryOf(row: AuditRow): Omit<AuditEntry, 'id'> {
    const { detail } = row;
    return {
      at: row.at ?? this.clock.now(),
      account: row.account,
      action: row.action,
      docId: row.docId ?? null,
      revision: row.revision ?? null,
      detail:
        detail === undefined || detail === null
          ? null
          : typeof detail === 'string'
            ? detail
            : JSON.stringify(detail),
    };
  }
}
