import { useMemo } from 'react';
import type { EditingKit } from '../../../application/editing/editing-kit';
import type { ContentKind } from '../../../shared/api-types';
import { useLoad } from '../../parts/use-load';

export interface SitePage {
  path: string;
  title: string;
  /** The module's kind, once the modules have answered (the menu does not say). */
  kind?: ContentKind;
  /** `false` for a single page never published (the modules say so): visitors get 404 there. */
  published?: false;
}

/**
 * The menu's pages in menu order, then every other module by path: one not in the menu yet too.
 * Each takes its kind from the module at its path.
 */
export function mergeSitePages(menuPages: readonly SitePage[], modules: readonly SitePage[]): SitePage[] {
  const kindOf = (path: string) => modules.find((module) => module.path === path)?.kind ?? undefined;
  const unpublished = (path: string) =>
    modules.some((module) => module.path === path && module.published === false);
  const page = ({ path, title }: SitePage, kind = kindOf(path)): SitePage => ({
    path,
    title,
    ...(kind === undefined ? {} : { kind }),
    ...(unpublished(path) ? { published: false as const } : {}),
  });
  const extra = modules.filter((module) => !menuPages.some((listed) => listed.path === module.path));
  return [
    ...menuPages.map((listed) => page(listed, listed.kind ?? kindOf(listed.path))),
    ...extra.map((m) => page(m)),
  ];
}

/**
 * The pages an editor may choose among (the dashboard's modules, the menu editor's pages): the
 * menu alone would hide a module made with 新增單元 until someone put it in the menu, which the
 * menu editor could then not do. Until the modules answer (or if they fail), the menu's pages.
 */
export function useSitePages(kit: EditingKit | null, menuPages: readonly SitePage[]): SitePage[] {
  const modules = useLoad(kit, () => kit!.modules());
  const loaded = modules.status === 'ready' ? modules.data : null;
  return useMemo(() => mergeSitePages(menuPages, loaded ?? []), [menuPages, loaded]);
}
