import type { RightsSource } from '../../domain/content/content.port';
import { NO_RIGHTS, type Rights } from '../../domain/rights/rights';

export type RightsOutcome =
  /** The server's answer for the page. */
  | { kind: 'known'; rights: Rights }
  /** No answer: the editor gets no rights (read nothing, write nothing) rather than a guess. */
  | { kind: 'unknown'; rights: Readonly<Rights> };

/** The signed-in account's rights on the page a document belongs to (`r`, `w`, `d`). */
export async function loadRights(content: RightsSource, path: string): Promise<RightsOutcome> {
  try {
    return { kind: 'known', rights: await content.rights(path) };
  } catch {
    return { kind: 'unknown', rights: NO_RIGHTS };
  }
}
