import type { Kysely } from 'kysely';
import type { Rights } from '../../../shared/api-types';
import { SITE_RIGHTS_PATH } from '../../../shared/document-id';
import type { RightsStore } from '../../ports/rights-store.port';
import type { Tables } from '../tables';

const NONE: Required<Rights> = { r: false, w: false, d: false, p: false };

export class KyselyRightsStore implements RightsStore {
  constructor(private readonly q: Kysely<Tables>) {}

  async rightsOn(account: string, path: string): Promise<Required<Rights>> {
    const row = await this.q
      .selectFrom('user_rights')
      .select(['r', 'w', 'd', 'p'])
      .where('account', '=', account)
      .where('path', 'in', [path, SITE_RIGHTS_PATH])
      // The path's own row before the account's '*' row.
      .orderBy((eb) => eb('path', '=', SITE_RIGHTS_PATH))
      .limit(1)
      .executeTakeFirst();
    return row ? { r: row.r === 1, w: row.w === 1, d: row.d === 1, p: row.p === 1 } : NONE;
  }

  async holders(path: string, right: keyof Rights): Promise<string[]> {
    const rows = await this.q
      .selectFrom('users as u')
      .innerJoin('user_rights as x', (join) =>
        join
          .onRef('x.account', '=', 'u.account')
          .on((eb) =>
            eb(
              'x.path',
              '=',
              eb.fn.coalesce(
                eb
                  .selectFrom('user_rights')
                  .select('path')
                  .whereRef('account', '=', 'u.account')
                  .where('path', '=', path),
                eb
                  .selectFrom('user_rights')
                  .select('path')
                  .whereRef('account', '=', 'u.account')
                  .where('path', '=', SITE_RIGHTS_PATH),
              ),
            ),
          ),
      )
      .select('u.account')
      .where('u.disabled_at', 'is', null)
      .where(`x.${right}`, '=', 1)
      .orderBy('u.account')
      .execute();
    return rows.map((row) => row.account);
  }

  async hasAny(account: string): Promise<boolean> {
    const row = await this.q
      .selectFrom('user_rights')
      .select('account')
      .where('account', '=', account)
      .where((eb) => eb.or([eb('r', '=', 1), eb('w', '=', 1), eb('d', '=', 1), eb('p', '=', 1)]))
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  async holdsAnywhere(account: string, right: keyof Rights): Promise<boolean> {
    const row = await this.q
      .selectFrom('user_rights')
      .select('account')
      .where('account', '=', account)
      .where(right, '=', 1)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }
}
