import { linksTo, type LinkModule } from '../../domain/editing/item-refs';
import type { ModuleSummary } from '../../shared/modules.schema';

/**
 * The modules an editor may link items from: those holding items of their own, with their list
 * layout, so each links field can keep the kind it takes (`linksTo`). The menu's pages come first,
 * in menu order and under the menu's title where the module has none; a module no menu names yet
 * follows by path, as in the editor's other choices of a page. One answer of the site's modules
 * says it all (before, each page's module was asked for, one request per page); a module that only
 * redirects elsewhere is left out.
 */
export async function linkModules(
  source: { modules(): Promise<ModuleSummary[]> },
  pages: ReadonlyArray<{ path: string; title: string }>,
): Promise<LinkModule[]> {
  const modules = await source.modules();
  const linkable = (module: ModuleSummary | undefined): module is ModuleSummary & { moduleKey: string } =>
    module !== undefined &&
    module.redirects !== true &&
    module.moduleKey !== undefined &&
    linksTo(undefined, module.moduleKey);
  const named = (module: ModuleSummary & { moduleKey: string }, menuTitle?: string): LinkModule => ({
    path: module.path,
    title: module.title !== module.path || menuTitle === undefined ? module.title : menuTitle,
    moduleKey: module.moduleKey,
  });
  const inMenu = pages.flatMap(({ path, title }) => {
    const module = modules.find((m) => m.path === path);
    return linkable(module) ? [named(module, title)] : [];
  });
  const others = modules
    .filter((module) => !pages.some((page) => page.path === module.path))
    .filter(linkable)
    .map((module) => named(module));
  return [...inMenu, ...others];
}
