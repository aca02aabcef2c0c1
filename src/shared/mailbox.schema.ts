import * as v from 'valibot';
import type { MailboxSubmission } from './api-types';
import { ownValue } from './own-key';

/**
 * The mailbox letter's fields, one schema for the form (the client core calls `checkMailboxFields`)
 * and for the server (the mailbox route answers 400 with the same `fields`). Shared by both sides:
 * it imports nothing from Node, the server or the client. valibot was chosen by the bytes it adds
 * to the client (docs/decisions.md, decision 17).
 */

export type MailboxField = keyof MailboxSubmission;

/** zh-TW names of the fields, as a visitor knows them. */
export const MAILBOX_FIELD_LABELS: Record<MailboxField, string> = {
  name: '姓名',
  email: '電子郵件',
  phone: '聯絡電話',
  subject: '主旨',
  content: '內容',
  'g-recaptcha-response': '驗證碼',
};

export const MAILBOX_LIMITS = { name: 50, email: 254, phone: 30, subject: 100, content: 2000, captcha: 4000 };

/**
 * Telephone numbers as people in Taiwan write them: an optional country code (`+886`), an area
 * code in parentheses or not, groups of digits separated by spaces or hyphens, and an extension
 * after `#`. `(02) 2345-6789 #12`, `02-2345-6789`, `0912-345-678`, `+886 2 2345 6789`.
 */
const TAIWAN_PHONE = /^(\+\d{1,3}[ -]?)?(\(\d{1,4}\)[ -]?)?\d[\d -]{4,}\d( ?# ?\d{1,6})?$/;
const PHONE_MESSAGE = '聯絡電話格式不正確，例如 (02) 2345-6789 #12 或 0912-345-678';

const text = (field: MailboxField) => v.string(`${MAILBOX_FIELD_LABELS[field]}必須是文字`);

const filledText = (field: MailboxField, max: number) =>
  v.pipe(
    text(field),
    v.minLength(1, `請填寫${MAILBOX_FIELD_LABELS[field]}`),
    v.regex(/\S/, `請填寫${MAILBOX_FIELD_LABELS[field]}`),
    v.maxLength(max, `${MAILBOX_FIELD_LABELS[field]}不可超過 ${max} 個字`),
  );

export const mailboxSchema = v.strictObject(
  {
    name: filledText('name', MAILBOX_LIMITS.name),
    email: v.pipe(
      text('email'),
      v.minLength(1, '請填寫電子郵件'),
      v.maxLength(MAILBOX_LIMITS.email, `電子郵件不可超過 ${MAILBOX_LIMITS.email} 個字`),
      v.email('電子郵件格式不正確，例如 name@example.com'),
    ),
    phone: v.optional(
      v.pipe(
        text('phone'),
        v.maxLength(MAILBOX_LIMITS.phone, `聯絡電話不可超過 ${MAILBOX_LIMITS.phone} 個字`),
        // An empty phone is a phone not given.
        v.check((phone) => phone.trim() === '' || TAIWAN_PHONE.test(phone.trim()), PHONE_MESSAGE),
      ),
    ),
    subject: filledText('subject', MAILBOX_LIMITS.subject),
    content: filledText('content', MAILBOX_LIMITS.content),
    'g-recaptcha-response': v.pipe(
      text('g-recaptcha-response'),
      v.maxLength(MAILBOX_LIMITS.captcha, `驗證碼不可超過 ${MAILBOX_LIMITS.captcha} 個字`),
    ),
  },
  // The message of an unknown field is built per key below.
  '不接受的欄位',
);

export type MailboxCheck =
  | { ok: true; value: MailboxSubmission }
  | { ok: false; fields: Partial<Record<MailboxField | 'body', string>> & Record<string, string> };

/**
 * Checks a letter as the server will: one zh-TW message per wrong field (the first problem of each
 * field), or the letter with an empty phone left out. Pure: no I/O, no clock.
 */
export function checkMailboxFields(input: unknown): MailboxCheck {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, fields: { body: '請求內容必須是 JSON 物件' } };
  }
  const result = v.safeParse(mailboxSchema, input);
  if (result.success) {
    const { phone, ...rest } = result.output;
    return { ok: true, value: phone === undefined || phone.trim() === '' ? rest : { ...rest, phone } };
  }
  const fields: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key;
    if (typeof key !== 'string' || Object.hasOwn(fields, key)) continue;
    const label = ownValue<string>(MAILBOX_FIELD_LABELS, key);
    if (label === undefined) fields[key] = `不接受的欄位：${key}`;
    else if (issue.input === undefined) fields[key] = `請填寫${label}`;
    else fields[key] = issue.message;
  }
  return { ok: false, fields };
}
