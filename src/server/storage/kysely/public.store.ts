import type { Kysely } from 'kysely';
import type { ContentKind } from '../../../shared/api-types';
import {
  SEARCH_INDEX_META_KEY,
  type ItemRow,
  type PublicStore,
  type RowForSearch,
  type SearchColumns,
} from '../../ports/public-store.port';
import type { Tables } from '../tables';
import type { SqlDialect } from './sql-dialect';

export class KyselyPublicStore implements PublicStore {
  constructor(
    private readonly q: Kysely<Tables>,
    private readonly dialect: SqlDialect,
  ) {}

  async moduleKind(path: string): Promise<ContentKind | undefined> {
    const row = await this.q.selectFrom('modules').select('kind').where('path', '=', path).executeTakeFirst();
    return row?.kind as ContentKind | undefined;
  }

  async nextPosition(path: string): Promise<number> {
    const row = await this.q
      .selectFrom('items')
      .select((eb) => eb.fn.max('position').as('last'))
      .where('module_path', '=', path)
      .executeTakeFirst();
    const last = row?.last;
    return (last === null || last === undefined ? -1 : Number(last)) + 1;
  }

  async upsertItem({ tags, ...row }: ItemRow): Promise<void> {
    await this.q
      .insertInto('items')
      .values(this.dialect.withSearchGrams(row))
      .onConflict((oc) =>
        oc.columns(['module_path', 'id']).doUpdateSet((eb) => ({
          title: eb.ref('excluded.title'),
          date: eb.ref('excluded.date'),
          year: eb.ref('excluded.year'),
          search_text: eb.ref('excluded.search_text'),
          search_title: eb.ref('excluded.search_title'),
          search_tags: eb.ref('excluded.search_tags'),
          search_description: eb.ref('excluded.search_description'),
          search_grams: eb.ref('excluded.search_grams'),
          json: eb.ref('excluded.json'),
          slug: eb.ref('excluded.slug'),
        })),
      )
      .execute();
    await this.q
      .deleteFrom('item_tags')
      .where('module_path', '=', row.module_path)
      .where('item_id', '=', row.id)
      .execute();
    for (const tag of tags)
      await this.q
        .insertInto('item_tags')
        .values({ module_path: row.module_path, item_id: row.id, tag })
        .onConflict((oc) => oc.doNothing())
        .execute();
  }

  async deleteItem(path: string, id: string): Promise<void> {
    await this.q.deleteFrom('item_tags').where('module_path', '=', path).where('item_id', '=', id).execute();
    await this.q.deleteFrom('items').where('module_path', '=', path).where('id', '=', id).execute();
  }

  async itemSlug(path: string, id: string): Promise<string | null | undefined> {
    const row = await this.q
      .selectFrom('items')
      .select('slug')
      .where('module_path', '=', path)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? row.slug : undefined;
  }

  async slugHolder(path: string, slug: string): Promise<string | undefined> {
    const row = await this.q
      .selectFrom('items')
      .select('id')
      .where('module_path', '=', path)
      .where('slug', '=', slug)
      .executeTakeFirst();
    return row?.id;
  }

  async rememberOldAddress(path: string, slug: string, id: string): Promise<void> {
    await this.q
      .insertInto('item_old_addresses')
      .values({ module_path: path, slug, item_id: id })
      .onConflict((oc) => oc.columns(['module_path', 'slug']).doUpdateSet({ item_id: id }))
      .execute();
  }

  async forgetOldAddress(path: string, slug: string): Promise<void> {
    await this.q
      .deleteFrom('item_old_addresses')
      .where('module_path', '=', path)
      .where('slug', '=', slug)
      .execute();
  }

  async pageItemId(path: string): Promise<string | undefined> {
    const row = await this.q
      .selectFrom('items')
      .select('id')
      .where('module_path', '=', path)
      .where('kind', '=', 'single')
      .executeTakeFirst();
    return row?.id;
  }

  async viewsOf(path: string, id: string | undefined): Promise<number | undefined> {
    let query = this.q.selectFrom('items').select('views').where('module_path', '=', path);
    query = id === undefined ? query.where('kind', '=', 'single') : query.where('id', '=', id);
    return (await query.executeTakeFirst())?.views;
  }

  async updateModule(path: string, info: unknown, setting: unknown): Promise<void> {
    await this.q
      .updateTable('modules')
      .set({ info_json: JSON.stringify(info), setting_json: JSON.stringify(setting) })
      .where('path', '=', path)
      .execute();
  }

  async updateHomeStructure(data: unknown): Promise<void> {
    await this.q
      .updateTable('site_documents')
      .set({ json: JSON.stringify(data) })
      .where('name', '=', 'structure')
      .execute();
  }

  async putLanding(path: string, data: unknown): Promise<void> {
    const json = JSON.stringify(data);
    await this.q
      .insertInto('landings')
      .values({ path, json })
      .onConflict((oc) => oc.column('path').doUpdateSet({ json }))
      .execute();
  }

  async putSiteDocument(name: string, data: unknown): Promise<void> {
    const json = JSON.stringify(data);
    await this.q
      .insertInto('site_documents')
      .values({ name, json })
      .onConflict((oc) => oc.column('name').doUpdateSet({ json }))
      .execute();
  }

  async rowsForSearch(after: { path: string; id: string } | null, limit: number): Promise<RowForSearch[]> {
    let query = this.q.selectFrom('items').select(['module_path', 'id', 'kind', 'json']);
    if (after)
      query = query.where((eb) =>
        eb.or([
          eb('module_path', '>', after.path),
          eb.and([eb('module_path', '=', after.path), eb('id', '>', after.id)]),
        ]),
      );
    const rows = await query.orderBy('module_path').orderBy('id').limit(limit).execute();
    return rows.map((row) => ({ ...row, kind: row.kind as ContentKind }));
  }

  async setSearchColumns(path: string, id: string, columns: SearchColumns): Promise<void> {
    await this.q
      .updateTable('items')
      .set(this.dialect.withSearchGrams(columns))
      .where('module_path', '=', path)
      .where('id', '=', id)
      .execute();
  }

  async searchIndexVersion(): Promise<string | undefined> {
    const row = await this.q
      .selectFrom('meta')
      .select('value')
      .where('key', '=', SEARCH_INDEX_META_KEY)
      .executeTakeFirst();
    return row?.value;
  }

  async setSearchIndexVersion(version: string): Promise<void> {
    await this.q
      .insertInto('meta')
      .values({ key: SEARCH_INDEX_META_KEY, value: version })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: version }))
      .execute();
  }
}
