import { linkModules } from '../../../src/application/editing/link-modules.use-case';
import { PageNotFound } from '../../../src/domain/content/content-failure';
import type { ModuleInfo } from '../../../src/shared/api-types';

/** The content port's `module`, over a table of the site's modules; an unknown path is not found. */
function modulesOf(table: Record<string, ModuleInfo>) {
  const asked: string[] = [];
  return {
    asked,
    module(path: string): Promise<ModuleInfo> {
      asked.push(path);
      const info = table[path];
      return info ? Promise.resolve(info) : Promise.reject(new PageNotFound(path));
    },
  };
}

const info = (moduleKey: string, title: string, extra: Partial<ModuleInfo> = {}): ModuleInfo => ({
  moduleKey,
  templateKey: 'template-002',
  title,
  ...extra,
});

describe('the modules an editor may link items from', () => {
  it('keeps the menu’s pages whose module holds items, in menu order, with their list layout', async () => {
    const content = modulesOf({
      news: info('cms-normal', '新聞稿'),
      about: info('cms-single', '本館簡介'),
      people: info('cms-people', '人物誌'),
      mailbox: info('cms-mailbox', '民意信箱'),
      tag: info('cms-tag', '主題標籤'),
    });
    const pages = ['news', 'about', 'people', 'mailbox', 'tag'].map((path) => ({ path, title: path }));

    expect(await linkModules(content, pages)).toEqual([
      { path: 'news', title: '新聞稿', moduleKey: 'cms-normal' },
      { path: 'people', title: '人物誌', moduleKey: 'cms-people' },
    ]);
    expect(content.asked).toEqual(['news', 'about', 'people', 'mailbox', 'tag']);
  });

  it('leaves out a page whose module cannot be read, and one that only redirects elsewhere', async () => {
    const content = modulesOf({
      news: info('cms-normal', '新聞稿'),
      old: info('cms-normal', '舊新聞', { redirectTo: 'news' }),
    });
    const pages = [
      { path: 'news', title: '新聞' },
      { path: 'old', title: '舊新聞' },
      { path: 'gone', title: '已刪除' },
    ];

    expect(await linkModules(content, pages)).toEqual([
      { path: 'news', title: '新聞稿', moduleKey: 'cms-normal' },
    ]);
  });

  it('names a module by the menu’s title when the module has none', async () => {
    const content = modulesOf({ videos: info('cms-video', '') });

    expect(await linkModules(content, [{ path: 'videos', title: '影音專區' }])).toEqual([
      { path: 'videos', title: '影音專區', moduleKey: 'cms-video' },
    ]);
  });
});
