import {
  callerOriginsOfSite,
  headersChoosingSite,
  hostOfOrigin,
  normalHost,
  siteOfRequest,
  type SiteAddress,
  type SiteRules,
} from '../../../src/server/sites/site-of-request';

const museum: SiteAddress = {
  code: 'museum',
  origin: 'https://museum.culture.tw',
  aliases: ['www.museum.culture.tw', 'museum.example.tw:8443'],
  status: 'active',
};
const library: SiteAddress = {
  code: 'library',
  origin: 'https://library.culture.tw',
  aliases: [],
  status: 'active',
};
const home: SiteAddress = { code: 'default', origin: null, aliases: [], status: 'active' };
const rules: SiteRules = { publicOrigin: 'https://themedata.culture.tw' };
const sites = [home, museum, library];

const of = (
  host: string,
  more: { url?: string; callerOrigin?: string; callerPage?: string } = {},
  with_: SiteRules = rules,
  list = sites,
) =>
  siteOfRequest(
    { host, url: more.url ?? '/zh-tw/news', callerOrigin: more.callerOrigin, callerPage: more.callerPage },
    list,
    with_,
    'default',
  );

describe('the site of a request', () => {
  it('serves the one site of a server on every host, as before there were sites', () => {
    expect(of('anything.example', {}, {}, [home])).toEqual({ kind: 'site', code: 'default' });
    expect(of('127.0.0.1:8080', {}, {}, [home])).toEqual({ kind: 'site', code: 'default' });
  });

  it('serves a site on its own host, in any case, with or without the default port', () => {
    expect(of('museum.culture.tw')).toEqual({ kind: 'site', code: 'museum' });
    expect(of('MUSEUM.Culture.TW:443')).toEqual({ kind: 'site', code: 'museum' });
    expect(of('library.culture.tw')).toEqual({ kind: 'site', code: 'library' });
  });

  it('serves the default site on PUBLIC_ORIGIN’s host', () => {
    expect(of('themedata.culture.tw')).toEqual({ kind: 'site', code: 'default' });
  });

  it('moves an alias to the same path on the site’s origin', () => {
    expect(of('www.museum.culture.tw', { url: '/zh-tw/news/12?page=2' })).toEqual({
      kind: 'moved',
      code: 'museum',
      location: 'https://museum.culture.tw/zh-tw/news/12?page=2',
    });
    expect(of('museum.example.tw:8443')).toMatchObject({ kind: 'moved', code: 'museum' });
  });

  it('never moves a visitor off the site by a path that reads as another host', () => {
    for (const url of ['//evil.example/x', '/\\evil.example', 'https://evil.example/']) {
      expect(of('www.museum.culture.tw', { url })).toEqual({
        kind: 'moved',
        code: 'museum',
        location: 'https://museum.culture.tw/',
      });
    }
  });

  it('gives a host no site claims the unknown page, never another site', () => {
    expect(of('evil.example')).toEqual({ kind: 'unknown', host: 'evil.example' });
    expect(of('museum.culture.tw.evil.example')).toEqual({
      kind: 'unknown',
      host: 'museum.culture.tw.evil.example',
    });
  });

  it('gives such a host DEFAULT_SITE when that names a site', () => {
    expect(of('evil.example', {}, { ...rules, defaultSite: 'library' })).toEqual({
      kind: 'site',
      code: 'library',
    });
    expect(of('evil.example', {}, { ...rules, defaultSite: 'gone' })).toEqual({
      kind: 'unknown',
      host: 'evil.example',
    });
  });

  it('answers a disabled site as disabled, on its host and on its aliases', () => {
    const off = [home, { ...museum, status: 'disabled' as const }, library];
    expect(of('museum.culture.tw', {}, rules, off)).toEqual({ kind: 'disabled', code: 'museum' });
    expect(of('www.museum.culture.tw', {}, rules, off)).toEqual({ kind: 'disabled', code: 'museum' });
    expect(of('x', {}, {}, [{ ...home, status: 'disabled' }])).toEqual({ kind: 'disabled', code: 'default' });
  });

  it('chooses the site of a call to the shared API host by the calling page’s origin', () => {
    const cdn: SiteRules = { ...rules, apiHost: 'https://api.culture.tw' };
    expect(of('api.culture.tw', { callerOrigin: 'https://library.culture.tw' }, cdn)).toEqual({
      kind: 'site',
      code: 'library',
    });
    // A page on an alias calls too: it is that site, and an API call is not moved.
    expect(of('api.culture.tw', { callerOrigin: 'https://www.museum.culture.tw' }, cdn)).toEqual({
      kind: 'site',
      code: 'museum',
    });
    // An origin no site claims, or none at all, is the API host's own host: no site.
    expect(of('api.culture.tw', { callerOrigin: 'https://evil.example' }, cdn)).toEqual({
      kind: 'unknown',
      host: 'api.culture.tw',
    });
    expect(of('api.culture.tw', {}, cdn)).toEqual({ kind: 'unknown', host: 'api.culture.tw' });
    // The Origin counts only on the API host: elsewhere the host decides.
    expect(of('museum.culture.tw', { callerOrigin: 'https://library.culture.tw' }, cdn)).toEqual({
      kind: 'site',
      code: 'museum',
    });
  });

  it('chooses the site of an image on the shared API host by the page that shows it', () => {
    const cdn: SiteRules = { ...rules, apiHost: 'https://api.culture.tw' };
    // An <img> or a link sends no Origin, but its Referer names the page (its origin at least).
    expect(of('api.culture.tw', { callerPage: 'https://library.culture.tw/' }, cdn)).toEqual({
      kind: 'site',
      code: 'library',
    });
    expect(of('api.culture.tw', { callerPage: 'https://www.museum.culture.tw/zh-tw/news?x=1' }, cdn)).toEqual(
      { kind: 'site', code: 'museum' },
    );
    // An Origin, when sent, is the caller: a Referer never overrides it, not even a "null" one.
    expect(
      of(
        'api.culture.tw',
        { callerOrigin: 'https://evil.example', callerPage: 'https://library.culture.tw/' },
        cdn,
      ),
    ).toEqual({ kind: 'unknown', host: 'api.culture.tw' });
    expect(
      of('api.culture.tw', { callerOrigin: 'null', callerPage: 'https://library.culture.tw/' }, cdn),
    ).toEqual({ kind: 'unknown', host: 'api.culture.tw' });
    expect(of('api.culture.tw', { callerPage: 'https://evil.example/' }, cdn)).toEqual({
      kind: 'unknown',
      host: 'api.culture.tw',
    });
    // Elsewhere the Referer counts for nothing: the host decides.
    expect(of('museum.culture.tw', { callerPage: 'https://library.culture.tw/' }, cdn)).toEqual({
      kind: 'site',
      code: 'museum',
    });
  });

  it('names the headers that chose the site, only on the shared API host', () => {
    const cdn: SiteRules = { apiHost: 'https://api.culture.tw' };
    expect(headersChoosingSite('api.culture.tw', cdn)).toEqual(['origin', 'referer']);
    expect(headersChoosingSite('API.culture.tw:443', cdn)).toEqual(['origin', 'referer']);
    expect(headersChoosingSite('museum.culture.tw', cdn)).toEqual([]);
    expect(headersChoosingSite('api.culture.tw', {})).toEqual([]);
  });

  it('lets each site’s own origin call a shared API host, the default site’s too', () => {
    const cdn: SiteRules = { ...rules, apiHost: 'https://api.culture.tw' };
    const extra = ['https://partner.example'];
    expect(callerOriginsOfSite(home, cdn, extra, 'default')).toEqual([
      ...extra,
      'https://themedata.culture.tw',
    ]);
    expect(callerOriginsOfSite(museum, cdn, extra, 'default')).toEqual([
      ...extra,
      'https://museum.culture.tw',
    ]);
    expect(callerOriginsOfSite(museum, cdn, ['https://museum.culture.tw'], 'default')).toEqual([
      'https://museum.culture.tw',
    ]);
    // Without an API host each site is served from its own origin: only CORS_ORIGINS call across.
    expect(callerOriginsOfSite(museum, rules, extra, 'default')).toEqual(extra);
    expect(callerOriginsOfSite(home, rules, extra, 'default')).toEqual(extra);
  });

  it('answers a removed site’s host and aliases as no site’s, whatever else would serve them', () => {
    const removed = { ...museum, removedAt: Date.parse('2026-11-30T00:00:00Z') };
    const list = [home, removed, library];
    expect(of('museum.culture.tw', {}, rules, list)).toEqual({ kind: 'unknown', host: 'museum.culture.tw' });
    expect(of('www.museum.culture.tw', {}, rules, list)).toEqual({
      kind: 'unknown',
      host: 'www.museum.culture.tw',
    });
    expect(of('museum.culture.tw', {}, { ...rules, defaultSite: 'museum' }, list)).toEqual({
      kind: 'unknown',
      host: 'museum.culture.tw',
    });
    expect(
      of(
        'api.culture.tw',
        { callerOrigin: 'https://museum.culture.tw' },
        { ...rules, apiHost: 'api.culture.tw' },
        list,
      ),
    ).toEqual({ kind: 'unknown', host: 'api.culture.tw' });
    expect(of('library.culture.tw', {}, rules, list)).toEqual({ kind: 'site', code: 'library' });
  });

  it('reads hosts and origins as a browser does', () => {
    expect(normalHost('Example.TW.')).toBe('example.tw');
    expect(normalHost('example.tw:80')).toBe('example.tw');
    expect(normalHost('example.tw:8080')).toBe('example.tw:8080');
    expect(normalHost('example.tw:443', 'http:')).toBe('example.tw:443');
    expect(hostOfOrigin('http://example.tw:80')).toBe('example.tw');
    expect(hostOfOrigin('not a url')).toBeUndefined();
  });
});
