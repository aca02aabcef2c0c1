import type { ContentKind, FileEntry, MenuItem, SiteHeader, SiteMetadata } from '../../shared/api-types';
import type { SqliteDatabase } from '../database/sqlite.database';

export type StoredItem = Record<string, unknown> & { id: string; title: string };

export interface ItemRef {
  modulePath: string;
  id: string;
  kind: ContentKind;
  title: string;
  date: string | null;
  item: StoredItem;
}

export interface ModuleRef {
  path: string;
  kind: ContentKind;
  title: string;
  /** Modules such as a landing page whose moduleKey is `index`. */
  moduleKey: string;
}

/**
 * What the crawler-facing answers read. Unlike the API's reads, these never count a view: a bot
 * fetching a page's HTML is not a visitor of the item.
 */
export class SeoRepository {
  constructor(private readonly db: SqliteDatabase) {}

  private document<T>(name: string): T | undefined {
    const row = this.db.prepare('SELECT json FROM site_documents WHERE name = ?').get(name) as
      { json: string } | undefined;
    return row ? (JSON.parse(row.json) as T) : undefined;
  }

  metadata(): SiteMetadata | undefined {
    return this.document<SiteMetadata>('metadata');
  }

  header(): SiteHeader | undefined {
    return this.document<SiteHeader>('header');
  }

  menu(): MenuItem[] {
    return this.document<MenuItem[]>('menu') ?? [];
  }

  module(path: string): ModuleRef | undefined {
    const row = this.db.prepare('SELECT path, kind, info_json FROM modules WHERE path = ?').get(path) as
      { path: string; kind: ContentKind; info_json: string } | undefined;
    if (!row) return undefined;
    const info = JSON.parse(row.info_json) as { title?: string; moduleKey?: string };
    return { path: row.path, kind: row.kind, title: info.title ?? '', moduleKey: info.moduleKey ?? '' };
  }

  modules(): ModuleRef[] {
    const rows = this.db.prepare('SELECT path FROM modules ORDER BY path').all() as Array<{ path: string }>;
    return rows.map((row) => this.module(row.path)).filter((m): m is ModuleRef => m !== undefined);
  }

  /** One item of a list module; the page object of a cms-single module is not an item. */
  item(modulePath: string, id: string): ItemRef | undefined {
    const row = this.db
      .prepare(
        `SELECT module_path, id, kind, title, date, json FROM items
         WHERE module_path = ? AND id = ? AND kind NOT IN ('single', 'mailbox', 'tag')`,
      )
      .get(modulePath, id) as ItemRow | undefined;
    return row ? toRef(row) : undefined;
  }

  /** The first page object of a cms-single module, for its description. */
  page(modulePath: string): StoredItem | undefined {
    const row = this.db
      .prepare(`SELECT json FROM items WHERE module_path = ? AND kind = 'single' ORDER BY position LIMIT 1`)
      .get(modulePath) as { json: string } | undefined;
    return row ? (JSON.parse(row.json) as StoredItem) : undefined;
  }

  /** Every listed item, in module and list order (the sitemap). */
  allItems(): ItemRef[] {
    const rows = this.db
      .prepare(
        `SELECT module_path, id, kind, title, date, json FROM items
         WHERE kind NOT IN ('single', 'mailbox', 'tag') ORDER BY module_path, position`,
      )
      .all() as ItemRow[];
    return rows.map(toRef);
  }

  /** The newest articles (`normal` kind) across modules, for the news feed. */
  latestArticles(limit: number): ItemRef[] {
    const rows = this.db
      .prepare(
        `SELECT module_path, id, kind, title, date, json FROM items
         WHERE kind = 'normal' ORDER BY date DESC, position ASC LIMIT ?`,
      )
      .all(limit) as ItemRow[];
    return rows.map(toRef);
  }
}

interface ItemRow {
  module_path: string;
  id: string;
  kind: ContentKind;
  title: string;
  date: string | null;
  json: string;
}

function toRef(row: ItemRow): ItemRef {
  return {
    modulePath: row.module_path,
    id: row.id,
    kind: row.kind,
    title: row.title,
    date: row.date,
    item: JSON.parse(row.json) as StoredItem,
  };
}

function isFile(value: unknown): value is FileEntry {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as FileEntry).original === 'string' &&
    (value as FileEntry).original !== '' &&
    (value as { hidden?: unknown }).hidden !== true
  );
}

/**
 * The picture that stands for an item in a link preview: the image flagged `represent`, else the
 * first image, else a video's thumbnail.
 */
export function representativeImage(item: Record<string, unknown>): FileEntry | undefined {
  const images = Array.isArray(item.images) ? item.images.filter(isFile) : [];
  return (
    images.find((image) => image.represent) ??
    images[0] ??
    (isFile(item.thumbnail) ? item.thumbnail : undefined)
  );
}
