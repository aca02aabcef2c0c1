import type { Kysely } from 'kysely';
import type { DayViews, ModuleDayViews, PageViews, ViewDayStore } from '../../ports/view-day-store.port';
import type { Tables } from '../tables';

export class KyselyViewDayStore implements ViewDayStore {
  constructor(private readonly q: Kysely<Tables>) {}

  async add(views: readonly DayViews[]): Promise<void> {
    for (const { day, path, id, count } of views) {
      if (count <= 0) continue;
      await this.q
        .insertInto('view_days')
        .values({ day, module_path: path, item_id: id, count })
        .onConflict((oc) =>
          oc
            .columns(['day', 'module_path', 'item_id'])
            .doUpdateSet((eb) => ({ count: eb('view_days.count', '+', eb.ref('excluded.count')) })),
        )
        .execute();
    }
  }

  async byDayAndModule(from: string, to: string): Promise<ModuleDayViews[]> {
    const rows = await this.q
      .selectFrom('view_days')
      .select((eb) => ['day', 'module_path', eb.fn.sum<number>('count').as('count')])
      .where('day', '>=', from)
      .where('day', '<=', to)
      .groupBy(['day', 'module_path'])
      .orderBy('day')
      .orderBy('module_path')
      .execute();
    return rows.map((row) => ({ day: row.day, path: row.module_path, count: Number(row.count) }));
  }

  async byPage(from: string, to: string): Promise<PageViews[]> {
    const rows = await this.q
      .selectFrom('view_days as v')
      .leftJoin('items as i', (join) =>
        join.onRef('i.module_path', '=', 'v.module_path').onRef('i.id', '=', 'v.item_id'),
      )
      .select((eb) => [
        'v.module_path',
        'v.item_id',
        eb.fn.max('i.title').as('title'),
        eb.fn.max('i.slug').as('slug'),
        eb.fn.sum<number>('v.count').as('count'),
      ])
      .where('v.day', '>=', from)
      .where('v.day', '<=', to)
      .where('v.module_path', '<>', '')
      .groupBy(['v.module_path', 'v.item_id'])
      .orderBy((eb) => eb.fn.sum('v.count'), 'desc')
      .orderBy('v.module_path')
      .orderBy('v.item_id')
      .execute();
    return rows.map((row) => ({
      path: row.module_path,
      id: row.item_id,
      title: row.title ?? null,
      slug: row.slug ?? null,
      count: Number(row.count),
    }));
  }
}
