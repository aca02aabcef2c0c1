/** The audit log: who did what, when, to which revision. */
export interface AuditEntry {
  id: number;
  at: number;
  account: string;
  action: string;
  docId: string | null;
  revision: number | null;
  detail: string | null;
}

/** What the audit screen filters on; times are epoch milliseconds, `toExclusive` the first one left out. */
export interface AuditFilter {
  account?: string | undefined;
  /** An action name, or a prefix of one ending in `*` (`account.*`). */
  action?: string | undefined;
  docId?: string | undefined;
  from?: number | undefined;
  toExclusive?: number | undefined;
}

/** Written in the transaction of the change it records. */
export interface AuditStore {
  record(entry: Omit<AuditEntry, 'id'>): Promise<void>;
  /** Entries matching `filter`, newest first, and how many match in all. */
  query(filter: AuditFilter, limit: number, offset: number): Promise<{ rows: AuditEntry[]; total: number }>;
  /** Removes the entries written before `before` (AUDIT_RETENTION_DAYS); answers how many went. */
  purgeBefore(before: number): Promise<number>;
}
