import * as v from 'valibot';
import type { ContentKind, MenuSetting, ModuleInfo, PageObject } from './api-types';
import { LIST_LAYOUT_BY_KIND, TEMPLATE_LAYOUTS } from './layout-names';
import { ALL_ON_MENU_SETTING } from './menu-setting';

/**
 * 新增單元: the body of `POST /backend/modules` (**ext**), checked by the editor's form
 * and by the server with the same zh-TW messages, and the records a new module starts with. Pure:
 * imports nothing from Node, the server or the client.
 */

/** Every kind a module may be, in the order the form offers them (product.md section 5). */
export const MODULE_KINDS = Object.keys(LIST_LAYOUT_BY_KIND) as ContentKind[];

/** The kinds' names in the editor's words (product.md section 5). */
export const MODULE_KIND_NAMES: Readonly<Record<ContentKind, string>> = {
  normal: '一般文章（消息列表、公告）',
  single: '單一頁面',
  event: '活動',
  events: '歷史事件',
  annals: '大事紀',
  gallery: '相簿',
  video: '影音',
  download: '下載',
  people: '人物',
  object: '文物',
  digital: '數位典藏',
  appeal: '訴願決定',
  mailbox: '民意信箱',
  tag: '標籤',
};

/**
 * Segments the client's routes under `/home/:lang` take before `/:path` (src/ui/shell/app-routes.tsx
 * and src/ui/paths), and words kept for the site itself: a module there could never be reached.
 */
export const RESERVED_MODULE_PATHS: readonly string[] = [
  'editor',
  'search',
  'sitemap',
  'login',
  'home',
  'api',
  'backend',
  'index',
  // 案件查詢 (src/shared/mailbox-case.ts).
  'mailbox-case',
  // 開放資料 (src/shared/open-data.ts): the page, and the files' own folder beside /home.
  'opendata',
];

/**
 * Names every plain object inherits (`constructor`): a module by such a name would be looked up
 * where a table of pages or settings answers its inherited function.
 */
const PROTOTYPE_NAMES: readonly string[] = Object.getOwnPropertyNames(Object.prototype);

/** The tag links of every page go to `/home/{lang}/tag?tag=…`: only a tag page may take `tag`. */
const TAG_PATH = 'tag';

export const MODULE_PATH_MIN = 2;
export const MODULE_PATH_MAX = 50;
export const MODULE_TITLE_MAX = 200;
const PATH_PATTERN = /^[a-z][a-z0-9-]*$/;
/** The reference server's fault pages (`fault-500`) answer before any module. */
const FAULT_PATH = /^fault-\d{3}$/;

export const MODULE_PATH_HINT = `${MODULE_PATH_MIN} 到 ${MODULE_PATH_MAX} 個字元：小寫英文字母開頭，其後只用小寫英文字母、數字與「-」`;
export const MODULE_PATH_FORMAT_TEXT = `網址代稱須為${MODULE_PATH_HINT}`;
export const MODULE_PATH_RESERVED_TEXT = '這個網址代稱是網站保留的路徑，請換一個';
export const MODULE_TAG_PATH_TEXT = '網址代稱 tag 只能用於「標籤」類型的單元';
export const MODULE_PATH_TAKEN_TEXT = '這個網址代稱已有單元使用，請換一個';

/** What is wrong with a module's path on its own (format, reserved), or undefined. */
export function modulePathProblem(path: string): string | undefined {
  if (path.length < MODULE_PATH_MIN || path.length > MODULE_PATH_MAX || !PATH_PATTERN.test(path))
    return MODULE_PATH_FORMAT_TEXT;
  if (RESERVED_MODULE_PATHS.includes(path) || FAULT_PATH.test(path) || PROTOTYPE_NAMES.includes(path))
    return MODULE_PATH_RESERVED_TEXT;
  return undefined;
}

