import type { AccountStore } from './account-store.port';
import type { SiteSeedStore } from './site-seed-store.port';
import type { AuditStore } from './audit-store.port';
import type { LoginAttemptStore } from './login-attempt-store.port';
import type { DocumentStore } from './document-store.port';
import type { EditLockStore } from './edit-lock-store.port';
import type { ModuleStore } from './module-store.port';
import type { PublicStore } from './public-store.port';
import type { SiteSettingsStore } from './site-settings-store.port';
import type { RightsStore } from './rights-store.port';
import type { TokenStore } from './token-store.port';
import type { UserStore } from './user-store.port';
import type { ContentStore } from './content-store.port';
import type { SeoStore } from './seo-store.port';
import type { OutboxStore } from './outbox-store.port';
import type { LetterStore } from './letter-store.port';
import type { SiteStore } from './site-store.port';
import type { SiteRowsStore } from './site-rows-store.port';
import type { PageFeedbackStore } from './page-feedback-store.port';
import type { ViewDayStore } from './view-day-store.port';

/**
 * Every store port, as a unit of work hands them out (bound to its transaction) and as
 * `Storage.stores` does outside one (each call on its own). Services see these interfaces only,
 * never a driver or the query builder.
 */
export interface Stores {
  /** The platform's sites list, the same from every site. */
  sites: SiteStore;
  siteSeed: SiteSeedStore;
  audit: AuditStore;
  users: UserStore;
  rights: RightsStore;
  content: ContentStore;
  seo: SeoStore;
  /** 網站統計: views per Taipei day, module and item. */
  viewDays: ViewDayStore;
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
  /** 頁面回饋: visitors' answers to 「這個頁面對您有幫助嗎？」. */
  pageFeedback: PageFeedbackStore;
  /** A whole site's rows, for moving it between servers and deleting it. */
  siteRows: SiteRowsStore;
}
