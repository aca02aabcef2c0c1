import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../parts/button-class';
import styles from './horizontal-scroller.module.css';

export interface HorizontalScrollerProps {
  /** Names the scrolling region for screen readers (usually the section title). */
  label: string;
  /** `li` elements; each snaps to the start edge. */
  children: ReactNode;
  /** The caller's class for the `ul` track (gap, padding for an axis line…); it overrides the track's own look. */
  trackClassName?: string;
}

interface Edges {
  canPrevious: boolean;
  canNext: boolean;
}

/** Half a pixel of rounding at either end must not leave a button enabled for nothing. */
const EDGE_SLACK = 1;

function edgesOf(el: HTMLElement): Edges {
  return {
    canPrevious: el.scrollLeft > EDGE_SLACK,
    canNext: el.scrollLeft + el.clientWidth < el.scrollWidth - EDGE_SLACK,
  };
}

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * A row of items that scrolls sideways inside the section (never the page), with previous/next
 * buttons for pointer users and a focusable track for keyboard users (arrow keys scroll it; tabbing
 * to a link scrolls that link into view). Nothing moves by itself. The buttons stay focusable at
 * the ends (aria-disabled rather than disabled) so focus is not dropped when one becomes inactive.
 */
export function HorizontalScroller({ label, children, trackClassName }: HorizontalScrollerProps) {
  const { t } = useTranslation();
  const trackId = useId();
  const trackRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState<Edges>({ canPrevious: false, canNext: false });

  const measure = useCallback(() => {
    const el = trackRef.current;
    if (!el) return;
    const next = edgesOf(el);
    setEdges((current) =>
      current.canPrevious === next.canPrevious && current.canNext === next.canNext ? current : next,
    );
  }, []);

  useEffect(() => {
    measure();
    const el = trackRef.current;
    if (!el || typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure]);

  const scrollByPage = (direction: -1 | 1) => {
    const el = trackRef.current;
    if (!el) return;
    // Most of a page, so the last item of one view is still visible at the start of the next.
    const left = direction * Math.max(el.clientWidth * 0.85, 1);
    const behavior: ScrollBehavior = prefersReducedMotion() ? 'auto' : 'smooth';
    if (typeof el.scrollBy === 'function') el.scrollBy({ left, behavior });
    else el.scrollLeft += left;
    measure();
  };

  const button = (direction: -1 | 1) => {
    const enabled = direction < 0 ? edges.canPrevious : edges.canNext;
    return (
      <button
        type="button"
        aria-label={t(direction < 0 ? 'sections.scroller.previous' : 'sections.scroller.next')}
        aria-controls={trackId}
        aria-disabled={!enabled}
        onClick={() => {
          if (enabled) scrollByPage(direction);
        }}
        className={buttonClass({ variant: 'outline', size: 'md', className: styles.button })}
        data-part={direction < 0 ? 'scroller-previous' : 'scroller-next'}
      >
        <span aria-hidden="true">{direction < 0 ? '‹' : '›'}</span>
      </button>
    );
  };

  return (
    <div data-part="horizontal-scroller" className={styles.scroller}>
      <div className={styles.controls}>
        {button(-1)}
        {button(1)}
      </div>
      <ul
        id={trackId}
        ref={trackRef}
        // A scrollable region must be reachable by keyboard, and named so it is announced sensibly.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus.
        tabIndex={0}
        aria-label={label}
        onScroll={measure}
        className={trackClassName ? `${styles.track} ${trackClassName}` : styles.track}
      >
        {children}
      </ul>
    </div>
  );
}
