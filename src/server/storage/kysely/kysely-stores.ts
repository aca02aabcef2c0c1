import type { Kysely } from 'kysely';
import type { Stores } from '../../ports/stores.port';
import type { Tables } from '../tables';
import type { SqlDialect } from './sql-dialect';
import { SiteScope } from './site-scope';
import { KyselyAuditStore } from './audit.store';
import { KyselySiteSeedStore } from './site-seed.store';
import { KyselyContentStore } from './content.store';
import { KyselyLetterStore } from './letters.store';
import { KyselyOutboxStore } from './outbox.store';
import { KyselyDocumentStore } from './document.store';
import { KyselyEditLockStore } from './edit-lock.store';
import { KyselyModuleStore } from './module.store';
import { KyselyPublicStore } from './public.store';
import { KyselySiteSettingsStore } from './site-settings.store';
import { KyselyRightsStore } from './rights.store';
import { KyselySeoStore } from './seo.store';
import { KyselyAccountStore } from './account.store';
import { KyselyLoginAttemptStore } from './login-attempt.store';
import { KyselyTokenStore } from './token.store';
import { KyselyUserStore } from './user.store';
import { KyselySiteStore } from './site.store';

/**
 * Every store over one executor, the root (each call on its own) or a unit of work's transaction,
 * confined to the site `site`.
 */
export function storesOn(executor: Kysely<Tables>, dialect: SqlDialect, site: string): Stores {
  const q = executor.withPlugin(new SiteScope(site));
  return {
    sites: new KyselySiteStore(q),
    siteSeed: new KyselySiteSeedStore(q),
    audit: new KyselyAuditStore(q),
    users: new KyselyUserStore(q),
    rights: new KyselyRightsStore(q),
    content: new KyselyContentStore(q, dialect),
    seo: new KyselySeoStore(q),
    outbox: new KyselyOutboxStore(q, dialect),
    letters: new KyselyLetterStore(q, dialect),
    tokens: new KyselyTokenStore(q),
    loginAttempts: new KyselyLoginAttemptStore(q, dialect),
    accounts: new KyselyAccountStore(q, dialect),
    documents: new KyselyDocumentStore(q, dialect),
    editLocks: new KyselyEditLockStore(q),
    publicSite: new KyselyPublicStore(q),
    modules: new KyselyModuleStore(q),
    siteSettings: new KyselySiteSettingsStore(q),
  };
}
