import {
  sql,
  type ExpressionBuilder,
  type Kysely,
  type OrderByItemBuilder,
  type SelectQueryBuilder,
} from 'kysely';
import type {
  ContentKind,
  ListAnswer,
  ListQuery,
  MenuSetting,
  ModuleInfo,
  SearchFacets,
  SiteStructure,
  TaggedRow,
} from '../../../shared/api-types';
import type {
  AddressMatches,
  AddressRow,
  ContentItem,
  ContentStore,
  CrossKindOrder,
  ItemOrder,
  ListPage,
  StoredModule,
  ViewCount,
} from '../../ports/content-store.port';
import { htmlToText } from '../../content/search-text';
import { parseSearchQuery, snippetOfMatch, type SearchQuery } from '../../../shared/search/search-text';
import type { SiteDocumentName } from '../../ports/site-documents';
import type { Tables } from '../tables';
import type { RankedField, SqlDialect } from './sql-dialect';

/** Kinds whose modules hold no public items of their own: left out of the cross-kind list. */
const NOT_LISTED_ACROSS_KINDS = ['mailbox', 'tag'];

export class KyselyContentStore implements ContentStore {
  constructor(
    private readonly q: Kysely<Tables>,
    private readonly dialect: SqlDialect,
  ) {}

  async siteDocument(name: SiteDocumentName): Promise<unknown> {
    const row = await this.q
      .selectFrom('site_documents')
      .select('json')
      .where('name', '=', name)
      .executeTakeFirst();
    return row ? (JSON.parse(row.json) as unknown) : undefined;
  }

  async landingPaths(): Promise<string[]> {
    return (await this.q.selectFrom('landings').select('path').execute()).map((row) => row.path);
  }

  async landing(path: string): Promise<SiteStructure | undefined> {
    const row = await this.q
      .selectFrom('landings')
      .select('json')
      .where('path', '=', path)
      .executeTakeFirst();
    return row ? (JSON.parse(row.json) as SiteStructure) : undefined;
  }

  async module(path: string): Promise<StoredModule | undefined> {
    const row = await this.q
      .selectFrom('modules')
      .select(['path', 'kind', 'info_json', 'setting_json'])
      .where('path', '=', path)
      .executeTakeFirst();
    return row ? moduleOf(row) : undefined;
  }

  async modules(): Promise<StoredModule[]> {
    const rows = await this.q
      .selectFrom('modules')
      .select(['path', 'kind', 'info_json', 'setting_json'])
      .orderBy('path')
      .execute();
    return rows.map(moduleOf);
  }

  async listItems(
    modulePath: string,
    query: ListQuery,
    order: ItemOrder,
    page: ListPage,
  ): Promise<ListAnswer<ContentItem>> {
    const where = (eb: ExpressionBuilder<Tables, 'items'>) =>
      eb.and([eb('items.module_path', '=', modulePath), ...itemFilter(eb, query, this.dialect)]);
    // The page's codes first, then only those rows whole: skipping to a far page then walks an
    // index that holds the order and the code (migration 13) instead of reading and dropping
    // every row before it, so the last page of a long list costs about what the first does.
    const ordered = this.q
      .selectFrom('items')
      .select('items.id')
      .where(where)
      .orderBy(itemSortKey(order, this.dialect), inOrder(order.direction));
    // Ties go by position; a list in position order has none to break, and a second term on the
    // same column would have SQLite sort each run of equal positions beside the index.
    const keys = await (order.by === 'position' ? ordered : ordered.orderBy('items.position', 'asc'))
      .limit(page.limit)
      .offset(page.offset)
      .execute();
    const rows = await this.itemsInOrder(
      modulePath,
      keys.map((key) => key.id),
    );
    const { total } = await this.q
      .selectFrom('items')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where(where)
      .executeTakeFirstOrThrow();
    return { rows: rows.map(withViews), total: Number(total) };
  }

