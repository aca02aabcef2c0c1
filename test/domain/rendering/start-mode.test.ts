import { isPersonalPage, startMode } from '../../../src/domain/rendering/start-mode';

const facts = (over: Partial<Parameters<typeof startMode>[0]> = {}) => ({
  serverRendered: true,
  path: '/home/zh-tw/news',
  search: '',
  signedIn: false,
  ...over,
});

describe('how the browser starts on a page', () => {
  it('renders a page the server did not render, signed in or not', () => {
    expect(startMode(facts({ serverRendered: false }))).toBe('render');
    expect(startMode(facts({ serverRendered: false, signedIn: true }))).toBe('render');
  });

  it('hydrates a server-rendered public page for a visitor', () => {
    expect(startMode(facts())).toBe('hydrate');
    expect(startMode(facts({ path: '/home/zh-tw' }))).toBe('hydrate');
    expect(startMode(facts({ path: '/home/zh-tw/news/news-001', search: '?page=2' }))).toBe('hydrate');
  });

  it('hydrates a public page for a signed-in person too: the session is applied as an update afterwards', () => {
    expect(startMode(facts({ signedIn: true }))).toBe('hydrate');
    expect(startMode(facts({ signedIn: true, path: '/home/zh-tw/news/news-001' }))).toBe('hydrate');
    expect(startMode(facts({ signedIn: true, path: '/login' }))).toBe('hydrate');
  });

  it('renders an editor screen anew for a signed-in person, whose screen the server could not draw', () => {
    for (const path of ['/home/zh-tw/editor', '/home/zh-tw/editor/', '/home/zh-tw/editor/mailbox'])
      expect(startMode(facts({ signedIn: true, path }))).toBe('render');
  });

  it('hydrates an editor screen for a visitor, whose guard then sends them to the login page', () => {
    expect(startMode(facts({ path: '/home/zh-tw/editor/accounts' }))).toBe('hydrate');
  });

  it('renders a page in edit mode anew for a signed-in person, and hydrates it for a visitor', () => {
    expect(startMode(facts({ signedIn: true, search: '?edit=1' }))).toBe('render');
    expect(startMode(facts({ signedIn: true, search: 'page=2&edit=1' }))).toBe('render');
    expect(startMode(facts({ search: '?edit=1' }))).toBe('hydrate');
  });

  it('tells a module whose path merely starts with "editor" from the editor screens', () => {
    expect(isPersonalPage('/home/zh-tw/editorial', '')).toBe(false);
    expect(isPersonalPage('/home/zh-tw/news/editor', '')).toBe(false);
    expect(isPersonalPage('/home/zh-tw/news', '?edit=0')).toBe(false);
    expect(isPersonalPage('/home/en/editor', '')).toBe(true);
  });
});
