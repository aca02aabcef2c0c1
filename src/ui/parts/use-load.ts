import { startTransition, useCallback, useEffect, useState } from 'react';

export type Load<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'ready'; data: T; error?: undefined }
  | { status: 'failed'; data?: undefined; error: unknown };

/**
 * Runs `fetcher` whenever `key` changes and keeps only the answer for the current key, so a slow
 * answer for a page the visitor already left never overwrites the page they are on, and none lands
 * after the view is gone. The one "latest answer wins" loader of the public pages and the editor:
 * the key is a path, or the object a load depends on (the editing kit), compared by identity;
 * null loads nothing.
 */
export function useLoad<T, K = string>(
  key: K | null,
  fetcher: () => Promise<T>,
): Load<T> & { retry(): void } {
  const [state, setState] = useState<{ key: K | null; load: Load<T> }>({
    key,
    load: { status: 'loading' },
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (key === null) return;
    let current = true;
    setState((s) =>
      s.key === key && s.load.status === 'loading' ? s : { key, load: { status: 'loading' } },
    );
    fetcher().then(
      // The page an answer fills can be large: rendered as a transition, in slices (see start-app.tsx).
      (data) => current && startTransition(() => setState({ key, load: { status: 'ready', data } })),
      (error: unknown) => current && setState({ key, load: { status: 'failed', error } }),
    );
    return () => {
      current = false;
    };
    // The key names the request; `fetcher` is a fresh closure on every render by design.
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const load: Load<T> = state.key === key ? state.load : { status: 'loading' };
  return { ...load, retry };
}
