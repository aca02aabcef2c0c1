import { Refusal } from '../platform/refusals';
import type { ServerOptions } from '../server-options';
import { SYSTEM_ACTOR, type AccountService } from './account.service';
import { PasswordRefused } from './password.service';

export type FirstAdminOutcome = 'created' | 'ignored' | 'not-asked';

export interface FirstAdminLog {
  info(message: string): void;
  warn(message: string): void;
}

/** The display name of the administrator made from the environment; they can change it later. */
export const FIRST_ADMIN_DISPLAY_NAME = '網站管理者';

/**
 * THEMESITE_ADMIN_ACCOUNT and THEMESITE_ADMIN_PASSWORD (as Directus does with its admin
 * variables): on an empty users table they create that administrator once, with every right so
 * they can build the site, and an initial password to change at the first login. Once any account
 * exists they are ignored, and the log says so: a forgotten variable must not reset anything.
 * A password the rules refuse stops the start, since the administrator could never log in.
 */
export async function ensureFirstAdmin(
  accounts: AccountService,
  firstAdmin: ServerOptions['firstAdmin'],
  log: FirstAdminLog,
): Promise<FirstAdminOutcome> {
  if (!firstAdmin) return 'not-asked';
  if ((await accounts.count()) > 0) {
    log.warn(
      'THEMESITE_ADMIN_ACCOUNT and THEMESITE_ADMIN_PASSWORD ignored: the database already has accounts ' +
        '(已有帳號，忽略首位管理者的環境變數；請改用 npm run accounts)',
    );
    return 'ignored';
  }
  try {
    const { account } = await accounts.create(
      {
        account: firstAdmin.account,
        displayName: FIRST_ADMIN_DISPLAY_NAME,
        admin: true,
        rights: [{ path: '*', r: true, w: true, d: true, p: true }],
      },
      SYSTEM_ACTOR,
      firstAdmin.password,
      // The operator who started the server: they manage its sites too.
      true,
    );
    log.info(`first administrator ${account.account} created (已建立首位網站管理者)`);
    return 'created';
  } catch (error) {
    if (error instanceof PasswordRefused)
      throw new Error(
        `THEMESITE_ADMIN_PASSWORD 不符密碼規則：${error.reason} / THEMESITE_ADMIN_PASSWORD was refused by the password rules`,
      );
    if (error instanceof Refusal)
      throw new Error(
        `THEMESITE_ADMIN_ACCOUNT 無法使用：${error.description} / THEMESITE_ADMIN_ACCOUNT cannot be used as an account name`,
      );
    throw error;
  }
}
