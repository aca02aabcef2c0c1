import {
  addedAnnouncement,
  atEdgeAnnouncement,
  canMove,
  insertItem,
  moveItem,
  movedAnnouncement,
  removeAt,
  removedAnnouncement,
  replaceAt,
  stepItem,
} from '../../../src/domain/editing/ordered-list';

const slides = ['春節燈會', '燈塔開放', '港口老照片展'];
const quoted = (name: string) => `「${name}」`;

describe('the ordered list', () => {
  it('moves an entry and keeps the others in their order, clamping a target past either end', () => {
    expect(moveItem(slides, 0, 2)).toEqual({
      list: ['燈塔開放', '港口老照片展', '春節燈會'],
      from: 0,
      to: 2,
    });
    expect(moveItem(slides, 2, -4).list).toEqual(['港口老照片展', '春節燈會', '燈塔開放']);
    expect(moveItem(slides, 5, 0)).toEqual({ list: slides, from: 5, to: 5 });
  });

  it('inserts at the end by default, or at a place clamped to the list', () => {
    expect(insertItem(slides, '新')).toEqual([...slides, '新']);
    expect(insertItem(slides, '新', -1)[0]).toBe('新');
    expect(insertItem(slides, '新', 1)).toEqual(['春節燈會', '新', '燈塔開放', '港口老照片展']);
  });

  it('removes and replaces one entry, and leaves the list it was given alone', () => {
    const before = [...slides];
    expect(removeAt(slides, 1)).toEqual(['春節燈會', '港口老照片展']);
    expect(removeAt(slides, 9)).toEqual(slides);
    expect(replaceAt(slides, 1, '新')).toEqual(['春節燈會', '新', '港口老照片展']);
    expect(slides).toEqual(before);
  });

  it('knows that the first entry cannot go up and the last cannot go down', () => {
    expect(canMove(3, 0)).toEqual({ up: false, down: true });
    expect(canMove(3, 2)).toEqual({ up: true, down: false });
    expect(canMove(3, 3)).toEqual({ up: false, down: false });
  });

  it('says where a moved entry now stands, counting from 1', () => {
    expect(movedAnnouncement(1, 3)).toBe('已移到第 2 個，共 3 個');
  });

  it('says what was added or removed, with the count when the list words it', () => {
    expect(addedAnnouncement('「燈塔透鏡」', 2)).toBe('已加入「燈塔透鏡」，共 2 個');
    expect(addedAnnouncement('「燈塔透鏡」')).toBe('已加入「燈塔透鏡」');
    expect(removedAnnouncement('「燈塔透鏡」', 2)).toBe('已移除「燈塔透鏡」，剩下 2 個');
    expect(removedAnnouncement(' a.jpg')).toBe('已移除 a.jpg');
    expect(atEdgeAnnouncement('「春節燈會」', -1)).toBe('「春節燈會」已在第一個');
  });

  it('steps an entry one place with its announcement', () => {
    expect(stepItem(slides, 0, 1, quoted)).toEqual({
      list: ['燈塔開放', '春節燈會', '港口老照片展'],
      to: 1,
      announcement: '已移到第 2 個，共 3 個',
    });
  });

  it('keeps the list at either edge and says the entry is already there', () => {
    expect(stepItem(slides, 0, -1, quoted)).toEqual({
      list: slides,
      to: 0,
      announcement: '「春節燈會」已在第一個',
    });
    expect(stepItem(slides, 2, 1, quoted)?.announcement).toBe('「港口老照片展」已在最後一個');
  });

  it('answers nothing for an entry outside the list', () => {
    expect(stepItem(slides, 3, -1, quoted)).toBeNull();
    expect(stepItem(slides, -1, 1, quoted)).toBeNull();
  });
});
