import type { Rights } from '../../shared/api-types';
import { letterAfter, type LetterEvent } from '../../shared/letter-status';
import type { Colleague, LetterDetail, LetterPage, LetterSummary } from '../../shared/mailbox-inbox.types';
import { SYSTEM_ACTOR } from '../accounts/account.service';
import type { RightsRepository } from '../auth/rights.repository';
import type { StoredUser, UserRepository } from '../auth/user.repository';
import type { AuditRepository } from '../authoring/audit.repository';
import { immediate, type SqliteDatabase } from '../database/sqlite.database';
import { ApiError, badRequest, notFound } from '../http/api-error';
import type { MailOutbox } from '../mail/mail-outbox';
import type { Clock } from '../platform/clock';
import { acknowledgementMail, assignmentMail, replyMail, staffNoticeMail } from './mailbox-mails';
import {
  taipeiDay,
  type LetterFilter,
  type MailboxMessage,
  type MailboxRepository,
  type StoredLetter,
} from './mailbox.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

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
  db: SqliteDatabase;
  clock: Clock;
  letters: MailboxRepository;
  rights: RightsRepository;
  users: UserRepository;
  audit: AuditRepository;
  outbox: MailOutbox;
  replyDays: number;
  retentionDays: number;
}

const RIGHT_TEXT: Record<'r' | 'w', string> = { r: '閱讀', w: '處理' };

/**
 * The mailbox inbox (信箱管理, issue 23): who may read and answer which letters (r and w on the
 * letter's mailbox path, as the database says), the status rules of `letterAfter`, and the mail
 * each step sends. Each write, its audit entry and its outbox row share one transaction.
 */
export class MailboxInbox {
  constructor(private readonly deps: MailboxInboxDeps) {}

  /**
   * A citizen's letter: stored with its reply-by time, and, once (not again for a resend with the
   * same idempotency key), the acknowledgement and the notice to the staff queued with it.
   */
  receive(path: string, message: MailboxMessage, origin: string, idempotencyKey?: string): string {
    const { db, clock, letters, outbox, rights, users, replyDays } = this.deps;
    return immediate(db, () => {
      const earlier = idempotencyKey === undefined ? undefined : letters.serialFor(idempotencyKey);
      if (earlier !== undefined) return earlier;
      const now = clock.now();
      const serialNo = letters.add(path, message, now, idempotencyKey, replyByOf(now, replyDays));
      const letter = letters.letter(serialNo, now) as StoredLetter;
      outbox.enqueue(acknowledgementMail(letter), now);
      // Two accounts of one person may share an address: one notice is enough.
      const staff = [...new Set(users.emailsOf(rights.holders(path, 'w')))];
      if (staff.length > 0) outbox.enqueue(staffNoticeMail(letter, staff, origin), now);
      return serialNo;
    });
  }

  /** The mailbox paths the account may read; empty when it may read none. */
  readablePaths(account: string): string[] {
    return this.deps.letters.mailboxPaths().filter((path) => this.deps.rights.rightsOn(account, path).r);
  }

  list(user: StoredUser, filter: LetterFilter, limit: number, offset: number): LetterPage {
    return this.deps.letters.query(this.pathsOf(user), filter, this.deps.clock.now(), limit, offset);
  }

  /** Every letter matching `filter` for the CSV, audited with the filter and the count. */
  export(user: StoredUser, filter: LetterFilter): LetterSummary[] {
    const { db, clock, letters, audit } = this.deps;
    return immediate(db, () => {
      const now = clock.now();
      const { rows } = letters.query(this.pathsOf(user), filter, now);
      audit.record({
        at: now,
        account: user.account,
        action: 'mailbox.export',
        docId: null,
        revision: null,
        detail: JSON.stringify({ count: rows.length, filter }),
      });
      return rows;
    });
  }

  /** One letter with its notes and replies; reading it is audited (個人資料 are read). */
  read(user: StoredUser, serialNo: string): LetterDetail {
    const { db, clock, audit } = this.deps;
    return immediate(db, () => {
      const now = clock.now();
      const letter = this.letterFor(user, serialNo, 'r', now);
      audit.record({ ...this.entry(user, 'mailbox.read', now), detail: JSON.stringify({ serialNo }) });
      return this.detailOf(letter);
    });
  }

  /** Colleagues letters can be assigned to: w on a mailbox path the caller reads. */
  staff(user: StoredUser): Colleague[] {
    const accounts = new Set(this.pathsOf(user).flatMap((path) => this.deps.rights.holders(path, 'w')));
    return [...accounts].sort().map((account) => ({
      account,
      displayName: this.deps.users.find(account)?.displayName ?? account,
    }));
  }

