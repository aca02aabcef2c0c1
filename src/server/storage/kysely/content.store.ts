import { sql, type ExpressionBuilder, type Kysely, type OrderByItemBuilder } from 'kysely';
import type {
  ContentKind,
  ListAnswer,
  ListQuery,
  MenuSetting,
  ModuleInfo,
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
import { normaliseForSearch } from '../../content/search-text';
import type { SiteDocumentName } from '../../ports/site-documents';
import type { Tables } from '../tables';
import type { SqlDialect } from './sql-dialect';

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
    const listed = this.q
      .selectFrom('items')
      .innerJoin('modules', 'modules.path', 'items.module_path')
      .where('modules.kind', 'not in', NOT_LISTED_ACROSS_KINDS)
      .where((eb) => eb.and(itemFilter(eb, query, this.dialect)));
    const rows = await listed
      .select(['items.module_path', 'items.id', 'items.kind', 'items.title', 'items.date', 'items.json'])
      .orderBy(`items.${order.by}`, inOrder(order.direction))
      .orderBy('items.module_path', 'asc')
      .orderBy('items.position', 'asc')
      .limit(page.limit)
      .offset(page.offset)
      .execute();
    const { total } = await listed
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    const tags = await this.tagsOf(rows);
    return {
      rows: rows.map((row) => {
        const description = (JSON.parse(row.json) as ContentItem).description;
        const itemTags = tags.get(tagKey(row.module_path, row.id)) ?? [];
        return {
          id: row.id,
          title: row.title,
          kind: row.kind as ContentKind,
          path: row.module_path,
          ...(typeof description === 'string' ? { description } : {}),
          ...(row.date ? { date: row.date } : {}),
          ...(itemTags.length > 0 ? { tags: itemTags } : {}),
        };
      }),
      total: Number(total),
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
function itemFilter(items: ExpressionBuilder<Tables, 'items'>, query: ListQuery, dialect: SqlDialect) {
  const clauses = [];
  if (query.search) {
    // A plain substring test of the normalised text: no wildcards, and CJK matches as typed.
    clauses.push(dialect.contains(sql.ref('items.search_text'), normaliseForSearch(query.search)));
  }
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
