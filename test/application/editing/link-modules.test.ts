import { linkModules } from '../../../src/application/editing/link-modules.use-case';
import type { ModuleSummary } from '../../../src/shared/modules.schema';

/** The site's modules as `GET /backend/modules` answers them, counting the requests. */
function modulesOf(list: ModuleSummary[]) {
  const source = {
    asked: 0,
    modules(): Promise<ModuleSummary[]> {
      source.asked += 1;
      return Promise.resolve(list);
    },
  };
  return source;
}

const summary = (path: string, moduleKey: string, title: string, extra: Partial<ModuleSummary> = {}) =>
  ({ path, kind: 'normal', title, moduleKey, ...extra }) as ModuleSummary;

describe('the modules an editor may link items from', () => {
  it('keeps the menu’s pages whose module holds items, in menu order, with one request', async () => {
    const source = modulesOf([
      summary('about', 'cms-single', '本館簡介', { kind: 'single' }),
      summary('mailbox', 'cms-mailbox', '民意信箱', { kind: 'mailbox' }),
      summary('news', 'cms-normal', '新聞稿'),
      summary('people', 'cms-people', '人物誌', { kind: 'people' }),
      summary('tag', 'cms-tag', '主題標籤', { kind: 'tag' }),
    ]);
    const pages = ['people', 'news', 'about', 'mailbox', 'tag'].map((path) => ({ path, title: path }));

    expect(await linkModules(source, pages)).toEqual([
      { path: 'people', title: '人物誌', moduleKey: 'cms-people' },
      { path: 'news', title: '新聞稿', moduleKey: 'cms-normal' },
    ]);
    expect(source.asked).toBe(1);
  });

  it('adds the modules no menu names yet after the menu’s, and leaves out one that only redirects', async () => {
    const source = modulesOf([
      summary('events', 'cms-normal', '活動'),
      summary('news', 'cms-normal', '新聞稿'),
      summary('old', 'cms-normal', '舊新聞', { redirects: true }),
    ]);
    const pages = [
      { path: 'news', title: '新聞' },
      { path: 'old', title: '舊新聞' },
      { path: 'gone', title: '已刪除' },
    ];

    expect(await linkModules(source, pages)).toEqual([
      { path: 'news', title: '新聞稿', moduleKey: 'cms-normal' },
      { path: 'events', title: '活動', moduleKey: 'cms-normal' },
    ]);
  });

  it('names a module by the menu’s title when the module has none (its path stands in for it)', async () => {
    const source = modulesOf([summary('videos', 'cms-video', 'videos')]);

    expect(await linkModules(source, [{ path: 'videos', title: '影音專區' }])).toEqual([
      { path: 'videos', title: '影音專區', moduleKey: 'cms-video' },
    ]);
  });

  it('fails as the list of modules fails, so the field can say so', async () => {
    const failing = { modules: () => Promise.reject(new Error('offline')) };

    await expect(linkModules(failing, [{ path: 'news', title: '新聞' }])).rejects.toThrow('offline');
  });
});
