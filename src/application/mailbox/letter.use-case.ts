import type { RightsSource } from '../../domain/content/content.port';
import type { Dialogs } from '../../domain/dialogs/dialogs.port';
import { isMailboxRefusal, isMissingLetter, mailboxFailureText } from '../../domain/mailbox/mailbox-failures';
import type { MailboxSource } from '../../domain/mailbox/mailbox.port';
import {
  closeQuestion,
  letterTextProblem,
  replyQuestion,
  replyTextProblem,
} from '../../domain/mailbox/letter-policy';
import { canWrite } from '../../domain/rights/rights';
import { letterAfter, type LetterEvent } from '../../shared/letter-status';
import type { Colleague, LetterDetail } from '../../shared/mailbox-inbox.types';

export type OpenLetterOutcome =
  /** `writable`: the account holds w on the letter's mailbox path; otherwise it only reads. */
  | { kind: 'opened'; letter: LetterDetail; writable: boolean }
  | { kind: 'missing'; message: string }
  | { kind: 'refused'; message: string }
  | { kind: 'failed'; message: string };

/**
 * A letter opens (the server audits the reading), with the account's rights on its mailbox path,
 * so a reader without w sees the letter but no action it would be refused. Rights that cannot be
 * read count as none: the screen then says it is read-only rather than offering a guess.
 */
export async function openLetter(
  ports: { mailbox: Pick<MailboxSource, 'open'>; rights: RightsSource },
  serialNo: string,
): Promise<OpenLetterOutcome> {
  let letter: LetterDetail;
  try {
    letter = await ports.mailbox.open(serialNo);
  } catch (error) {
    const message = mailboxFailureText(error, '無法開啟信件，請稍後再試。');
    if (isMissingLetter(error)) return { kind: 'missing', message };
    return isMailboxRefusal(error) ? { kind: 'refused', message } : { kind: 'failed', message };
  }
  const writable = await ports.rights.rights(letter.path).then(canWrite, () => false);
  return { kind: 'opened', letter, writable };
}

export type LetterChangeOutcome =
  /** The letter as the server now has it, and a sentence for the live region. */
  | { kind: 'changed'; letter: LetterDetail; message: string }
  /** Nothing sent: the form or the letter's status says why. */
  | { kind: 'invalid'; message: string }
  /** The person said no to the question. */
  | { kind: 'declined' }
  | { kind: 'failed'; message: string };

type LetterPorts = { mailbox: MailboxSource; dialogs: Pick<Dialogs, 'confirm'> };

/** The status machine's word first, so a refused action is said without a round trip. */
function statusRefusal(letter: LetterDetail, event: LetterEvent): LetterChangeOutcome | null {
  const next = letterAfter(letter.status, event);
  return next.ok ? null : { kind: 'invalid', message: next.reason };
}

async function send(
  call: () => Promise<LetterDetail>,
  done: (letter: LetterDetail) => string,
  fallback: string,
): Promise<LetterChangeOutcome> {
  try {
    const letter = await call();
    return { kind: 'changed', letter, message: done(letter) };
  } catch (error) {
    return { kind: 'failed', message: mailboxFailureText(error, fallback) };
  }
}

/** 指派: to a colleague (who is mailed by the server), or to nobody. */
export function assignLetter(
  ports: Pick<LetterPorts, 'mailbox'>,
  letter: LetterDetail,
  assignee: Colleague | null,
): Promise<LetterChangeOutcome> {
  const refusal = statusRefusal(letter, 'assign');
  if (refusal) return Promise.resolve(refusal);
  return send(
    () => ports.mailbox.assign(letter.serialNo, assignee?.account ?? null),
    () => (assignee ? `已指派給 ${assignee.displayName}，並以電子郵件通知。` : '已取消指派。'),
    '無法指派，請稍後再試。',
  );
}

/** 內部備註: for colleagues only; never shown or sent to the citizen. */
export function addNote(
  ports: Pick<LetterPorts, 'mailbox'>,
  letter: LetterDetail,
  body: string,
): Promise<LetterChangeOutcome> {
  const problem = letterTextProblem('note', body);
  if (problem) return Promise.resolve({ kind: 'invalid', message: problem });
  const refusal = statusRefusal(letter, 'note');
  if (refusal) return Promise.resolve(refusal);
  return send(
    () => ports.mailbox.note(letter.serialNo, body.trim()),
    () => '已新增內部備註。',
    '無法新增備註，請稍後再試。',
  );
}

/** 回覆: asked first (it goes to the citizen by email and cannot be taken back), then sent. */
export async function replyToLetter(
  ports: LetterPorts,
  letter: LetterDetail,
  body: string,
): Promise<LetterChangeOutcome> {
  const problem = replyTextProblem(letter.name, body);
  if (problem) return { kind: 'invalid', message: problem };
  const refusal = statusRefusal(letter, 'reply');
  if (refusal) return refusal;
  const question = replyQuestion(letter);
  if (!(await ports.dialogs.confirm(question.message, question.title, { action: question.action })))
    return { kind: 'declined' };
  return send(
    () => ports.mailbox.reply(letter.serialNo, body.trim()),
    () => `已寄出回覆給 ${letter.name}，信件狀態為已回覆。`,
    '無法寄出回覆，請稍後再試；回覆尚未寄出。',
  );
}

/** 結案 (asked first) or 重新開啟. */
export async function changeLetterStatus(
  ports: LetterPorts,
  letter: LetterDetail,
  event: 'close' | 'reopen',
): Promise<LetterChangeOutcome> {
  const refusal = statusRefusal(letter, event);
  if (refusal) return refusal;
  if (event === 'close') {
    const question = closeQuestion(letter);
    if (!(await ports.dialogs.confirm(question.message, question.title, { action: question.action })))
      return { kind: 'declined' };
  }
  return send(
    () => ports.mailbox.setStatus(letter.serialNo, event),
    () => (event === 'close' ? '信件已結案。' : '信件已重新開啟，狀態為處理中。'),
    event === 'close' ? '無法結案，請稍後再試。' : '無法重新開啟，請稍後再試。',
  );
}
