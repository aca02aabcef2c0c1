import type { AuditStore } from '../authoring/audit-store.port';
import type { DocumentStore } from '../authoring/document-store.port';
import type { EditLockStore } from '../authoring/edit-lock-store.port';
import type { ModuleStore } from '../authoring/module-store.port';
import type { PublicStore } from '../authoring/public-store.port';
import type { SiteSettingsStore } from '../authoring/site-settings-store.port';
import type { RightsStore } from '../auth/rights-store.port';
import type { UserStore } from '../auth/user-store.port';

/**
 * Every store port, as a unit of work hands them out (bound to its transaction) and as
 * `Storage.stores` does outside one (each call on its own). Services see these interfaces only,
 * never a driver or the query builder.
 */
export interface Stores {
  audit: AuditStore;
  users: UserStore;
  rights: RightsStore;
  documents: DocumentStore;
  editLocks: EditLockStore;
  publicSite: PublicStore;
  modules: ModuleStore;
  siteSettings: SiteSettingsStore;
}
