import type { RightsSource } from '../../domain/content/content.port';
import type { HistorySource } from '../../domain/editing/history.port';
import { canWrite } from '../../domain/rights/rights';

export interface StartModulePorts {
  history: Pick<HistorySource, 'documents'>;
  rights: RightsSource;
}

/**
 * The module the dashboard opens on (issue 23): the first, in the order given, that holds items;
 * else the first the account may write; else the first. A module that cannot be read counts as
 * empty, so one failed answer never keeps the dashboard from opening. Null for no modules at all.
 */
export async function startModule(ports: StartModulePorts, paths: readonly string[]): Promise<string | null> {
  if (paths.length === 0) return null;
  const totals = await Promise.all(
    paths.map((path) =>
      ports.history.documents({ type: 'item', path, limit: 1, offset: 0 }).then(
        (answer) => answer.total,
        () => 0,
      ),
    ),
  );
  const holding = paths.find((_, index) => (totals[index] ?? 0) > 0);
  if (holding !== undefined) return holding;
  const writable = await Promise.all(
    paths.map((path) => ports.rights.rights(path).then(canWrite, () => false)),
  );
  return paths.find((_, index) => writable[index] === true) ?? paths[0]!;
}
