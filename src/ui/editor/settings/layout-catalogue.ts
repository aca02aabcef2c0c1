import {
  DETAIL_LAYOUT_BY_KIND,
  DETAIL_LAYOUTS,
  INDEX_LAYOUTS,
  LIST_LAYOUT_BY_KIND,
  LIST_LAYOUTS,
  TEMPLATE_LAYOUTS,
} from '../../../shared/layout-names';
import type { ContentKind } from '../../../shared/api-types';

/**
 * What each layout looks like, in the editor's words (docs/layouts.md, in zh-TW): the gallery's
 * labels and the alt text of each layout's picture. The pictures are screenshots of the real
 * layouts, made by `npm run thumbnails` (scripts/layout-thumbnails.ts) into
 * public/layout-thumbnails, which the build copies to the site's root.
 */
export const LAYOUT_DESCRIPTIONS: Readonly<Record<string, string>> = {
  'template-001': '經典：頁首下方一列選單，麵包屑，全寬內容，側邊導覽在內容之後',
  'template-002': '左側欄：品牌色帶、頁首、藍色選單列，側邊導覽在左欄',
  'template-003': '右側欄：淡色頁首、白色選單列，麵包屑在內容上方，側邊導覽固定在右側',
  'template-004': '主視覺：深色全寬頁首，大標題與選單置中，單欄閱讀',
  'template-005': '雙層頁首：白底識別與工具列，選單獨立在深色帶，麵包屑帶，右側方框欄',
  'template-007': '直立側欄：寬螢幕時頁首與選單是左側固定的深色欄',
  'template-008': '精簡：單列細頁首與「選單」按鈕，側邊導覽以頁籤呈現',
  'template-011': '雜誌：雙線間置中的刊頭，置中選單，寬內容欄與旁欄',
  'template-012': '卡片：頁首、選單、麵包屑、側邊導覽與內容放在一張圓角白卡中',
  'template-013': '分割頁首：左為識別、右為選單同一列，麵包屑獨立一帶，側邊導覽在左',
  'template-014': '框線：整頁在有粗上緣的框中，灰底，右側陰影欄',
  'template-015': '極簡：大標題區，選單是一行安靜的連結，單欄，無側欄',
  'index-banner': '輪播橫幅，附暫停按鈕',
  'index-menu-01': '快速連結：圓形圖示在標題上方',
  'index-menu-02': '快速連結：淡色帶上一行膠囊按鈕',
  'index-menu-03': '快速連結：兩欄標題，各附一行說明',
  'index-menu-04': '快速連結：灰底上的深色編號大卡片',
  'index-menu-05': '快速連結：上下線之間一列小圖示與文字',
  'index-menu-06': '大型選單：每個選單分支一欄',
  'index-article-01': '公告列表：每則標題前有日曆頁日期',
  'index-article-02': '最新一則大圖摘要，其餘為日期列表',
  'index-article-03': '兩欄圖片卡片，附簡短摘要',
  'index-article-04': '分類頁籤，「全部」在前',
  'index-article-05': '只列標題的公告看板，一則一行',
  'index-article-06': '媒體列：左圖，右為分類、標題、日期與摘要',
  'index-article-07': '三欄精簡卡片，分類標籤在圖片上',
  'index-article-08': '依年份分組的日期軸，像小型編年',
  'index-portfolio-01': '三欄 4:3 圖塊，附標題與一行說明',
  'index-portfolio-02': '直幅與橫幅圖片交錯的瀑布牆',
  'index-portfolio-03': '一列可左右捲動的卡片，附上一張、下一張按鈕',
  'index-portfolio-04': '一張大圖與四張小圖並列',
  'index-portfolio-05': '人物卡片：3:4 照片、姓名、角色與生卒年',
  'index-portfolio-06': '圖片下緣疊深色說明帶',
  'index-portfolio-07': '文字為主的列表，每則附小方圖，寬螢幕兩欄',
  'index-portfolio-08': '緊密方形拼貼，第一張加倍',
  'index-timeline-01': '直向時間軸：年份欄、圓點軸線、事件在右',
  'index-timeline-02': '橫向年份軸，事件在圓點下方，可捲動',
  'index-timeline-03': '中線兩側交錯的卡片',
  'index-timeline-04': '依時代或年代分組的事件',
  'index-video-01': '最新影片大圖播放，其後影片列在旁邊',
  'index-video-02': '影片卡片格，每張標示片長',
  'index-appeal': '最新訴願決定表格：文號、案由、決定日期',
  'index-contact': '聯絡資訊：地址、電話、傳真、電子郵件與開放時間',
  'cms-normal': '公告列表：日期、分類、標題與一行摘要',
  'cms-single': '單一頁面：標題、內文與圖片',
  'cms-event': '活動卡片：先寫時間與地點',
  'cms-events': '歷史事件直向時間軸',
  'cms-annals': '大事紀依年份分組',
  'cms-gallery': '相簿方形縮圖格，附照片張數',
  'cms-video': '16:9 影片卡片，標示片長',
  'cms-download': '下載表格：名稱、日期與各檔案類型大小',
  'cms-people': '人物肖像卡片：照片、姓名、角色與生卒年',
  'cms-object': '文物目錄卡片',
  'cms-digital': '數位典藏卡片：作者、日期與格式',
  'cms-appeal': '訴願決定登記表：文號、案由、訴願人、日期',
  'cms-mailbox': '民意信箱表單',
  'cms-tag': '含某標籤的各類內容列表',
  'cms-detail-normal': '文章：日期與分類、主圖、內文、附件、標籤與相關內容',
  'cms-detail-event': '活動：時間、地點、主辦與報名方式，再接詳細內容',
  'cms-detail-events': '歷史事件：時代與年份、經過、相關人物與文物',
  'cms-detail-annals': '大事紀一則：年份、日期與分類，再接紀錄',
  'cms-detail-gallery': '相簿：照片格，可用鍵盤操作的燈箱',
  'cms-detail-video': '影片：播放器在前，再接片長與說明',
  'cms-detail-download': '下載：說明，再列各檔案類型與大小',
  'cms-detail-people': '人物：肖像、角色與生卒年、傳記、相關事件與文物',
  'cms-detail-object': '文物：全貌、目錄資料、故事與其他角度',
  'cms-detail-digital': '數位典藏：圖像、作者、日期、格式、權利、內文與檔案',
  'cms-detail-appeal': '訴願決定書：文號、訴願人、日期、主文、事實、理由',
};

