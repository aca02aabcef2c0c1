import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useHydrating } from '../parts/render-seed';
import { visuallyHiddenClass } from '../parts/visually-hidden';
import styles from './section-stack.module.css';

/**
 * The first screen of a home or landing page: its first sections, a fixed number. The
 * server renders exactly these and the browser hydrates them; nothing else loads before the visitor
 * moves. Two is the demo's phone screen (412 × 915: header, banner, quick links) and a desktop's;
 * a count, not heights, because the server knows no viewport and the choice must not change from
 * run to run (the budget counts what the home page loads: docs/performance.md, "Near").
 */
export const FIRST_SCREEN_SECTIONS = 2;

/**
 * How far below the viewport a later section starts loading once the visitor scrolls: half a
 * screen, so reading down rarely meets a gap (a section chunk is 1–3 KB).
 */
const AHEAD = 0.5;

/** Set by the visitor's first scroll: from then on, sections within half a screen load. */
let scrolled = false;

/**
 * Whether a later section should show: it is inside the viewport itself (a screen taller than the
 * first screen's sections never shows an empty place), or within half a screen of it after the
 * visitor has scrolled; or the visitor pressed a key (a keyboard or screen-reader user, and
 * find-in-page, should meet every section) or prints. Without IntersectionObserver (old browsers,
 * jsdom) everything shows at once. Nothing loads on a timer or at idle: what loads without the
 * visitor's doing is then the same on every load of the same screen size.
 */
function useNear(eager: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  // A server render draws the first screen only, so hydrating its markup must too: what is near is
  // decided after hydration.
  const hydrating = useHydrating();
  const [near, setNear] = useState(
    () => eager || (!hydrating && typeof IntersectionObserver === 'undefined'),
  );
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const show = () => setNear(true);
    if (typeof IntersectionObserver === 'undefined') {
      show();
      return;
    }
    // A key pressed before the server's markup woke up went unheard; a Tab leaves its mark: the
    // focus is already on something of the page. Only then: a client navigation moves the focus
    // itself (route-change.tsx), which says nothing of the visitor's keyboard.
    if (hydrating && document.activeElement !== null && document.activeElement !== document.body) {
      show();
      return;
    }
    let retry: ReturnType<typeof setTimeout> | undefined;
    // Where the place is, as the observers see it: in the viewport, and within the look-ahead. Only
    // their own reports say so; measuring the place again could disagree with them (an observer
    // counts a place touching its edge as inside) and then wait for a crossing that never comes,
    // as at the foot of the page, where no scroll can move the place any more.
    let inView = false;
    let inReach = false;
    // A section above still loading holds a placeholder shorter than itself, so this one may seem
    // near only until it renders: decide once nothing above is busy.
    const decide = () => {
      clearTimeout(retry);
      if (!inView && !(scrolled && inReach)) return;
      const busyAbove = [
        ...(element.closest('main') ?? document).querySelectorAll('[aria-busy="true"]'),
      ].some((busy) => busy.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING);
      if (busyAbove) retry = setTimeout(decide, 100);
      else show();
    };
    const watch = (rootMargin: string, report: (inside: boolean) => void) =>
      new IntersectionObserver(
        (entries) => {
          const last = entries[entries.length - 1];
          if (last) report(last.isIntersecting);
          decide();
        },
        { rootMargin },
      );
    // The first scroll widens the place's reach to the look-ahead; later ones are the observers' to
    // notice.
    const onScroll = () => {
      scrolled = true;
      decide();
    };
    const observers = [
      watch('0px', (inside) => (inView = inside)),
      watch(`${AHEAD * 100}% 0px`, (inside) => (inReach = inside)),
    ];
    for (const observer of observers) observer.observe(element);
    window.addEventListener('scroll', onScroll, { passive: true, once: true });
    window.addEventListener('keydown', show, { once: true });
    window.addEventListener('beforeprint', show, { once: true });
    return () => {
      clearTimeout(retry);
      for (const observer of observers) observer.disconnect();
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('keydown', show);
      window.removeEventListener('beforeprint', show);
    };
  }, [near, hydrating]);
  return { ref, near };
}

export interface NearViewportProps {
  /** Render at once, on the server too (the section is part of the first screen). */
  eager: boolean;
  /** The section's title, kept in the page outline while its layout waits (screen readers list it). */
  title?: string | undefined;
  children: ReactNode;
}

/**
 * A home or landing section after the first screen: until the visitor comes near, neither its
 * layout code nor its rows are asked for, so a phone on a slow network spends its first seconds on
 * what is on screen (docs/performance.md, docs/decisions.md #12). The place is held at the same
 * minimum height as a loading section, so nothing jumps.
 */
export function NearViewport({ eager, title, children }: NearViewportProps) {
  const { ref, near } = useNear(eager);
  if (near) return <>{children}</>;
  return (
    // Not aria-busy: nothing is loading until the visitor comes near.
    <div ref={ref} className={styles.placeholder} data-part="section-deferred">
      {title && <h2 className={visuallyHiddenClass}>{title}</h2>}
    </div>
  );
}
