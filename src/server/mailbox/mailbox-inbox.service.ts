import type { Rights } from '../../shared/api-types';
import { letterAfter, type LetterEvent } from '../../shared/letter-status';
import type { Colleague, LetterDetail, LetterPage, LetterSummary } from '../../shared/mailbox-inbox.types';
import type { DashboardLetter, DashboardList } from '../../shared/review.types';
import { SYSTEM_ACTOR } from '../accounts/account.service';
import type { StoredUser } from '../ports/user-store.port';
import { conflict, forbidden, invalid, notFound } from '../platform/refusals';
import type { MailQueue } from '../ports/mailer.port';
import { AuditWriter } from '../platform/audit-writer';
import type { Clock } from '../platform/clock';
import { formatTaipeiDateTime } from '../platform/taipei-time';
import type { SiteStorage } from '../ports/storage.port';
import type { Stores } from '../ports/stores.port';
import type { TransactionStores } from '../ports/unit-of-work.port';
import type { LetterFilter, MailboxMessage } from '../ports/letter-store.port';
import {
  letterOf,
  noteOf,
  replyOf,
  serialLockOf,
  storeLetter,
  summaryOf,
  taipeiDay,
  type StoredLetter,
} from './mailbox-letters';
import { acknowledgementMail, assignmentMail, replyMail, staffNoticeMail } from './mailbox-mails';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A letter as the CSV carries it: the list's fields, its replies (Taipei times), its notes' count. */
export interface LetterExportRow extends LetterSummary {
  replies: Array<{ body: string; at: string }>;
  noteCount: number;
}

/**
 * A letter's reply-by time: the end of the Taipei day `replyDays` calendar days after the day it
 * came. Calendar days, not working days: counting working days needs the year's official office
 * calendar (holidays, typhoon days, make-up workdays), which the server does not have, and an
 * institution whose rule counts working days sets MAILBOX_REPLY_DAYS to the calendar days it
 * means. The end of the day, because the inbox shows the day: a letter is not overdue during its
 * reply-by day.
 */
export function replyByOf(createdAt: number, replyDays: number): number {
  const startOfDay = Date.parse(`${taipeiDay(createdAt)}T00:00:00+08:00`);
  return startOfDay + (replyDays + 1) * DAY_MS - 1;
}

export interface MailboxInboxDeps {
  storage: SiteStorage;
  clock: Clock;
  outbox: MailQueue;
  replyDays: number;
  retentionDays: number;
}

/** Rows of the dashboard's 新信件. */
const DASHBOARD_LETTERS = 10;

/** Inbox actions on one letter wait for each other, and for nothing else. */
const letterLock = (serialNo: string) => ({ key: `letter:${serialNo}` });

const RIGHT_TEXT: Record<'r' | 'w', string> = { r: '閱讀', w: '處理' };

/**
 * The mailbox inbox (信箱管理): who may read and answer which letters (r and w on the
 * letter's mailbox path, as the database says), the status rules of `letterAfter`, and the mail
 * each step sends. Each write, its audit entry and its outbox row share one unit of work, and so
 * does every read that decides it.
 */
export class MailboxInbox {
  private readonly audit: AuditWriter;

  constructor(private readonly deps: MailboxInboxDeps) {
    this.audit = new AuditWriter(deps.clock);
  }

  /**
   * A citizen's letter: stored with its reply-by time, and, once (not again for a resend with the
   * same idempotency key), the acknowledgement and the notice to the staff queued with it.
   */
  receive(path: string, message: MailboxMessage, origin: string, idempotencyKey?: string): Promise<string> {
    const { storage, clock, outbox, replyDays } = this.deps;
    const now = clock.now();
    return storage.write(serialLockOf(now), async (tx) => {
      const earlier = idempotencyKey === undefined ? undefined : await tx.letters.serialFor(idempotencyKey);
      if (earlier !== undefined) return earlier;
      const serialNo = await storeLetter(
        tx.letters,
        path,
        message,
        now,
        idempotencyKey,
        replyByOf(now, replyDays),
      );
      const letter = letterOf((await tx.letters.letter(serialNo))!, now);
      await outbox.enqueue(tx, acknowledgementMail(letter, origin), now);
      // Two accounts of one person may share an address: one notice is enough.
      const staff = [...new Set(await tx.users.emailsOf(await tx.rights.holders(path, 'w')))];
      if (staff.length > 0) await outbox.enqueue(tx, staffNoticeMail(letter, staff, origin), now);
      return serialNo;
    });
  }

  /** The serial number of a letter already stored with this idempotency key, if any. */
  earlierReceipt(idempotencyKey: string): Promise<string | undefined> {
    return this.deps.storage.stores.letters.serialFor(idempotencyKey);
  }

