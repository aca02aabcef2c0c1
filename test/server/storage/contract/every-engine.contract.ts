import type { StorageEngine } from '../engines/sqlite.engine';
import { unitOfWorkContract } from './unit-of-work.contract';
import { auditStoreContract } from './audit-store.contract';
import { contentStoreContract } from './content-store.contract';
import { listPagingContract } from './list-paging.contract';
import { seoStoreContract } from './seo-store.contract';
import { outboxStoreContract } from './outbox-store.contract';
import { letterStoreContract } from './letter-store.contract';
import { tokenStoreContract } from './token-store.contract';
import { loginAttemptStoreContract } from './login-attempt-store.contract';
import { accountStoreContract } from './account-store.contract';
import { documentStoreContract } from './document-store.contract';
import { editLockStoreContract } from './edit-lock-store.contract';
import { siteSettingsStoreContract } from './site-settings-store.contract';
import { moduleStoreContract } from './module-store.contract';
import { publicStoreContract } from './public-store.contract';
import { twoFactorSecretsContract } from './two-factor-secrets.contract';
import { siteIsolationContract } from './site-isolation.contract';
import { pageFeedbackStoreContract } from './page-feedback-store.contract';
import { viewDayStoreContract } from './view-day-store.contract';

/** Every contract both engines must pass, run by sqlite.contract.test.ts and postgres.contract.test.ts. */
export function everyEngineContract(engine: StorageEngine): void {
  unitOfWorkContract(engine);
  auditStoreContract(engine);
  contentStoreContract(engine);
  listPagingContract(engine);
  seoStoreContract(engine);
  outboxStoreContract(engine);
  letterStoreContract(engine);
  tokenStoreContract(engine);
  loginAttemptStoreContract(engine);
  accountStoreContract(engine);
  documentStoreContract(engine);
  editLockStoreContract(engine);
  siteSettingsStoreContract(engine);
  moduleStoreContract(engine);
  publicStoreContract(engine);
  twoFactorSecretsContract(engine);
  siteIsolationContract(engine);
  viewDayStoreContract(engine);
  pageFeedbackStoreContract(engine);
}
