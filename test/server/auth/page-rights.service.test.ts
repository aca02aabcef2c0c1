import { PageRights } from '../../../src/server/auth/page-rights.service';
import { Refusal } from '../../../src/server/platform/refusals';
import type { RightsStore } from '../../../src/server/ports/rights-store.port';

const WRITER = { r: true, w: true, d: false, p: false };

describe('the rights the editor shows, as its service reads them', () => {
  const asked: Array<[string, string]> = [];
  const rights = {
    rightsOn: async (account: string, path: string) => (asked.push([account, path]), WRITER),
  } as Pick<RightsStore, 'rightsOn'> as RightsStore;
  const pages = new PageRights(rights, {
    module: async (path: string) => (path === 'news' ? ({} as never) : undefined),
  });

  beforeEach(() => asked.splice(0));

  it('answers an account’s rights on a page of the site, and on the site-wide documents (`*`)', async () => {
    await expect(pages.of('writer', 'news')).resolves.toEqual(WRITER);
    await expect(pages.of('writer', '*')).resolves.toEqual(WRITER);
    expect(asked).toEqual([
      ['writer', 'news'],
      ['writer', '*'],
    ]);
  });

  it('says a path that is no page of the site is not found, without reading rights for it', async () => {
    const refused = await pages.of('writer', 'nowhere').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Refusal);
    expect(refused).toMatchObject({ kind: 'not-found', description: '找不到這個頁面。' });
    expect(asked).toEqual([]);
  });
});
