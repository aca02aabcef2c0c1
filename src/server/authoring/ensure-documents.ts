import type { SiteStorage } from '../ports/storage.port';

/**
 * Everything the public tables hold becomes a published document at revision 1, once: a seeded
 * demo and a database written before documents existed alike. Later starts find the rows and add nothing.
 * Site-wide, so one writer: two instances starting together adopt each row once.
 */
export async function ensureDocuments(storage: SiteStorage, now: number): Promise<void> {
  await storage.write('site', (tx) => tx.documents.adoptPublished(now));
}
