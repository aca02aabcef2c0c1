import type {
  ContentKind,
  ListAnswer,
  MenuSetting,
  ModuleInfo,
  SiteStructure,
  SortOrder,
  TaggedRow,
} from '../../shared/api-types';
import type { SiteDocumentName } from '../database/demo.seeder';
import type { SqliteDatabase } from '../database/sqlite.database';
import type { ListParams } from '../http/list-params';
import { kindFields } from './kind-fields';
import { normaliseForSearch } from './search-text';

export interface StoredModule {
  path: string;
  kind: ContentKind;
  info: ModuleInfo;
  setting: MenuSetting;
}

type Item = Record<string, unknown>;

interface Filter {
  sql: string;
  values: Record<string, string | number>;
}

/** Read side of the seeded content; reads never write (the visit counter writes in batches). */
export class ContentRepository {
  constructor(private readonly db: SqliteDatabase) {}

  siteDocument(name: SiteDocumentName): unknown {
    const row = this.db.prepare('SELECT json FROM site_documents WHERE name = ?').get(name) as
      { json: string } | undefined;
    return row ? (JSON.parse(row.json) as unknown) : undefined;
  }

  /** Paths of the landing pages, each with a structure of its own. */
  landingPaths(): string[] {
    return (this.db.prepare('SELECT path FROM landings').all() as Array<{ path: string }>).map(
      (row) => row.path,
    );
  }

  landing(path: string): SiteStructure | undefined {
    const row = this.db.prepare('SELECT json FROM landings WHERE path = ?').get(path) as
      { json: string } | undefined;
    return row ? (JSON.parse(row.json) as SiteStructure) : undefined;
  }

  module(path: string): StoredModule | undefined {
    const row = this.db
      .prepare('SELECT path, kind, info_json, setting_json FROM modules WHERE path = ?')
      .get(path) as { path: string; kind: ContentKind; info_json: string; setting_json: string } | undefined;
    if (!row) return undefined;
    return {
      path: row.path,
      kind: row.kind,
      info: JSON.parse(row.info_json) as ModuleInfo,
      setting: JSON.parse(row.setting_json) as MenuSetting,
    };
  }

  /**
   * One page of a module's items. `params.sort` must already be one of `sortableFields(kind)`;
   * without it, dated kinds list newest first and the others keep their seeded order.
   */
  listItems(module: StoredModule, params: ListParams): ListAnswer<Item> {
    const filter = this.filter('items.module_path = @modulePath', { modulePath: module.path }, params);
    const fields = kindFields(module.kind);
    const dated = fields.dateField !== undefined;
    const order = direction(params.order ?? (params.sort === undefined && dated ? 'desc' : 'asc'));
    let orderBy: string;
    const values: Record<string, string | number> = {
      ...filter.values,
      limit: params.limit,
      offset: params.offset,
    };
    if (params.sort === undefined) orderBy = dated ? `items.date ${order}` : `items.position ${order}`;
    else if (params.sort === 'title' || params.sort === 'views' || params.sort === 'id')
      orderBy = `items.${params.sort} ${order}`;
    else if (params.sort === fields.dateField) orderBy = `items.date ${order}`;
    else {
      // The field name was checked against the kind's whitelist; it still travels as a bound value.
      values.sortPath = `$."${params.sort}"`;
      orderBy = `json_extract(items.json, @sortPath) ${order}`;
    }
    const rows = this.db
      .prepare(
        `SELECT items.json, items.views FROM items WHERE ${filter.sql}
         ORDER BY ${orderBy}, items.position ASC LIMIT @limit OFFSET @offset`,
      )
      .all(values) as Array<{ json: string; views: number }>;
    return { rows: rows.map(withViews), total: this.count(filter) };
  }

