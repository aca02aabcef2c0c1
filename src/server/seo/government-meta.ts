import type { ContentKind } from '../../shared/api-types';
import { OPEN_DATA_LICENSE } from '../../shared/open-data';

/** What one page says of itself for the government's metadata (`DC.*`). */
export interface PageFacts {
  /** The page's own title, without the site's name. */
  title: string;
  description: string;
  /** Its tags, or the site's keywords. */
  subjects: readonly string[];
  /** `YYYY-MM-DD`: when the item is dated (its date, or its page's last update); absent: not known. */
  date?: string | undefined;
  /** The item's kind; absent for the site's own pages (home, lists, 網站導覽 …). */
  kind?: ContentKind | undefined;
  /** The canonical URL. */
  identifier: string;
  /** The time the item covers, `start/end` (ISO 8601), where its kind has one. */
  coverage?: string | undefined;
}

/** The site as its pages name it: 網站設定's 機關名稱, else its name. */
export interface SiteFacts {
  agency: string;
}

const TYPE_OF_KIND: Partial<Record<ContentKind, string>> = {
  event: '活動',
  gallery: '圖像',
  video: '動態影像',
  download: '文件',
  digital: '數位典藏',
};

const day = (value: string | undefined): string | undefined => /^\d{4}-\d{2}-\d{2}/.exec(value ?? '')?.[0];

/**
 * The Dublin Core tags 行政機關電子資料流通詮釋資料及分類檢索規範 asks of every page, as agency
 * sites write them (`<meta name="DC.Title" …>`, capitalised names): the institution as Creator
 * and Publisher, the site's open-data license as Rights (its 政府網站資料開放宣告), zh-TW as the
 * language. A fact the page does not have (a date, a time covered) is left out, never made up.
 */
export function dublinCore(page: PageFacts, site: SiteFacts): Array<[name: string, content: string]> {
  const subject = page.subjects.filter((word) => word.trim() !== '').join('、') || page.title;
  const date = day(page.date);
  const tags: Array<[string, string | undefined]> = [
    ['DC.Title', page.title],
    ['DC.Creator', site.agency],
    ['DC.Subject', subject],
    ['DC.Description', page.description || page.title],
    ['DC.Publisher', site.agency],
    ['DC.Date', date],
    ['DC.Type', page.kind ? (TYPE_OF_KIND[page.kind] ?? '文字') : '網頁'],
    ['DC.Format', 'text/html'],
    ['DC.Identifier', page.identifier],
    ['DC.Language', 'zh-TW'],
    ['DC.Rights', OPEN_DATA_LICENSE.name],
    ['DC.Coverage', page.coverage],
  ];
  return tags.filter((tag): tag is [string, string] => tag[1] !== undefined && tag[1] !== '');
}

/** The time an item covers, from its kind's fields: an event's dates, a person's or an era's years. */
export function coverageOf(kind: ContentKind, item: Record<string, unknown>): string | undefined {
  const text = (name: string): string | undefined => {
    const value = item[name];
    return typeof value === 'string' || typeof value === 'number'
      ? String(value).trim() || undefined
      : undefined;
  };
  const span = (start: string | undefined, end: string | undefined) =>
    start ? (end && end !== start ? `${start}/${end}` : start) : undefined;
  if (kind === 'event') return span(day(text('startDate')), day(text('endDate')));
  if (kind === 'events') return span(text('startYear'), text('endYear'));
  if (kind === 'people') return span(text('birthYear'), text('deathYear'));
  return undefined;
}
