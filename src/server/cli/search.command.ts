import type { Storage } from '../ports/storage.port';
import { SearchIndexService } from '../content/search-index.service';
import {
  CliFailure,
  commandProgram,
  exitHelp,
  openCliStorage,
  PROCESS_IO,
  table,
  type CliIo,
  runProgram,
} from './cli-support';
import { EXIT } from './exit-codes';

/**
 * `npm run search -- rebuild [--site CODE]`: the public rows' search columns and index, rebuilt
 * from their content on the database of DATABASE_URL or DB_PATH (every site, or one). A server
 * does the same at its start for a site built by another version of how search reads text; the
 * command is for a database restored or copied by other means, or a check.
 */
export async function runSearch(argv: readonly string[], io: CliIo = PROCESS_IO): Promise<number> {
  let storage: Storage | undefined;
  const program = commandProgram(
    'search',
    '網站搜尋的索引',
    exitHelp({ 3: '找不到網站', 4: undefined, 5: undefined }),
    io,
  );
  program
    .command('rebuild')
    .description('由已發布的內容重建搜尋索引（全部網站，或 --site 指定的一個）')
    .option('--site <code>', '只重建這個網站')
    .action(async (options: { site?: string }) => {
      storage = (await openCliStorage(io, 'existing')).storage;
      const search = new SearchIndexService(storage);
      if (options.site !== undefined && !(await storage.stores.sites.find(options.site)))
        throw new CliFailure(EXIT.notFound, `找不到網站「${options.site}」。`);
      const started = Date.now();
      const rebuilt = await search.rebuild(options.site === undefined ? undefined : [options.site]);
      io.stdout.write(
        `${table([['網站', '筆數'], ...rebuilt.map((site) => [site.site, String(site.rows)])])}\n` +
          `搜尋索引已重建（${Date.now() - started} ms）。\n`,
      );
    });
  return runProgram(program, argv, io, () => storage);
}
