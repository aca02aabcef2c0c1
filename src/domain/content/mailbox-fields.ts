import type { MailboxSubmission } from '../../shared/api-types';
import { checkMailboxFields, MAILBOX_LIMITS as SHARED_LIMITS } from '../../shared/mailbox.schema';

/** What the visitor typed: the letter without the captcha answer. */
export type MailboxDraft = Omit<MailboxSubmission, 'g-recaptcha-response'>;

export const MAILBOX_FIELDS = ['name', 'email', 'phone', 'subject', 'content'] as const;
export type MailboxField = (typeof MAILBOX_FIELDS)[number];

/** The form's limits are the server's: one schema serves both sides. */
export const MAILBOX_LIMITS = {
  name: SHARED_LIMITS.name,
  subject: SHARED_LIMITS.subject,
  content: SHARED_LIMITS.content,
} as const;

/** Field → the zh-TW message of its first problem, the very text the server would answer. */
export type MailboxProblems = Partial<Record<MailboxField, string>>;

/** The letter as it will be sent: trimmed, an empty phone left out, the captcha answer still to come. */
export function letterOf(draft: MailboxDraft, captchaAnswer = ''): MailboxSubmission {
  const phone = (draft.phone ?? '').trim();
  return {
    name: draft.name.trim(),
    email: draft.email.trim(),
    ...(phone ? { phone } : {}),
    subject: draft.subject.trim(),
    content: draft.content.trim(),
    'g-recaptcha-response': captchaAnswer,
  };
}

/**
 * The mailbox form's field checks, by the shared schema (`src/shared/mailbox.schema.ts`) that the
 * server's mailbox route also applies, so the form never accepts what the server refuses (a phone
 * such as `(02) 2345-6789 #12` passes both). Empty when the draft may be sent.
 */
export function validateMailbox(draft: MailboxDraft): MailboxProblems {
  const check = checkMailboxFields(letterOf(draft));
  if (check.ok) return {};
  const problems: MailboxProblems = {};
  for (const field of MAILBOX_FIELDS) {
    const message = check.fields[field];
    if (message !== undefined) problems[field] = message;
  }
  return problems;
}
