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

describe('the leave guard', () => {
  const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

  it('keeps the user where they are when the guard says no, and moves when it says yes', async () => {
    const navigation = new MemoryNavigation('/home/zh-tw/news/1?edit=1');
    let answer = false;
    const asked: string[] = [];
    const remove = navigation.guardLeaving((to) => {
      asked.push(to);
      return Promise.resolve(answer);
    });
    navigation.goTo('/home/zh-tw/about');
    await settle();
    expect(navigation.current()).toBe('/home/zh-tw/news/1?edit=1');
    answer = true;
    navigation.goTo('/home/zh-tw/about');
    await settle();
    expect(navigation.current()).toBe('/home/zh-tw/about');
    expect(asked).toEqual(['/home/zh-tw/about', '/home/zh-tw/about']);
    remove();
    navigation.goTo('/login');
    expect(navigation.current()).toBe('/login');
  });

  it('lets the move through when the guard itself fails, so nobody is trapped', async () => {
    const navigation = new MemoryNavigation('/a');
    navigation.guardLeaving(() => Promise.reject(new Error('broken')));
    navigation.goTo('/b');
    await settle();
    expect(navigation.current()).toBe('/b');
  });

  it('guards the browser adapter’s moves too', async () => {
    window.history.replaceState(null, '', '/home/zh-tw/news/1?edit=1');
    const navigation = new WouterNavigation();
    const remove = navigation.guardLeaving(() => Promise.resolve(false));
    navigation.goTo('/home/zh-tw');
    await settle();
    expect(window.location.pathname).toBe('/home/zh-tw/news/1');
    remove();
  });
});
