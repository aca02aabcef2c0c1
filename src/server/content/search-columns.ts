import { indexGrams, searchTextOf } from '../../shared/search/search-text';
import type { SearchColumns } from '../ports/public-store.port';
import { htmlToText } from './search-text';

/**
 * What a public row keeps for search beside its content, computed where the row is (item-rows.ts),
 * so a publish, a seed, a copy or a rebuild all write the same:
 * - `search_title`, `search_tags`, `search_description`: each field's token text
 *   (src/shared/search/search-text.ts), which ranking looks a term up in;
 * - `search_text`: every field's token text, fields apart by ` | ` (no term spans one), which
 *   SQLite's positional index reads (through its triggers) and PostgreSQL checks a term in
 *   where its grams cannot prove it.
 * PostgreSQL also keeps `search_grams`, the bag of grams its GIN index holds, made from
 * `search_text` where a row is written there (searchGramsOf, through the dialect); SQLite keeps
 * it empty. A change to how text is read bumps SEARCH_INDEX_VERSION, and every site's rows are
 * rebuilt.
 */
export const SEARCH_INDEX_VERSION = '2';
export type { SearchColumns };

/**
 * Grams a row keeps at most: PostgreSQL refuses a `tsvector` past 1 MB, about 70,000 grams of
 * one to four Han characters. Title, tags and description come first; only a body of some twenty
 * thousand characters reaches the cap, and on PostgreSQL its grams past it are not found.
 */
export const MAX_GRAMS = 50_000;

/** The separator of fields (and of tags) in `search_text`: no term's pattern can contain it. */
export const FIELD_SEPARATOR = ' | ';

export function searchColumns(fields: {
  title: string;
  tags: readonly string[];
  description?: string | undefined;
  /** Rich text: its visible text is what is searched. */
  content?: string | undefined;
}): SearchColumns {
  const title = searchTextOf(fields.title);
  const tags = fields.tags.map(searchTextOf).filter((tag) => tag !== '');
  const description = searchTextOf(fields.description ?? '');
  const body = searchTextOf(htmlToText(fields.content ?? ''));
  const all = [title, ...tags, description, body].filter((text) => text !== '');
  return {
    search_text: all.join(FIELD_SEPARATOR),
    search_title: title,
    search_tags: tags.join(FIELD_SEPARATOR),
    search_description: description,
  };
}

/**
 * A row's bag of grams (indexGrams) as PostgreSQL's `tsvector` input: each gram quoted once, in
 * UTF-8 byte order as PostgreSQL writes a `tsvector` back, the title's grams first under the cap.
 */
export function searchGramsOf(searchText: string): string {
  const grams = new Set(searchText.split(FIELD_SEPARATOR).flatMap(indexGrams));
  return [...grams]
    .slice(0, MAX_GRAMS)
    .map((gram) => Buffer.from(gram))
    .sort(Buffer.compare)
    .map((gram) => `'${gram.toString()}'`)
    .join(' ');
}
