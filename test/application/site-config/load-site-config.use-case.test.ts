import { loadSiteConfig } from '../../../src/application/site-config/load-site-config.use-case';
import { anAnswer } from '../support/answers';
import { aClient } from '../support/client-harness';

describe('loadSiteConfig', () => {
  it('keeps the configuration as the server gave it', async () => {
    const { api, http } = aClient();
    const config = [{ lang: 'zh-tw', siteToken: 'abc', default: true, extra: { x: 1 } }];
    http.on('GET', '/api/site/config', anAnswer.ok(config));
    await expect(loadSiteConfig({ api })).resolves.toEqual(config);
  });

  it.each([
    ['a server fault', anAnswer.serverFault()],
    ['a network failure', anAnswer.offline()],
    ['an expired token', anAnswer.tokenExpired()],
    ['an empty body', anAnswer.empty()],
  ])('is an empty list after %s, without a dialog', async (_label, answer) => {
    const { api, http, dialogs } = aClient({ token: 't' });
    http.on('GET', '/api/site/config', answer);
    await expect(loadSiteConfig({ api })).resolves.toEqual([]);
    expect(dialogs.shown).toEqual([]);
    expect(http.requestsTo('POST', '/backend/oauth/reflash')).toHaveLength(0);
  });
});