export const FRAME_NAMES = TEMPLATE_LAYOUTS;
export const SECTION_NAMES = INDEX_LAYOUTS;

/** Every layout that has a picture: the 68 of product.md section 5. */
export const PICTURED_LAYOUTS: readonly string[] = [
  ...TEMPLATE_LAYOUTS,
  ...INDEX_LAYOUTS,
  ...LIST_LAYOUTS,
  ...DETAIL_LAYOUTS,
];

/** Where a layout's picture is served from (public/layout-thumbnails, copied into dist by the build). */
export const thumbnailUrl = (name: string): string => `/layout-thumbnails/${name}.webp`;

export const describeLayout = (name: string): string => LAYOUT_DESCRIPTIONS[name] ?? name;

const KIND_BY_LIST = new Map(
  Object.entries(LIST_LAYOUT_BY_KIND).map(([kind, layout]) => [layout, kind as ContentKind]),
);

/** Pages that are not lists of items: their layout is not a choice among list layouts. */
const NOT_LISTS = new Set(['cms-single', 'cms-mailbox', 'cms-tag', 'index']);

/** The list layouts a list module may switch among: every layout that draws rows of items. */
export const LIST_CHOICES: readonly string[] = LIST_LAYOUTS.filter((name) => !NOT_LISTS.has(name));

export const isListModule = (moduleKey: string): boolean => !NOT_LISTS.has(moduleKey);

/** The detail layout a list layout leads to (the detail follows the kind of the list). */
export function detailOf(listLayout: string): string | undefined {
  const kind = KIND_BY_LIST.get(listLayout);
  return kind ? DETAIL_LAYOUT_BY_KIND[kind] : undefined;
}
