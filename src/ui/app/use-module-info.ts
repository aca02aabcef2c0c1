import { useEffect, useState } from 'react';
import { ApiError } from '../../domain/errors/api-errors';
import { followRedirects, TooManyRedirectsError } from '../../domain/navigation/redirect-follower';
import type { ModuleInfo } from '../../shared/api-types';
import { useServices } from '../../composition/services-provider';
import { paths } from '../routes/paths';

export type ModuleInfoState =
  | { status: 'loading' }
  | { status: 'ready'; module: ModuleInfo }
  /** Left for another page (a redirect, or /404); the page renders nothing more. */
  | { status: 'leaving' }
  | { status: 'too-many-redirects'; error: TooManyRedirectsError }
  | { status: 'failed'; error: unknown };

const SITE_PATH = /^\//;
const EXTERNAL = /^https?:\/\//i;

/** A `redirectTo` that names another site URL rather than a module path stops the following. */
type Hop = ModuleInfo & { leaveTo?: string };

/**
 * `GET /api/site/module/{path}`, following app-level redirects (`redirectTo`) with the core's
 * follower: at most 31, then the too-many-redirects page. A redirect ends on the final page's own
 * URL (replacing the history entry); an unknown path ends on /404.
 */
export function useModuleInfo(
  lang: string,
  path: string,
  /** Told the module the moment it is known, before the page renders it (layout preloads); stable. */
  onModule?: (module: ModuleInfo) => void,
): ModuleInfoState {
  const { api, navigation } = useServices();
  const [state, setState] = useState<ModuleInfoState>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    const resolve = async (hop: string): Promise<Hop> => {
      if (SITE_PATH.test(hop) || EXTERNAL.test(hop))
        return { moduleKey: '', templateKey: '', title: '', leaveTo: hop };
      // The caller decides: a 404 here is a page that does not exist, not an error dialog.
      return api.get<ModuleInfo>(`/api/site/module/${encodeURIComponent(hop)}`, { errors: 'caller' });
    };
    followRedirects<Hop>(path, resolve)
      .then(({ path: finalPath, answer, redirects }) => {
        if (!live) return;
        if (answer.leaveTo !== undefined) {
          setState({ status: 'leaving' });
          if (EXTERNAL.test(answer.leaveTo)) window.location.replace(answer.leaveTo);
          else navigation.replace(answer.leaveTo);
          return;
        }
        if (redirects > 0) {
          setState({ status: 'leaving' });
          navigation.replace(paths.page.href(lang, finalPath));
          return;
        }
        onModule?.(answer);
        setState({ status: 'ready', module: answer });
      })
      .catch((error: unknown) => {
        if (!live) return;
        if (error instanceof TooManyRedirectsError) return setState({ status: 'too-many-redirects', error });
        if (error instanceof ApiError && error.status === 404) {
          setState({ status: 'leaving' });
          return navigation.replace(paths.notFound.href());
        }
        setState({ status: 'failed', error });
      });
    return () => {
      live = false;
    };
  }, [api, navigation, lang, path, onModule]);

  return state;
}
