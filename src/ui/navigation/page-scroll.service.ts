import { pageScrollPlan } from '../../domain/scroll/page-scroll-plan';
import type { TimerHandle, Timers } from '../../domain/time/clock.port';
import { SCROLL } from '../theme/motion';

export interface ScrollOptions {
  /** Pixels left free above the target, e.g. under a sticky header. */
  offset?: number;
  /** Moves keyboard focus to the element once there, so the next Tab continues from it. */
  focus?: boolean;
}

export interface PageScroll {
  /** Scrolls the page so `el` is at the top (less `offset`); resolves when done or interrupted. */
  scrollToElement(el: Element, options?: ScrollOptions): Promise<void>;
  scrollToTop(): Promise<void>;
  /** Stops a running scroll where it is. */
  cancel(): void;
}

/** What the service uses of the browser, so a test can hand in jsdom's window with its own timers. */
export type ScrollWindow = Pick<
  Window,
  'scrollY' | 'innerHeight' | 'scrollTo' | 'addEventListener' | 'removeEventListener' | 'document'
> & { matchMedia?: Window['matchMedia'] };

// The visitor taking over (wheel, touch, click, key) ends an animated scroll instead of fighting it.
const INTERRUPTS = ['wheel', 'touchstart', 'mousedown', 'keydown'] as const;

/**
 * The page-scroll service: the core's pure plan (1250 ms in 10 ms steps, nothing under 2 px) walked
 * with the core's `Timers` port (manual time in tests). With prefers-reduced-motion the page jumps
 * straight to the target.
 */
export function createPageScroll(timers: Timers, win: ScrollWindow = window): PageScroll {
  let running: { handle: TimerHandle | undefined; finish(): void } | null = null;

  const cancel = () => {
    running?.finish();
  };

  const reducedMotion = () =>
    typeof win.matchMedia === 'function' && win.matchMedia('(prefers-reduced-motion: reduce)').matches;

  const maxScroll = () => Math.max(0, win.document.documentElement.scrollHeight - win.innerHeight);

  function scrollTo(target: number): Promise<void> {
    cancel();
    const to = Math.min(Math.max(0, Math.round(target)), maxScroll());
    if (reducedMotion()) {
      win.scrollTo(0, to);
      return Promise.resolve();
    }
    const plan = pageScrollPlan(win.scrollY, to, SCROLL.durationMs, SCROLL.intervalMs, SCROLL.minDistance);
    if (plan.length === 0) return Promise.resolve();

    return new Promise<void>((resolve) => {
      const current = {
        handle: undefined as TimerHandle | undefined,
        finish() {
          if (running !== current) return;
          running = null;
          if (current.handle !== undefined) timers.cancel(current.handle);
          for (const type of INTERRUPTS) win.removeEventListener(type, cancel);
          resolve();
        },
      };
      running = current;
      for (const type of INTERRUPTS) win.addEventListener(type, cancel, { passive: true });
      let step = 0;
      const tick = () => {
        win.scrollTo(0, plan[step] ?? to);
        step += 1;
        if (step >= plan.length) return current.finish();
        current.handle = timers.schedule(tick, SCROLL.intervalMs);
      };
      current.handle = timers.schedule(tick, SCROLL.intervalMs);
    });
  }

  function focus(el: Element) {
    const target = el as HTMLElement;
    if (typeof target.focus !== 'function') return;
    // Focusable from script without becoming a Tab stop.
    if (!target.hasAttribute('tabindex') && target.tabIndex < 0) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }

  return {
    async scrollToElement(el, options = {}) {
      const top = el.getBoundingClientRect().top + win.scrollY - (options.offset ?? 0);
      // Focus first: it does not move the page (preventScroll) and keyboard users need not wait 1.25 s.
      if (options.focus) focus(el);
      await scrollTo(top);
    },
    scrollToTop: () => scrollTo(0),
    cancel,
  };
}