export const moduleCreateSchema = v.pipe(
  v.strictObject(
    {
      path: v.pipe(
        v.string('網址代稱必須是文字'),
        v.check(
          (path) => modulePathProblem(path) === undefined,
          (issue) => modulePathProblem(String(issue.input)) ?? MODULE_PATH_FORMAT_TEXT,
        ),
      ),
      kind: v.picklist(MODULE_KINDS, '請選擇單元類型'),
      title: v.pipe(
        v.string('單元名稱必須是文字'),
        v.regex(/\S/, '請填寫單元名稱'),
        v.maxLength(MODULE_TITLE_MAX, `單元名稱不可超過 ${MODULE_TITLE_MAX} 個字`),
      ),
      templateKey: v.optional(
        v.picklist(TEMPLATE_LAYOUTS, '版型必須是網站的頁面版型之一（template-001 等）'),
      ),
    },
    '不接受的欄位',
  ),
  v.forward(
    v.check((body) => body.path !== TAG_PATH || body.kind === 'tag', MODULE_TAG_PATH_TEXT),
    ['path'],
  ),
);

export type ModuleCreateBody = v.InferOutput<typeof moduleCreateSchema>;

/** Kinds whose modules hold items of their own (the mailbox and tag pages do not). */
export function holdsItems(kind: ContentKind): boolean {
  return kind !== 'mailbox' && kind !== 'tag';
}

/**
 * Kinds an editor may add items to (新增項目): those holding items, but for a single page (and a
 * landing page, stored as one), which is its one page. The server refuses the rest with 409.
 */
export function takesNewItems(kind: ContentKind): boolean {
  return holdsItems(kind) && kind !== 'single';
}

/** **ext** `GET /backend/modules`: every module of the site, in or out of the menu. */
export interface ModuleSummary {
  path: string;
  title: string;
  kind: ContentKind;
  /** **ext** `false` for a single page never published: visitors get 404 there (absent otherwise). */
  published?: false;
  /** **ext** The module's list layout (`ModuleInfo.moduleKey`): what a links field may pick from. */
  moduleKey?: string;
  /** **ext** `true` for a module that only sends visitors elsewhere (`ModuleInfo.redirectTo`). */
  redirects?: true;
}

/**
 * The display switches a new module starts with, after the demo's modules of the same kind: a
 * single page has no date, tags or related items; a mailbox form shows none of them.
 */
export function defaultMenuSetting(kind: ContentKind): MenuSetting {
  if (kind === 'mailbox')
    return Object.fromEntries(
      Object.keys(ALL_ON_MENU_SETTING).map((key) => [key, false]),
    ) as unknown as MenuSetting;
  if (kind === 'single')
    return { ...ALL_ON_MENU_SETTING, showDate: false, showTags: false, showRelated: false };
  if (kind === 'tag')
    return {
      ...ALL_ON_MENU_SETTING,
      showViews: false,
      showShare: false,
      showPrint: false,
      showRelated: false,
    };
  return { ...ALL_ON_MENU_SETTING };
}

/**
 * The module record (`GET /api/site/module/{path}`): the kind's own list layout, and the page frame
 * asked for or else `frame` (the server passes the home page's, so the new page looks like the site).
 */
export function newModuleInfo(body: ModuleCreateBody, frame: string): ModuleInfo {
  return {
    moduleKey: LIST_LAYOUT_BY_KIND[body.kind],
    templateKey: body.templateKey ?? frame,
    title: body.title.trim(),
  };
}

/** The empty page of a new single-page module: every list of the page object, empty. */
export function emptyPage(path: string, title: string): PageObject {
  return {
    id: path,
    title: title.trim(),
    description: '',
    content: '',
    views: 0,
    dataProvider: '',
    keywords: [],
    people: [],
    events: [],
    objects: [],
    videos: [],
    annals: [],
    digital: [],
    gallery: [],
    normal: [],
    single: [],
    images: [],
  };
}
