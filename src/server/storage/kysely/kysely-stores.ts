import type { Kysely } from 'kysely';
import type { Stores } from '../stores';
import type { Tables } from '../tables';
import { KyselyAuditStore } from './audit.store';
import { KyselyDocumentStore } from './document.store';
import { KyselyEditLockStore } from './edit-lock.store';
import { KyselyModuleStore } from './module.store';
import { KyselyPublicStore } from './public.store';
import { KyselySiteSettingsStore } from './site-settings.store';
import { KyselyRightsStore } from './rights.store';
import { KyselyUserStore } from './user.store';

/** Every store over one executor: the root (each call on its own) or a unit of work's transaction. */
export function storesOn(q: Kysely<Tables>): Stores {
  return {
    audit: new KyselyAuditStore(q),
    users: new KyselyUserStore(q),
    rights: new KyselyRightsStore(q),
    documents: new KyselyDocumentStore(q),
    editLocks: new KyselyEditLockStore(q),
    publicSite: new KyselyPublicStore(q),
    modules: new KyselyModuleStore(q),
    siteSettings: new KyselySiteSettingsStore(q),
  };
}
