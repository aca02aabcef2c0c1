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
        { path: 'about', kind: 'single', title: 'about', moduleKey: 'list-001' },
        { path: 'news', kind: 'normal', title: '新聞', moduleKey: 'list-001' },
      ]);
    });

    it('names each module’s list layout, and a module that only redirects elsewhere', async () => {
      const modules = storage.stores.modules;
      await modules.insert(
        'press',
        'normal',
        { ...info('新聞'), moduleKey: 'cms-normal' },
        defaultMenuSetting('normal'),
      );
      await modules.insert(
        'old-news',
        'normal',
        { ...info('舊新聞'), moduleKey: 'cms-normal', redirectTo: 'press' },
        defaultMenuSetting('normal'),
      );
      expect(await modules.list()).toEqual([
        { path: 'old-news', kind: 'normal', title: '舊新聞', moduleKey: 'cms-normal', redirects: true },
        { path: 'press', kind: 'normal', title: '新聞', moduleKey: 'cms-normal' },
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
