import { DAY_MS, dayPeriodOf, taipeiDayStart } from '../../../src/server/platform/day-period';
import { Refusal } from '../../../src/server/platform/refusals';

const refusalOf = (run: () => unknown): Refusal => {
  try {
    run();
  } catch (error) {
    if (error instanceof Refusal) return error;
    throw error;
  }
  throw new Error('no refusal');
};

describe('taipeiDayStart', () => {
  it('is midnight in Taipei, 16:00 UTC the day before', () => {
    expect(new Date(taipeiDayStart('2026-11-22')!).toISOString()).toBe('2026-11-21T16:00:00.000Z');
  });

  it.each(['2026-02-30', '2026-13-01', '2026-1-01', '22/11/2026', '', 20261122, undefined])(
    'is undefined for %p, which is no real day',
    (text) => {
      expect(taipeiDayStart(text)).toBeUndefined();
    },
  );
});

describe('dayPeriodOf', () => {
  it('reads both ends, the end day included', () => {
    const period = dayPeriodOf({ from: '2026-11-22', to: '2026-11-23' });
    expect(period).toEqual({ from: taipeiDayStart('2026-11-22'), toExclusive: taipeiDayStart('2026-11-24') });
    expect(period.toExclusive! - period.from!).toBe(2 * DAY_MS);
  });

  it('leaves an end open when it is absent or empty, unless it is required', () => {
    expect(dayPeriodOf({ from: '', to: undefined })).toEqual({});
    expect(dayPeriodOf({ to: '2026-11-22' })).toEqual({ toExclusive: taipeiDayStart('2026-11-23') });
    const refusal = refusalOf(() => dayPeriodOf({ from: '2026-11-22' }, { required: true }));
    expect(refusal.kind).toBe('invalid');
    expect(refusal.fields).toEqual({ to: '請填寫結束日期' });
  });

  it('names each wrong field in one zh-TW sentence', () => {
    const refusal = refusalOf(() => dayPeriodOf({ from: '2026-02-30', to: ['2026-11-22'] }));
    expect(refusal.message).toBe(
      '查詢期間有誤：開始日期必須是 YYYY-MM-DD 的日期，例如 2026-11-22；結束日期必須是 YYYY-MM-DD 的日期，例如 2026-11-22',
    );
    expect(Object.keys(refusal.fields ?? {})).toEqual(['from', 'to']);
  });

  it('refuses an end before the start, and one day more than the longest period', () => {
    expect(refusalOf(() => dayPeriodOf({ from: '2026-11-23', to: '2026-11-22' })).fields).toEqual({
      to: '結束日期不可早於開始日期',
    });
    expect(dayPeriodOf({ from: '2026-11-22', to: '2026-11-22' }, { maxDays: 1 })).toBeDefined();
    expect(
      refusalOf(() => dayPeriodOf({ from: '2026-11-22', to: '2026-11-23' }, { maxDays: 1 })).fields,
    ).toEqual({ to: '查詢期間最長 1 天' });
  });
});
