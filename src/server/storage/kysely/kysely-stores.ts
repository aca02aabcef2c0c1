import type { Kysely } from 'kysely';
import type { Stores } from '../stores';
import type { Tables } from '../tables';
import { KyselyAuditStore } from './audit.store';
import { KyselyLetterStore } from './letters.store';
import { KyselyOutboxStore } from './outbox.store';
import { KyselyRightsStore } from './rights.store';
import { KyselyUserStore } from './user.store';

/** Every store over one executor: the root (each call on its own) or a unit of work's transaction. */
export function storesOn(q: Kysely<Tables>): Stores {
  return {
    audit: new KyselyAuditStore(q),
    users: new KyselyUserStore(q),
    rights: new KyselyRightsStore(q),
    outbox: new KyselyOutboxStore(q),
    letters: new KyselyLetterStore(q),
  };
}
