import type { ContentKind } from './api-types';

/**
 * The tables of layout names (product.md section 5), shared by the client's registry, the server's
 * demo and the tests. Kept apart from the API types: these are a catalogue, not a wire format.
 */

/** List layout name for each content kind (product.md section 5). */
export const LIST_LAYOUT_BY_KIND: Record<ContentKind, string> = {
  normal: 'cms-normal',
  single: 'cms-single',
  event: 'cms-event',
  events: 'cms-events',
  annals: 'cms-annals',
  gallery: 'cms-gallery',
  video: 'cms-video',
  download: 'cms-download',
  people: 'cms-people',
  object: 'cms-object',
  digital: 'cms-digital',
  appeal: 'cms-appeal',
  mailbox: 'cms-mailbox',
  tag: 'cms-tag',
};

/** Detail layout name for each kind that has details. */
export const DETAIL_LAYOUT_BY_KIND: Partial<Record<ContentKind, string>> = {
  normal: 'cms-detail-normal',
  event: 'cms-detail-event',
  events: 'cms-detail-events',
  annals: 'cms-detail-annals',
  gallery: 'cms-detail-gallery',
  video: 'cms-detail-video',
  download: 'cms-detail-download',
  people: 'cms-detail-people',
  object: 'cms-detail-object',
  digital: 'cms-detail-digital',
  appeal: 'cms-detail-appeal',
};

const numbered = (prefix: string, from: number, to: number): string[] =>
  Array.from({ length: to - from + 1 }, (_, i) => `${prefix}${String(from + i).padStart(2, '0')}`);

/** Every layout name of product.md section 5: 12 frames, 31 sections, 14 lists, 11 details = 68. */
export const TEMPLATE_LAYOUTS: readonly string[] = [1, 2, 3, 4, 5, 7, 8, 11, 12, 13, 14, 15].map(
  (n) => `template-${String(n).padStart(3, '0')}`,
);
export const INDEX_LAYOUTS: readonly string[] = [
  'index-banner',
  ...numbered('index-menu-', 1, 6),
  ...numbered('index-article-', 1, 8),
  ...numbered('index-portfolio-', 1, 8),
  ...numbered('index-timeline-', 1, 4),
  ...numbered('index-video-', 1, 2),
  'index-appeal',
  'index-contact',
];
export const LIST_LAYOUTS: readonly string[] = Object.values(LIST_LAYOUT_BY_KIND);
export const DETAIL_LAYOUTS: readonly string[] = Object.values(DETAIL_LAYOUT_BY_KIND) as string[];
export const ALL_LAYOUTS: readonly string[] = [
  ...TEMPLATE_LAYOUTS,
  ...INDEX_LAYOUTS,
  ...LIST_LAYOUTS,
  ...DETAIL_LAYOUTS,
];

/**
 * Each layout's short zh-TW name, shown beside its code under its picture in the galleries, so an
 * editor chooses 「日曆日期公告」 and not only `index-article-01`.
 */
export const LAYOUT_TITLES: Readonly<Record<string, string>> = {
  'template-001': '經典',
  'template-002': '左側欄',
  'template-003': '右側欄',
  'template-004': '主視覺',
  'template-005': '雙層頁首',
  'template-007': '直立側欄',
  'template-008': '精簡',
  'template-011': '雜誌',
  'template-012': '卡片',
  'template-013': '分割頁首',
  'template-014': '框線',
  'template-015': '極簡',
  'index-banner': '輪播橫幅',
  'index-menu-01': '圓形圖示快速連結',
  'index-menu-02': '膠囊按鈕快速連結',
  'index-menu-03': '兩欄說明快速連結',
  'index-menu-04': '編號大卡片快速連結',
  'index-menu-05': '小圖示列快速連結',
  'index-menu-06': '大型選單',
  'index-article-01': '日曆日期公告',
  'index-article-02': '大圖頭條與列表',
  'index-article-03': '兩欄圖片卡片',
  'index-article-04': '分類頁籤',
  'index-article-05': '標題公告看板',
  'index-article-06': '左圖媒體列',
  'index-article-07': '三欄精簡卡片',
  'index-article-08': '年份日期軸',
  'index-portfolio-01': '三欄圖塊',
  'index-portfolio-02': '瀑布牆',
  'index-portfolio-03': '橫向捲動卡片',
  'index-portfolio-04': '一大四小',
  'index-portfolio-05': '人物卡片',
  'index-portfolio-06': '疊字說明圖片',
  'index-portfolio-07': '小方圖列表',
  'index-portfolio-08': '方形拼貼',
  'index-timeline-01': '直向時間軸',
  'index-timeline-02': '橫向年份軸',
  'index-timeline-03': '交錯時間軸',
  'index-timeline-04': '分期事件',
  'index-video-01': '主影片與清單',
  'index-video-02': '影片卡片格',
  'index-appeal': '訴願決定表',
  'index-contact': '聯絡資訊',
  'cms-normal': '公告列表',
  'cms-single': '單一頁面',
  'cms-event': '活動卡片',
  'cms-events': '歷史事件時間軸',
  'cms-annals': '大事紀',
  'cms-gallery': '相簿',
  'cms-video': '影片',
  'cms-download': '下載表格',
  'cms-people': '人物',
  'cms-object': '文物目錄',
  'cms-digital': '數位典藏',
  'cms-appeal': '訴願決定登記表',
  'cms-mailbox': '民意信箱表單',
  'cms-tag': '標籤內容列表',
  'cms-detail-normal': '文章',
  'cms-detail-event': '活動',
  'cms-detail-events': '歷史事件',
  'cms-detail-annals': '大事紀一則',
  'cms-detail-gallery': '相簿',
  'cms-detail-video': '影片',
  'cms-detail-download': '下載',
  'cms-detail-people': '人物',
  'cms-detail-object': '文物',
  'cms-detail-digital': '數位典藏',
  'cms-detail-appeal': '訴願決定書',
};

/** A layout's zh-TW name; a layout without one keeps its code. */
export const layoutTitle = (name: string): string => LAYOUT_TITLES[name] ?? name;
