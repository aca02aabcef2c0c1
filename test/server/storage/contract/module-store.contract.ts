import type { Storage } from '../../../../src/server/ports/storage.port';
import { defaultMenuSetting } from '../../../../src/shared/modules.schema';
import type { StorageEngine } from '../engines/sqlite.engine';

const info = (title: string) => ({ moduleKey: 'list-001', templateKey: 'template-001', title });

/** The modules as 新增單元 reads and writes them, the same on every engine. */
export function moduleStoreContract(engine: StorageEngine): void {
  describe(`the module store on ${engine.name}`, () => {
    let storage: Storage;

    beforeEach(async () => {
      storage = await engine.open();
    });

    afterEach(() => engine.dispose());

    it('lists modules by path, titled as their page is, or by path without a title', async () => {
      const modules = storage.stores.modules;
      await modules.insert('news', 'normal', info('新聞'), defaultMenuSetting('normal'));
      await modules.insert('about', 'single', info(''), defaultMenuSetting('single'));
      expect(await modules.list()).toEqual([
        { path: 'about', kind: 'single', title: 'about' },
        { path: 'news', kind: 'normal', title: '新聞' },
      ]);
    });

    it('counts a path as taken by a module or by a landing page', async () => {
      const modules = storage.stores.modules;
      await modules.insert('news', 'normal', info('新聞'), defaultMenuSetting('normal'));
      await storage.stores.publicSite.putLanding('culture', {});
      expect(await modules.taken('news')).toBe(true);
      expect(await modules.taken('culture')).toBe(true);
      expect(await modules.taken('free')).toBe(false);
    });

    it('has no home frame before the site has a home page', async () => {
      expect(await storage.stores.modules.homeFrame()).toBeUndefined();
      await storage.stores.publicSite.putSiteDocument('structure', { templateKey: '' });
      expect(await storage.stores.modules.homeFrame()).toBeUndefined();
    });
  });
}