  /** The stored rows of `ids` in one module, in the order of `ids`; a row gone since is left out. */
  private async itemsInOrder(
    modulePath: string,
    ids: readonly string[],
  ): Promise<Array<{ json: string; views: number }>> {
    if (ids.length === 0) return [];
    const found = await this.q
      .selectFrom('items')
      .select(['items.id', 'items.json', 'items.views'])
      .where('items.module_path', '=', modulePath)
      .where('items.id', 'in', [...ids])
      .execute();
    const byId = new Map(found.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [row] : [];
    });
  }

  async moduleTags(modulePath: string): Promise<string[]> {
    const rows = await this.q
      .selectFrom('item_tags')
      .select((eb) => ['tag', eb.fn.countAll<number>().as('uses')])
      .where('module_path', '=', modulePath)
      .groupBy('tag')
      .execute();
    // Ordered here: PostgreSQL would sort the tags by its collation, SQLite by code point.
    return rows
      .map((row) => ({ tag: row.tag, uses: Number(row.uses) }))
      .sort((a, b) => b.uses - a.uses || (a.tag < b.tag ? -1 : a.tag > b.tag ? 1 : 0))
      .map((row) => row.tag);
  }

  async moduleYears(modulePath: string): Promise<number[]> {
    const rows = await this.q
      .selectFrom('items')
      .select('year')
      .distinct()
      .where('module_path', '=', modulePath)
      .where('year', 'is not', null)
      .orderBy('year', 'desc')
      .execute();
    return rows.map((row) => Number(row.year));
  }

  async itemAddresses(modulePath: string, address: string): Promise<AddressMatches> {
    const rowOf = (row: { id: string; slug: string | null } | undefined): AddressRow | undefined =>
      row ? { id: row.id, slug: row.slug } : undefined;
    const byId = await this.q
      .selectFrom('items')
      .select(['id', 'slug'])
      .where('module_path', '=', modulePath)
      .where('id', '=', address)
      .where('kind', '!=', 'single')
      .executeTakeFirst();
    const bySlug = await this.q
      .selectFrom('items')
      .select(['id', 'slug'])
      .where('module_path', '=', modulePath)
      .where('slug', '=', address)
      .executeTakeFirst();
    const byOldSlug = await this.q
      .selectFrom('item_old_addresses')
      .innerJoin('items', (join) =>
        join
          .onRef('items.module_path', '=', 'item_old_addresses.module_path')
          .onRef('items.id', '=', 'item_old_addresses.item_id'),
      )
      .select(['items.id', 'items.slug'])
      .where('item_old_addresses.module_path', '=', modulePath)
      .where('item_old_addresses.slug', '=', address)
      .executeTakeFirst();
    const found: AddressMatches = {};
    const id = rowOf(byId);
    const current = rowOf(bySlug);
    const old = rowOf(byOldSlug);
    if (id) found.byId = id;
    if (current) found.bySlug = current;
    if (old) found.byOldSlug = old;
    return found;
  }

  async listAcrossKinds(
    query: ListQuery,
    order: CrossKindOrder,
    page: ListPage,
  ): Promise<ListAnswer<TaggedRow>> {
    const search = query.search === undefined ? undefined : parseSearchQuery(query.search);
    // Punctuation alone: no terms, nothing found, and nothing to ask the database.
    if (search?.terms.length === 0) return { rows: [], total: 0, facets: { modules: [], years: [] } };
    // The modules left out, asked first: a join to `modules` made each found row a lookup there.
    const unlisted = (
      await this.q.selectFrom('modules').select('path').where('kind', 'in', NOT_LISTED_ACROSS_KINDS).execute()
    ).map((row) => row.path);
    // What the list holds besides the search (its tag), then with it.
    let listable = this.q
      .selectFrom('items')
      .where((eb) => eb.and(itemFilter(eb, { ...query, search: undefined, year: undefined }, this.dialect)));
    if (unlisted.length > 0) listable = listable.where('items.module_path', 'not in', unlisted);
    const found = search ? listable.where((eb) => eb.and(searchClauses(search, this.dialect))) : listable;
    // The module and year filters narrow the page; a search's facets count each with the other only.
    const narrowed = <Q extends typeof listable>(builder: Q): Q => {
      let narrow = builder;
      if (query.module !== undefined) narrow = narrow.where('items.module_path', '=', query.module) as Q;
      if (query.year !== undefined) narrow = narrow.where('items.year', '=', query.year) as Q;
      return narrow;
    };
    const listed = narrowed(found);
    let total: number;
    let facets: SearchFacets | undefined;
    if (search) {
      // One pass over the results counts them by module and year: the facets, and the total.
      const groups = await found
        .select((eb) => ['items.module_path', 'items.year', eb.fn.countAll<number>().as('count')])
        .groupBy(['items.module_path', 'items.year'])
        .execute();
      facets = await this.facetsOf(groups, query);
      total = groups
        .filter((group) => query.module === undefined || group.module_path === query.module)
        .filter((group) => query.year === undefined || Number(group.year) === query.year)
        .reduce((sum, group) => sum + Number(group.count), 0);
    } else {
      total = Number(
        (await listed.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()).total,
      );
    }
    // The page's keys, then only its rows read whole: sorting thousands of results with their
    // JSON beside them cost more than the search itself. A page past the end asks nothing.
    const keys =
      total <= page.offset
        ? []
        : order.by === 'relevance' && search
          ? await rankedKeys(narrowed(listable), search, { ...page, total }, this.dialect)
          : await listed
              .select(['items.module_path', 'items.id'])
              .orderBy(`items.${order.by === 'relevance' ? 'date' : order.by}`, inOrder(order.direction))
              .orderBy('items.module_path', 'asc')
              .orderBy('items.position', 'asc')
              .limit(page.limit)
              .offset(page.offset)
              .execute();
    const rows = await this.rowsOf(keys);
    const tags = await this.tagsOf(rows);
    const mailbox = search && total === 0 ? await this.mailbox() : undefined;
    return {
      rows: rows.map((row) => {
        const item = JSON.parse(row.json) as ContentItem;
        const description = typeof item.description === 'string' ? item.description : undefined;
        const itemTags = tags.get(tagKey(row.module_path, row.id)) ?? [];
        const snippet = search ? snippetOf(item, description, search) : undefined;
        return {
          id: row.id,
          title: row.title,
          kind: row.kind as ContentKind,
          path: row.module_path,
          ...(description !== undefined ? { description } : {}),
          ...(row.date ? { date: row.date } : {}),
          ...(itemTags.length > 0 ? { tags: itemTags } : {}),
          ...(snippet ? { snippet } : {}),
        };
      }),
      total,
      ...(facets ? { facets } : {}),
      ...(mailbox ? { mailbox } : {}),
    };
  }

  /** The rows of `keys` (module path and id), in the keys' order. */
  private async rowsOf(keys: ReadonlyArray<{ module_path: string; id: string }>) {
    if (keys.length === 0) return [];
    const found = await this.q
      .selectFrom('items')
      .select(['module_path', 'id', 'kind', 'title', 'date', 'json'])
      // Paths and ids apart, each a list the key's index takes; an OR of pairs was a scan.
      .where('module_path', 'in', [...new Set(keys.map((key) => key.module_path))])
      .where('id', 'in', [...new Set(keys.map((key) => key.id))])
      .execute();
    const byKey = new Map(found.map((row) => [tagKey(row.module_path, row.id), row]));
    return keys.flatMap((key) => byKey.get(tagKey(key.module_path, key.id)) ?? []);
  }

  /** The site's first mailbox module, by path, with its name. */
  private async mailbox(): Promise<{ path: string; title: string } | undefined> {
    const row = await this.q
      .selectFrom('modules')
      .select(['path', 'info_json'])
      .where('kind', '=', 'mailbox')
      .orderBy('path')
      .limit(1)
      .executeTakeFirst();
    if (!row) return undefined;
    const title = (JSON.parse(row.info_json) as ModuleInfo).title;
    return { path: row.path, title: typeof title === 'string' && title !== '' ? title : row.path };
  }

  /**
   * Each filter's options counted with the other filter applied and not its own, so an option's
   * count is what choosing it shows: with a module chosen, the years are that module's; the
   * module list is the chosen year's. Counting both across both filters offered, say, 2024 (3)
   * inside a module that has nothing from 2024.
   */
  private async facetsOf(
    groups: ReadonlyArray<{ module_path: string; year: number | null; count: number | string }>,
    query: ListQuery,
  ): Promise<SearchFacets> {
    const byModule = new Map<string, number>();
    const byYear = new Map<number, number>();
    for (const group of groups) {
      const count = Number(group.count);
      const year = group.year === null ? null : Number(group.year);
      if (query.year === undefined || year === query.year)
        byModule.set(group.module_path, (byModule.get(group.module_path) ?? 0) + count);
      if (year !== null && (query.module === undefined || group.module_path === query.module))
        byYear.set(year, (byYear.get(year) ?? 0) + count);
    }
    const titles = new Map<string, string>();
    if (byModule.size > 0) {
      const modules = await this.q
        .selectFrom('modules')
        .select(['path', 'info_json'])
        .where('path', 'in', [...byModule.keys()])
        .execute();
      for (const module of modules) {
        const title = (JSON.parse(module.info_json) as ModuleInfo).title;
        titles.set(module.path, typeof title === 'string' && title !== '' ? title : module.path);
      }
    }
    return {
      modules: [...byModule]
        .map(([path, count]) => ({ path, title: titles.get(path) ?? path, count }))
        .sort((a, b) => b.count - a.count || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)),
      years: [...byYear].map(([year, count]) => ({ year, count })).sort((a, b) => b.year - a.year),
    };
  }

  async item(modulePath: string, id: string): Promise<ContentItem | undefined> {
    const row = await this.q
      .selectFrom('items')
      .select(['json', 'views'])
      .where('module_path', '=', modulePath)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? withViews(row) : undefined;
  }

  async page(modulePath: string): Promise<ContentItem | undefined> {
    const row = await this.q
      .selectFrom('items')
      .select(['json', 'views'])
      .where('module_path', '=', modulePath)
      .where('kind', '=', 'single')
      .orderBy('position')
      .limit(1)
      .executeTakeFirst();
    return row ? withViews(row) : undefined;
  }

  async hasItem(modulePath: string, id: string): Promise<boolean> {
    const row = await this.q
      .selectFrom('items')
      .select((eb) => eb.lit(1).as('one'))
      .where('module_path', '=', modulePath)
      .where('id', '=', id)
      .executeTakeFirst();
    return row !== undefined;
  }

  async hits(): Promise<number> {
    const row = await this.q
      .selectFrom('counters')
      .select('value')
      .where('name', '=', 'hits')
      .executeTakeFirst();
    return row ? Number(row.value) : 0;
  }

  async addVisits(views: readonly ViewCount[], hits: number): Promise<void> {
    for (const { path, id, count } of views) {
      await this.q
        .updateTable('items')
        .set((eb) => ({ views: eb('views', '+', count) }))
        .where('module_path', '=', path)
        .where('id', '=', id)
        .execute();
    }
    if (hits > 0) {
      await this.q
        .insertInto('counters')
        .values({ name: 'hits', value: hits })
        .onConflict((oc) =>
          oc
            .column('name')
            .doUpdateSet((eb) => ({ value: eb('counters.value', '+', eb.ref('excluded.value')) })),
        )
        .execute();
    }
  }

  /**
   * The tags of each row, in tag order (the order the primary key's index gives them). One query
   * for the page instead of a correlated `json_group_array`, so both engines say it alike.
   */
  private async tagsOf(
    rows: ReadonlyArray<{ module_path: string; id: string }>,
  ): Promise<Map<string, string[]>> {
    const tags = new Map<string, string[]>();
    if (rows.length === 0) return tags;
    const wanted = new Set(rows.map((row) => tagKey(row.module_path, row.id)));
    const found = await this.q
      .selectFrom('item_tags')
      .select(['module_path', 'item_id', 'tag'])
      .where('module_path', 'in', [...new Set(rows.map((row) => row.module_path))])
      .where('item_id', 'in', [...new Set(rows.map((row) => row.id))])
      .orderBy('module_path')
      .orderBy('item_id')
      .orderBy('tag')
      .execute();
    for (const { module_path, item_id, tag } of found) {
      const key = tagKey(module_path, item_id);
      // Paths and ids are asked for apart: a path of one row with the id of another is not a row.
      if (!wanted.has(key)) continue;
      const list = tags.get(key) ?? [];
      list.push(tag);
      tags.set(key, list);
    }
    return tags;
  }
}

