import { INDEX_EDITABLE } from '../../../../src/shared/authoring.constants';
import type { Storage } from '../../../../src/server/ports/storage.port';
import type { StorageEngine } from '../engines/sqlite.engine';

/** The site-wide editing settings, the same on every engine. */
export function siteSettingsStoreContract(engine: StorageEngine): void {
  describe(`the site-settings store on ${engine.name}`, () => {
    let storage: Storage;

    beforeEach(async () => {
      storage = await engine.open();
    });

    afterEach(() => engine.dispose());

    it('reads the defaults while nothing was written: the spec’s indexEditable, review and 分類檢索 off', async () => {
      expect(await storage.stores.siteSettings.read()).toEqual({
        indexEditable: INDEX_EDITABLE,
        requireReview: false,
        requireClassification: false,
      });
    });

    it('keeps a setting the write leaves out, and overwrites one written again', async () => {
      const settings = storage.stores.siteSettings;
      await settings.write({ requireReview: true });
      await settings.write({ indexEditable: !INDEX_EDITABLE });
      await settings.write({ requireClassification: true });
      expect(await settings.read()).toEqual({
        indexEditable: !INDEX_EDITABLE,
        requireReview: true,
        requireClassification: true,
      });
      await settings.write({ requireReview: false });
      expect(await settings.read()).toEqual({
        indexEditable: !INDEX_EDITABLE,
        requireReview: false,
        requireClassification: true,
      });
    });

    it('leaves the settings as they were when the unit of work writing them fails', async () => {
      const failing = storage.write('site', async (tx) => {
        await tx.siteSettings.write({ requireReview: true });
        throw new Error('refused');
      });
      await expect(failing).rejects.toThrow('refused');
      expect((await storage.stores.siteSettings.read()).requireReview).toBe(false);
    });
  });
}
