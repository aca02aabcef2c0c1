import type { RightsSource } from '../../domain/content/content.port';
import type { Rights } from '../../domain/rights/rights';

/**
 * The account's rights on each module, asked at once, in the order given. A module whose answer
 * fails is null (not known), so one failure never hides the others from the staff navigation.
 */
export function moduleRights(
  ports: { rights: RightsSource },
  paths: readonly string[],
): Promise<Array<Rights | null>> {
  return Promise.all(paths.map((path) => ports.rights.rights(path).catch(() => null)));
}
