import {
  dateTimeAttr,
  formatDate,
  formatDateLong,
  formatDateRange,
  yearOf,
} from '../../../src/ui/parts/format-date';

describe('formatDate', () => {
  it('shows a calendar date as year-month-day with zero padding', () => {
    expect(formatDate('2025-03-14')).toBe('2025-03-14');
  });

  it('shows a timestamp as its calendar day in Taiwan', () => {
    // 16:30 UTC on the 13th is already half past midnight on the 14th in Taipei.
    expect(formatDate('2025-03-13T16:30:00Z')).toBe('2025-03-14');
  });

  it('leaves a value that is not a date as it is', () => {
    expect(formatDate('民國一一四年')).toBe('民國一一四年');
    expect(formatDate(undefined)).toBe('');
  });

  it('writes the zh-TW long form without zero padding', () => {
    expect(formatDateLong('2025-03-04')).toBe('2025年3月4日');
  });

  it('joins a range with an en dash and collapses a one-day range', () => {
    expect(formatDateRange('2025-03-14', '2025-03-20')).toBe('2025-03-14 – 2025-03-20');
    expect(formatDateRange('2025-03-14', '2025-03-14')).toBe('2025-03-14');
    expect(formatDateRange('2025-03-14', undefined)).toBe('2025-03-14');
  });

  it('gives the machine-readable date and the year', () => {
    expect(dateTimeAttr('2025-03-13T16:30:00Z')).toBe('2025-03-14');
    expect(dateTimeAttr('later')).toBeUndefined();
    expect(yearOf('2024-12-31T20:00:00Z')).toBe(2025);
    expect(yearOf('')).toBeNull();
  });
});
