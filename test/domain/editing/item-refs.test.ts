import {
  addRef,
  linksTo,
  moveRef,
  moveRefDown,
  moveRefUp,
  refOfRow,
  refsIn,
  removeRef,
  sameRef,
} from '../../../src/domain/editing/item-refs';
import type { ItemRef } from '../../../src/shared/api-types';

const ref = (path: string, id: string, title = `${id} 的標題`): ItemRef => ({ id, title, path });

const harbour = ref('history', 'history-001', '港口開埠');
const lens = ref('collection', 'object-004', '燈塔透鏡');
const keeper = ref('people', 'person-002', '燈塔看守人');
const list = [harbour, lens, keeper];
const titles = (refs: readonly ItemRef[]) => refs.map((r) => r.title);

describe('adding a link', () => {
  it('puts the item at the end and says how many there are now', () => {
    const edit = addRef([harbour], lens);
    expect(titles(edit.refs)).toEqual(['港口開埠', '燈塔透鏡']);
    expect(edit.announcement).toBe('已加入「燈塔透鏡」，共 2 個');
  });

  it('does not link the same item twice, even under a newer title, and says it is already there', () => {
    const edit = addRef(list, { ...lens, title: '燈塔透鏡（修訂）' });
    expect(edit.refs).toEqual(list);
    expect(edit.announcement).toBe('「燈塔透鏡（修訂）」已在清單中');
  });

  it('links two items that share an id but live in different modules', () => {
    const edit = addRef([ref('news', 'item-1')], ref('activities', 'item-1'));
    expect(edit.refs).toHaveLength(2);
  });

  it('leaves the list it was given alone', () => {
    const before = [harbour];
    addRef(before, lens);
    expect(before).toEqual([harbour]);
  });

  it('names an item without a title by its id', () => {
    expect(addRef([], ref('news', 'news-009', '  ')).announcement).toBe('已加入「news-009」，共 1 個');
  });
});

describe('removing a link', () => {
  it('drops the item and says how many are left', () => {
    const edit = removeRef(list, 1)!;
    expect(titles(edit.refs)).toEqual(['港口開埠', '燈塔看守人']);
    expect(edit.announcement).toBe('已移除「燈塔透鏡」，剩下 2 個');
  });

  it('answers nothing for a place outside the list', () => {
    expect(removeRef(list, 3)).toBeNull();
    expect(removeRef(list, -1)).toBeNull();
  });
});

describe('moving a link', () => {
  it('moves an item up one place and announces its new place among all', () => {
    const edit = moveRefUp(list, 2)!;
    expect(titles(edit.refs)).toEqual(['港口開埠', '燈塔看守人', '燈塔透鏡']);
    expect(edit.announcement).toBe('已移到第 2 個，共 3 個');
  });

  it('moves an item down one place', () => {
    const edit = moveRefDown(list, 0)!;
    expect(titles(edit.refs)).toEqual(['燈塔透鏡', '港口開埠', '燈塔看守人']);
    expect(edit.announcement).toBe('已移到第 2 個，共 3 個');
  });

  it('keeps the first item first and says so when it is moved up', () => {
    const edit = moveRef(list, 0, -1)!;
    expect(edit.refs).toEqual(list);
    expect(edit.announcement).toBe('「港口開埠」已在第一個');
  });

  it('keeps the last item last and says so when it is moved down', () => {
    const edit = moveRef(list, 2, 1)!;
    expect(edit.refs).toEqual(list);
    expect(edit.announcement).toBe('「燈塔看守人」已在最後一個');
  });

  it('answers nothing for a place outside the list and leaves the input alone', () => {
    expect(moveRefUp(list, 5)).toBeNull();
    moveRefDown(list, 0);
    expect(list).toEqual([harbour, lens, keeper]);
  });
});

describe('reading links from the data', () => {
  it('keeps well-formed refs and drops anything else', () => {
    expect(
      refsIn([harbour, null, 'x', { id: 1, title: 't', path: 'p' }, { id: 'a', title: 'b' }, lens]),
    ).toEqual([harbour, lens]);
  });

  it('reads a missing or odd value as no links', () => {
    expect(refsIn(undefined)).toEqual([]);
    expect(refsIn({ id: 'a', title: 'b', path: 'c' })).toEqual([]);
  });

  it('tells two refs to the same item apart from refs to different items', () => {
    const renamed: ItemRef = { ...harbour, title: '別名' };
    expect(sameRef(harbour, renamed)).toBe(true);
    expect(sameRef(harbour, { ...harbour, path: 'news' })).toBe(false);
    expect(sameRef(harbour, { ...harbour, id: 'history-002' })).toBe(false);
  });
});

describe('a row of the documents list as a link', () => {
  it('takes path and id from the document id and the title from the draft', () => {
    expect(refOfRow({ docId: 'item:collection:object-004', title: ' 燈塔透鏡 ' })).toEqual(lens);
  });

  it('makes no link of an item without a title, whose link would have no text', () => {
    expect(refOfRow({ docId: 'item:news:news-001', title: null })).toBeUndefined();
    expect(refOfRow({ docId: 'item:news:news-001', title: '  ' })).toBeUndefined();
  });

  it('makes no link of a document that is not an item, or of a malformed id', () => {
    expect(refOfRow({ docId: 'page:about', title: '本館簡介' })).toBeUndefined();
    expect(refOfRow({ docId: 'item:news', title: '少了代碼' })).toBeUndefined();
    expect(refOfRow({ docId: 'item:news/news-001', title: '斜線' })).toBeUndefined();
  });
});

describe('which modules a links field picks from', () => {
  it('takes any module of items for related items', () => {
    for (const layout of ['cms-normal', 'cms-video', 'cms-people', 'cms-appeal'])
      expect(linksTo(undefined, layout)).toBe(true);
  });

  it('leaves out the single page, the mailbox and the tag page, which hold no items to link', () => {
    for (const layout of ['cms-single', 'cms-mailbox', 'cms-tag', 'index'])
      expect(linksTo(undefined, layout)).toBe(false);
  });

  it('takes only the named layout for a field of one kind', () => {
    expect(linksTo('cms-people', 'cms-people')).toBe(true);
    expect(linksTo('cms-people', 'cms-object')).toBe(false);
  });
});
