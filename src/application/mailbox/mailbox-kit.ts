import type { RightsSource } from '../../domain/content/content.port';
import type { Dialogs } from '../../domain/dialogs/dialogs.port';
import type { InboxFilters } from '../../domain/mailbox/inbox-filters';
import type { MailboxSource } from '../../domain/mailbox/mailbox.port';
import type { Clock } from '../../domain/time/clock.port';
import type { Colleague, LetterDetail } from '../../shared/mailbox-inbox.types';
import {
  exportInbox,
  loadStaff,
  readInboxPage,
  type InboxExportOutcome,
  type InboxPageOutcome,
  type StaffOutcome,
} from './inbox.use-case';
import {
  addNote,
  assignLetter,
  changeLetterStatus,
  openLetter,
  replyToLetter,
  type LetterChangeOutcome,
  type OpenLetterOutcome,
} from './letter.use-case';
import { loadNotices, saveNotice, type NoticeSaveOutcome, type NoticesOutcome } from './notice.use-case';

/**
 * What 信箱管理 gets once its chunk has loaded: the use cases bound to the mailbox port, so a view
 * says what staff asked for and words the outcome.
 */
export interface MailboxKit {
  page(filters: InboxFilters): Promise<InboxPageOutcome>;
  exportCsv(filters: InboxFilters): Promise<InboxExportOutcome>;
  staff(): Promise<StaffOutcome>;
  open(serialNo: string): Promise<OpenLetterOutcome>;
  assign(letter: LetterDetail, assignee: Colleague | null): Promise<LetterChangeOutcome>;
  note(letter: LetterDetail, body: string): Promise<LetterChangeOutcome>;
  reply(letter: LetterDetail, body: string): Promise<LetterChangeOutcome>;
  setStatus(letter: LetterDetail, event: 'close' | 'reopen'): Promise<LetterChangeOutcome>;
  /** The mailboxes' 個人資料蒐集告知 (administrators). */
  notices(): Promise<NoticesOutcome>;
  saveNotice(path: string, text: string | null): Promise<NoticeSaveOutcome>;
}

/** The ports a kit is made of; the composition root passes the browser's, tests the twins. */
export interface MailboxPorts {
  mailbox: MailboxSource;
  rights: RightsSource;
  dialogs: Pick<Dialogs, 'confirm'>;
  clock: Clock;
}

export function mailboxKitOver(ports: MailboxPorts): MailboxKit {
  const { mailbox, rights, dialogs, clock } = ports;
  return {
    page: (filters) => readInboxPage(mailbox, filters),
    exportCsv: (filters) => exportInbox({ mailbox, clock }, filters),
    staff: () => loadStaff(mailbox),
    open: (serialNo) => openLetter({ mailbox, rights }, serialNo),
    assign: (letter, assignee) => assignLetter({ mailbox }, letter, assignee),
    note: (letter, body) => addNote({ mailbox }, letter, body),
    reply: (letter, body) => replyToLetter({ mailbox, dialogs }, letter, body),
    setStatus: (letter, event) => changeLetterStatus({ mailbox, dialogs }, letter, event),
    notices: () => loadNotices(mailbox),
    saveNotice: (path, text) => saveNotice(mailbox, path, text),
  };
}