  /** The mailbox paths the account may read; empty when it may read none. */
  async readablePaths(account: string, stores: Stores = this.deps.storage.stores): Promise<string[]> {
    const readable: string[] = [];
    // One after the other: inside a unit of work the queries share its one connection anyway.
    for (const path of await stores.letters.mailboxPaths())
      if ((await stores.rights.rightsOn(account, path)).r) readable.push(path);
    return readable;
  }

  async list(user: StoredUser, filter: LetterFilter, limit: number, offset: number): Promise<LetterPage> {
    const { storage, clock } = this.deps;
    const paths = await this.pathsOf(user, storage.stores);
    const now = clock.now();
    const page = await storage.stores.letters.query(paths, filter, now, limit, offset);
    return { rows: page.rows.map((row) => summaryOf(letterOf(row, now))), total: page.total };
  }

  /**
   * The dashboard's 新信件: letters nobody has taken up yet on the mailbox paths the
   * account may read, newest first, with how many there are; null when it reads no mailbox.
   */
  async newLetters(account: string): Promise<DashboardList<DashboardLetter> | null> {
    const { storage, clock } = this.deps;
    const paths = await this.readablePaths(account);
    if (paths.length === 0) return null;
    const now = clock.now();
    const page = await storage.stores.letters.query(paths, { status: 'new' }, now, DASHBOARD_LETTERS);
    return {
      count: page.total,
      rows: page.rows.map((row) => {
        const { serialNo, path, subject, createdAt, replyBy, overdue } = letterOf(row, now);
        return { serialNo, path, subject, createdAt, replyBy, overdue };
      }),
    };
  }

  /**
   * Every letter matching `filter` for the CSV, with its replies and how many internal notes it
   * has (their text stays in the inbox), audited with the filter and the count.
   */
  export(user: StoredUser, filter: LetterFilter): Promise<LetterExportRow[]> {
    const { storage, clock } = this.deps;
    // The count audited is the count of the rows answered: both in one unit of work.
    return storage.write({ key: `mailbox-export:${user.account}` }, async (tx) => {
      const now = clock.now();
      const paths = await this.pathsOf(user, tx);
      const rows: LetterExportRow[] = [];
      // One letter after the other: inside a unit of work the queries share one connection.
      for (const row of (await tx.letters.query(paths, filter, now)).rows) {
        const replies = await tx.letters.replies(row.serialNo);
        rows.push({
          ...summaryOf(letterOf(row, now)),
          replies: replies.map((reply) => ({ body: reply.body, at: formatTaipeiDateTime(reply.at) })),
          noteCount: (await tx.letters.notes(row.serialNo)).length,
        });
      }
      await this.audit.record(tx, {
        at: now,
        account: user.account,
        action: 'mailbox.export',
        detail: { count: rows.length, filter },
      });
      return rows;
    });
  }

  /** One letter with its notes and replies; reading it is audited (個人資料 are read). */
  read(user: StoredUser, serialNo: string): Promise<LetterDetail> {
    const { storage, clock } = this.deps;
    return storage.write(letterLock(serialNo), async (tx) => {
      const now = clock.now();
      const letter = await this.letterFor(tx, user, serialNo, 'r', now);
      await this.audit.record(tx, {
        at: now,
        account: user.account,
        action: 'mailbox.read',
        detail: { serialNo },
      });
      return this.detailOf(tx, letter);
    });
  }

  /** Colleagues letters can be assigned to: w on a mailbox path the caller reads. */
  async staff(user: StoredUser): Promise<Colleague[]> {
    const { stores } = this.deps.storage;
    const paths = await this.pathsOf(user, stores);
    const accounts = new Set(
      (await Promise.all(paths.map((path) => stores.rights.holders(path, 'w')))).flat(),
    );
    return Promise.all(
      [...accounts].sort().map(async (account) => ({
        account,
        displayName: (await stores.users.find(account))?.displayName ?? account,
      })),
    );
  }

  /** Assigns the letter (null: to nobody); the colleague, unless it is the caller, gets a mail. */
  assign(user: StoredUser, serialNo: string, assignee: string | null, origin: string): Promise<LetterDetail> {
    const { outbox } = this.deps;
    return this.write(user, serialNo, 'assign', async (tx, letter, now) => {
      const colleague = assignee === null ? undefined : await tx.users.find(assignee);
      if (assignee !== null && !(await tx.rights.holders(letter.path, 'w')).includes(assignee))
        throw invalid('這位同事沒有處理這個信箱的權限，無法指派。', {
          assignee: '請選擇有這個信箱處理權限的同事',
        });
      if (colleague?.email && colleague.account !== user.account)
        await outbox.enqueue(tx, assignmentMail(letter, colleague.email, user.displayName, origin), now);
      return { assignee, detail: { from: letter.assignee?.account ?? null, to: assignee } };
    });
  }

