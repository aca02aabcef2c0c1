import { PageNotFound } from '../../domain/content/content-failure';
import type { ContentSource } from '../../domain/content/content.port';
import type { Navigation } from '../../domain/navigation/navigation.port';
import { followRedirects, TooManyRedirectsError } from '../../domain/navigation/redirect-follower';
import { isExternalUrl, modulePathOf, NOT_FOUND_PATH, pageHref } from '../../domain/navigation/site-paths';
import type { ModuleInfo } from '../../shared/api-types';

export type PageResolution =
  /** The page to render. */
  | { kind: 'page'; module: ModuleInfo }
  /** The resolver has sent the visitor elsewhere (a redirect, /404, another site); render nothing. */
  | { kind: 'left' }
  | { kind: 'too-many-redirects'; error: TooManyRedirectsError };

export interface ResolvePageDeps {
  content: Pick<ContentSource, 'module'>;
  navigation: Pick<Navigation, 'replace' | 'leave'>;
}

/** A module answer whose `redirectTo` leaves the module pages: the follower stops there. */
type Hop = ModuleInfo & { leaveTo?: string };

/**
 * Resolves the module of a page (`GET /api/site/module/{path}`), following app-level redirects.
 * A `redirectTo` may name a module path (`news`) or a site URL (`/home/zh-tw/news`); a site URL of
 * a module page is followed here like a module path, so the spec's bound of 31 and the loop check
 * hold for the whole chain. A redirect to any other site URL (a detail, the sitemap) or to another
 * site ends the following with a navigation there; the trail so far is carried to the page that
 * opens next, so a chain that passes through it still counts from its start. An unknown path ends
 * on /404.
 */
export function createPageResolver(deps: ResolvePageDeps) {
  /** The chain a redirect navigation carries to the page it opens, consumed by the next resolve. */
  let carried: { href: string; trail: readonly string[] } | null = null;

  const leave = (to: string, trail: readonly string[]): PageResolution => {
    if (isExternalUrl(to)) {
      deps.navigation.leave(to);
    } else {
      carried = { href: to.split(/[?#]/)[0]!, trail };
      deps.navigation.replace(to);
    }
    return { kind: 'left' };
  };

  return async function resolvePage(
    lang: string,
    path: string,
    /** The URL path the visitor is on, which tells a carried chain from a fresh visit. */
    arrivedAt: string,
  ): Promise<PageResolution> {
    const earlier = carried !== null && carried.href === arrivedAt.split(/[?#]/)[0] ? carried.trail : [];
    carried = null;
    const resolve = async (hop: string): Promise<Hop> => {
      const answer = await deps.content.module(hop);
      const next = answer.redirectTo;
      if (typeof next !== 'string' || next === '' || (!next.startsWith('/') && !isExternalUrl(next)))
        return answer;
      const modulePath = modulePathOf(next, lang);
      if (modulePath !== null) return { ...answer, redirectTo: modulePath };
      return { ...answer, redirectTo: '', leaveTo: next };
    };
    try {
      const {
        path: finalPath,
        answer,
        trail,
      } = await followRedirects<Hop>(path, resolve, {
        trail: earlier,
      });
      if (answer.leaveTo !== undefined) return leave(answer.leaveTo, [...trail, answer.leaveTo]);
      // The final page is shown at its own URL, in place of the one that redirected.
      if (finalPath !== path) return leave(pageHref(lang, finalPath), trail);
      return { kind: 'page', module: answer };
    } catch (error) {
      if (error instanceof TooManyRedirectsError) return { kind: 'too-many-redirects', error };
      if (error instanceof PageNotFound) {
        deps.navigation.replace(NOT_FOUND_PATH);
        return { kind: 'left' };
      }
      throw error;
    }
  };
}

export type PageResolver = ReturnType<typeof createPageResolver>;