function moduleOf(row: {
  path: string;
  kind: string;
  info_json: string;
  setting_json: string;
}): StoredModule {
  return {
    path: row.path,
    kind: row.kind as ContentKind,
    info: JSON.parse(row.info_json) as ModuleInfo,
    setting: JSON.parse(row.setting_json) as MenuSetting,
  };
}

const tagKey = (path: string, id: string): string => `${path}\u0000${id}`;

/** The search, tag and year conditions of a list, on the `items` table. */
function itemFilter(
  items: ExpressionBuilder<Tables, 'items'>,
  query: ListQuery,
  dialect: SqlDialect,
  search: SearchQuery | undefined = query.search === undefined ? undefined : parseSearchQuery(query.search),
) {
  const clauses = [];
  if (search) clauses.push(...searchClauses(search, dialect));
  if (query.tag) {
    const tag = query.tag;
    clauses.push(
      items.exists(
        items
          .selectFrom('item_tags')
          .select(items.lit(1).as('one'))
          .whereRef('item_tags.module_path', '=', 'items.module_path')
          .whereRef('item_tags.item_id', '=', 'items.id')
          .where('item_tags.tag', '=', tag),
      ),
    );
  }
  if (query.year !== undefined) clauses.push(items('items.year', '=', query.year));
  return clauses;
}

