import type { ContentStore } from '../ports/content-store.port';

export type { StoredModule } from '../ports/content-store.port';

/**
 * The old name of the public reads, which are the content store now. Kept for the
 * sign-in and mailbox slices that still name it; the lead removes it once they say ContentStore.
 */
export type ContentRepository = ContentStore;
