import {
  NEW_ITEM_TITLE,
  titleForPage,
  addItem,
  freshId,
  indent,
  moveDown,
  moveTo,
  moveUp,
  neighboursOf,
  outdent,
  placeOf,
  removeItem,
  rename,
  updateItem,
} from '../../../src/domain/editing/menu-tree-edit';
import type { MenuItem } from '../../../src/shared/api-types';

const item = (id: string, title: string, children: MenuItem[] = []): MenuItem => ({
  id,
  title,
  path: id,
  children,
});

/** 關於本館 (簡介, 參觀資訊), 最新消息, 典藏, 聯絡我們, 相關連結: five at the top. */
const aMenu = (): MenuItem[] => [
  item('about', '關於本館', [item('intro', '本館簡介'), item('visit', '參觀資訊')]),
  item('news', '最新消息'),
  item('collection', '典藏'),
  item('contact', '聯絡我們'),
  item('links', '相關連結'),
];

const ids = (menu: MenuItem[]): unknown[] =>
  menu.map((i) => (i.children.length ? { [i.id]: ids(i.children) } : i.id));

describe('menu tree edits', () => {
  it('moves an item up among its siblings and says where it now stands', () => {
    const edit = moveUp(aMenu(), 'collection');
    expect(ids(edit!.menu)).toEqual([
      { about: ['intro', 'visit'] },
      'collection',
      'news',
      'contact',
      'links',
    ]);
    expect(edit!.announcement).toBe('已移到第 2 個，共 5 個');
  });

  it('moves a child down within its parent only', () => {
    const edit = moveDown(aMenu(), 'intro');
    expect(ids(edit!.menu)).toEqual([
      { about: ['visit', 'intro'] },
      'news',
      'collection',
      'contact',
      'links',
    ]);
    expect(edit!.announcement).toBe('已移到第 2 個，共 2 個');
  });

  it('refuses to move the first item up or the last one down', () => {
    expect(moveUp(aMenu(), 'about')).toBeNull();
    expect(moveDown(aMenu(), 'links')).toBeNull();
    expect(moveDown(aMenu(), 'visit')).toBeNull();
  });

  it('moves an item to a chosen place (移到…)', () => {
    const edit = moveTo(aMenu(), 'links', 0);
    expect(ids(edit!.menu)).toEqual([
      'links',
      { about: ['intro', 'visit'] },
      'news',
      'collection',
      'contact',
    ]);
    expect(edit!.announcement).toBe('已移到第 1 個，共 5 個');
  });

  it('refuses a place out of range, the same place or an unknown item', () => {
    expect(moveTo(aMenu(), 'news', 5)).toBeNull();
    expect(moveTo(aMenu(), 'news', -1)).toBeNull();
    expect(moveTo(aMenu(), 'news', 1)).toBeNull();
    expect(moveTo(aMenu(), 'nothing', 0)).toBeNull();
    expect(moveUp(aMenu(), 'nothing')).toBeNull();
    expect(moveDown(aMenu(), 'nothing')).toBeNull();
  });

  it('indents an item under its previous sibling, as its last child', () => {
    const edit = indent(aMenu(), 'news');
    expect(ids(edit!.menu)).toEqual([
      { about: ['intro', 'visit', 'news'] },
      'collection',
      'contact',
      'links',
    ]);
    expect(edit!.announcement).toBe('已移入「關於本館」之下');
  });

  it('indents under a sibling that had no children yet', () => {
    const edit = indent(aMenu(), 'collection');
    expect(ids(edit!.menu)).toEqual([
      { about: ['intro', 'visit'] },
      { news: ['collection'] },
      'contact',
      'links',
    ]);
  });

  it('indents a child under the child before it', () => {
    const edit = indent(aMenu(), 'visit');
    expect(ids(edit!.menu)).toEqual([
      { about: [{ intro: ['visit'] }] },
      'news',
      'collection',
      'contact',
      'links',
    ]);
    expect(edit!.announcement).toBe('已移入「本館簡介」之下');
  });

  it('refuses to indent a first item or an unknown one', () => {
    expect(indent(aMenu(), 'about')).toBeNull();
    expect(indent(aMenu(), 'intro')).toBeNull();
    expect(indent(aMenu(), 'nothing')).toBeNull();
  });

  it('outdents a child to stand right after its former parent', () => {
    const edit = outdent(aMenu(), 'intro');
    expect(ids(edit!.menu)).toEqual([
      { about: ['visit'] },
      'intro',
      'news',
      'collection',
      'contact',
      'links',
    ]);
    expect(edit!.announcement).toBe('已移出「關於本館」，成為第一層項目');
  });

  it('outdents a grandchild into its grandparent and names both', () => {
    const nested = indent(aMenu(), 'visit')!.menu;
    const edit = outdent(nested, 'visit');
    expect(ids(edit!.menu)).toEqual([
      { about: ['intro', 'visit'] },
      'news',
      'collection',
      'contact',
      'links',
    ]);
    expect(edit!.announcement).toBe('已移出「本館簡介」，移入「關於本館」之下');
  });

  it('refuses to outdent a top-level item', () => {
    expect(outdent(aMenu(), 'news')).toBeNull();
    expect(outdent(aMenu(), 'nothing')).toBeNull();
  });

  it('names an untitled item 未命名項目 in an announcement', () => {
    const menu = rename(aMenu(), 'about', '  ');
    expect(indent(menu, 'news')!.announcement).toBe('已移入「未命名項目」之下');
  });

  it('renames a nested item and leaves the rest untouched', () => {
    const menu = rename(aMenu(), 'visit', '交通資訊');
    expect(menu[0]!.children[1]!.title).toBe('交通資訊');
    expect(menu[1]).toEqual(aMenu()[1]);
  });

  it('turns an internal link into an external one without leaving the old path behind', () => {
    const menu = updateItem(aMenu(), 'links', {
      path: undefined,
      url: 'https://example.tw',
      target: '_blank',
    });
    expect(menu[4]).toEqual({
      id: 'links',
      title: '相關連結',
      url: 'https://example.tw',
      target: '_blank',
      children: [],
    });
    expect('path' in menu[4]!).toBe(false);
  });

  it('adds an item at the top level or under a parent, and ignores an unknown parent', () => {
    const added = item('shop', '商店');
    expect(ids(addItem(aMenu(), added))).toEqual([
      { about: ['intro', 'visit'] },
      'news',
      'collection',
      'contact',
      'links',
      'shop',
    ]);
    expect(ids(addItem(aMenu(), added, 'about'))[0]).toEqual({ about: ['intro', 'visit', 'shop'] });
    expect(ids(addItem(aMenu(), added, 'news'))[1]).toEqual({ news: ['shop'] });
    expect(addItem(aMenu(), added, 'nothing')).toEqual(aMenu());
  });

  it('removes an item with its children', () => {
    expect(ids(removeItem(aMenu(), 'about'))).toEqual(['news', 'collection', 'contact', 'links']);
    expect(ids(removeItem(aMenu(), 'visit'))[0]).toEqual({ about: ['intro'] });
  });

  it('makes an id no item has, counting past the ones taken', () => {
    expect(freshId(aMenu(), 'menu-new')).toBe('menu-new');
    const menu = addItem(addItem(aMenu(), item('menu-new', 'a')), item('menu-new-2', 'b'), 'about');
    expect(freshId(menu, 'menu-new')).toBe('menu-new-3');
  });

  it('tells an item’s place, sibling count and depth', () => {
    expect(placeOf(aMenu(), 'visit')).toEqual({ index: 1, count: 2, depth: 1 });
    expect(placeOf(aMenu(), 'links')).toEqual({ index: 4, count: 5, depth: 0 });
    expect(placeOf(aMenu(), 'nothing')).toBeNull();
  });

  it('reads items stored without a children list as leaves', () => {
    const bare = [
      { id: 'a', title: 'A' },
      { id: 'b', title: 'B' },
    ] as unknown as MenuItem[];
    expect(indent(bare, 'b')!.menu).toEqual([{ id: 'a', title: 'A', children: [{ id: 'b', title: 'B' }] }]);
    expect(placeOf(bare, 'b')).toEqual({ index: 1, count: 2, depth: 0 });
    expect(freshId(bare, 'a')).toBe('a-2');
    expect(removeItem(bare, 'a')).toEqual([{ id: 'b', title: 'B', children: [] }]);
  });
});

