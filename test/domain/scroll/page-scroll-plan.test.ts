import { easeInOutExpo, pageScrollPlan } from '../../../src/domain/scroll/page-scroll-plan';

describe('pageScrollPlan', () => {
  it('visits one position per 10 ms over 1250 ms by default, ending exactly on the target', () => {
    const plan = pageScrollPlan(0, 1000);
    expect(plan).toHaveLength(125);
    expect(plan.at(-1)).toBe(1000);
  });

  it('eases: slow at both ends, fast in the middle, never overshooting', () => {
    const plan = pageScrollPlan(0, 1000);
    const steps = plan.map((p, i) => p - (plan[i - 1] ?? 0));
    expect(steps[0]).toBeLessThan(1);
    expect(Math.max(...steps)).toBeGreaterThan(50);
    expect(steps.at(-1)).toBeLessThan(1);
    expect(plan.every((p, i) => p >= (plan[i - 1] ?? 0) && p <= 1000)).toBe(true);
  });

  it('scrolls upwards as well', () => {
    const plan = pageScrollPlan(800, 100);
    expect(plan.at(-1)).toBe(100);
    expect(plan.every((p, i) => p <= (plan[i - 1] ?? 800) && p >= 100)).toBe(true);
  });

  it('plans nothing below the minimum distance of 2', () => {
    expect(pageScrollPlan(100, 101.9)).toEqual([]);
    expect(pageScrollPlan(100, 102)).not.toEqual([]);
  });

  it('jumps straight to the target without a duration or interval', () => {
    expect(pageScrollPlan(0, 500, 0)).toEqual([500]);
    expect(pageScrollPlan(0, 500, 100, 0)).toEqual([500]);
    expect(pageScrollPlan(0, 500, 5, 10)).toEqual([500]);
  });

  it('takes its own timing and threshold', () => {
    expect(pageScrollPlan(0, 100, 100, 25)).toHaveLength(4);
    expect(pageScrollPlan(0, 10, 100, 10, 50)).toEqual([]);
  });

  it('plans nothing for positions that are not numbers', () => {
    expect(pageScrollPlan(Number.NaN, 100)).toEqual([]);
    expect(pageScrollPlan(0, Number.POSITIVE_INFINITY)).toEqual([]);
  });

  it('eases from 0 to 1 through the middle', () => {
    expect([
      easeInOutExpo(-1),
      easeInOutExpo(0),
      easeInOutExpo(0.5),
      easeInOutExpo(1),
      easeInOutExpo(2),
    ]).toEqual([0, 0, 0.5, 1, 1]);
  });
});
