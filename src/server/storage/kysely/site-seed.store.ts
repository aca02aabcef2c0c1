import type { Insertable, Kysely } from 'kysely';
import type { SiteRows, SiteSeedStore } from '../../ports/site-seed-store.port';
import type { Tables } from '../tables';
import type { SqlDialect } from './sql-dialect';

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest table. */
const BATCH = 400;

async function insertAll<T extends keyof Tables>(
  q: Kysely<Tables>,
  table: T,
  rows: Array<Insertable<Tables[T]>>,
): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    await q
      .insertInto(table)
      .values(rows.slice(start, start + BATCH) as never)
      .execute();
  }
}

export class KyselySiteSeedStore implements SiteSeedStore {
  constructor(
    private readonly q: Kysely<Tables>,
    private readonly dialect: SqlDialect,
  ) {}

  async hasMeta(key: string): Promise<boolean> {
    return (
      (await this.q.selectFrom('meta').select('key').where('key', '=', key).executeTakeFirst()) !== undefined
    );
  }

  async hasSite(): Promise<boolean> {
    return (
      (await this.q.selectFrom('site_documents').select('name').limit(1).executeTakeFirst()) !== undefined
    );
  }

  async writeSite(site: SiteRows): Promise<void> {
    await insertAll(this.q, 'site_documents', site.documents);
    await insertAll(this.q, 'landings', site.landings);
    await insertAll(
      this.q,
      'modules',
      site.modules.map((module) => ({
        path: module.path,
        kind: module.kind,
        info_json: module.infoJson,
        setting_json: module.settingJson,
      })),
    );
    await insertAll(
      this.q,
      'items',
      site.items.map(({ tags: _tags, ...row }) => this.dialect.withSearchGrams(row)),
    );
    // A tag named twice on one item is one row.
    const tags = new Map<string, { module_path: string; item_id: string; tag: string }>();
    for (const item of site.items)
      for (const tag of item.tags)
        tags.set(`${item.module_path}\u0000${item.id}\u0000${tag}`, {
          module_path: item.module_path,
          item_id: item.id,
          tag,
        });
    await insertAll(this.q, 'item_tags', [...tags.values()]);
    await insertAll(
      this.q,
      'users',
      site.users.map((user) => ({
        account: user.account,
        password_hash: user.passwordHash,
        display_name: user.displayName,
        rights_json: user.rightsJson,
        // A seed's administrators run the server of their site: the platform's too, as
        // every administrator of a database from before sites became.
        is_platform_admin: Number(user.admin),
        created_at: user.at,
        password_changed_at: user.at,
        email: user.email,
      })),
    );
    await insertAll(
      this.q,
      'site_members',
      site.users.map((user) => ({ account: user.account, is_admin: Number(user.admin) })),
    );
    await insertAll(
      this.q,
      'user_rights',
      site.rights.map(({ r, w, d, p, ...rest }) => ({
        ...rest,
        r: Number(r),
        w: Number(w),
        d: Number(d),
        p: Number(p),
      })),
    );
    await insertAll(this.q, 'meta', site.meta);
  }
}
