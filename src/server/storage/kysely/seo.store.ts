import type { Kysely } from 'kysely';
import type { ContentKind, MenuItem, SiteHeader, SiteMetadata } from '../../../shared/api-types';
import type { ItemRef, ModuleRef, SeoStore, StoredItem } from '../../ports/seo-store.port';
import type { Tables } from '../tables';

/** Kinds whose rows are no item of a list: a cms-single page, and the mailbox and tag pages. */
const NOT_ITEMS = ['single', 'mailbox', 'tag'];

export class KyselySeoStore implements SeoStore {
  constructor(private readonly q: Kysely<Tables>) {}

  metadata(): Promise<SiteMetadata | undefined> {
    return this.document<SiteMetadata>('metadata');
  }

  header(): Promise<SiteHeader | undefined> {
    return this.document<SiteHeader>('header');
  }

  async menu(): Promise<MenuItem[]> {
    return (await this.document<MenuItem[]>('menu')) ?? [];
  }

  async module(path: string): Promise<ModuleRef | undefined> {
    const row = await this.q
      .selectFrom('modules')
      .select(['path', 'kind', 'info_json'])
      .where('path', '=', path)
      .executeTakeFirst();
    if (!row) return undefined;
    const info = JSON.parse(row.info_json) as { title?: string; moduleKey?: string };
    return {
      path: row.path,
      kind: row.kind as ContentKind,
      title: info.title ?? '',
      moduleKey: info.moduleKey ?? '',
    };
  }

  async item(modulePath: string, id: string): Promise<ItemRef | undefined> {
    const row = await this.items()
      .where('module_path', '=', modulePath)
      .where('id', '=', id)
      .where('kind', 'not in', NOT_ITEMS)
      .executeTakeFirst();
    return row ? toRef(row) : undefined;
  }

  async page(modulePath: string): Promise<StoredItem | undefined> {
    const row = await this.q
      .selectFrom('items')
      .select('json')
      .where('module_path', '=', modulePath)
      .where('kind', '=', 'single')
      .orderBy('position')
      .limit(1)
      .executeTakeFirst();
    return row ? (JSON.parse(row.json) as StoredItem) : undefined;
  }

  async allItems(): Promise<ItemRef[]> {
    const rows = await this.items()
      .where('kind', 'not in', NOT_ITEMS)
      .orderBy('module_path')
      .orderBy('position')
      .execute();
    return rows.map(toRef);
  }

  async latestArticles(limit: number): Promise<ItemRef[]> {
    const rows = await this.items()
      .where('kind', '=', 'normal')
      .orderBy('date', 'desc')
      .orderBy('position', 'asc')
      .limit(limit)
      .execute();
    return rows.map(toRef);
  }

  private async document<T>(name: string): Promise<T | undefined> {
    const row = await this.q
      .selectFrom('site_documents')
      .select('json')
      .where('name', '=', name)
      .executeTakeFirst();
    return row ? (JSON.parse(row.json) as T) : undefined;
  }

  private items() {
    return this.q.selectFrom('items').select(['module_path', 'id', 'kind', 'title', 'date', 'json']);
  }
}

function toRef(row: {
  module_path: string;
  id: string;
  kind: string;
  title: string;
  date: string | null;
  json: string;
}): ItemRef {
  return {
    modulePath: row.module_path,
    id: row.id,
    kind: row.kind as ContentKind,
    title: row.title,
    date: row.date,
    item: JSON.parse(row.json) as StoredItem,
  };
}
