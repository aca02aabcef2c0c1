import {
  type ContentKind,
  type ListAnswer,
  type MenuItem,
  type ModuleInfo,
  type SiteStructure,
} from '../../../src/shared/api-types';
import { ALL_LAYOUTS, DETAIL_LAYOUT_BY_KIND, LIST_LAYOUT_BY_KIND } from '../../../src/shared/layout-names';
import { paths } from '../../../src/ui/paths/paths';

/**
 * Plans a browser visit for every layout name, from what the CMS answers (not from the demo's
 * source): the home page's frame and sections, the landing pages, each module's list layout and one
 * detail per detail layout. A URL that shows several layouts is visited once.
 */

export const LANG = 'zh-tw';
/** Landing pages made of index sections are modules with this key (docs/api.md). */
const LANDING_MODULE = 'index';

const KIND_BY_LIST_LAYOUT = new Map(
  Object.entries(LIST_LAYOUT_BY_KIND).map(([kind, layout]) => [layout, kind as ContentKind]),
);

export interface PlannedVisit {
  /** Path and query on the site's origin, e.g. `/home/zh-tw/news/news-001`. */
  url: string;
  /** The layouts this visit is planned for; each must be in the DOM. */
  layouts: string[];
}

export interface SitePlan {
  visits: PlannedVisit[];
  /** Layout names of ALL_LAYOUTS that no page of the site uses. */
  unplanned: string[];
  /** The modules read while planning, by path. */
  modules: Map<string, ModuleInfo>;
  /** For each list module with details, the URL of its first item. */
  firstDetail: Map<string, string>;
  /** A tag used by some row, for the tag page. */
  sampleTag: string | undefined;
}

async function getJson<T>(baseUrl: string, url: string): Promise<T> {
  const answer = await fetch(`${baseUrl}${url}`);
  if (!answer.ok) throw new Error(`planning the visits: GET ${url} answered ${answer.status}`);
  return (await answer.json()) as T;
}

const menuPaths = (items: MenuItem[]): string[] =>
  items.flatMap((item) => [...(item.path && !item.url ? [item.path] : []), ...menuPaths(item.children)]);

export async function planSite(baseUrl: string): Promise<SitePlan> {
  const visits = new Map<string, Set<string>>();
  const plannedAt = new Map<string, string>();
  const plan = (layout: string, url: string): void => {
    if (plannedAt.has(layout)) return;
    plannedAt.set(layout, url);
    const layouts = visits.get(url) ?? new Set<string>();
    layouts.add(layout);
    visits.set(url, layouts);
  };
  const planStructure = (structure: SiteStructure, url: string): void => {
    plan(structure.templateKey, url);
    for (const section of structure.index) plan(section.layout, url);
  };

  const home = await getJson<SiteStructure>(baseUrl, '/api/site/structure');
  planStructure(home, paths.home.href(LANG));

  const [menu, sitemap] = await Promise.all([
    getJson<MenuItem[]>(baseUrl, '/api/site/menu'),
    getJson<MenuItem[]>(baseUrl, '/api/site/sitemap'),
  ]);
  const pagePaths = [
    ...new Set([
      ...home.index.flatMap((s) => (s.path ? [s.path] : [])),
      ...menuPaths(menu),
      ...menuPaths(sitemap),
    ]),
  ];

  const modules = new Map<string, ModuleInfo>();
  const firstDetail = new Map<string, string>();
  let sampleTag: string | undefined;
  const tagPages: string[] = [];
  for (const pagePath of pagePaths) {
    const info = await getJson<ModuleInfo>(baseUrl, `/api/site/module/${encodeURIComponent(pagePath)}`);
    modules.set(pagePath, info);
    const url = paths.page.href(LANG, pagePath);
    if (info.moduleKey === LANDING_MODULE) {
      planStructure(
        await getJson<SiteStructure>(baseUrl, `/api/site/structure/${encodeURIComponent(pagePath)}`),
        url,
      );
      continue;
    }
    const kind = KIND_BY_LIST_LAYOUT.get(info.moduleKey);
    if (kind === 'tag') {
      // Planned once a tag is known: the tag page with a tag shows rows, without one it is nearly empty.
      tagPages.push(pagePath);
      continue;
    }
    plan(info.moduleKey, url);
    plan(info.templateKey, url);
    const detailLayout = kind ? DETAIL_LAYOUT_BY_KIND[kind] : undefined;
    if (!detailLayout) continue;
    const list = await getJson<ListAnswer<{ id: string; tags?: string[] }>>(
      baseUrl,
      `/api/cms/${encodeURIComponent(pagePath)}?limit=1`,
    );
    const first = list.rows[0];
    if (!first) continue;
    sampleTag ??= first.tags?.[0];
    const detailUrl = paths.detail.href(LANG, pagePath, first.id);
    firstDetail.set(pagePath, detailUrl);
    plan(detailLayout, detailUrl);
  }
  for (const pagePath of tagPages) {
    const info = modules.get(pagePath);
    if (!info) continue;
    const url = sampleTag
      ? `${paths.page.href(LANG, pagePath)}?tag=${encodeURIComponent(sampleTag)}`
      : paths.page.href(LANG, pagePath);
    plan(info.moduleKey, url);
    plan(info.templateKey, url);
  }

  return {
    visits: [...visits].map(([url, layouts]) => ({ url, layouts: [...layouts] })),
    unplanned: ALL_LAYOUTS.filter((layout) => !plannedAt.has(layout)),
    modules,
    firstDetail,
    sampleTag,
  };
}
