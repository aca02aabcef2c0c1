import { movedItemAddress } from '../../../src/domain/content/item-address';
import { yearChoices } from '../../../src/domain/content/list-years';
import { itemAddressHint } from '../../../src/domain/editing/item-address-hint';
import { formSchemaFor } from '../../../src/domain/editing/content-fields';
import * as v from 'valibot';
import {
  itemAddressOf,
  normaliseSlug,
  normaliseSlugTyping,
  slugOf,
  slugProblem,
} from '../../../src/shared/item-slug';

describe('網址代稱, the rule both sides share', () => {
  it('folds what is typed: case, full-width forms and spaces, keeping a trailing hyphen', () => {
    expect(normaliseSlugTyping('Open House ')).toBe('open-house-');
    expect(normaliseSlugTyping('ＡＢＣ＿２０２６')).toBe('abc-2026');
    expect(normaliseSlug('  --Open   House--  ')).toBe('open-house');
    expect(normaliseSlug('館慶 2026')).toBe('館慶-2026');
  });

  it.each([
    ['2026-open-house', null],
    ['館慶-2026', null],
    ['', null],
    ['Open', '網址代稱只能使用小寫英文字母'],
    ['a--b', '網址代稱只能使用小寫英文字母'],
    ['a-', '網址代稱只能使用小寫英文字母'],
    ['a.b', '網址代稱只能使用小寫英文字母'],
    ['a%20b', '網址代稱只能使用小寫英文字母'],
    ['deadbeef', '網址代稱不可是 8 個英數字的系統代碼形式'],
    ['館'.repeat(81), '網址代稱不可超過 80 個字'],
  ])('judges %j', (slug, problem) => {
    const found = slugProblem(slug);
    if (problem === null) expect(found).toBeNull();
    else expect(found).toContain(problem);
  });

  it('addresses an item by its 網址代稱, else by its code', () => {
    const named = { id: '887e013c', slug: '2026-open-house' };
    const unnamed = { id: '887e013c', slug: '' };
    expect(itemAddressOf(named)).toBe('2026-open-house');
    expect(itemAddressOf(unnamed)).toBe('887e013c');
    expect(itemAddressOf({ id: 7 })).toBe('7');
    expect(slugOf({ slug: 'Bad Slug' })).toBeUndefined();
  });

  it('checks the field in the form with the server’s words', () => {
    const result = v.safeParse(formSchemaFor('cms-normal'), {
      title: '標題',
      publishDate: '2026-11-02',
      slug: 'Open House',
    });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toContain('網址代稱只能使用小寫英文字母');
  });
});

describe('the address an item page moves to', () => {
  const item = { id: '887e013c', slug: '2026-open-house' };

  it('stays at the address of now and at the code', () => {
    expect(movedItemAddress('2026-open-house', item)).toBeNull();
    expect(movedItemAddress('887e013c', item)).toBeNull();
    expect(movedItemAddress('old-name', { id: 'x' })).toBeNull();
  });

  it('moves from an earlier address to the one of now', () => {
    expect(movedItemAddress('open-house', item)).toBe('2026-open-house');
  });
});

describe('the hint under the 網址代稱 field', () => {
  it('shows the address as typed, folded as the server will keep it', () => {
    expect(itemAddressHint('zh-tw', 'news', 'Open House', '887e013c')).toBe(
      '網址將是：/home/zh-tw/news/open-house',
    );
    expect(itemAddressHint('zh-tw', 'news', '館慶', '887e013c')).toBe('網址將是：/home/zh-tw/news/館慶');
  });

  it('shows the code’s address while the field is empty, and nothing for a refused text', () => {
    expect(itemAddressHint('zh-tw', 'news', '', '887e013c')).toBe('未填時網址是：/home/zh-tw/news/887e013c');
    expect(itemAddressHint('zh-tw', 'news', undefined, undefined)).toBe(
      '未填時網址是：/home/zh-tw/news/（系統代碼）',
    );
    expect(itemAddressHint('zh-tw', 'news', 'a/b', 'x')).toBe('網址代稱的格式不符，修正後這裡會顯示網址');
  });
});

describe('the years a list’s filter offers', () => {
  it('offers exactly the years the server says have items, and the selected one', () => {
    expect(yearChoices([2026], undefined, 2026, 10, [2026, 2019])).toEqual([2026, 2019]);
    expect(yearChoices([], 2001, 2026, 10, [2026])).toEqual([2026, 2001]);
    expect(yearChoices([], undefined, 2026, 10, [])).toEqual([]);
  });

  it('keeps its guess for a server without the answer', () => {
    expect(yearChoices([1999, null, 2024], 1980, 2025, 3)).toEqual([2025, 2024, 2023, 1999, 1980]);
  });
});
