import { MemoryNavigation } from '../../../src/adapters/navigation/memory-navigation.adapter';
import { createPageResolver } from '../../../src/application/content/resolve-page.use-case';
import { PageNotFound } from '../../../src/domain/content/content-failure';
import { TooManyRedirectsError } from '../../../src/domain/navigation/redirect-follower';
import type { ModuleInfo } from '../../../src/shared/api-types';

/** A CMS of module paths; each answer may redirect. Counts every module call, as the server would. */
function aSite(redirects: Record<string, string | undefined>) {
  const calls: string[] = [];
  const content = {
    module: async (path: string): Promise<ModuleInfo> => {
      calls.push(path);
      if (!(path in redirects)) throw new PageNotFound(path);
      const redirectTo = redirects[path];
      return {
        moduleKey: 'cms-normal',
        templateKey: 'template-001',
        title: path,
        ...(redirectTo ? { redirectTo } : {}),
      };
    },
  };
  const navigation = new MemoryNavigation('/home/zh-tw/start');
  return { calls, navigation, resolvePage: createPageResolver({ content, navigation }) };
}

describe('resolving a page', () => {
  it('answers the module of a page that does not redirect, without navigating', async () => {
    const { resolvePage, navigation, calls } = aSite({ news: undefined });
    await expect(resolvePage('zh-tw', 'news', '/home/zh-tw/news')).resolves.toMatchObject({
      kind: 'page',
      module: { title: 'news' },
    });
    expect(calls).toEqual(['news']);
    expect(navigation.visited).toEqual([]);
  });

  it('follows module-path and site-path redirects in one chain and shows the final page at its own URL', async () => {
    const { resolvePage, navigation, calls } = aSite({
      old: '/home/zh-tw/mid',
      mid: 'news',
      news: undefined,
    });
    await expect(resolvePage('zh-tw', 'old', '/home/zh-tw/old')).resolves.toEqual({ kind: 'left' });
    expect(calls).toEqual(['old', 'mid', 'news']);
    expect(navigation.visited).toEqual(['/home/zh-tw/news']);
  });

  it('stops a loop between two site paths as soon as it is seen, with a handful of module calls', async () => {
    const { resolvePage, calls } = aSite({ a: '/home/zh-tw/b', b: '/home/zh-tw/a' });
    const resolution = await resolvePage('zh-tw', 'a', '/home/zh-tw/a');
    expect(resolution).toMatchObject({ kind: 'too-many-redirects' });
    expect(resolution.kind === 'too-many-redirects' && resolution.error.loop).toBe(true);
    expect(calls).toEqual(['a', 'b']);
  });

  it('bounds a long chain of site-path redirects at 31 for the whole chain', async () => {
    const chain: Record<string, string | undefined> = {};
    for (let i = 0; i < 40; i += 1) chain[`p${i}`] = `/home/zh-tw/p${i + 1}`;
    const { resolvePage, calls } = aSite(chain);
    const resolution = await resolvePage('zh-tw', 'p0', '/home/zh-tw/p0');
    expect(resolution.kind).toBe('too-many-redirects');
    expect(calls.length).toBeLessThanOrEqual(33);
    expect(resolution.kind === 'too-many-redirects' && resolution.error).toBeInstanceOf(
      TooManyRedirectsError,
    );
  });

  it('carries the chain to the page a redirect opens, so a loop through a detail page still ends', async () => {
    // a → a detail of b (a navigation) → b's module redirects back to a, which leaves for the detail again.
    const { resolvePage, navigation, calls } = aSite({ a: '/home/zh-tw/b/7', b: 'a' });
    await expect(resolvePage('zh-tw', 'a', '/home/zh-tw/a')).resolves.toEqual({ kind: 'left' });
    expect(navigation.visited).toEqual(['/home/zh-tw/b/7']);
    let rounds = 0;
    let resolution = await resolvePage('zh-tw', 'b', '/home/zh-tw/b/7');
    while (resolution.kind === 'left' && rounds < 40) {
      rounds += 1;
      resolution = await resolvePage('zh-tw', 'b', navigation.current());
    }
    expect(resolution.kind).toBe('too-many-redirects');
    expect(calls.length).toBeLessThanOrEqual(33);
  });

  it('starts a fresh count when the visitor arrives somewhere the redirect did not send them', async () => {
    const { resolvePage, calls } = aSite({ a: '/home/zh-tw/b/7', b: undefined, c: undefined });
    await resolvePage('zh-tw', 'a', '/home/zh-tw/a');
    await expect(resolvePage('zh-tw', 'c', '/home/zh-tw/c')).resolves.toMatchObject({ kind: 'page' });
    expect(calls).toEqual(['a', 'c']);
  });

  it('leaves for another site when the CMS redirects there', async () => {
    const { resolvePage, navigation } = aSite({ ext: 'https://www.moc.gov.tw/' });
    await expect(resolvePage('zh-tw', 'ext', '/home/zh-tw/ext')).resolves.toEqual({ kind: 'left' });
    expect(navigation.left).toEqual(['https://www.moc.gov.tw/']);
    expect(navigation.visited).toEqual([]);
  });

  it('ends on /404 for a page the CMS does not know', async () => {
    const { resolvePage, navigation } = aSite({});
    await expect(resolvePage('zh-tw', 'nowhere', '/home/zh-tw/nowhere')).resolves.toEqual({ kind: 'left' });
    expect(navigation.visited).toEqual(['/404']);
  });

  it('hands any other failure to the page, which offers a retry', async () => {
    const navigation = new MemoryNavigation('/home/zh-tw');
    const failure = new Error('offline');
    const resolvePage = createPageResolver({
      content: { module: () => Promise.reject(failure) },
      navigation,
    });
    await expect(resolvePage('zh-tw', 'news', '/home/zh-tw/news')).rejects.toBe(failure);
  });

  it('treats a redirect to a relative path without a slash as a module path and an empty one as none', async () => {
    const { resolvePage, calls } = aSite({ a: 'b', b: '' });
    await resolvePage('zh-tw', 'a', '/home/zh-tw/a');
    expect(calls).toEqual(['a', 'b']);
  });
});
