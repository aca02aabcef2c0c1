import {
  formatTaiwanTime,
  isoToTaiwanLocal,
  scheduleProblem,
  taiwanLocalToIso,
  taiwanLocalToMs,
} from '../../../src/domain/editing/schedule-time';

describe('schedule times in Taiwan time', () => {
  it('reads a datetime-local value as Taiwan time, whatever the device zone', () => {
    expect(taiwanLocalToIso('2026-12-01T09:00')).toBe('2026-12-01T09:00:00+08:00');
    expect(taiwanLocalToMs('2026-12-01T09:00')).toBe(Date.parse('2026-12-01T01:00:00Z'));
  });

  it('keeps seconds when the input gives them', () => {
    expect(taiwanLocalToIso('2026-12-01T09:00:30')).toBe('2026-12-01T09:00:30+08:00');
  });

  it('refuses times that do not exist', () => {
    expect(taiwanLocalToIso('2026-02-30T09:00')).toBeNull();
    expect(taiwanLocalToIso('2026-12-01T24:10')).toBeNull();
    expect(taiwanLocalToIso('明天早上')).toBeNull();
    expect(taiwanLocalToMs('')).toBeNull();
  });

  it('shows a UTC time as the Taiwan wall clock, across midnight', () => {
    expect(isoToTaiwanLocal('2026-11-30T17:30:00Z')).toBe('2026-12-01T01:30');
    expect(isoToTaiwanLocal('not a time')).toBe('');
  });

  it('round-trips a typed value through the server form', () => {
    const iso = taiwanLocalToIso('2027-01-01T00:05')!;
    expect(isoToTaiwanLocal(new Date(Date.parse(iso)).toISOString())).toBe('2027-01-01T00:05');
  });

  it('formats a time for people with its zone named', () => {
    expect(formatTaiwanTime('2026-12-01T01:00:00.000Z')).toBe('2026/12/01 09:00（台灣時間）');
    expect(formatTaiwanTime('')).toBe('');
  });

  it('says why a schedule time cannot be used', () => {
    const now = Date.parse('2026-12-01T01:00:00Z');
    expect(scheduleProblem('', now)).toBe('請選擇日期與時間');
    expect(scheduleProblem('2026-13-01T09:00', now)).toBe('時間格式不正確');
    expect(scheduleProblem('2026-12-01T09:00', now)).toBe('排程時間必須晚於現在');
    expect(scheduleProblem('2026-12-01T09:01', now)).toBeNull();
  });
});