/**
 * A search as conditions: the row holds every term (the engine's index, docs/search.md). A query
 * of no terms (punctuation alone) finds nothing.
 */
function searchClauses(search: SearchQuery, dialect: SqlDialect) {
  return [search.terms.length === 0 ? sql<boolean>`1 = 0` : dialect.holdsSearch(search)];
}

/** Ranking's tiers (docs/search.md, "Ranking"): a result is in the first whose field holds a term. */
const RANKED_FIELDS: readonly RankedField[] = ['title', 'tags', 'description'];

/**
 * A page of a search's results in ranking's order (docs/search.md, "Ranking"): the title's tier,
 * then the tags' and keywords', then the description's, then the rest (the body); within a tier,
 * more of the terms first, then newer, then the published order. Each tier is asked on its own,
 * in the date index's order and only for as many rows as the page still needs, so a page of a
 * term in thousands of results reads some dozens of index entries, not every result; a tier of
 * one term needs no count of terms and stops at the page's end. `total` (the results in all)
 * ends the asking once the page has every result left.
 */
async function rankedKeys(
  listable: SelectQueryBuilder<Tables, 'items', object>,
  search: SearchQuery,
  page: ListPage & { total: number },
  dialect: SqlDialect,
): Promise<Array<{ module_path: string; id: string }>> {
  // No tier is asked once the page holds every result there is to show.
  const wanted = Math.min(page.offset + page.limit, page.total);
  const keys: Array<{ module_path: string; id: string }> = [];
  const [only] = search.terms.length === 1 ? search.terms : [];
  const anyTermIn = (field: RankedField) =>
    sql.join(
      search.terms.map((term) => dialect.fieldHolds(field, term)),
      sql` OR `,
    );
  for (let tier = 0; tier <= RANKED_FIELDS.length && keys.length < wanted; tier += 1) {
    const field = RANKED_FIELDS[tier];
    let ask = listable.select(['items.module_path', 'items.id']);
    // A field holding the only term holds the search: the whole text need not be asked.
    if (field === undefined || only === undefined)
      ask = ask.where((eb) => eb.and(searchClauses(search, dialect)));
    for (const earlier of RANKED_FIELDS.slice(0, tier))
      ask = ask.where(sql<boolean>`NOT (${anyTermIn(earlier)})`);
    if (field !== undefined) {
      ask = ask.where(sql<boolean>`(${anyTermIn(field)})`);
      if (only === undefined) {
        const hits = search.terms.map(
          (term) => sql`(CASE WHEN ${dialect.fieldHolds(field, term)} THEN 1 ELSE 0 END)`,
        );
        ask = ask.orderBy(sql`(${sql.join(hits, sql` + `)})`, 'desc');
      }
    }
    keys.push(
      ...(await ask
        .orderBy('items.date', inOrder('desc'))
        .orderBy('items.module_path', 'asc')
        .orderBy('items.position', 'asc')
        .limit(wanted - keys.length)
        .execute()),
    );
  }
  return keys.slice(page.offset);
}

/** A result's snippet: around the first term in its description, else in its body. */
function snippetOf(
  item: ContentItem,
  description: string | undefined,
  search: SearchQuery,
): string | undefined {
  const body = typeof item.content === 'string' ? htmlToText(item.content) : '';
  return snippetOfMatch(description ?? '', search) ?? snippetOfMatch(body, search);
}

/**
 * Empty values sort first going up and last going down, as SQLite does by itself; PostgreSQL does
 * the opposite unless told, so both are told.
 */
function inOrder(direction: 'asc' | 'desc') {
  return (item: OrderByItemBuilder) =>
    direction === 'asc' ? item.asc().nullsFirst() : item.desc().nullsLast();
}

function itemSortKey(order: ItemOrder, dialect: SqlDialect) {
  if (typeof order.by === 'string') return sql.ref(`items.${order.by}`);
  // The field name was checked against the kind's whitelist; it still travels as a bound value.
  return dialect.jsonField(sql.ref('items.json'), order.by.field);
}

function withViews(row: { json: string; views: number }): ContentItem {
  return { ...(JSON.parse(row.json) as ContentItem), views: Number(row.views) };
}
