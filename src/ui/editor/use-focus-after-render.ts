import { useEffect, useRef, useState } from 'react';

/**
 * Keeps focus on the control a user pressed after a move re-renders the list (a moved row is a new
 * element in a new place): `keep(key)` is the ref of each control, `focusAfterRender(key)` names
 * the one to focus once the next render has placed it. One mechanism for every reorderable list of
 * the editor (files, menu items, footer links, banner slides).
 */
export function useFocusAfterRender() {
  const [controls] = useState(() => new Map<string, HTMLElement>());
  const next = useRef<string | null>(null);

  useEffect(() => {
    const key = next.current;
    if (!key) return;
    const element = controls.get(key);
    if (element) {
      next.current = null;
      element.focus();
    }
  });

  const keep = (key: string) => (element: HTMLElement | null) => {
    if (element) controls.set(key, element);
    else controls.delete(key);
  };
  const focusAfterRender = (key: string): void => {
    next.current = key;
  };
  return { keep, focusAfterRender };
}
