import type { AccountSecurity } from '../../domain/account/my-account.port';
import {
  checkPasswordForm,
  passwordRefusal,
  type PasswordForm,
  type PasswordFormErrors,
  type PasswordRules,
} from '../../domain/account/password-form';
import type { Session } from '../../domain/session/session';

export type ChangePasswordOutcome =
  | { kind: 'changed' }
  /** The form's own checks (or the server's 400) found problems: messages per field, nothing changed. */
  | { kind: 'invalid'; fields: PasswordFormErrors; message?: string }
  /** Anything else (network, 5xx): the api client's policy has already said so. */
  | { kind: 'failed' };

/** Whose password changes (both names are refused inside it) and the rules the server sent. */
export interface PasswordChangeContext {
  account: string;
  displayName: string;
  rules: PasswordRules;
  weakFinding?: string | null;
}

export interface ChangePasswordDeps {
  security: Pick<AccountSecurity, 'changePassword'>;
  session: Pick<Session, 'settle'>;
}

/**
 * 變更密碼: the form is checked first (the rules the server enforces, the repeat, and
 * the strength library's verdict when the screen has it); then `POST /backend/me/password`. The
 * server ends the account's other sessions; this one continues, and a change owed since login is
 * settled, so the next owed step (or the page the user was headed for) follows.
 */
export async function changePassword(
  deps: ChangePasswordDeps,
  form: PasswordForm,
  context: PasswordChangeContext,
): Promise<ChangePasswordOutcome> {
  const { account, displayName } = context;
  const problems = checkPasswordForm(
    form,
    { account, displayName },
    context.rules,
    context.weakFinding ?? null,
  );
  if (problems) return { kind: 'invalid', fields: problems };
  try {
    await deps.security.changePassword({ current: form.current, next: form.next });
  } catch (error) {
    const refusal = passwordRefusal(error);
    if (refusal) return { kind: 'invalid', fields: refusal.fields, message: refusal.message };
    return { kind: 'failed' };
  }
  deps.session.settle('password');
  return { kind: 'changed' };
}
