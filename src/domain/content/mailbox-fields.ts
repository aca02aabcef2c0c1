import type { MailboxSubmission } from '../../shared/api-types';

/** What the visitor typed: the letter without the captcha answer. */
export type MailboxDraft = Omit<MailboxSubmission, 'g-recaptcha-response'>;

export const MAILBOX_FIELDS = ['name', 'email', 'phone', 'subject', 'content'] as const;
export type MailboxField = (typeof MAILBOX_FIELDS)[number];

export const MAILBOX_LIMITS = { name: 50, subject: 100, content: 2000 } as const;

/** An i18n key of `content.mailbox.errors` and its values. */
export interface FieldProblem {
  key: 'required' | 'tooLong' | 'email' | 'phone';
  max?: number;
}

export type MailboxProblems = Partial<Record<MailboxField, FieldProblem>>;

// One @, no spaces, a dot in the domain: strict enough to catch typos, loose enough for real addresses.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// Taiwanese numbers as people write them: 06-1234567, (02) 2345-6789, 0912 345 678, +886-6-1234567#12.
const PHONE = /^\+?[0-9()\-\s#]+$/;

const length = (value: string) => [...value].length;

/** The mailbox form's field rules; empty when the draft may be sent. */
export function validateMailbox(draft: MailboxDraft): MailboxProblems {
  const problems: MailboxProblems = {};
  const name = draft.name.trim();
  const email = draft.email.trim();
  const phone = (draft.phone ?? '').trim();
  const subject = draft.subject.trim();
  const content = draft.content.trim();

  if (!name) problems.name = { key: 'required' };
  else if (length(name) > MAILBOX_LIMITS.name) problems.name = { key: 'tooLong', max: MAILBOX_LIMITS.name };

  if (!email) problems.email = { key: 'required' };
  else if (email.length > 254 || !EMAIL.test(email)) problems.email = { key: 'email' };

  const digits = phone.replace(/\D/g, '').length;
  if (phone && (!PHONE.test(phone) || digits < 7 || digits > 15 || phone.length > 30))
    problems.phone = { key: 'phone' };

  if (!subject) problems.subject = { key: 'required' };
  else if (length(subject) > MAILBOX_LIMITS.subject)
    problems.subject = { key: 'tooLong', max: MAILBOX_LIMITS.subject };

  if (!content) problems.content = { key: 'required' };
  else if (length(content) > MAILBOX_LIMITS.content)
    problems.content = { key: 'tooLong', max: MAILBOX_LIMITS.content };

  return problems;
}
