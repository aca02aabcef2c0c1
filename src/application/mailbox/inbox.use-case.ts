import { isMailboxRefusal, mailboxFailureText } from '../../domain/mailbox/mailbox-failures';
import type { MailboxSource } from '../../domain/mailbox/mailbox.port';
import {
  inboxCsvName,
  inboxFiltersProblem,
  inboxPageCount,
  letterQuery,
  type InboxFilters,
} from '../../domain/mailbox/inbox-filters';
import type { Clock } from '../../domain/time/clock.port';
import type { Colleague, LetterSummary } from '../../shared/mailbox-inbox.types';

export type InboxPageOutcome =
  | { kind: 'page'; rows: LetterSummary[]; total: number; pages: number }
  /** Nothing sent: the filters say what to fix. */
  | { kind: 'invalid'; message: string }
  /** The account may not read any mailbox (403): the server's sentence instead of the table. */
  | { kind: 'refused'; message: string }
  | { kind: 'failed'; message: string };

/** One page of 信箱管理 under the filters (the page is part of them). */
export async function readInboxPage(
  source: Pick<MailboxSource, 'list'>,
  filters: InboxFilters,
): Promise<InboxPageOutcome> {
  const problem = inboxFiltersProblem(filters);
  if (problem !== null) return { kind: 'invalid', message: problem };
  try {
    const answer = await source.list(letterQuery(filters));
    return { kind: 'page', rows: answer.rows, total: answer.total, pages: inboxPageCount(answer.total) };
  } catch (error) {
    const message = mailboxFailureText(error, '無法載入信件清單，請稍後再試。');
    return isMailboxRefusal(error) ? { kind: 'refused', message } : { kind: 'failed', message };
  }
}

export type InboxExportOutcome =
  | { kind: 'exported'; fileName: string; text: string }
  | { kind: 'invalid'; message: string }
  | { kind: 'failed'; message: string };

/** 匯出 CSV: every letter under the same filters (no page), named by today's Taipei date. */
export async function exportInbox(
  ports: { mailbox: Pick<MailboxSource, 'csv'>; clock: Clock },
  filters: InboxFilters,
): Promise<InboxExportOutcome> {
  const problem = inboxFiltersProblem(filters);
  if (problem !== null) return { kind: 'invalid', message: problem };
  try {
    const text = await ports.mailbox.csv(letterQuery(filters, false));
    return { kind: 'exported', fileName: inboxCsvName(ports.clock.now()), text };
  } catch (error) {
    return { kind: 'failed', message: mailboxFailureText(error, '無法匯出信件，請稍後再試。') };
  }
}

export type StaffOutcome = { kind: 'listed'; staff: Colleague[] } | { kind: 'failed'; message: string };

/** The colleagues letters can be assigned to (the 指派 list and the filter by colleague). */
export async function loadStaff(source: Pick<MailboxSource, 'staff'>): Promise<StaffOutcome> {
  try {
    return { kind: 'listed', staff: await source.staff() };
  } catch (error) {
    return { kind: 'failed', message: mailboxFailureText(error, '無法載入同仁名單，請稍後再試。') };
  }
}
