import { newItemData, taipeiDateOf, withRepresentative } from '../../../src/domain/editing/new-item-defaults';
import type { FileEntry } from '../../../src/shared/api-types';

const image = (fileId: string, more: Partial<FileEntry> = {}): FileEntry => ({
  fileId,
  name: `${fileId}.jpg`,
  ext: 'jpg',
  original: `/media/uploads/${fileId}/original.jpg`,
  description: '',
  represent: false,
  ...more,
});

describe('the Taipei day of a new item', () => {
  it('turns the day at 16:00 UTC, Taipei midnight', () => {
    expect(taipeiDateOf(Date.UTC(2026, 10, 23, 15, 59, 59, 999))).toBe('2026-11-23');
    expect(taipeiDateOf(Date.UTC(2026, 10, 23, 16, 0))).toBe('2026-11-24');
  });

  it('is already tomorrow when UTC has just passed midnight', () => {
    expect(taipeiDateOf(Date.UTC(2026, 11, 31, 23, 59))).toBe('2027-01-01');
    expect(taipeiDateOf(Date.UTC(2027, 0, 1, 0, 0))).toBe('2027-01-01');
  });

  it('prefills 發布日期 on an article, and nothing on kinds without it', () => {
    const now = Date.UTC(2026, 4, 17, 20, 0);
    expect(newItemData('cms-normal', '颱風停班', now)).toEqual({
      title: '颱風停班',
      publishDate: '2026-05-18',
    });
    expect(newItemData('cms-event', '特展', now)).toEqual({ title: '特展' });
    expect(newItemData(undefined, '特展', now)).toEqual({ title: '特展' });
  });
});

describe('the representative image', () => {
  it('is the one image of a list that names none', () => {
    expect(withRepresentative([image('a')]).map((entry) => entry.represent)).toEqual([true]);
  });

  it('is the first shown image, never a hidden one', () => {
    const list = [image('a', { hidden: true }), image('b'), image('c')];
    expect(withRepresentative(list).map((entry) => entry.represent)).toEqual([false, true, false]);
  });

  it('stays the one the author chose', () => {
    const list = [image('a'), image('b', { represent: true })];
    expect(withRepresentative(list).map((entry) => entry.represent)).toEqual([false, true]);
    expect(withRepresentative([])).toEqual([]);
  });
});
