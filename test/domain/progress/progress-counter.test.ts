import { ProgressCounter } from '../../../src/domain/progress/progress-counter';

describe('ProgressCounter', () => {
  it('is hidden with no task open', () => {
    expect(new ProgressCounter().visible).toBe(false);
  });

  it('stays visible while any task is open and closes only when all have ended', () => {
    const progress = new ProgressCounter();
    const first = progress.begin();
    const second = progress.begin();
    first.end();
    expect(progress.visible).toBe(true);
    second.end();
    expect(progress.visible).toBe(false);
  });

  it('ignores a second end() of the same task, so it cannot close another task', () => {
    const progress = new ProgressCounter();
    const first = progress.begin();
    progress.begin();
    first.end();
    first.end();
    expect(progress.openTasks).toBe(1);
    expect(progress.visible).toBe(true);
  });

  it('never goes negative', () => {
    const progress = new ProgressCounter();
    const task = progress.begin();
    task.end();
    task.end();
    expect(progress.openTasks).toBe(0);
  });

  it('tells subscribers when visibility flips, not on every task', () => {
    const progress = new ProgressCounter();
    const seen: boolean[] = [];
    const unsubscribe = progress.subscribe((visible) => seen.push(visible));
    const a = progress.begin();
    const b = progress.begin();
    a.end();
    b.end();
    unsubscribe();
    progress.begin();
    expect(seen).toEqual([true, false]);
  });
});
