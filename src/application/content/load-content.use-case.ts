import { PageNotFound } from '../../domain/content/content-failure';
import type { ContentSource, RightsSource } from '../../domain/content/content.port';
import { unpublishedSinglePage } from '../../domain/content/unpublished-page';
import { tagsOf, type ContentRow } from '../../domain/content/content-row';
import { listParamsFromSearch } from '../../domain/content/list-params';
import type {
  IndexSection,
  ListAnswer,
  ListParams,
  MenuSetting,
  PageObject,
  TaggedRow,
} from '../../shared/api-types';

/** Rows a home or landing section shows when it names no `limit`. */
export const SECTION_ROWS = 6;

export interface SectionRows {
  rows: ContentRow[];
  total: number;
}

/**
 * One section's rows. A failure is the section's own to show (no dialog per section), except that
 * an ended session still takes the spec's way: one dialog, then /login.
 */
export async function loadSectionRows(
  content: Pick<ContentSource, 'list'>,
  section: IndexSection,
): Promise<SectionRows> {
  if (!section.path) return { rows: [], total: 0 };
  return content.list(section.path, { limit: section.limit ?? SECTION_ROWS, offset: 0 }, 'inline');
}

export interface ListPage {
  params: ListParams;
  list: ListAnswer<ContentRow>;
  /**
   * Tags the filter offers: every tag of the module as the server names them (**ext**), else
   * those of the rows on view; the one already chosen always.
   */
  availableTags: string[];
}

/** A content list from its URL state (`?page=2&search=…&tag=…`), with the tags to filter by. */
export async function loadList(
  content: Pick<ContentSource, 'list'>,
  path: string,
  search: string,
): Promise<ListPage> {
  const params = listParamsFromSearch(search);
  const list = await content.list(path, params);
  return { params, list, availableTags: tagsOf(list.rows, params.query?.tag, list.tags) };
}

/** Rows across kinds by tag or phrase, from the URL state (the tag page and the site search). */
export async function loadTagged(
  content: Pick<ContentSource, 'tagged'>,
  search: string,
): Promise<{ params: ListParams; list: ListAnswer<TaggedRow> }> {
  const params = listParamsFromSearch(search);
  return { params, list: await content.tagged(params) };
}

/** An item with its page's display switches, asked for in one wave. */
export async function loadDetail(
  content: Pick<ContentSource, 'item' | 'menuSetting'>,
  path: string,
  id: string,
  /** Edit mode reads the draft, so an item never published opens too; a visitor never asks. */
  options: { preview?: boolean } = {},
): Promise<{ item: ContentRow; setting: MenuSetting }> {
  const [item, setting] = await Promise.all([
    options.preview ? content.item(path, id, { preview: true }) : content.item(path, id),
    content.menuSetting(path),
  ]);
  return { item, setting };
}

/** A single page with its display switches, asked for in one wave. */
export async function loadSinglePage(
  content: Pick<ContentSource, 'singlePage' | 'menuSetting'>,
  path: string,
): Promise<{ page: PageObject; setting: MenuSetting }> {
  const [page, setting] = await Promise.all([content.singlePage(path), content.menuSetting(path)]);
  return { page, setting };
}

export type SinglePageLoad =
  /** The published page (edit mode draws the draft over it). */
  | { kind: 'published'; page: PageObject; setting: MenuSetting }
  /** Never published: edit mode draws the draft alone, which the edit session reads. */
  | { kind: 'unpublished'; setting: MenuSetting };

/**
 * A single page as its page shows it: the published page, or, when the public read answers 404
 * (a page not yet published), the draft editor for a person in edit mode with `w` on it
 * (unpublished-page.ts). Everyone else meets the PageNotFound a visitor meets.
 */
export async function loadSinglePageView(
  content: Pick<ContentSource, 'singlePage' | 'menuSetting'> & RightsSource,
  path: string,
  options: { editing: boolean },
): Promise<SinglePageLoad> {
  try {
    return { kind: 'published', ...(await loadSinglePage(content, path)) };
  } catch (error) {
    if (!(error instanceof PageNotFound) || !options.editing) throw error;
    const rights = await content.rights(path).catch(() => null);
    if (unpublishedSinglePage({ editing: true, rights }) === 'not-found') throw error;
    return { kind: 'unpublished', setting: await content.menuSetting(path) };
  }
}
