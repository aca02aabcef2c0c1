import { LazyCaptcha } from '../../src/adapters/captcha/lazy-captcha.adapter';
import { NoCaptcha } from '../../src/adapters/captcha/no-captcha.adapter';
import { MemoryDialogs } from '../../src/adapters/dialogs/memory-dialogs.adapter';
import { FetchHttp } from '../../src/adapters/http/fetch-http.adapter';
import { ApiContent } from '../../src/adapters/http/api-content.adapter';
import { MemoryHttp } from '../../src/adapters/http/memory-http.adapter';
import { MemoryConnectivity } from '../../src/adapters/network/memory-connectivity.adapter';
import { MemoryNavigation } from '../../src/adapters/navigation/memory-navigation.adapter';
import { WouterNavigation } from '../../src/adapters/navigation/wouter-navigation.adapter';
import { MemoryStore } from '../../src/adapters/storage/memory-store.adapter';
import { DRAFT_SAVE_DELAY_MS, draftKey, parseDraft } from '../../src/application/content/mailbox-form';
import { createContainer, disposeServices, resolveServices } from '../../src/composition/container';
import type { EditingLoader } from '../../src/composition/modules/kits.module';
import { TYPES } from '../../src/composition/symbols';
import { createTestContainer } from '../../src/composition/test-container';
import { ChakraDialogs } from '../../src/adapters/dialogs/chakra-dialogs.adapter';
import { dialogsStore } from '../../src/stores/dialogs.store';

describe('the production container', () => {
  it('resolves every service the views use, over the browser adapters', () => {
    const container = createContainer();
    const services = resolveServices(container);
    for (const id of Object.values(TYPES)) expect(container.get(id)).toBeDefined();
    expect(container.get(TYPES.Http)).toBeInstanceOf(FetchHttp);
    expect(services.navigation).toBeInstanceOf(WouterNavigation);
    expect(services.dialogs).toBeInstanceOf(ChakraDialogs);
    expect(services.dialogsStore).toBe(dialogsStore);
    expect(services.captcha).toBeInstanceOf(NoCaptcha);
    expect(typeof services.api.get).toBe('function');
    expect(typeof services.login).toBe('function');
    expect(typeof services.logout).toBe('function');
    expect(typeof services.loadSiteConfig).toBe('function');
    expect(Object.keys(services.stores).sort()).toEqual(['progress', 'session', 'siteChrome', 'siteConfig']);
    disposeServices(services);
  });

  it('hands out one instance of each service', () => {
    const container = createContainer();
    expect(container.get(TYPES.Session)).toBe(container.get(TYPES.Session));
    expect(container.get(TYPES.ApiClient)).toBe(container.get(TYPES.ApiClient));
    expect(resolveServices(container)).toBe(resolveServices(container));
    disposeServices(resolveServices(container));
  });

  it('uses reCAPTCHA only when a site key is configured, loaded with the first form', () => {
    const config = { apiHost: '', captchaSiteKey: 'key', commonToken: '', projectCode: '' };
    const services = resolveServices(createContainer({ config }));
    expect(services.captcha).toBeInstanceOf(LazyCaptcha);
    expect(services.captcha.enabled).toBe(true);
    disposeServices(services);
  });

  it('builds the editing kit in its own chunk from the container’s services, once', async () => {
    const container = createContainer();
    const load = container.get<EditingLoader>(TYPES.Editing);
    const kit = await load();
    const useCases = [
      'openSession',
      'publish',
      'removeItem',
      'takeOver',
      'createItem',
      'uploadQueue',
      'siteSettings',
    ] as const;
    for (const useCase of useCases) expect(typeof kit[useCase]).toBe('function');
    await expect(load()).resolves.toBe(kit);
  });

  it('keeps the session in localStorage and the mailbox draft in sessionStorage', async () => {
    const services = resolveServices(createContainer());
    services.session.start('tok');
    const form = await services.openMailboxForm('mailbox');
    form.change('name', '陳');
    form.dispose();
    expect(localStorage.getItem('access_token')).toBe('tok');
    expect(localStorage.getItem('isLoggedIn')).toBe('true');
    expect(parseDraft(sessionStorage.getItem(draftKey('mailbox')))).toMatchObject({ name: '陳' });
    services.session.end();
    localStorage.clear();
    sessionStorage.clear();
    disposeServices(services);
  });
});

describe('the test container', () => {
  it('swaps every browser adapter for its in-memory twin', () => {
    const { container, services, twins } = createTestContainer({ path: '/login' });
    expect(container.get(TYPES.Http)).toBe(twins.http);
    expect(twins.http).toBeInstanceOf(MemoryHttp);
    expect(container.get(TYPES.LocalStorage)).toBe(twins.localStorage);
    expect(twins.localStorage).toBeInstanceOf(MemoryStore);
    expect(services.content).toBeInstanceOf(ApiContent);
    expect(services.connectivity).toBe(twins.connectivity);
    expect(twins.connectivity).toBeInstanceOf(MemoryConnectivity);
    expect(services.timers).toBe(twins.time);
    expect(services.navigation).toBe(twins.navigation);
    expect(twins.navigation).toBeInstanceOf(MemoryNavigation);
    expect(services.navigation.current()).toBe('/login');
    expect(services.dialogs).toBeInstanceOf(MemoryDialogs);
    expect(services.clock).toBe(twins.time);
    expect(services.captcha).toBe(twins.captcha);
    disposeServices(services);
  });

  it('keeps the mailbox draft in the sessionStorage twin, written on the manual timers', async () => {
    const { services, twins } = createTestContainer();
    const form = await services.openMailboxForm('mailbox');
    form.change('subject', '開放時間');
    expect(twins.sessionStorage.get(draftKey('mailbox'))).toBeNull();
    twins.time.advance(DRAFT_SAVE_DELAY_MS);
    expect(parseDraft(twins.sessionStorage.get(draftKey('mailbox')))).toMatchObject({ subject: '開放時間' });
    expect(twins.localStorage.get(draftKey('mailbox'))).toBeNull();
    form.dispose();
    disposeServices(services);
  });

  it('starts from what localStorage is told to hold', () => {
    const { services } = createTestContainer({ stored: { access_token: 't', isLoggedIn: 'true' } });
    expect(services.session.isLoggedIn).toBe(true);
    expect(services.stores.session.getState().isLoggedIn).toBe(true);
    disposeServices(services);
  });

  it('sends calls made through the services to the memory HTTP twin', async () => {
    const { services, twins } = createTestContainer();
    twins.http.on('GET', '/api/site/config', { status: 200, body: [{ lang: 'zh-tw', siteToken: 's' }] });
    await expect(services.loadSiteConfig()).resolves.toEqual([{ lang: 'zh-tw', siteToken: 's' }]);
    expect(twins.http.requestsTo('GET', '/api/site/config')).toHaveLength(1);
    disposeServices(services);
  });
});
