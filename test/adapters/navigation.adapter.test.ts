import { WouterNavigation } from '../../src/adapters/navigation/wouter-navigation.adapter';
import { MemoryNavigation } from '../../src/adapters/navigation/memory-navigation.adapter';

describe('WouterNavigation', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('pushes a new history entry and reports the path with its query string', () => {
    const navigation = new WouterNavigation();
    const before = window.history.length;
    navigation.goTo('/home/zh-tw/news?offset=10');
    expect(window.location.pathname).toBe('/home/zh-tw/news');
    expect(navigation.current()).toBe('/home/zh-tw/news?offset=10');
    expect(window.history.length).toBe(before + 1);
  });

  it('replaces the current entry without adding one', () => {
    const navigation = new WouterNavigation();
    navigation.goTo('/guarded');
    const before = window.history.length;
    navigation.replace('/login');
    expect(navigation.current()).toBe('/login');
    expect(window.history.length).toBe(before);
  });

  it('tells wouter about the change so its routes re-render', () => {
    const heard = jest.fn();
    window.addEventListener('pushState', heard);
    new WouterNavigation().goTo('/home/zh-tw');
    window.removeEventListener('pushState', heard);
    expect(heard).toHaveBeenCalledTimes(1);
  });
});

describe('MemoryNavigation', () => {
  it('starts where it is told and records every place visited', () => {
    const navigation = new MemoryNavigation('/home/zh-tw');
    navigation.goTo('/login');
    navigation.goTo('/home/zh-tw/news?offset=10');
    expect(navigation.current()).toBe('/home/zh-tw/news?offset=10');
    expect(navigation.history).toEqual(['/home/zh-tw', '/login', '/home/zh-tw/news?offset=10']);
  });

  it('replaces the last place instead of adding one', () => {
    const navigation = new MemoryNavigation('/a');
    navigation.goTo('/b');
    navigation.replace('/c');
    expect(navigation.history).toEqual(['/a', '/c']);
    expect(navigation.current()).toBe('/c');
  });
});
