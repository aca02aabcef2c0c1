import { indexGrams, searchTextOf } from '../../shared/search/search-text';
import type { SearchColumns } from '../ports/public-store.port';
import { htmlToText } from './search-text';

/**
 * What a public row keeps for search beside its content, computed where the row is (item-rows.ts),
 * so a publish, a seed, a copy or a rebuild all write the same:
 * - `search_title`, `search_tags`, `search_description`: each field's token text
 *   (src/shared/search/search-text.ts), which ranking looks a term up in;
 * - `search_text`: every field's token text, fields apart by ` | ` (no term spans one), which
 *   the check of a term the index alone cannot prove reads;
 * - `search_grams`: the index's grams, each quoted once: PostgreSQL reads the text as a
 *   `tsvector` (each quoted lexeme as written, so the database's locale plays no part), and
 *   SQLite's FTS5 table, with its `ascii` tokenizer, splits it on the quotes and spaces. In
 *   UTF-8 byte order, as PostgreSQL writes a `tsvector` back: a row reads the same from either
 *   engine, and a copy between them compares equal.
 * A change to how text is read bumps SEARCH_INDEX_VERSION, and every site's rows are rebuilt.
 */
export const SEARCH_INDEX_VERSION = '1';
export type { SearchColumns };

/**
 * Grams a row keeps at most: PostgreSQL refuses a `tsvector` past 1 MB, about 100,000 grams of Han
 * text. Title, tags and description come first; only a body of some hundred thousand characters
 * reaches the cap, and its grams past it are not found.
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
  const grams = new Set(all.flatMap(indexGrams));
  return {
    search_text: all.join(FIELD_SEPARATOR),
    search_title: title,
    search_tags: tags.join(FIELD_SEPARATOR),
    search_description: description,
    search_grams: [...grams]
      .slice(0, MAX_GRAMS)
      .map((gram) => Buffer.from(gram))
      .sort(Buffer.compare)
      .map((gram) => `'${gram.toString()}'`)
      .join(' '),
  };
}
