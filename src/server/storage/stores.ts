import type { AccountStore } from '../accounts/account-store.port';
import type { SiteSeedStore } from '../database/site-seed-store.port';
import type { AuditStore } from '../authoring/audit-store.port';
import type { LoginAttemptStore } from '../auth/login-attempt-store.port';
import type { DocumentStore } from '../authoring/document-store.port';
import type { EditLockStore } from '../authoring/edit-lock-store.port';
import type { ModuleStore } from '../authoring/module-store.port';
import type { PublicStore } from '../authoring/public-store.port';
import type { SiteSettingsStore } from '../authoring/site-settings-store.port';
import type { RightsStore } from '../auth/rights-store.port';
import type { TokenStore } from '../auth/token-store.port';
import type { UserStore } from '../auth/user-store.port';
import type { ContentStore } from '../content/content-store.port';
import type { SeoStore } from '../seo/seo-store.port';
import type { OutboxStore } from '../mail/outbox-store.port';
import type { LetterStore } from '../mailbox/letter-store.port';

/**
 * Every store port, as a unit of work hands them out (bound to its transaction) and as
 * `Storage.stores` does outside one (each call on its own). Services see these interfaces only,
 * never a driver or the query builder.
 */
export interface Stores {
  siteSeed: SiteSeedStore;
  audit: AuditStore;
  users: UserStore;
  rights: RightsStore;
  content: ContentStore;
  seo: SeoStore;
  outbox: OutboxStore;
  letters: LetterStore;
  tokens: TokenStore;
  loginAttempts: LoginAttemptStore;
  accounts: AccountStore;
  documents: DocumentStore;
  editLocks: EditLockStore;
  publicSite: PublicStore;
  modules: ModuleStore;
  siteSettings: SiteSettingsStore;
}
