import type { MailboxSubmission } from '../../shared/api-types';
import type { ContentRepository } from '../content/content.repository';
import { invalid, notFound, readOnly } from '../platform/refusals';
import type { MailboxMessage } from '../ports/letter-store.port';
import type { MailboxInbox } from './mailbox-inbox.service';

// Control characters other than tab and newline have no place in a letter and would confuse
// whoever later reads it in a terminal or exports it.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

function plainText(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(CONTROL_CHARACTERS, '').trim();
}

const REQUIRED_TEXT = { name: '請填寫姓名', subject: '請填寫主旨', content: '請填寫內容' } as const;

/** The letter as stored: plain text without control characters, each required part still there once trimmed. */
function toMessage(submission: MailboxSubmission): MailboxMessage {
  const phone = submission.phone?.trim();
  const message = {
    name: plainText(submission.name),
    email: submission.email.trim(),
    ...(phone ? { phone } : {}),
    subject: plainText(submission.subject),
    content: plainText(submission.content),
  };
  const fields: Record<string, string> = {};
  for (const [field, text] of Object.entries(REQUIRED_TEXT)) {
    if (message[field as keyof typeof REQUIRED_TEXT].length === 0) fields[field] = text;
  }
  if (Object.keys(fields).length > 0)
    throw invalid(`輸入資料有誤：${Object.values(fields).join('；')}`, fields);
  return message;
}

/** How one letter arrived, as its route read it. */
export interface LetterArrival {
  /** The page's address on the site the letter was sent from, for the links in its mail. */
  origin: string;
  /** The client's key for this letter: a repeat answers the first receipt instead of a second letter. */
  idempotencyKey?: string | undefined;
  /** Whether the captcha's answer passes (the verifier, asked with the sender's address). */
  captchaPasses: (response: string) => Promise<boolean>;
}

/**
 * A citizen's letter to the 民意信箱, from the public form to the inbox: only a mailbox page takes
 * letters; a letter sent again with the same key is the first one; the captcha must pass; and what
 * is kept is plain text. The inbox then stores it and queues its mail.
 */
export class LetterIntake {
  constructor(
    private readonly content: Pick<ContentRepository, 'module'>,
    private readonly inbox: Pick<MailboxInbox, 'receive' | 'earlierReceipt'>,
  ) {}

  /** Refuses a page that is not there, or takes no letters, before the letter itself is read. */
  async requireMailbox(path: string): Promise<void> {
    const module = await this.content.module(path);
    if (!module) throw notFound('找不到這個頁面。');
    if (module.kind !== 'mailbox') throw readOnly('這個頁面不接受送出資料。');
  }

  /** The letter's serial number (案件編號), new or the one its key was given before. */
  async receive(path: string, submission: MailboxSubmission, arrival: LetterArrival): Promise<string> {
    await this.requireMailbox(path);
    const { idempotencyKey } = arrival;
    const earlier =
      idempotencyKey === undefined ? undefined : await this.inbox.earlierReceipt(idempotencyKey);
    if (earlier !== undefined) return earlier;
    if (!(await arrival.captchaPasses(submission['g-recaptcha-response'])))
      throw invalid('驗證碼驗證失敗，請重新驗證。', {
        'g-recaptcha-response': '驗證碼驗證失敗，請重新驗證',
      });
    return this.inbox.receive(path, toMessage(submission), arrival.origin, idempotencyKey);
  }
}
