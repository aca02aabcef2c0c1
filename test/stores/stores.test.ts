import { MemoryStore } from '../../src/adapters/storage/memory-store.adapter';
import { ProgressCounter } from '../../src/domain/progress/progress-counter';
import { Session } from '../../src/domain/session/session';
import { createProgressStore } from '../../src/stores/progress.store';
import { ACCOUNT_NAME_KEY, createSessionStore } from '../../src/stores/session.store';
import type { SiteParts, SiteSource } from '../../src/domain/content/content.port';
import { CHROME_PARTS, createSiteChromeStore, EMPTY_CHROME } from '../../src/stores/site-chrome.store';
import { createSiteConfigStore } from '../../src/stores/site-config.store';

describe('session store', () => {
  it('starts logged out on an empty storage', () => {
    const storage = new MemoryStore();
    const store = createSessionStore(new Session(storage), storage);
    expect(store.getState()).toEqual({ isLoggedIn: false, accountName: null, access: null, owed: [] });
  });

  it('shows the remembered name once the core session has started', () => {
    const storage = new MemoryStore();
    const session = new Session(storage);
    const store = createSessionStore(session, storage);
    session.start('tok');
    store.rememberAccount('林編輯');
    expect(store.getState()).toEqual({ isLoggedIn: true, accountName: '林編輯', access: null, owed: [] });
  });

  it('reads a session left by an earlier visit', () => {
    const storage = new MemoryStore({ access_token: 't', isLoggedIn: 'true', [ACCOUNT_NAME_KEY]: 'editor' });
    expect(createSessionStore(new Session(storage), storage).getState()).toEqual({
      isLoggedIn: true,
      accountName: 'editor',
      access: null,
      owed: [],
    });
  });

  it('follows a logout made in another tab and forgets the name', () => {
    const storage = new MemoryStore({ access_token: 't', isLoggedIn: 'true', [ACCOUNT_NAME_KEY]: 'editor' });
    const store = createSessionStore(new Session(storage), storage);
    storage.changeElsewhere('access_token', null);
    storage.changeElsewhere('isLoggedIn', null);
    expect(store.getState()).toEqual({ isLoggedIn: false, accountName: null, access: null, owed: [] });
    expect(storage.get(ACCOUNT_NAME_KEY)).toBeNull();
  });

  it('follows a login made in another tab, name included', () => {
    const storage = new MemoryStore();
    const store = createSessionStore(new Session(storage), storage);
    storage.changeElsewhere('access_token', 't');
    storage.changeElsewhere('isLoggedIn', 'true');
    storage.changeElsewhere(ACCOUNT_NAME_KEY, '林編輯');
    expect(store.getState()).toEqual({ isLoggedIn: true, accountName: '林編輯', access: null, owed: [] });
  });

  it('stops following once disposed', () => {
    const storage = new MemoryStore({ access_token: 't', isLoggedIn: 'true' });
    const session = new Session(storage);
    const store = createSessionStore(session, storage);
    store.dispose();
    session.end();
    expect(store.getState().isLoggedIn).toBe(true);
  });
});

describe('progress store', () => {
  it('is visible while any task counted by the core is open', () => {
    const counter = new ProgressCounter();
    const store = createProgressStore(counter);
    expect(store.getState().visible).toBe(false);
    const a = counter.begin();
    const b = counter.begin();
    a.end();
    expect(store.getState().visible).toBe(true);
    b.end();
    expect(store.getState().visible).toBe(false);
    store.dispose();
    counter.begin();
    expect(store.getState().visible).toBe(false);
  });
});

describe('site configuration store', () => {
  it('keeps the configuration as given, without looking inside', async () => {
    const config = [{ lang: 'zh-tw', siteToken: 's', default: true, extra: { a: 1 } }];
    const store = createSiteConfigStore(async () => config);
    expect(store.getState()).toEqual({ config: [], loaded: false });
    await store.load();
    expect(store.getState()).toEqual({ config, loaded: true });
  });

  it('keeps an empty list when loading failed, so the site still renders', async () => {
    const store = createSiteConfigStore(() => Promise.reject(new Error('offline')));
    await expect(store.load()).resolves.toEqual([]);
    expect(store.getState()).toEqual({ config: [], loaded: true });
  });

  it('asks the loader only once however often it is told to load', async () => {
    const loader = jest.fn(async () => []);
    const store = createSiteConfigStore(loader);
    await Promise.all([store.load(), store.load()]);
    await store.load();
    expect(loader).toHaveBeenCalledTimes(1);
  });
});

describe('site chrome store', () => {
  const answers: Partial<SiteParts> = {
    header: { title: '文化主題網' },
    menu: [{ id: '1', title: '最新消息', path: 'news', children: [] }],
    footer: { copyright: '©', links: [] },
    banner: { rows: [] },
    bannerMobile: { rows: [] },
    metadata: { title: '文化主題網', description: '', keywords: [] },
  };
  const siteOf = (read: (part: keyof SiteParts) => Promise<unknown>): SiteSource =>
    ({ part: read }) as SiteSource;

  it('starts all six requests before any has answered', async () => {
    const started: string[] = [];
    const release: Array<() => void> = [];
    const site = siteOf((part) => {
      started.push(part);
      return new Promise<unknown>((resolve) => release.push(() => resolve(answers[part])));
    });
    const store = createSiteChromeStore(site);
    const done = store.load();
    expect(store.getState().status).toBe('loading');
    expect(started.sort()).toEqual([...CHROME_PARTS].sort());
    release.forEach((r) => r());
    await done;
    expect(store.getState()).toMatchObject({
      status: 'ready',
      header: { title: '文化主題網' },
      menu: [{ id: '1' }],
      footer: { copyright: '©' },
      metadata: { title: '文化主題網' },
    });
  });

  it('keeps what arrived when one request fails, and says it failed', async () => {
    const site = siteOf(async (part) => {
      if (part === 'menu') throw new Error('500');
      return answers[part];
    });
    const store = createSiteChromeStore(site);
    await store.load();
    expect(store.getState()).toMatchObject({ status: 'failed', menu: [], header: { title: '文化主題網' } });
  });

  it('is ready without the optional banners and metadata', async () => {
    const site = siteOf(async (part) => {
      if (part === 'banner' || part === 'metadata') throw new Error('404');
      return answers[part];
    });
    const store = createSiteChromeStore(site);
    await store.load();
    expect(store.getState()).toMatchObject({ status: 'ready', banner: null, metadata: null });
  });

  describe('whether the chrome held was read fresh', () => {
    const site = siteOf(async (part) => answers[part]);

    it('is so after a load whose reads went past every cache', async () => {
      const store = createSiteChromeStore(site, undefined, () => true);
      expect(store.getState().fresh).toBeFalsy();
      await store.load();
      expect(store.getState().fresh).toBe(true);
    });

    it('is not so after a visitor’s load, nor for a server render’s chrome', async () => {
      const visitor = createSiteChromeStore(site, undefined, () => false);
      await visitor.load();
      expect(visitor.getState().fresh).toBe(false);
      const rendered = createSiteChromeStore(site, { ...EMPTY_CHROME, status: 'ready' }, () => true);
      expect(rendered.getState().fresh).toBeFalsy();
    });

    it('is not so when an essential part failed, even signed in', async () => {
      const failing = siteOf(async (part) => {
        if (part === 'menu') throw new Error('503');
        return answers[part];
      });
      const store = createSiteChromeStore(failing, undefined, () => true);
      await store.load();
      expect(store.getState()).toMatchObject({ status: 'failed', fresh: false });
    });
  });
});
