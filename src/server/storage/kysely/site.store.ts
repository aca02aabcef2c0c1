import type { Kysely, Selectable } from 'kysely';
import type { SiteStore, StoredSite } from '../../ports/site-store.port';
import type { Tables } from '../tables';

const siteOf = (row: Selectable<Tables['sites']>): StoredSite => ({
  code: row.code,
  name: row.name,
  origin: row.origin,
  aliases: JSON.parse(row.aliases_json) as string[],
  status: row.status === 'disabled' ? 'disabled' : 'active',
  ...(row.removed_at === null ? {} : { removedAt: row.removed_at }),
});

export class KyselySiteStore implements SiteStore {
  constructor(private readonly q: Kysely<Tables>) {}

  async list(): Promise<StoredSite[]> {
    return (await this.q.selectFrom('sites').selectAll().orderBy('code').execute()).map(siteOf);
  }

  async find(code: string): Promise<StoredSite | undefined> {
    const row = await this.q.selectFrom('sites').selectAll().where('code', '=', code).executeTakeFirst();
    return row && siteOf(row);
  }

  async add(site: StoredSite): Promise<void> {
    await this.q
      .insertInto('sites')
      .values({
        code: site.code,
        name: site.name,
        origin: site.origin,
        aliases_json: JSON.stringify(site.aliases),
        status: site.status,
      })
      .execute();
  }

  async setHosts(code: string, origin: string | null, aliases: readonly string[]): Promise<void> {
    await this.q
      .updateTable('sites')
      .set({ origin, aliases_json: JSON.stringify(aliases) })
      .where('code', '=', code)
      .execute();
  }

  async setStatus(code: string, status: StoredSite['status']): Promise<void> {
    await this.q.updateTable('sites').set({ status }).where('code', '=', code).execute();
  }

  async setRemoved(code: string, at: number | null): Promise<void> {
    await this.q.updateTable('sites').set({ removed_at: at }).where('code', '=', code).execute();
  }

  async delete(code: string): Promise<void> {
    await this.q.deleteFrom('sites').where('code', '=', code).execute();
  }
}
