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
import { KyselySiteRowsStore } from './site-rows.store';
import { KyselyPageFeedbackStore } from './page-feedback.store';
import { KyselyViewDayStore } from './view-day.store';

/** How each store is made over a query builder already confined to its site. */
const STORES: { [K in keyof Stores]: (q: Kysely<Tables>, dialect: SqlDialect) => Stores[K] } = {
  sites: (q) => new KyselySiteStore(q),
  siteSeed: (q, dialect) => new KyselySiteSeedStore(q, dialect),
  audit: (q) => new KyselyAuditStore(q),
  users: (q) => new KyselyUserStore(q),
  rights: (q) => new KyselyRightsStore(q),
  content: (q, dialect) => new KyselyContentStore(q, dialect),
  seo: (q) => new KyselySeoStore(q),
  viewDays: (q) => new KyselyViewDayStore(q),
  outbox: (q, dialect) => new KyselyOutboxStore(q, dialect),
  letters: (q, dialect) => new KyselyLetterStore(q, dialect),
  tokens: (q) => new KyselyTokenStore(q),
  loginAttempts: (q, dialect) => new KyselyLoginAttemptStore(q, dialect),
  accounts: (q, dialect) => new KyselyAccountStore(q, dialect),
  documents: (q, dialect) => new KyselyDocumentStore(q, dialect),
  editLocks: (q) => new KyselyEditLockStore(q),
  publicSite: (q, dialect) => new KyselyPublicStore(q, dialect),
  modules: (q) => new KyselyModuleStore(q),
  siteSettings: (q) => new KyselySiteSettingsStore(q),
  pageFeedback: (q) => new KyselyPageFeedbackStore(q),
  siteRows: (q, dialect) => new KyselySiteRowsStore(q, dialect),
};

/**
 * Every store over one executor, the root (each call on its own) or a unit of work's transaction,
 * confined to the site `site`.
 */
export function storesOn(executor: Kysely<Tables>, dialect: SqlDialect, site: string): Stores {
  const q = executor.withPlugin(new SiteScope(site));
  return Object.fromEntries(
    Object.entries(STORES).map(([name, make]) => [name, make(q, dialect)]),
  ) as unknown as Stores;
}

/** One store over one executor, confined to the site `site`. */
export function storeOn<K extends keyof Stores>(
  name: K,
  executor: Kysely<Tables>,
  dialect: SqlDialect,
  site: string,
): Stores[K] {
  return STORES[name](executor.withPlugin(new SiteScope(site)), dialect);
}
