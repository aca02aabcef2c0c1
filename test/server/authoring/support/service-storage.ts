import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PathRights } from '../../../../src/shared/accounts.types';
import { accountServiceOf } from '../../../../src/server/accounts/accounts.module';
import { PasswordHasher } from '../../../../src/server/auth/password.hasher';
import { firstRevision } from '../../../../src/server/authoring/first-revision';
import { DEFAULT_SECURITY_OPTIONS } from '../../../../src/server/server-options';
import type { Storage } from '../../../../src/server/ports/storage.port';
import { Refusal } from '../../../../src/server/platform/refusals';
import { ManualClock } from '../../support/manual.clock';
import { openTestStorage } from '../../support/test-engine';

export const NO_RIGHTS = { r: false, w: false, d: false, p: false };

/** Storage for a service test on the test engine, a clock, and a way to add accounts and documents. */
export interface ServiceStorage {
  storage: Storage;
  clock: ManualClock;
  /** An account that is no administrator, with `rights` on `path`. */
  account(account: string, path: string, rights: Omit<PathRights, 'path'>): Promise<void>;
  /** A document governed by `rightsPath`, never published, with `draft`. */
  document(docId: string, rightsPath: string, draft: Record<string, unknown>): Promise<void>;
  close(): Promise<void>;
}

export async function openServiceStorage(): Promise<ServiceStorage> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'themesite-service-'));
  const { storage, close } = await openTestStorage(path.join(dir, 'db.sqlite'));
  const clock = new ManualClock();
  const accounts = accountServiceOf({
    storage,
    clock,
    hasher: new PasswordHasher(2 ** 10),
    security: DEFAULT_SECURITY_OPTIONS,
  });
  return {
    storage,
    clock,
    account: async (account, rightsPath, rights) => {
      await accounts.create(
        { account, displayName: account, admin: false, rights: [{ path: rightsPath, ...rights }] },
        'cli',
        'Harbour-Lights#2026',
      );
    },
    document: async (docId, rightsPath, draft) => {
      const now = clock.now();
      await storage.write({ document: docId }, (tx) =>
        tx.documents.insert(
          firstRevision({ docId, type: docId.split(':')[0]!, rightsPath, draft, by: 'cli', at: now }),
        ),
      );
    },
    close: async () => {
      await close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** What a refused call threw, as kind and words. */
export async function refusalOf(call: Promise<unknown>): Promise<{ kind: string; description: string }> {
  const error = await call.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof Refusal)) throw new Error(`expected a refusal, got ${String(error)}`);
  return { kind: error.kind, description: error.description };
}
