import { MAX_STORED_VALUE_LENGTH, presentValue } from '../../../src/domain/storage/stored-value';

describe('stored values', () => {
  it.each([
    ['nothing stored', null],
    ['the text undefined', 'undefined'],
    ['the text null', 'null'],
    ['an empty string', ''],
    ['only spaces', '   '],
    ['an absurdly long value', 'x'.repeat(MAX_STORED_VALUE_LENGTH + 1)],
    ['a non-string', 42],
  ])('treats %s as absent', (_label, raw) => {
    expect(presentValue(raw)).toBeNull();
  });

  it('keeps a real value as it was stored, up to the length limit', () => {
    expect(presentValue('abc.def')).toBe('abc.def');
    expect(presentValue('x'.repeat(MAX_STORED_VALUE_LENGTH))).toHaveLength(4096);
  });
});
