import type { Rights } from '../../shared/api-types';
import { SITE_RIGHTS_PATH } from '../../shared/document-id';
import type { ContentRepository } from '../content/content.repository';
import { notFound } from '../platform/refusals';
import type { RightsStore } from '../ports/rights-store.port';

/**
 * What the signed-in account may do on one page (`GET /backend/rights/:path`): read from the
 * database at the time, so the editor shows exactly what the writes will enforce. `*` names the
 * site-wide documents (chrome, structures); any other path must be a page of the site.
 */
export class PageRights {
  constructor(
    private readonly rights: RightsStore,
    private readonly content: Pick<ContentRepository, 'module'>,
  ) {}

  async of(account: string, path: string): Promise<Required<Rights>> {
    if (path !== SITE_RIGHTS_PATH && !(await this.content.module(path))) throw notFound('找不到這個頁面。');
    return this.rights.rightsOn(account, path);
  }
}
