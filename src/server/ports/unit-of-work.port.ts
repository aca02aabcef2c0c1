import type { PublicChange } from './public-changes.port';
import type { Stores } from './stores.port';

/**
 * What a write must hold against other writers. On SQLite every kind is the one write
 * lock of `BEGIN IMMEDIATE`; on PostgreSQL a document or account is its row `FOR UPDATE` and a key
 * or the whole site an advisory lock, so saves of two documents never wait for each other.
 */
export type WriteLock =
  /** Saves, publishing, review, trash, edit locks, a scheduled publish. */
  | { document: string }
  /** Account changes, the TOTP step, recovery codes, e-mail. */
  | { account: string }
  /** A counter or throttle of its own: the mailbox serial per day, login attempts per account. */
  | { key: string }
  /**
   * Claims of queued work (due publishes, mail to send): nothing is locked up front; the unit
   * locks the rows it takes as it reads them (`SqlDialect.claim`), so instances claim at once.
   */
  | { claim: string }
  /** Rare site-wide writes (settings, maintenance): one writer at a time. */
  | 'site';

/**
 * One transaction over every store. `work` awaits nothing but `tx`: hashing a password or sending
 * mail happens before or after, never inside, so a transaction never waits on anything slower
 * than its own queries (on SQLite the single connection is held meanwhile). A throw rolls it back;
 * what `tx.afterCommit` was given runs only once the commit has succeeded.
 */
export interface UnitOfWork {
  write<T>(lock: WriteLock, work: (tx: TransactionStores) => Promise<T>): Promise<T>;
}

export interface TransactionStores extends Stores {
  /** Runs `effect` after the commit (a rendered page's invalidation, waking the outbox), never on rollback. */
  afterCommit(effect: () => void): void;
  /**
   * Tells the site's other instances, as part of this transaction, that `change` reached the
   * public site: PostgreSQL's NOTIFY, which is delivered if and only if the transaction commits,
   * so neither a rollback nor a crash just after the commit can leave them serving an old page.
   * Nothing on SQLite, where one process serves the site.
   */
  announce(change: PublicChange): Promise<void>;
}
