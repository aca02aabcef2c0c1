import type { ContentSource } from '../../domain/content/content.port';
import { linksTo, type LinkModule } from '../../domain/editing/item-refs';

/**
 * The modules an editor may link items from: the menu's pages whose module
 * holds items of its own, with its list layout, so each links field can keep the kind it takes
 * (`linksTo`). The module of each page is asked for once, all at once; a page whose module cannot
 * be read, or that only redirects elsewhere, is left out rather than failing the whole list.
 */
export async function linkModules(
  content: Pick<ContentSource, 'module'>,
  pages: ReadonlyArray<{ path: string; title: string }>,
): Promise<LinkModule[]> {
  const found = await Promise.all(
    pages.map(({ path, title }) =>
      content.module(path).then(
        (info): LinkModule | null =>
          info.redirectTo ? null : { path, title: info.title || title, moduleKey: info.moduleKey },
        () => null,
      ),
    ),
  );
  return found.filter(
    (module): module is LinkModule => module !== null && linksTo(undefined, module.moduleKey),
  );
}