describe('the neighbours of a menu item', () => {
  it('names the siblings after and before an item, within its own level', () => {
    const tree = [item('a', 'A', [item('a1', 'A1'), item('a2', 'A2')]), item('b', 'B')];
    expect(neighboursOf(tree, 'a')).toEqual({ next: 'b', previous: undefined });
    expect(neighboursOf(tree, 'a2')).toEqual({ next: undefined, previous: 'a1' });
    expect(neighboursOf(tree, 'gone')).toEqual({ next: undefined, previous: undefined });
  });
});

describe('an item’s title when its page is chosen', () => {
  const PAGES = [
    { path: 'about', title: '關於我們' },
    { path: 'news', title: '最新消息' },
  ];

  it('takes the page’s title while the item is still 新項目, blank, or the title the form filled', () => {
    expect(titleForPage(NEW_ITEM_TITLE, PAGES, 'about', 'news')).toBe('最新消息');
    expect(titleForPage('  ', PAGES, undefined, 'about')).toBe('關於我們');
    expect(titleForPage('關於我們', PAGES, 'about', 'news')).toBe('最新消息');
  });

  it('keeps a title the editor typed, and the title when the choice names no page', () => {
    expect(titleForPage('本館消息', PAGES, 'about', 'news')).toBe('本館消息');
    expect(titleForPage(NEW_ITEM_TITLE, PAGES, 'about', '')).toBe(NEW_ITEM_TITLE);
  });
});
