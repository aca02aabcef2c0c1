import { ignorePublicChanges } from '../../../src/server/authoring/public-changes';
import { PublicProjection } from '../../../src/server/authoring/public-projection';
import { PreviewDrafts } from '../../../src/server/authoring/preview.service';
import { NO_RIGHTS, openServiceStorage, refusalOf, type ServiceStorage } from './support/service-storage';

const NO_READ = { kind: 'forbidden', description: '您沒有檢視這個頁面的權限。' };
const ITEM = { type: 'item', path: 'news', id: 'a1' } as const;

describe('a preview shows a draft to whoever may read the page, as its service decides', () => {
  let world: ServiceStorage;
  let previews: PreviewDrafts;

  beforeEach(async () => {
    world = await openServiceStorage();
    await world.account('reader', 'news', { ...NO_RIGHTS, r: true });
    await world.account('stranger', 'news', NO_RIGHTS);
    await world.document('item:news:a1', 'news', { title: '未發布的館訊', views: 999 });
    previews = new PreviewDrafts(world.storage.stores, new PublicProjection(ignorePublicChanges));
  });

  afterEach(() => world.close());

  it('answers a reader with r the draft, with the public count rather than the draft’s', async () => {
    await expect(previews.draftFor({ account: 'reader' }, ITEM)).resolves.toEqual({
      ref: ITEM,
      draft: { title: '未發布的館訊', views: 0 },
    });
  });

  it('refuses a caller without r on the page, in zh-TW, and reads no draft for them', async () => {
    await expect(refusalOf(previews.draftFor({ account: 'stranger' }, ITEM))).resolves.toEqual(NO_READ);
    // Even where there is no draft to show: the answer never tells whether one exists.
    await expect(
      refusalOf(previews.draftFor({ account: 'stranger' }, { ...ITEM, id: 'zz9' })),
    ).resolves.toEqual(NO_READ);
  });

  it('asks the database at the time: r taken away a moment ago counts', async () => {
    await world.storage.write({ account: 'reader' }, (tx) =>
      tx.accounts.replaceRights('reader', [{ path: 'news', ...NO_RIGHTS }]),
    );
    await expect(refusalOf(previews.draftFor({ account: 'reader' }, ITEM))).resolves.toEqual(NO_READ);
  });

  it('has nothing to show for a document that is not there, so the published copy answers', async () => {
    await expect(previews.draftFor({ account: 'reader' }, { ...ITEM, id: 'zz9' })).resolves.toBeUndefined();
  });
});
