import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useHydrating } from '../parts/render-seed';
import { visuallyHiddenClass } from '../parts/visually-hidden';
import styles from './section-stack.module.css';

/**
 * How far ahead of the viewport a section starts loading: half a screen, so reading down rarely meets a
 * gap (a section chunk is 1–3 KB) while the first screen does not pay for the second.
 */
const AHEAD = '50% 0px';

/**
 * Whether the element has come within half a screen of the viewport, or the visitor has pressed a key
 * (a keyboard or screen-reader user, or find-in-page, should meet every section) — whichever is first.
 * Without IntersectionObserver (old browsers, jsdom) everything shows at once.
 */
function useNear(eager: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  // A server render draws the first screen only, so hydrating its markup must too: what is near is
  // decided after hydration, by the observer.
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
    let inMargin = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    // A section above still loading holds a placeholder shorter than itself, so this one may seem
    // near only until it renders: decide once nothing above is busy (otherwise whether a section
    // far down loaded with the first screen depended on which came first).
    const decide = () => {
      clearTimeout(retry);
      if (!inMargin) return;
      const busyAbove = [
        ...(element.closest('main') ?? document).querySelectorAll('[aria-busy="true"]'),
      ].some((busy) => busy.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING);
      if (busyAbove) retry = setTimeout(decide, 100);
      else show();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        inMargin = entries.some((entry) => entry.isIntersecting);
        decide();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    window.addEventListener('keydown', show, { once: true });
    window.addEventListener('beforeprint', show, { once: true });
    return () => {
      clearTimeout(retry);
      observer.disconnect();
      window.removeEventListener('keydown', show);
      window.removeEventListener('beforeprint', show);
    };
  }, [near]);
  return { ref, near };
}

export interface NearViewportProps {
  /** Render at once (the first section: it is the first screen). */
  eager: boolean;
  /** The section's title, kept in the page outline while its layout waits (screen readers list it). */
  title?: string | undefined;
  children: ReactNode;
}

/**
 * A home or landing section that loads only when it comes near the viewport: until then neither its
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
