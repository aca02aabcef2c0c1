import {
  dateCalendar,
  dateTimeAttr,
  formatDate,
  formatDateRange,
  setDateCalendar,
  yearOf,
} from '../../../src/ui/parts/format-date';

describe('the views’ date helpers', () => {
  afterEach(() => setDateCalendar('gregorian'));

  it('write 西元 dates until the site asks for 民國', () => {
    expect(dateCalendar()).toBe('gregorian');
    expect(formatDate('2025-03-14')).toBe('2025年3月14日');
    setDateCalendar('roc');
    expect(formatDate('2025-03-14')).toBe('民國114年3月14日');
    expect(formatDateRange('2025-03-14', '2025-03-15')).toBe('民國114年3月14日 – 民國114年3月15日');
  });

  it('give the machine-readable date and the 西元 year whatever the setting', () => {
    setDateCalendar('roc');
    expect(dateTimeAttr('2025-03-13T16:30:00Z')).toBe('2025-03-14');
    expect(yearOf('2024-12-31T20:00:00Z')).toBe(2025);
    expect(yearOf('')).toBeNull();
  });
});