  /** Items of every content kind (the tag page and site search), newest first by default. */
  listAcrossKinds(params: ListParams): ListAnswer<TaggedRow> {
    const filter = this.filter("modules.kind NOT IN ('mailbox', 'tag')", {}, params);
    const order = direction(params.order ?? (params.sort === undefined ? 'desc' : 'asc'));
    const column =
      params.sort === 'title' ? 'items.title' : params.sort === 'views' ? 'items.views' : 'items.date';
    const rows = this.db
      .prepare(
        `SELECT items.module_path, items.id, items.kind, items.title, items.date, items.json,
           (SELECT json_group_array(tag) FROM item_tags
             WHERE item_tags.module_path = items.module_path AND item_tags.item_id = items.id) AS tags_json
         FROM items JOIN modules ON modules.path = items.module_path WHERE ${filter.sql}
         ORDER BY ${column} ${order}, items.module_path ASC, items.position ASC LIMIT @limit OFFSET @offset`,
      )
      .all({ ...filter.values, limit: params.limit, offset: params.offset }) as Array<{
      module_path: string;
      id: string;
      kind: ContentKind;
      title: string;
      date: string | null;
      json: string;
      tags_json: string;
    }>;
    return {
      rows: rows.map((row) => {
        const description = (JSON.parse(row.json) as Item).description;
        const tags = JSON.parse(row.tags_json) as string[];
        return {
          id: row.id,
          title: row.title,
          kind: row.kind,
          path: row.module_path,
          ...(typeof description === 'string' ? { description } : {}),
          ...(row.date ? { date: row.date } : {}),
          ...(tags.length > 0 ? { tags } : {}),
        };
      }),
      total: this.count(filter, 'JOIN modules ON modules.path = items.module_path'),
    };
  }

  /** One item with its stored view count. */
  item(modulePath: string, id: string): Item | undefined {
    const row = this.db
      .prepare('SELECT json, views FROM items WHERE module_path = ? AND id = ?')
      .get(modulePath, id) as { json: string; views: number } | undefined;
    return row ? withViews(row) : undefined;
  }

  /** The page object of a cms-single module, with its stored view count. */
  page(modulePath: string): Item | undefined {
    const row = this.db
      .prepare(
        "SELECT json, views FROM items WHERE module_path = ? AND kind = 'single' ORDER BY position LIMIT 1",
      )
      .get(modulePath) as { json: string; views: number } | undefined;
    return row ? withViews(row) : undefined;
  }

  /** True when `id` names an item (or the page) of that module. */
  hasItem(modulePath: string, id: string): boolean {
    return (
      this.db.prepare('SELECT 1 FROM items WHERE module_path = ? AND id = ?').get(modulePath, id) !==
      undefined
    );
  }

  /** The stored number of site visits. */
  hits(): number {
    const row = this.db.prepare("SELECT value FROM counters WHERE name = 'hits'").get() as
      { value: number } | undefined;
    return row?.value ?? 0;
  }

  private filter(base: string, baseValues: Record<string, string | number>, params: ListParams): Filter {
    const clauses = [base];
    const values = { ...baseValues };
    if (params.query.search) {
      clauses.push('instr(items.search_text, @search) > 0');
      values.search = normaliseForSearch(params.query.search);
    }
    if (params.query.tag) {
      clauses.push(
        'EXISTS (SELECT 1 FROM item_tags WHERE item_tags.module_path = items.module_path AND item_tags.item_id = items.id AND item_tags.tag = @tag)',
      );
      values.tag = params.query.tag;
    }
    if (params.query.year !== undefined) {
      clauses.push('items.year = @year');
      values.year = params.query.year;
    }
    return { sql: clauses.join(' AND '), values };
  }

  private count(filter: Filter, join = ''): number {
    const row = this.db
      .prepare(`SELECT COUNT(*) AS total FROM items ${join} WHERE ${filter.sql}`)
      .get(filter.values) as {
      total: number;
    };
    return row.total;
  }
}

function direction(order: SortOrder): 'ASC' | 'DESC' {
  return order === 'desc' ? 'DESC' : 'ASC';
}

function withViews(row: { json: string; views: number }): Item {
  return { ...(JSON.parse(row.json) as Item), views: row.views };
}
