import { startTransition, use, useCallback, useEffect, useState } from 'react';
import { settleOnServer, useHydratingNow, useRenderSeed } from './render-seed';

// '1' in the browser's build (rspack.config.ts): the server's side of a render is then dropped from
// visitors' JS. The client is typed without Node; the name is declared where it is read.
declare const process: { readonly env: { readonly THEMESITE_BROWSER_BUILD?: string } };

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
  // A server render waits for the answer (React suspends here and writes the HTML once it is in);
  // the browser's first render after it takes the same answer from the page (render-seed.ts).
  const seed = useRenderSeed();
  const hydrating = useHydratingNow();
  const seedKey = seed && hydrating && typeof key === 'string' ? key : null;
  if (process.env.THEMESITE_BROWSER_BUILD !== '1' && seed?.mode === 'server' && seedKey !== null)
    use(settleOnServer(seed, seedKey, fetcher));
  const [state, setState] = useState<{ key: K | null; load: Load<T>; seeded?: boolean }>(() =>
    seedKey !== null && seed?.loads.has(seedKey)
      ? { key, load: { status: 'ready', data: seed.loads.get(seedKey) as T }, seeded: true }
      : { key, load: { status: 'loading' } },
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (key === null) return;
    // The answer came with the page: nothing to ask until the key changes or a retry.
    if (attempt === 0 && state.seeded && state.key === key) return;
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
    // The key names the request; `fetcher` is a fresh closure on every render by design, and the
    // seeded state is read once, at mount.
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const load: Load<T> = state.key === key ? state.load : { status: 'loading' };
  return { ...load, retry };
}
