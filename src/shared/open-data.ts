/**
 * 開放資料: each module that lists items is one dataset, offered as JSON, CSV and XML at
 * `/opendata/{path}.{format}`, and described in the catalog (`GET /api/opendata`) that the
 * 開放資料 page reads. Shared, so the page and the server name the files alike.
 */
import type { ContentKind } from './api-types';

export const OPEN_DATA_FORMATS = ['json', 'csv', 'xml'] as const;
export type OpenDataFormat = (typeof OPEN_DATA_FORMATS)[number];

/** The address of a dataset's file, relative to the site's origin. */
export const openDataFileHref = (path: string, format: OpenDataFormat): string =>
  `/opendata/${encodeURIComponent(path)}.${format}`;

/** 政府資料開放授權條款－第1版 (OGDL-Taiwan-1.0), the license every dataset is offered under. */
export const OPEN_DATA_LICENSE = {
  name: '政府資料開放授權條款－第1版',
  spdx: 'OGDL-Taiwan-1.0',
  url: 'https://data.gov.tw/license',
} as const;

/** How often a dataset changes: with its module, whenever an editor publishes. */
export const OPEN_DATA_FREQUENCY = '不定期更新';

/** How a field's values are written: as text, or as a list (tags), or as links to files. */
export type OpenDataFieldType = 'text' | 'list' | 'files';

export interface OpenDataField {
  /** The key in the JSON and the element in the XML. */
  name: string;
  /** The CSV's column heading and the 主要欄位說明. */
  label: string;
  type: OpenDataFieldType;
}

const field = (name: string, label: string, type: OpenDataFieldType = 'text'): OpenDataField => ({
  name,
  label,
  type,
});

const HEAD = [field('id', '編號'), field('title', '標題'), field('description', '摘要')];
const TAIL = [field('tags', '標籤', 'list'), field('url', '網頁連結')];
const content = field('content', '內容');
const images = field('images', '圖片', 'files');
const files = field('files', '附件檔案', 'files');

/**
 * Each kind's public fields in a dataset, beyond the head and tail above: the fields visitors
 * read on the item's page (product.md section 5), with the editor's names for them. Links to other
 * items are left out: a dataset's row stands alone, and its page links to them.
 */
const KIND_FIELDS: Partial<Record<ContentKind, readonly OpenDataField[]>> = {
  normal: [field('publishDate', '發布日期'), field('category', '分類'), content, images, files],
  event: [
    field('startDate', '開始日期'),
    field('endDate', '結束日期'),
    field('location', '地點'),
    field('organizer', '主辦單位'),
    field('registrationUrl', '報名網址'),
    content,
    images,
  ],
  events: [field('era', '時代'), field('startYear', '起始年'), field('endYear', '結束年'), content, images],
  annals: [field('year', '年份'), field('date', '日期'), field('category', '分類'), content],
  gallery: [field('date', '日期'), images],
  video: [
    field('date', '日期'),
    field('videoUrl', '影片嵌入網址'),
    field('duration', '片長'),
    field('thumbnail', '縮圖', 'files'),
  ],
  download: [field('date', '日期'), files],
  people: [
    field('role', '身分'),
    field('birthYear', '出生年'),
    field('deathYear', '逝世年'),
    content,
    images,
  ],
  object: [
    field('accessionNo', '典藏編號'),
    field('period', '年代'),
    field('material', '材質'),
    field('dimensions', '尺寸'),
    content,
    images,
  ],
  digital: [
    field('creator', '創作者'),
    field('date', '日期'),
    field('format', '格式'),
    field('rights', '授權方式'),
    content,
    images,
    files,
  ],
  appeal: [
    field('issueDate', '發文日期'),
    field('decideDocumentNo', '決定書字號'),
    field('decideDate', '決定日期'),
    field('appellant', '訴願人'),
    field('content', '主文'),
    field('fact', '事實'),
    field('reason', '理由'),
    field('chairperson', '主任委員'),
    field('commissioner', '委員'),
    field('teching', '教示'),
  ],
};

/**
 * Whether a module of this kind is a dataset: every kind that lists items has its fields above; a
 * single page is one page, not a list, and the mailbox and tag pages hold no items.
 */
export function offersOpenData(kind: string): kind is ContentKind {
  return Object.hasOwn(KIND_FIELDS, kind);
}

/** A dataset's fields in order: 編號, 標題, 摘要, the kind's own, 標籤, 網頁連結. */
export function openDataFields(kind: ContentKind): OpenDataField[] {
  return [...HEAD, ...(KIND_FIELDS[kind] ?? []), ...TAIL];
}

/** One dataset in the catalog, with the metadata data.gov.tw asks of a dataset. */
export interface OpenDataset {
  /** The module's path; the files are at `openDataFileHref(path, format)`. */
  path: string;
  kind: ContentKind;
  /** 名稱 */
  name: string;
  /** 描述 */
  description: string;
  /** 主要欄位說明 */
  fields: OpenDataField[];
  /** 提供機關 */
  publisher: string;
  /** 更新頻率 */
  frequency: string;
  /** 授權 */
  license: typeof OPEN_DATA_LICENSE;
  /** 最後更新: when something in the module was last published (ISO 8601), or null. */
  updatedAt: string | null;
  /** The items in it now. */
  count: number;
  /** Absolute links to its files, by format. */
  files: Record<OpenDataFormat, string>;
}

/** `GET /api/opendata` (**ext**): the site's datasets. */
export interface OpenDataCatalog {
  publisher: string;
  license: typeof OPEN_DATA_LICENSE;
  datasets: OpenDataset[];
}
