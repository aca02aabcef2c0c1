import { passwordRuleBroken, type PasswordOwner } from '../../shared/password-rules';
import type { MyAccount } from '../../shared/accounts.types';
import { ApiError } from '../errors/api-errors';

export interface PasswordForm {
  current: string;
  next: string;
  repeat: string;
}

export type PasswordFormField = keyof PasswordForm;
export type PasswordFormErrors = Partial<Record<PasswordFormField, string>>;
export type PasswordRules = MyAccount['passwordRules'];

export const PASSWORD_FORM_MESSAGES = {
  currentMissing: '請輸入目前的密碼。',
  repeatMismatch: '兩次輸入的新密碼不一致。',
  sameAsCurrent: '新密碼不可與目前的密碼相同。',
  refused: '密碼未變更，請依欄位說明修正後再送出。',
} as const;

/**
 * The rules in words, for the form to say before anyone types (WCAG 3.3.2): the numbers come from
 * the server's `passwordRules`, so the words never promise less than it enforces.
 */
export function passwordRulesInWords(rules: PasswordRules): string[] {
  return [
    `至少 ${rules.minLength} 個字元，最多 ${rules.maxLength} 個字元；可以用一句好記的中文或英文句子。`,
    '混合至少兩類字元：文字、數字、符號。',
    '不可包含帳號名稱或顯示名稱，不可是常見或容易猜到的密碼。',
    '不可與最近用過的 3 個密碼相同。',
  ];
}

/**
 * What the form itself can tell before sending: each field's first problem, or null when it may go.
 * `weakFinding` is the strength library's verdict when the password screen has loaded it.
 */
export function checkPasswordForm(
  form: PasswordForm,
  owner: Required<PasswordOwner>,
  rules: PasswordRules,
  weakFinding: string | null = null,
): PasswordFormErrors | null {
  const errors: PasswordFormErrors = {};
  if (form.current === '') errors.current = PASSWORD_FORM_MESSAGES.currentMissing;
  const broken = passwordRuleBroken(form.next, owner, rules);
  if (broken) errors.next = broken;
  else if (form.next === form.current) errors.next = PASSWORD_FORM_MESSAGES.sameAsCurrent;
  else if (weakFinding) errors.next = weakFinding;
  if (form.repeat !== form.next) errors.repeat = PASSWORD_FORM_MESSAGES.repeatMismatch;
  return Object.keys(errors).length > 0 ? errors : null;
}

/**
 * What a refused change means for the form: a 400 names the wrong fields (`current`: not the
 * password in use; `next`: a rule, a common password, one of the last 3); their messages go next to
 * them. Anything else is not a refusal of the input (null).
 */
export function passwordRefusal(error: unknown): { message: string; fields: PasswordFormErrors } | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const fields: PasswordFormErrors = {};
  if (error.fields?.current) fields.current = error.fields.current;
  if (error.fields?.next) fields.next = error.fields.next;
  // A 400 that names neither field still speaks of the new password: the server's own sentence.
  if (!fields.current && !fields.next) fields.next = error.description;
  return { message: PASSWORD_FORM_MESSAGES.refused, fields };
}
