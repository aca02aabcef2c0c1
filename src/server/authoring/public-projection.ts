import type { ContentKind, PageObject } from '../../shared/api-types';
import type { DocumentRef } from '../../shared/document-id';
import { keptFiles } from '../../shared/file-helpers';
import { itemRow, pageRow, type ItemRow } from '../database/demo.seeder';
import type { SqliteDatabase } from '../database/sqlite.database';
import { ignorePublicChanges, type PublicChanges } from './public-changes.port';

type Data = Record<string, unknown>;

/**
 * The public API reads the tables the demo seeder fills; publishing writes a document's data into
 * them, unpublishing and deleting take it out. Views and list positions are the site's, not the
 * editor's, so an update keeps them, and `views` in authored data is ignored: a new row counts
 * from 0. Runs inside the caller's transaction. Every publish and withdrawal (now, scheduled, or a
 * move to the trash) passes here, so this is where `changes` hears of them.
 */
export class PublicProjection {
  constructor(
    private readonly db: SqliteDatabase,
    private readonly changes: PublicChanges = ignorePublicChanges,
  ) {}

  /** The module's kind, or undefined when no module has that path. */
  moduleKind(path: string): ContentKind | undefined {
    const row = this.db.prepare('SELECT kind FROM modules WHERE path = ?').get(path) as
      { kind: ContentKind } | undefined;
    return row?.kind;
  }

  publish(ref: DocumentRef, data: unknown): void {
    this.write(ref, data);
    this.changes.onPublicChange(ref);
  }

  private write(ref: DocumentRef, data: unknown): void {
    const value = withKeptFiles(data as Data);
    switch (ref.type) {
      case 'item': {
        const kind = this.moduleKind(ref.path);
        if (!kind) return;
        const { views: _authored, ...authored } = value;
        this.upsertItem({
          ...itemRow(
            ref.path,
            kind,
            { ...authored, id: ref.id } as Data & { id: string; title: string },
            this.nextPosition(ref.path),
          ),
          // A new row starts at 0; an existing row keeps its count (the upsert leaves it).
          views: 0,
        });
        return;
      }
      case 'page': {
        const { views: _authored, ...authored } = value;
        const page = { keywords: '', ...authored, views: 0 } as unknown as PageObject;
        this.upsertItem(pageRow(ref.path, page));
        return;
      }
      case 'settings':
        this.db
          .prepare('UPDATE modules SET info_json = ?, setting_json = ? WHERE path = ?')
          .run(JSON.stringify(value.info), JSON.stringify(value.setting), ref.path);
        return;
      case 'structure':
        if (ref.landing === 'home')
          this.db
            .prepare("UPDATE site_documents SET json = ? WHERE name = 'structure'")
            .run(JSON.stringify(data));
        else
          this.db
            .prepare('INSERT OR REPLACE INTO landings (path, json) VALUES (?, ?)')
            .run(ref.landing, JSON.stringify(data));
        return;
      case 'chrome':
        this.db
          .prepare('INSERT OR REPLACE INTO site_documents (name, json) VALUES (?, ?)')
          .run(ref.name, JSON.stringify(data));
    }
  }

  /** The server's view count of a published item or page; undefined when it is not public. */
  viewsOf(ref: DocumentRef): number | undefined {
    const row =
      ref.type === 'item'
        ? this.db.prepare('SELECT views FROM items WHERE module_path = ? AND id = ?').get(ref.path, ref.id)
        : ref.type === 'page'
          ? this.db.prepare("SELECT views FROM items WHERE module_path = ? AND kind = 'single'").get(ref.path)
          : undefined;
    return (row as { views: number } | undefined)?.views;
  }

  /** Takes an item or a page off the public site. */
  withdraw(ref: DocumentRef): void {
    this.remove(ref);
    this.changes.onPublicChange(ref);
  }

  private remove(ref: DocumentRef): void {
    if (ref.type === 'item') this.deleteItem(ref.path, ref.id);
    else if (ref.type === 'page') {
      const row = this.db
        .prepare("SELECT id FROM items WHERE module_path = ? AND kind = 'single'")
        .get(ref.path) as { id: string } | undefined;
      if (row) this.deleteItem(ref.path, row.id);
    }
  }

  private upsertItem({ tags, ...row }: ItemRow): void {
    this.db
      .prepare(
        `INSERT INTO items (module_path, id, kind, position, title, date, year, search_text, views, json)
         VALUES (@module_path, @id, @kind, @position, @title, @date, @year, @search_text, @views, @json)
         ON CONFLICT (module_path, id) DO UPDATE SET title = excluded.title, date = excluded.date,
           year = excluded.year, search_text = excluded.search_text, json = excluded.json`,
      )
      .run(row);
    this.db
      .prepare('DELETE FROM item_tags WHERE module_path = ? AND item_id = ?')
      .run(row.module_path, row.id);
    const insertTag = this.db.prepare(
      'INSERT OR IGNORE INTO item_tags (module_path, item_id, tag) VALUES (?, ?, ?)',
    );
    for (const tag of tags) insertTag.run(row.module_path, row.id, tag);
  }

  private deleteItem(path: string, id: string): void {
    this.db.prepare('DELETE FROM item_tags WHERE module_path = ? AND item_id = ?').run(path, id);
    this.db.prepare('DELETE FROM items WHERE module_path = ? AND id = ?').run(path, id);
  }

  private nextPosition(path: string): number {
    const row = this.db
      .prepare('SELECT MAX(position) AS last FROM items WHERE module_path = ?')
      .get(path) as {
      last: number | null;
    };
    return (row.last ?? -1) + 1;
  }
}

/** The published copy carries only the files that pass the core's exclusion test. */
function withKeptFiles(data: Data): Data {
  const out: Data = { ...data };
  for (const key of ['images', 'files'])
    if (Array.isArray(out[key])) out[key] = keptFiles(out[key] as Parameters<typeof keptFiles>[0]);
  return out;
}