  /** Assigns the letter (null: to nobody); the colleague, unless it is the caller, gets a mail. */
  assign(user: StoredUser, serialNo: string, assignee: string | null, origin: string): LetterDetail {
    const { users, rights, outbox } = this.deps;
    return this.write(user, serialNo, 'assign', (letter, now) => {
      const colleague = assignee === null ? undefined : users.find(assignee);
      if (assignee !== null && !rights.holders(letter.path, 'w').includes(assignee))
        throw badRequest('這位同事沒有處理這個信箱的權限，無法指派。', {
          assignee: '請選擇有這個信箱處理權限的同事',
        });
      if (colleague?.email && colleague.account !== user.account)
        outbox.enqueue(assignmentMail(letter, colleague.email, user.displayName, origin), now);
      return { assignee, detail: { from: letter.assignee?.account ?? null, to: assignee } };
    });
  }

  note(user: StoredUser, serialNo: string, body: string): LetterDetail {
    return this.write(user, serialNo, 'note', (letter, now) => {
      const id = this.deps.letters.addNote(letter.serialNo, user.account, body, now);
      return { detail: { noteId: id } };
    });
  }

  /** The reply is stored, queued to the citizen, and the letter becomes 已回覆. */
  reply(user: StoredUser, serialNo: string, body: string): LetterDetail {
    return this.write(user, serialNo, 'reply', (letter, now) => {
      const outboxId = this.deps.outbox.enqueue(replyMail(letter, body), now);
      const id = this.deps.letters.addReply(letter.serialNo, user.account, body, now, outboxId);
      return { detail: { replyId: id, outboxId } };
    });
  }

  changeStatus(user: StoredUser, serialNo: string, event: 'close' | 'reopen'): LetterDetail {
    return this.write(user, serialNo, event, () => ({ detail: {} }));
  }

  /**
   * Letters older than MAILBOX_RETENTION_DAYS go, with their notes and replies, and so do mails
   * delivered or failed as long ago (they hold the same personal data). Audited with counts only.
   */
  purge(): { letters: number; mails: number } {
    const { db, clock, letters, outbox, audit, retentionDays } = this.deps;
    const now = clock.now();
    const before = now - retentionDays * DAY_MS;
    return immediate(db, () => {
      const purged = { letters: letters.purgeBefore(before), mails: outbox.purgeDoneBefore(before) };
      // Only a purge that removed something is recorded: the tick runs every 30 seconds.
      if (purged.letters > 0 || purged.mails > 0)
        audit.record({
          ...this.entry({ account: SYSTEM_ACTOR }, 'mailbox.purge', now),
          detail: JSON.stringify({ ...purged, before: new Date(before).toISOString(), retentionDays }),
        });
      return purged;
    });
  }

  /**
   * One write: the letter (w on its path), the status `event` leads to (409 with the rule's reason
   * when refused), the change, and its audit entry, in one transaction.
   */
  private write(
    user: StoredUser,
    serialNo: string,
    event: LetterEvent,
    change: (
      letter: StoredLetter,
      now: number,
    ) => { assignee?: string | null; detail: Record<string, unknown> },
  ): LetterDetail {
    const { db, clock, letters, audit } = this.deps;
    return immediate(db, () => {
      const now = clock.now();
      const letter = this.letterFor(user, serialNo, 'w', now);
      const next = letterAfter(letter.status, event);
      if (!next.ok) throw new ApiError(409, next.reason);
      const { assignee, detail } = change(letter, now);
      letters.update(serialNo, { status: next.status, ...(assignee !== undefined ? { assignee } : {}) }, now);
      audit.record({
        ...this.entry(user, `mailbox.${event}`, now),
        detail: JSON.stringify({ serialNo, status: { from: letter.status, to: next.status }, ...detail }),
      });
      return this.detailOf(letters.letter(serialNo, now) as StoredLetter);
    });
  }

  private pathsOf(user: StoredUser): string[] {
    const paths = this.readablePaths(user.account);
    if (paths.length === 0) throw new ApiError(403, '您沒有閱讀民意信箱的權限。');
    return paths;
  }

  private letterFor(user: StoredUser, serialNo: string, right: keyof Rights & ('r' | 'w'), now: number) {
    const letter = this.deps.letters.letter(serialNo, now);
    if (!letter) throw notFound('找不到這封信件，可能已依保存期限刪除。');
    if (!this.deps.rights.rightsOn(user.account, letter.path)[right])
      throw new ApiError(403, `您沒有${RIGHT_TEXT[right]}這個信箱信件的權限。`);
    return letter;
  }

  private detailOf(letter: StoredLetter): LetterDetail {
    const { createdAtMs: _created, replyByMs: _replyBy, ...summary } = letter;
    return {
      ...summary,
      notes: this.deps.letters.notes(letter.serialNo),
      replies: this.deps.letters.replies(letter.serialNo),
    };
  }

  private entry(user: Pick<StoredUser, 'account'>, action: string, now: number) {
    return { at: now, account: user.account, action, docId: null, revision: null };
  }
}
