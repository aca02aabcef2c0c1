import { ManualTime } from '../../../src/adapters/time/manual-time.adapter';
import { pageScrollPlan } from '../../../src/domain/scroll/page-scroll-plan';
import { createPageScroll, type ScrollWindow } from '../../../src/ui/navigation/page-scroll.service';

/** A window whose scrolling is recorded; time is manual, so 1250 ms pass in a call. */
function aWindow({ scrollY = 0, pageHeight = 10_000, reducedMotion = false } = {}) {
  const events = new EventTarget();
  const positions: number[] = [];
  const win = {
    scrollY,
    innerHeight: 800,
    scrollTo: ((_x: number, y: number) => {
      positions.push(y);
      win.scrollY = y;
    }) as Window['scrollTo'],
    addEventListener: events.addEventListener.bind(events) as Window['addEventListener'],
    removeEventListener: events.removeEventListener.bind(events) as Window['removeEventListener'],
    document: { documentElement: { scrollHeight: pageHeight } } as unknown as Document,
    matchMedia: ((query: string) => ({
      matches: reducedMotion && query.includes('reduce'),
    })) as unknown as Window['matchMedia'],
  } satisfies ScrollWindow;
  return { win, positions, events };
}

function anElementAt(top: number): HTMLElement {
  const el = document.createElement('section');
  el.getBoundingClientRect = () => ({ top }) as DOMRect;
  document.body.append(el);
  return el;
}

let time: ManualTime;
beforeEach(() => {
  time = new ManualTime();
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('the page-scroll service', () => {
  it('walks the core plan in 10 ms steps over 1250 ms, ending exactly on the element', async () => {
    const { win, positions } = aWindow({ scrollY: 100 });
    const done = createPageScroll(time, win).scrollToElement(anElementAt(1900));

    time.advance(10);
    expect(positions).toHaveLength(1);
    time.advance(1240);
    await done;
    expect(positions).toEqual(pageScrollPlan(100, 2000, 1250, 10, 2));
    expect(positions).toHaveLength(125);
    expect(positions.at(-1)).toBe(2000);
  });

  it('scrolls to the top', async () => {
    const { win, positions } = aWindow({ scrollY: 3000 });
    const done = createPageScroll(time, win).scrollToTop();
    time.advance(1250);
    await done;
    expect(positions.at(-1)).toBe(0);
    expect(positions[0]).toBeGreaterThan(0);
  });

  it('does not move for less than 2 pixels', async () => {
    const { win, positions } = aWindow({ scrollY: 500 });
    await createPageScroll(time, win).scrollToElement(anElementAt(1));
    time.advance(2000);
    expect(positions).toEqual([]);
  });

  it('jumps straight to the target when the visitor prefers reduced motion', async () => {
    const { win, positions } = aWindow({ scrollY: 0, reducedMotion: true });
    await createPageScroll(time, win).scrollToElement(anElementAt(1500));
    expect(positions).toEqual([1500]);
  });

  it('leaves room for an offset and never aims past the end of the page', async () => {
    const { win, positions } = aWindow({ scrollY: 0, pageHeight: 2000, reducedMotion: true });
    const scroll = createPageScroll(time, win);
    await scroll.scrollToElement(anElementAt(600), { offset: 80 });
    await scroll.scrollToElement(anElementAt(5000));
    expect(positions).toEqual([520, 1200]);
  });

  it('stops where it is when the visitor turns the wheel', async () => {
    const { win, positions, events } = aWindow({ scrollY: 0 });
    const done = createPageScroll(time, win).scrollToElement(anElementAt(4000));
    time.advance(300);
    const reached = positions.length;
    events.dispatchEvent(new Event('wheel'));
    await done;
    time.advance(2000);
    expect(positions).toHaveLength(reached);
    expect(positions.at(-1)).toBeLessThan(4000);
  });

  it('lets a new scroll replace the running one', async () => {
    const { win, positions } = aWindow({ scrollY: 0 });
    const scroll = createPageScroll(time, win);
    const first = scroll.scrollToElement(anElementAt(4000));
    time.advance(500);
    const second = scroll.scrollToTop();
    await first;
    time.advance(1250);
    await second;
    expect(positions.at(-1)).toBe(0);
  });

  it('moves keyboard focus to the element without making it a Tab stop', async () => {
    const { win } = aWindow({ reducedMotion: true });
    const target = anElementAt(900);
    await createPageScroll(time, win).scrollToElement(target, { focus: true });
    expect(target).toHaveFocus();
    expect(target).toHaveAttribute('tabindex', '-1');
  });
});
