import type { Kysely } from 'kysely';
import type { ContentKind, MenuItem, SiteHeader, SiteMetadata } from '../../../shared/api-types';
import type { ItemRef, ModuleRef, SeoStore, SitemapItem, StoredItem } from '../../ports/seo-store.port';
import type { Tables } from '../tables';
import { classificationIn } from '../../../shared/classification/classification';

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
      classification: classificationIn(info),
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

  async listedItemCount(): Promise<number> {
    const { total } = await this.listed()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    return Number(total);
  }

  async listedItems(page: { limit: number; offset: number }): Promise<SitemapItem[]> {
    // Only the columns an address needs: a sitemap of a large site never reads the items' JSON.
    const rows = await this.listed()
      .select(['items.module_path', 'items.id', 'items.slug', 'items.date'])
      .orderBy('items.module_path')
      // Never null; said as the list of an undated module says it, so PostgreSQL walks that
      // list's index (migration 13) instead of sorting every item.
      .orderBy('items.position', (order) => order.asc().nullsFirst())
      // Parts of one sitemap are read apart: a tie of positions must fall the same way each time.
      .orderBy('items.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute();
    return rows.map((row) => ({ modulePath: row.module_path, id: row.id, slug: row.slug, date: row.date }));
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

  /** Items a visitor can reach: of a module that exists, and an item of a list. */
  private listed() {
    return this.q
      .selectFrom('items')
      .innerJoin('modules', 'modules.path', 'items.module_path')
      .where('items.kind', 'not in', NOT_ITEMS);
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
