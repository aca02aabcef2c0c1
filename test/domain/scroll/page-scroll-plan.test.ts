import { easeInOutExpo, pageScrollPlan } from '../../../src/domain/scroll/page-scroll-plan';

/** The site's timing (src/ui/theme/motion.ts): 1250 ms in 10 ms steps, nothing under 2 px. */
const SITE = [1250, 10, 2] as const;

describe('pageScrollPlan', () => {
  it('visits one position per 10 ms over 1250 ms with the site timing, ending exactly on the target', () => {
    const plan = pageScrollPlan(0, 1000, ...SITE);
    expect(plan).toHaveLength(125);
    expect(plan.at(-1)).toBe(1000);
  });

  it('eases: slow at both ends, fast in the middle, never overshooting', () => {
    const plan = pageScrollPlan(0, 1000, ...SITE);
    const steps = plan.map((p, i) => p - (plan[i - 1] ?? 0));
    expect(steps[0]).toBeLessThan(1);
    expect(Math.max(...steps)).toBeGreaterThan(50);
    expect(steps.at(-1)).toBeLessThan(1);
    expect(plan.every((p, i) => p >= (plan[i - 1] ?? 0) && p <= 1000)).toBe(true);
  });

  it('scrolls upwards as well', () => {
    const plan = pageScrollPlan(800, 100, ...SITE);
    expect(plan.at(-1)).toBe(100);
    expect(plan.every((p, i) => p <= (plan[i - 1] ?? 800) && p >= 100)).toBe(true);
  });

  it('plans nothing below the minimum distance of 2', () => {
    expect(pageScrollPlan(100, 101.9, ...SITE)).toEqual([]);
    expect(pageScrollPlan(100, 102, ...SITE)).not.toEqual([]);
  });

  it('jumps straight to the target without a duration or interval', () => {
    expect(pageScrollPlan(0, 500, 0, 10, 2)).toEqual([500]);
    expect(pageScrollPlan(0, 500, 100, 0, 2)).toEqual([500]);
    expect(pageScrollPlan(0, 500, 5, 10, 2)).toEqual([500]);
  });

  it('takes its own timing and threshold', () => {
    expect(pageScrollPlan(0, 100, 100, 25, 2)).toHaveLength(4);
    expect(pageScrollPlan(0, 10, 100, 10, 50)).toEqual([]);
  });

  it('plans nothing for positions that are not numbers', () => {
    expect(pageScrollPlan(Number.NaN, 100, ...SITE)).toEqual([]);
    expect(pageScrollPlan(0, Number.POSITIVE_INFINITY, ...SITE)).toEqual([]);
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
