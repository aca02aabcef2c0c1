import {
  addSection,
  canMove,
  layoutFamily,
  moveDown,
  moveSection,
  moveUp,
  movedAnnouncement,
  removeSection,
  readsList,
  variantsOf,
} from '../../../src/domain/editing/section-order';
import { INDEX_LAYOUTS } from '../../../src/shared/layout-names';

const home = [
  '焦點輪播',
  '快速連結',
  '最新消息',
  '近期活動',
  '典藏精選',
  '館務大事紀',
  '影音專區',
  '聯絡我們',
];

describe('section order', () => {
  it('moves a section two places up and keeps the others in their order', () => {
    const moved = moveSection(home, 4, 2);
    expect(moved.list).toEqual([
      '焦點輪播',
      '快速連結',
      '典藏精選',
      '最新消息',
      '近期活動',
      '館務大事紀',
      '影音專區',
      '聯絡我們',
    ]);
    expect(moved).toMatchObject({ from: 4, to: 2 });
  });

  it('leaves the list it was given untouched', () => {
    const before = [...home];
    moveSection(home, 0, 5);
    addSection(home, '新區塊');
    removeSection(home, 1);
    expect(home).toEqual(before);
  });

  it('moves up and down by one place', () => {
    expect(moveUp(home, 2).list.slice(0, 3)).toEqual(['焦點輪播', '最新消息', '快速連結']);
    expect(moveDown(home, 2).list.slice(2, 4)).toEqual(['近期活動', '最新消息']);
  });

  it('keeps the first section first when asked to move it up, and the last last when moved down', () => {
    expect(moveUp(home, 0)).toMatchObject({ list: home, to: 0 });
    expect(moveDown(home, 7)).toMatchObject({ list: home, to: 7 });
  });

  it('clamps a target beyond either end to that end', () => {
    expect(moveSection(home, 1, 99)).toMatchObject({ to: 7 });
    expect(moveSection(home, 6, -3).list[0]).toBe('影音專區');
  });

  it('changes nothing for a section that is not in the list', () => {
    expect(moveSection(home, 12, 0)).toEqual({ list: home, from: 12, to: 12 });
  });

  it('says which moves are possible at each end of the list', () => {
    expect(canMove(8, 0)).toEqual({ up: false, down: true });
    expect(canMove(8, 7)).toEqual({ up: true, down: false });
    expect(canMove(1, 0)).toEqual({ up: false, down: false });
    expect(canMove(8, 8)).toEqual({ up: false, down: false });
  });

  it('adds a section at the end by default, or at a given place', () => {
    expect(addSection(home, '新區塊').at(-1)).toBe('新區塊');
    expect(addSection(home, '新區塊', 1)[1]).toBe('新區塊');
    expect(addSection(home, '新區塊', -4)[0]).toBe('新區塊');
  });

  it('removes only the section at the given place', () => {
    expect(removeSection(home, 2)).toEqual(home.filter((title) => title !== '最新消息'));
    expect(removeSection(home, 40)).toEqual(home);
  });

  it('announces a move in zh-TW with positions counted from one', () => {
    expect(movedAnnouncement(2, 8)).toBe('已移到第 3 個，共 8 個');
  });

  it('offers the variants of a section within its own family only', () => {
    expect(layoutFamily('index-article-03')).toBe('index-article');
    expect(layoutFamily('index-banner')).toBe('index-banner');
    expect(variantsOf('index-article-03', INDEX_LAYOUTS)).toEqual([
      'index-article-01',
      'index-article-02',
      'index-article-03',
      'index-article-04',
      'index-article-05',
      'index-article-06',
      'index-article-07',
      'index-article-08',
    ]);
    expect(variantsOf('index-timeline-02', INDEX_LAYOUTS)).toHaveLength(4);
    expect(variantsOf('index-contact', INDEX_LAYOUTS)).toEqual(['index-contact']);
  });
});

describe('which sections read a list', () => {
  it('gives every section of a list family a source and a row limit, and no other', () => {
    expect(readsList({ layout: 'index-article-03' })).toBe(true);
    expect(readsList({ layout: 'index-appeal' })).toBe(true);
    expect(readsList({ layout: 'index-banner-01' })).toBe(false);
  });

  it('keeps the source of a section that already names a list, whatever its family', () => {
    expect(readsList({ layout: 'index-banner-01', path: 'news' })).toBe(true);
  });
});
