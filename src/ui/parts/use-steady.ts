import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * One function for the component's whole life that always calls the latest `fn`: a memoized part
 * given it is not drawn again because its parent's handler was made anew. Call it from events, not
 * while rendering: during a render it still calls the previous drawing's `fn`.
 */
export function useSteady<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
