import type { PageObject } from '../../shared/api-types';
import type { SiteStorage, Storage } from '../ports/storage.port';
import { itemRow, pageRow } from './item-rows';
import { SEARCH_INDEX_VERSION, type SearchColumns } from './search-columns';

/** Rows per unit of work: a rebuild never holds SQLite's one writer for long. */
const BATCH = 500;

export interface RebuiltSite {
  site: string;
  rows: number;
}

/**
 * The search columns and index of the public rows, and the documents' search text, rebuilt from
 * the rows' own content and the drafts: by
 * `npm run search -- rebuild`, and at the server's start for each site whose rows were built by
 * another version of how search reads text (or by none: a database from before search had an
 * index). A publish keeps them itself (item-rows.ts), in its own unit of work.
 */
export class SearchIndexService {
  constructor(private readonly storage: Storage) {}

  /** Rebuilds the sites named (every site when none is), whatever version built them. */
  async rebuild(codes?: readonly string[]): Promise<RebuiltSite[]> {
    const rebuilt: RebuiltSite[] = [];
    for (const code of codes ?? (await this.siteCodes())) {
      rebuilt.push({ site: code, rows: await this.rebuildSite(this.storage.forSite(code)) });
    }
    return rebuilt;
  }

  /** Rebuilds each site whose rows another version (or none) built; the others are left alone. */
  async rebuildStale(): Promise<RebuiltSite[]> {
    const stale: string[] = [];
    for (const code of await this.siteCodes()) {
      const version = await this.storage.forSite(code).stores.publicSite.searchIndexVersion();
      if (version !== SEARCH_INDEX_VERSION) stale.push(code);
    }
    return this.rebuild(stale);
  }

  private async siteCodes(): Promise<string[]> {
    return (await this.storage.stores.sites.list()).map((site) => site.code);
  }

  private async rebuildSite(site: SiteStorage): Promise<number> {
    // The documents' search text first (the staff's search), then the public rows and their index.
    let afterDocument: string | null = null;
    do {
      const from: string | null = afterDocument;
      afterDocument = await site.write({ key: 'search-index' }, (tx) =>
        tx.documents.rebuildSearchText(from, BATCH),
      );
    } while (afterDocument !== null);
    let after: { path: string; id: string } | null = null;
    let rows = 0;
    for (;;) {
      const from = after;
      const done: { path: string; id: string } | null = await site.write(
        { key: 'search-index' },
        async (tx) => {
          const batch = await tx.publicSite.rowsForSearch(from, BATCH);
          for (const row of batch) {
            await tx.publicSite.setSearchColumns(row.module_path, row.id, columnsOf(row.module_path, row));
          }
          rows += batch.length;
          const last = batch[batch.length - 1];
          if (batch.length < BATCH) await tx.publicSite.setSearchIndexVersion(SEARCH_INDEX_VERSION);
          return batch.length < BATCH || !last ? null : { path: last.module_path, id: last.id };
        },
      );
      if (!done) return rows;
      after = done;
    }
  }
}

/** A stored row's search columns, as the publish that wrote it would compute them today. */
function columnsOf(path: string, row: { id: string; kind: string; json: string }): SearchColumns {
  const content = JSON.parse(row.json) as Record<string, unknown>;
  const built =
    row.kind === 'single'
      ? pageRow(path, content as unknown as PageObject)
      : itemRow(
          path,
          row.kind as Parameters<typeof itemRow>[1],
          {
            ...content,
            id: row.id,
            title: typeof content.title === 'string' ? content.title : '',
          },
          0,
        );
  return {
    search_text: built.search_text,
    search_title: built.search_title ?? '',
    search_tags: built.search_tags ?? '',
    search_description: built.search_description ?? '',
  };
}
