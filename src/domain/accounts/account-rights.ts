import type { PathRights, RightsPath } from '../../shared/accounts.types';
import { SITE_RIGHTS_PATH } from '../../shared/document-id';

/** The spec's r/w/d and p (publish), in the order the grid shows them. */
export type RightName = 'r' | 'w' | 'd' | 'p';
export const RIGHT_NAMES: readonly RightName[] = ['r', 'w', 'd', 'p'];

/** A right's short name, as the checkbox and the summary say it. */
export const RIGHT_WORDS: Record<RightName, string> = { r: '檢視', w: '編輯', d: '刪除', p: '發布' };

/** What a right allows, in words, beside its checkbox ("each right explained in words"). */
export const RIGHT_EXPLANATIONS: Record<RightName, string> = {
  r: '檢視：可以看到草稿與編輯畫面、版本紀錄，但不能修改。',
  w: '編輯：可以修改內容、新增項目、上傳檔案；網站不需要審核時，也可以直接發布。',
  d: '刪除：可以把項目移到回收桶，也可以從回收桶還原。',
  p: '發布：網站需要審核時，可以直接發布或取消發布，並核准或退回他人送審的草稿。有編輯、沒有發布的人，改為「送審」，等待有發布權限的人核准。',
};

/** The name `*` goes by on screen. */
export const SITE_WIDE_TITLE = '全站';

/** How the server reads rows (rights.repository.ts): a row for a path wins over `*`. */
export const RIGHTS_RULE =
  '「全站」適用於沒有另外設定的路徑；只要某個路徑勾選了任何權限，該路徑就只依它自己的設定。';

/**
 * Said under the grid while it holds 全站 alone: a new site has no modules yet, and without a word
 * an administrator looks for the per-module rows that are not there.
 */
export const MODULE_RIGHTS_LATER =
  '網站還沒有任何單元，所以目前只能設定「全站」。用「新增單元」建立單元後，這裡會逐一列出各單元，可以分別設定權限。';

/** Whether the grid offers 全站 alone: no module to set apart yet. */
export function onlySiteWide(rows: readonly RightsRow[]): boolean {
  return rows.every((row) => row.path === SITE_RIGHTS_PATH);
}

/** One line of the rights editor: a path, its title and its four rights. */
export interface RightsRow extends PathRights {
  title: string;
}

const hasAny = (row: PathRights): boolean => row.r || row.w || row.d || row.p;

/** `全站：檢視、編輯、刪除、發布；news：檢視、編輯`, `*` first; 沒有任何權限 when nothing is granted. */
export function rightsSummary(rights: readonly PathRights[]): string {
  const sorted = [
    ...rights.filter((row) => row.path === SITE_RIGHTS_PATH),
    ...rights.filter((row) => row.path !== SITE_RIGHTS_PATH),
  ];
  const parts = sorted.map((row) => {
    const name = row.path === SITE_RIGHTS_PATH ? SITE_WIDE_TITLE : row.path;
    const words = RIGHT_NAMES.filter((right) => row[right]).map((right) => RIGHT_WORDS[right]);
    return `${name}：${words.length > 0 ? words.join('、') : '無'}`;
  });
  return parts.length > 0 ? parts.join('；') : '沒有任何權限';
}

/**
 * The rows of the rights editor: `*` (全站) first, then every path the menu names, then any path
 * the account holds rights on that the menu no longer names (kept, so saving drops nothing).
 */
export function rightsRows(paths: readonly RightsPath[], rights: readonly PathRights[]): RightsRow[] {
  const held = new Map(rights.map((row) => [row.path, row]));
  const row = (path: string, title: string): RightsRow => {
    const current = held.get(path);
    return {
      path,
      title,
      r: current?.r ?? false,
      w: current?.w ?? false,
      d: current?.d ?? false,
      p: current?.p ?? false,
    };
  };
  const named = new Set([SITE_RIGHTS_PATH, ...paths.map((p) => p.path)]);
  return [
    row(SITE_RIGHTS_PATH, SITE_WIDE_TITLE),
    ...paths.filter((p) => p.path !== SITE_RIGHTS_PATH).map((p) => row(p.path, p.title)),
    ...rights.filter((r) => !named.has(r.path)).map((r) => row(r.path, r.path)),
  ];
}

/** One checkbox changed. */
export function toggleRight(
  rows: readonly RightsRow[],
  path: string,
  right: RightName,
  on: boolean,
): RightsRow[] {
  return rows.map((row) => (row.path === path ? { ...row, [right]: on } : row));
}

/**
 * What is sent: rows with at least one right. A path left with none is not named, so `*` applies
 * to it (RIGHTS_RULE), which is what an unticked row looks like it means.
 */
export function rightsToSend(rows: readonly RightsRow[]): PathRights[] {
  return rows.filter(hasAny).map(({ path, r, w, d, p }) => ({ path, r, w, d, p }));
}
