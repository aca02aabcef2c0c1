import {
  isLoginPath,
  isSafeReturnUrl,
  loginPathFor,
  loginReasonFromSearch,
  MAX_RETURN_URL_LENGTH,
  returnUrlFromSearch,
  safeReturnUrl,
} from '../../../src/domain/navigation/return-url-policy';

const HOME = '/home/zh-tw';

describe('return-URL policy', () => {
  it.each([
    '/home/zh-tw/news',
    '/home/zh-tw/news?offset=12&tag=%E6%AD%B7%E5%8F%B2',
    '/home/zh-tw/about#top',
    '/',
    '/loginhelp',
    '/home/zh-tw/login',
  ])('remembers the same-origin path %s', (path) => {
    expect(isSafeReturnUrl(path)).toBe(true);
    expect(safeReturnUrl(path)).toBe(path);
  });

  it.each([
    ['a protocol-relative URL', '//evil.example/home'],
    ['a backslash host', '/\\evil.example'],
    ['a backslash anywhere', '/home\\zh-tw'],
    ['an encoded slash', '/%2f%2fevil.example'],
    ['an encoded slash in capitals', '/%2F/evil.example'],
    ['an encoded backslash', '/%5cevil.example'],
    ['an encoded backslash in capitals', '/home/%5C'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['an http: URL', 'http://evil.example/'],
    ['a relative path', 'home/zh-tw'],
    ['a tab that browsers would drop', '/\t/evil.example'],
    ['a newline', '/home\n'],
    ['a DEL character', '/home\u007f'],
    ['an empty string', ''],
    ['the login page', '/login'],
    ['the login page with a query', '/login?returnUrl=%2Fhome'],
    ['the login page with a hash or trailing slash', '/LOGIN/#x'],
    ['an absurdly long path', `/${'a'.repeat(MAX_RETURN_URL_LENGTH)}`],
  ])('falls back to the home page for %s', (_label, value) => {
    expect(isSafeReturnUrl(value)).toBe(false);
    expect(safeReturnUrl(value)).toBe(HOME);
  });

  it.each([undefined, null, 42, { path: '/home' }, ['/home']])(
    'falls back to the home page for the non-string %p',
    (value) => {
      expect(safeReturnUrl(value)).toBe(HOME);
    },
  );

  it('sends to the login page with the current URL remembered in its query', () => {
    expect(loginPathFor('/home/zh-tw/news?offset=12')).toBe(
      '/login?returnUrl=%2Fhome%2Fzh-tw%2Fnews%3Foffset%3D12',
    );
  });

  it('sends to the bare login page when the current URL must not be remembered', () => {
    expect(loginPathFor('/login?returnUrl=%2Fhome')).toBe('/login');
    expect(loginPathFor('//evil.example')).toBe('/login');
  });

  it('reads the remembered URL back from the login page query', () => {
    const path = '/home/zh-tw/search?q=台灣 史';
    const search = loginPathFor(path).slice('/login'.length);
    expect(returnUrlFromSearch(search)).toBe(path);
    expect(returnUrlFromSearch(`a=1&returnUrl=${encodeURIComponent('/home/zh-tw/x')}`)).toBe('/home/zh-tw/x');
    expect(returnUrlFromSearch('?returnUrl=%2Fhome+page')).toBe('/home page');
  });

  it('says why the site sent someone to log in, beside the remembered URL or alone', () => {
    expect(loginPathFor('/home/zh-tw/editor', 'idle')).toBe(
      '/login?returnUrl=%2Fhome%2Fzh-tw%2Feditor&reason=idle',
    );
    expect(loginPathFor('//evil.example', 'idle')).toBe('/login?reason=idle');
    expect(loginReasonFromSearch(loginPathFor('/home/zh-tw/editor', 'idle').slice('/login'.length))).toBe(
      'idle',
    );
    expect(returnUrlFromSearch('?returnUrl=%2Fhome%2Fzh-tw%2Feditor&reason=idle')).toBe('/home/zh-tw/editor');
    expect(loginReasonFromSearch('?returnUrl=%2Fhome')).toBeNull();
    expect(loginReasonFromSearch('?reason=whatever')).toBeNull();
  });

  it('reads the home page back when the query holds nothing safe', () => {
    expect(returnUrlFromSearch('')).toBe(HOME);
    expect(returnUrlFromSearch('?returnUrl')).toBe(HOME);
    expect(returnUrlFromSearch('?returnUrl=%2F%2Fevil.example')).toBe(HOME);
    expect(returnUrlFromSearch('?returnUrl=%E0%A4%A')).toBe(HOME);
    expect(returnUrlFromSearch('?other=%2Fhome')).toBe(HOME);
  });

  it('knows the login page whatever its query, hash, case or trailing slash', () => {
    expect(isLoginPath('/login')).toBe(true);
    expect(isLoginPath('/Login/?x=1')).toBe(true);
    expect(isLoginPath('/login-help')).toBe(false);
  });
});
