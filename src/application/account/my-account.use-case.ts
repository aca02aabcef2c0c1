import type { AccountSecurity } from '../../domain/account/my-account.port';
import type { MyAccount } from '../../shared/accounts.types';

/** What the header links to; the same shape the session store keeps. */
export interface HeaderAccess {
  editor: boolean;
  admin: boolean;
  /** A 平台管理者: 網站列表. */
  platform: boolean;
}

export type LoadMyAccountOutcome = { kind: 'loaded'; me: MyAccount } | { kind: 'failed' };

/** The header's way in from the account. */
export function headerAccessOf(me: MyAccount): HeaderAccess {
  return { editor: me.admin || me.anyRights, admin: me.admin, platform: me.platformAdmin === true };
}

/**
 * `GET /backend/me`: the account, its rules and the agency's idle time. What the header may link to
 * is remembered beside the session, so the header shows it without a fetch of its own.
 */
export async function loadMyAccount(deps: {
  security: Pick<AccountSecurity, 'me'>;
  rememberAccess(access: HeaderAccess): void;
}): Promise<LoadMyAccountOutcome> {
  try {
    const me = await deps.security.me();
    deps.rememberAccess(headerAccessOf(me));
    return { kind: 'loaded', me };
  } catch {
    return { kind: 'failed' };
  }
}
