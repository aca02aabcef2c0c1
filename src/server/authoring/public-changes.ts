import type { PublicChange, PublicChanges } from '../ports/public-changes.port';

/** Every copy of one site's public content told of each change: its rendered pages, its open data… */
export function everyCopy(...copies: readonly PublicChanges[]): PublicChanges {
  return { onPublicChange: (change) => copies.forEach((copy) => copy.onPublicChange(change)) };
}

/** For a server, or a test, that keeps no copies. */
export const ignorePublicChanges: PublicChanges = { onPublicChange: () => undefined };

/**
 * What a unit of work that changes the public site does: announces the change inside
 * its transaction, to the site's other instances, and tells this instance's `local` copies once it
 * has committed. Every writer of a public change goes through here.
 */
export async function publicChangeIn(
  tx: { announce(change: PublicChange): Promise<void>; afterCommit(effect: () => void): void },
  local: PublicChanges,
  change: PublicChange,
): Promise<void> {
  await tx.announce(change);
  tx.afterCommit(() => local.onPublicChange(change));
}
