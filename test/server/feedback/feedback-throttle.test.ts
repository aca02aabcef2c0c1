import { FeedbackThrottle } from '../../../src/server/feedback/feedback-throttle';

describe('the page feedback limit per address and page', () => {
  let now = 0;
  const clock = { now: () => now };
  const throttle = () => new FeedbackThrottle(clock, { max: 2, windowMs: 60_000 });

  beforeEach(() => {
    now = 1_000_000;
  });

  it('counts per address and page, and says how long until the window ends', () => {
    const limit = throttle();
    expect(limit.take('10.0.0.1', 'news', '1')).toBeNull();
    now += 15_000;
    expect(limit.take('10.0.0.1', 'news', '1')).toBeNull();
    expect(limit.take('10.0.0.1', 'news', '1')).toBe(45);
    expect(limit.take('10.0.0.1', 'news', '2')).toBeNull();
    expect(limit.take('10.0.0.2', 'news', '1')).toBeNull();
    expect(limit.take('10.0.0.1', 'about', '')).toBeNull();
  });

  it('keeps no address past its window', () => {
    const limit = throttle();
    limit.take('10.0.0.1', 'news', '1');
    now += 30_000;
    limit.take('10.0.0.2', 'news', '1');
    expect(limit.size).toBe(2);
    now += 30_000;
    expect(limit.size).toBe(1);
    now += 30_000;
    expect(limit.size).toBe(0);
    expect(limit.take('10.0.0.1', 'news', '1')).toBeNull();
  });
});
