import { formatClientTime } from '../../../src/domain/time/client-time-format';
import { FIXED_NOW, FIXED_NOW_TEXT } from '../support/fixed-now';

describe('formatClientTime', () => {
  it('writes YYYY-MM-DD HH:mm:ss in Taipei time by default, like the server', () => {
    expect(formatClientTime(FIXED_NOW)).toBe(FIXED_NOW_TEXT);
  });

  it('takes another offset', () => {
    expect(formatClientTime(FIXED_NOW, 0)).toBe('2026-03-03 21:06:07');
  });

  it('writes nothing for a time that is not one', () => {
    expect(formatClientTime(Number.NaN)).toBe('');
  });
});
