import type { Kysely } from 'kysely';
import type { Stores } from '../stores';
import type { Tables } from '../tables';
import { KyselyAccountStore } from './account.store';
import { KyselyAuditStore } from './audit.store';
import { KyselyLoginAttemptStore } from './login-attempt.store';
import { KyselyRightsStore } from './rights.store';
import { KyselyTokenStore } from './token.store';
import { KyselyUserStore } from './user.store';

/** Every store over one executor: the root (each call on its own) or a unit of work's transaction. */
export function storesOn(q: Kysely<Tables>): Stores {
  return {
    audit: new KyselyAuditStore(q),
    users: new KyselyUserStore(q),
    rights: new KyselyRightsStore(q),
    tokens: new KyselyTokenStore(q),
    loginAttempts: new KyselyLoginAttemptStore(q),
    accounts: new KyselyAccountStore(q),
  };
}
