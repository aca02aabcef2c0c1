import { use, useEffect, useState } from 'react';
import type { TooManyRedirectsError } from '../../domain/navigation/redirect-follower';
import type { ModuleInfo } from '../../shared/api-types';
import { useServices } from '../../composition/services-provider';
import { settleOnServer, useHydratingNow, useRenderSeed } from '../parts/render-seed';

// '1' in the browser's build (rspack.config.ts): the server's side of a render is then dropped from
// visitors' JS. The client is typed without Node; the name is declared where it is read.
declare const process: { readonly env: { readonly THEMESITE_BROWSER_BUILD?: string } };

export type ModuleInfoState =
  | { status: 'loading' }
  | { status: 'ready'; module: ModuleInfo }
  /** Left for another page (a redirect, /404, another site); the page renders nothing more. */
  | { status: 'leaving' }
  | { status: 'too-many-redirects'; error: TooManyRedirectsError }
  | { status: 'failed'; error: unknown; retry: () => void };

/**
 * The page's module, through the core's page resolver (redirects over the whole chain, /404 for an
 * unknown path). A thin adapter: the resolver decides and navigates; this hook only holds the state.
 */
export function useModuleInfo(
  lang: string,
  path: string,
  /** Told the module the moment it is known, before the page renders it (layout preloads); stable. */
  onModule?: (module: ModuleInfo) => void,
): ModuleInfoState {
  const { resolvePage, navigation } = useServices();
  // A server render waits for the module (a redirect or an unknown path is left to the browser,
  // which resolves it itself); hydrating its markup starts from the same module (render-seed.ts).
  const seed = useRenderSeed();
  const hydrating = useHydratingNow();
  const seedKey = seed && hydrating ? `module:${lang}/${path}` : null;
  if (process.env.THEMESITE_BROWSER_BUILD !== '1' && seed?.mode === 'server' && seedKey !== null) {
    use(
      settleOnServer(seed, seedKey, () =>
        resolvePage(lang, path, navigation.current()).then((resolution) =>
          resolution.kind === 'page' ? resolution.module : Promise.reject(new Error(resolution.kind)),
        ),
      ),
    );
  }
  const [state, setState] = useState<ModuleInfoState & { seeded?: boolean }>(() =>
    seedKey !== null && seed?.loads.has(seedKey)
      ? { status: 'ready', module: seed.loads.get(seedKey) as ModuleInfo, seeded: true }
      : { status: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // The module came with the page: tell the page, as an answer would, and ask nothing.
    if (state.status === 'ready' && state.seeded && attempt === 0) {
      onModule?.(state.module);
      return;
    }
    let live = true;
    setState({ status: 'loading' });
    resolvePage(lang, path, navigation.current()).then(
      (resolution) => {
        if (!live) return;
        if (resolution.kind === 'left') return setState({ status: 'leaving' });
        if (resolution.kind === 'too-many-redirects')
          return setState({ status: 'too-many-redirects', error: resolution.error });
        onModule?.(resolution.module);
        setState({ status: 'ready', module: resolution.module });
      },
      (error: unknown) => {
        if (live) setState({ status: 'failed', error, retry: () => setAttempt((n) => n + 1) });
      },
    );
    return () => {
      live = false;
    };
  }, [resolvePage, navigation, lang, path, onModule, attempt]);

  return state;
}
