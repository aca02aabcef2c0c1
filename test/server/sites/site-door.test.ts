import type { StoredSite } from '../../../src/server/ports/site-store.port';
import { SiteApps } from '../../../src/server/sites/site-apps';
import { SiteDirectory } from '../../../src/server/sites/site-directory';
import { doorAnswer, staffMayPass } from '../../../src/server/sites/site-door';
import { siteOriginOf } from '../../../src/server/sites/sites.service';
import { ManualClock } from '../support/manual.clock';

const museum: StoredSite = {
  code: 'museum',
  name: '海洋博物館',
  origin: 'https://museum.culture.tw',
  aliases: [],
  status: 'active',
};
const nameOf = () => '海洋博物館';

describe('the front door’s answer', () => {
  it('serves an active site, and moves an alias', () => {
    const visitor = { path: '/home/zh-tw', signedIn: false };
    expect(doorAnswer({ kind: 'site', code: 'museum' }, visitor, nameOf)).toEqual({
      kind: 'serve',
      code: 'museum',
    });
    expect(doorAnswer({ kind: 'moved', code: 'museum', location: 'https://m/x' }, visitor, nameOf)).toEqual({
      kind: 'moved',
      location: 'https://m/x',
    });
  });

  it('closes a switched-off site to visitors by its name, and opens it to its staff', () => {
    const disabled = { kind: 'disabled', code: 'museum' } as const;
    expect(doorAnswer(disabled, { path: '/home/zh-tw/news', signedIn: false }, nameOf)).toEqual({
      kind: 'closed',
      status: 503,
      title: '海洋博物館暫停服務',
      message: '本網站目前暫停服務，請稍後再來。網站人員仍可登入管理。',
    });
    for (const path of [
      '/login',
      '/backend/oauth/token',
      '/home/zh-tw/editor',
      '/home/en/editor/mailbox',
      '/assets/js/main.js',
      '/favicon.svg',
      '/media/uploads/ab/c.jpg',
      '/api/site/config',
      '/api/site/header',
    ])
      expect(staffMayPass({ path, signedIn: false })).toBe(true);
    for (const path of [
      '/home/zh-tw',
      '/home/zh-tw/editorial',
      '/api/site/structure',
      '/api/cms/news',
      '/sitemap.xml',
      '/rss.xml',
    ])
      expect(staffMayPass({ path, signedIn: false })).toBe(false);
    // A call that presents a session is staff's, whatever it reads.
    expect(doorAnswer(disabled, { path: '/api/site/header', signedIn: true }, nameOf).kind).toBe('serve');
  });

  it('never gives an unknown host a site', () => {
    expect(doorAnswer({ kind: 'unknown', host: 'x' }, { path: '/login', signedIn: true }, nameOf)).toEqual(
      expect.objectContaining({ kind: 'closed', status: 404, title: '找不到這個網站' }),
    );
  });
});

describe('the sites list the door reads', () => {
  it('reads once while young, again when old, and at once for a stranger but not more than once a second', async () => {
    const clock = new ManualClock();
    let reads = 0;
    const directory = new SiteDirectory(async () => {
      reads += 1;
      return [museum];
    }, clock);
    await Promise.all([directory.list(), directory.list()]);
    expect(reads).toBe(1);
    await directory.recheck();
    expect(reads).toBe(1);
    clock.advanceSeconds(1);
    await directory.recheck();
    expect(reads).toBe(2);
    clock.advanceSeconds(4);
    await directory.list();
    expect(reads).toBe(2);
    clock.advanceSeconds(1);
    await directory.list();
    expect(reads).toBe(3);
  });
});

describe('the sites’ apps', () => {
  const built: string[] = [];
  const closed: string[] = [];
  const apps = () =>
    new SiteApps(async (site: StoredSite) => {
      built.push(`${site.code}@${site.origin}`);
      if (site.code === 'broken' && built.filter((entry) => entry.startsWith('broken')).length === 1)
        throw new Error('first build fails');
      return { close: async () => void closed.push(`${site.code}@${site.origin}`) };
    });

  beforeEach(() => {
    built.length = 0;
    closed.length = 0;
  });

  it('builds an app once per site, again when its hosts change, closing the old one', async () => {
    const all = apps();
    const first = await all.appOf(museum);
    expect(await all.appOf(museum)).toBe(first);
    // Switching it off changes nothing of what its app was built from.
    expect(await all.appOf({ ...museum, status: 'disabled' })).toBe(first);
    const moved = { ...museum, origin: 'https://sea.culture.tw' };
    expect(await all.appOf(moved)).not.toBe(first);
    await new Promise((resolve) => setImmediate(resolve));
    expect(built).toEqual(['museum@https://museum.culture.tw', 'museum@https://sea.culture.tw']);
    expect(closed).toEqual(['museum@https://museum.culture.tw']);
    await all.closeAll();
    expect(closed).toEqual(['museum@https://museum.culture.tw', 'museum@https://sea.culture.tw']);
    await expect(all.appOf(museum)).rejects.toThrow('closing');
  });

  it('closes the apps of sites removed or gone from the list, and builds a restored one anew', async () => {
    const all = apps();
    const library = { ...museum, code: 'library', origin: 'https://library.culture.tw' };
    const first = await all.appOf(museum);
    await all.appOf(library);
    all.retire([{ ...museum, removedAt: Date.parse('2026-11-30T00:00:00Z') }]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(closed.sort()).toEqual(['library@https://library.culture.tw', 'museum@https://museum.culture.tw']);
    expect(all.built('museum')).toBeUndefined();
    expect(await all.appOf(museum)).not.toBe(first);
    all.retire([museum]);
    expect(all.built('museum')).toBeDefined();
  });

  it('warms every site one after another, and tries a failed build again later', async () => {
    const all = apps();
    const broken = { ...museum, code: 'broken', origin: 'https://broken.tw' };
    const failures: string[] = [];
    await all.warm([museum, broken], (site) => failures.push(site.code));
    expect(failures).toEqual(['broken']);
    await expect(all.appOf(broken)).resolves.toBeDefined();
    await all.warm([museum, broken], (site) => failures.push(site.code));
    expect(built).toEqual([
      'museum@https://museum.culture.tw',
      'broken@https://broken.tw',
      'broken@https://broken.tw',
    ]);
  });
});

describe('a host as the sites command takes it', () => {
  it.each([
    ['museum.example.tw', 'https://museum.example.tw'],
    ['HTTP://Museum.Localhost:8080', 'http://museum.localhost:8080'],
    ['https://museum.example.tw/', 'https://museum.example.tw'],
    ['https://museum.example.tw:443', 'https://museum.example.tw'],
  ])('reads %s as %s', (text, origin) => {
    expect(siteOriginOf(text)).toBe(origin);
  });

  it.each([
    '',
    'museum example',
    'https://museum.example.tw/path',
    'ftp://museum.example.tw',
    'https://u:p@m.tw',
    'https://m.tw/?q=1',
  ])('refuses %j', (text) => {
    expect(siteOriginOf(text)).toBeUndefined();
  });
});