  note(user: StoredUser, serialNo: string, body: string): Promise<LetterDetail> {
    return this.write(user, serialNo, 'note', async (tx, letter, now) => {
      const id = await tx.letters.addNote(letter.serialNo, user.account, body, now);
      return { detail: { noteId: id } };
    });
  }

  /** The reply is stored, queued to the citizen, and the letter becomes 已回覆. */
  reply(user: StoredUser, serialNo: string, body: string): Promise<LetterDetail> {
    return this.write(user, serialNo, 'reply', async (tx, letter, now) => {
      const outboxId = await this.deps.outbox.enqueue(tx, replyMail(letter, body), now);
      const id = await tx.letters.addReply(letter.serialNo, user.account, body, now, outboxId);
      return { detail: { replyId: id, outboxId } };
    });
  }

  changeStatus(user: StoredUser, serialNo: string, event: 'close' | 'reopen'): Promise<LetterDetail> {
    return this.write(user, serialNo, event, async () => ({ detail: {} }));
  }

  /**
   * Letters older than MAILBOX_RETENTION_DAYS go, with their notes and replies, and so do mails
   * delivered or failed as long ago (they hold the same personal data). Audited with counts only.
   */
  purge(): Promise<{ letters: number; mails: number }> {
    const { storage, clock, retentionDays } = this.deps;
    const now = clock.now();
    const before = now - retentionDays * DAY_MS;
    // A maintenance write: 'site', one at a time.
    return storage.write('site', async (tx) => {
      const purged = {
        letters: await tx.letters.purgeBefore(before),
        mails: await tx.outbox.purgeDoneBefore(before),
      };
      // Only a purge that removed something is recorded: the tick runs every 30 seconds.
      if (purged.letters > 0 || purged.mails > 0)
        await this.audit.record(tx, {
          at: now,
          account: SYSTEM_ACTOR,
          action: 'mailbox.purge',
          detail: { ...purged, before: new Date(before).toISOString(), retentionDays },
        });
      return purged;
    });
  }

  /**
   * One write: the letter (w on its path), the status `event` leads to (409 with the rule's reason
   * when refused), the change, and its audit entry, in one unit of work on the letter.
   */
  private write(
    user: StoredUser,
    serialNo: string,
    event: LetterEvent,
    change: (
      tx: TransactionStores,
      letter: StoredLetter,
      now: number,
    ) => Promise<{ assignee?: string | null; detail: Record<string, unknown> }>,
  ): Promise<LetterDetail> {
    const { storage, clock } = this.deps;
    return storage.write(letterLock(serialNo), async (tx) => {
      const now = clock.now();
      const letter = await this.letterFor(tx, user, serialNo, 'w', now);
      const next = letterAfter(letter.status, event);
      if (!next.ok) throw conflict(next.reason);
      const { assignee, detail } = await change(tx, letter, now);
      await tx.letters.update(
        serialNo,
        { status: next.status, ...(assignee !== undefined ? { assignee } : {}) },
        now,
      );
      await this.audit.record(tx, {
        at: now,
        account: user.account,
        action: `mailbox.${event}`,
        detail: { serialNo, status: { from: letter.status, to: next.status }, ...detail },
      });
      return this.detailOf(tx, letterOf((await tx.letters.letter(serialNo))!, now));
    });
  }

  private async pathsOf(user: StoredUser, stores: Stores): Promise<string[]> {
    const paths = await this.readablePaths(user.account, stores);
    if (paths.length === 0) throw forbidden('您沒有閱讀民意信箱的權限。');
    return paths;
  }

  private async letterFor(
    stores: Stores,
    user: StoredUser,
    serialNo: string,
    right: keyof Rights & ('r' | 'w'),
    now: number,
  ): Promise<StoredLetter> {
    const record = await stores.letters.letter(serialNo);
    if (!record) throw notFound('找不到這封信件，可能已依保存期限刪除。');
    if (!(await stores.rights.rightsOn(user.account, record.path))[right])
      throw forbidden(`您沒有${RIGHT_TEXT[right]}這個信箱信件的權限。`);
    return letterOf(record, now);
  }

  private async detailOf(stores: Stores, letter: StoredLetter): Promise<LetterDetail> {
    return {
      ...summaryOf(letter),
      notes: (await stores.letters.notes(letter.serialNo)).map(noteOf),
      replies: (await stores.letters.replies(letter.serialNo)).map(replyOf),
    };
  }
}
