import {
  calendarSetting,
  dateTimeValue,
  formatCalendarDate,
  formatCalendarRange,
  lastUpdate,
  taipeiYear,
  toCalendarDay,
} from '../../../src/domain/time/date-format';

/** What the issue names: Intl with the ROC calendar in Taipei, the oracle the fast path must match. */
const intlOf = (calendar: 'roc' | 'gregorian') =>
  new Intl.DateTimeFormat(calendar === 'roc' ? 'zh-TW-u-ca-roc' : 'zh-TW', {
    timeZone: 'Asia/Taipei',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });

describe('the one date format', () => {
  it('writes every day exactly as Intl does with the ROC and Gregorian calendars in Taipei', () => {
    const roc = intlOf('roc');
    const gregorian = intlOf('gregorian');
    const mismatches: string[] = [];
    // Every 7th day from 1895 to 2035: before 民國元年, across 1912, leap days and month ends.
    for (let at = Date.UTC(1895, 0, 1); at < Date.UTC(2035, 11, 31); at += 7 * 86_400_000) {
      const iso = new Date(at).toISOString().slice(0, 10);
      if (formatCalendarDate('roc', iso) !== roc.format(at)) mismatches.push(`roc ${iso}`);
      if (formatCalendarDate('gregorian', iso) !== gregorian.format(at)) mismatches.push(`gregorian ${iso}`);
    }
    for (const iso of ['1911-12-31', '1912-01-01', '2000-02-29', '2024-02-29']) {
      const at = Date.parse(`${iso}T00:00:00Z`);
      expect(formatCalendarDate('roc', iso)).toBe(roc.format(at));
    }
    expect(mismatches).toEqual([]);
  });

  it('writes a day in 民國 years when the site asks for the ROC calendar', () => {
    expect(formatCalendarDate('roc', '2026-11-23')).toBe('民國115年11月23日');
  });

  it('writes a day in 西元 years by default', () => {
    expect(formatCalendarDate('gregorian', '2026-11-23')).toBe('2026年11月23日');
    expect(formatCalendarDate('gregorian', '2025-03-04')).toBe('2025年3月4日');
  });

  it('shows a timestamp as its calendar day in Taiwan', () => {
    // 16:30 UTC on the 13th is already half past midnight on the 14th in Taipei.
    expect(formatCalendarDate('roc', '2025-03-13T16:30:00Z')).toBe('民國114年3月14日');
    expect(formatCalendarDate('gregorian', '2025-03-13T15:30:00Z')).toBe('2025年3月13日');
  });

  it('leaves a value that is not a date as it is', () => {
    expect(formatCalendarDate('roc', '民國一一四年')).toBe('民國一一四年');
    expect(formatCalendarDate('roc', undefined)).toBe('');
    expect(formatCalendarDate('roc', '')).toBe('');
  });

  it('joins a range with an en dash and collapses a one-day or open range', () => {
    expect(formatCalendarRange('roc', '2025-03-14', '2025-03-20')).toBe(
      '民國114年3月14日 – 民國114年3月20日',
    );
    expect(formatCalendarRange('roc', '2025-03-14', '2025-03-14')).toBe('民國114年3月14日');
    expect(formatCalendarRange('roc', '2025-03-14', undefined)).toBe('民國114年3月14日');
    expect(formatCalendarRange('roc', undefined, '2025-03-14')).toBe('民國114年3月14日');
  });

  it('gives the machine-readable Taipei day and the calendar day in 西元 numbers', () => {
    expect(dateTimeValue('2025-03-13T16:30:00Z')).toBe('2025-03-14');
    expect(dateTimeValue('later')).toBeUndefined();
    expect(toCalendarDay('2024-12-31T20:00:00Z')).toEqual({ year: 2025, month: 1, day: 1 });
    expect(toCalendarDay(null)).toBeNull();
  });

  it('reads the site setting as 民國 only when it says roc', () => {
    expect(calendarSetting('roc')).toBe('roc');
    expect(calendarSetting('gregorian')).toBe('gregorian');
    expect(calendarSetting(undefined)).toBe('gregorian');
  });
});

describe('「最後更新」 of a content page', () => {
  it('is the latest of the page’s own update dates', () => {
    expect(lastUpdate(['2026-03-01', '2026-05-02T01:00:00Z', undefined, 'soon'], '2026-01-01')).toBe(
      '2026-05-02T01:00:00Z',
    );
  });

  it('is the site’s date when the page has none', () => {
    expect(lastUpdate([undefined, 7, 'soon'], '2026-01-01')).toBe('2026-01-01');
    expect(lastUpdate([], undefined)).toBeUndefined();
  });
});

describe('the year a list filter starts from', () => {
  it('is the Taipei year, which turns eight hours before the UTC one', () => {
    expect(taipeiYear(Date.parse('2026-12-31T15:59:59Z'))).toBe(2026);
    expect(taipeiYear(Date.parse('2026-12-31T16:00:00Z'))).toBe(2027);
  });
});
