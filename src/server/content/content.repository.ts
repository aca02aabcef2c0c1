import type { ContentStore } from './content-store.port';

export type { StoredModule } from './content-store.port';

/**
 * The old name of the public reads, which are the content store now. Kept for the
 * sign-in and mailbox slices that still name it; the lead removes it once they say ContentStore.
 */
export type ContentRepository = ContentStore;
