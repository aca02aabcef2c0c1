import {
  firstCallsOf,
  installLinkPrefetch,
  resetLinkPrefetch,
  routeOf,
} from '../../../src/ui/performance/route-prefetch';

// The page chunks are whole pages; here only whether they are asked for matters.
const loaded: string[] = [];
jest.mock('../../../src/ui/pages/home.page', () => {
  loaded.push('home');
  return {};
});
jest.mock('../../../src/ui/pages/module.page', () => {
  loaded.push('module');
  return {};
});
jest.mock('../../../src/ui/pages/detail.page', () => {
  loaded.push('detail');
  return {};
});

const preloads = () =>
  Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]')).map((l) =>
    l.getAttribute('href'),
  );

function link(href: string, attrs: Record<string, string> = {}): HTMLAnchorElement {
  const a = document.createElement('a');
  a.href = href;
  a.textContent = '連結';
  for (const [k, v] of Object.entries(attrs)) a.setAttribute(k, v);
  document.body.append(a);
  return a;
}

afterEach(() => {
  resetLinkPrefetch();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('route prefetch', () => {
  it('tells the page a site path opens', () => {
    expect(routeOf('/home/zh-tw')).toEqual({ kind: 'home', lang: 'zh-tw' });
    expect(routeOf('/home/zh-tw/news?offset=6')).toEqual({ kind: 'module', lang: 'zh-tw', path: 'news' });
    expect(routeOf('/home/zh-tw/%E6%B4%BB%E5%8B%95/news-001')).toEqual({
      kind: 'detail',
      lang: 'zh-tw',
      path: '活動',
      id: 'news-001',
    });
    expect(routeOf('/home/zh-tw/sitemap')).toBeNull();
    expect(routeOf('/login')).toBeNull();
    expect(routeOf('/home/zh-tw/%E0%A4%A')).toBeNull();
  });

  it('names the first API calls of the home page, a content page and a detail, encoded as the pages encode them', () => {
    expect(firstCallsOf({ kind: 'module', lang: 'zh-tw', path: '活動' })).toEqual([
      '/api/site/module/%E6%B4%BB%E5%8B%95',
      '/api/cms/menuSetting/%E6%B4%BB%E5%8B%95',
    ]);
    expect(firstCallsOf({ kind: 'detail', lang: 'zh-tw', path: 'news', id: 'a b' })).toEqual([
      '/api/site/module/news',
      '/api/cms/menuSetting/news',
      '/api/cms/news/a%20b',
    ]);
    expect(firstCallsOf({ kind: 'home', lang: 'zh-tw' })).toEqual(['/api/site/structure']);
  });

  it('on pointer or focus intent, loads the target page chunk and preloads its first answers, once per link', async () => {
    const stop = installLinkPrefetch('https://cms.example.tw');
    const a = link('/home/zh-tw/news/news-001');
    a.dispatchEvent(new Event('pointerover', { bubbles: true }));
    a.dispatchEvent(new Event('focusin', { bubbles: true }));
    await new Promise((r) => setTimeout(r, 0));
    expect(loaded).toContain('detail');
    expect(preloads()).toEqual([
      'https://cms.example.tw/api/site/module/news',
      'https://cms.example.tw/api/cms/menuSetting/news',
      'https://cms.example.tw/api/cms/news/news-001',
    ]);
    stop();
  });

  it('ignores other sites, new-tab links and the app pages it does not prefetch, and stops when told', () => {
    const stop = installLinkPrefetch('');
    for (const a of [
      link('https://www.moc.gov.tw/'),
      link('/home/zh-tw/news', { target: '_blank' }),
      link('/home/zh-tw/sitemap'),
    ])
      a.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(preloads()).toEqual([]);
    stop();
    link('/home/zh-tw/about').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(preloads()).toEqual([]);
  });
});
