import * as v from 'valibot';
import type { FileEntry } from '../../shared/api-types';
import { fileEntrySchema, itemSchema, pageSchema } from '../../shared/authoring.schema';
import { textAlternativeOf } from '../../shared/file-helpers';
import { clearRepresent } from '../files/file-helpers';
import { ITEM_SLUG_MAX } from '../../shared/item-slug';
import {
  CLASSIFICATION_FIELDS,
  CLASSIFICATION_HELP,
  CLASSIFICATION_LABELS,
  serviceChoiceLabel,
} from '../../shared/classification/classification';
import { SERVICE_CATEGORIES } from '../../shared/classification/gov-classification';

export type FieldKind =
  | 'text'
  | 'textarea'
  | 'richtext'
  | 'date'
  | 'number'
  | 'url'
  | 'tags'
  | 'images'
  | 'files'
  /** One image (a `FileEntry`, not a list), with the same alt rule as `images`. */
  | 'image'
  /** Links to other items (`ItemRef[]`), picked from the documents list (item-refs.ts). */
  | 'refs'
  /** The item's 網址代稱 (item-slug.ts), with the resulting address shown as it is typed. */
  | 'slug'
  /** One code chosen from `options` (服務分類); the empty choice is none. */
  | 'select';

/** One choice of a `select` field: the stored value and the words shown for it. */
export interface FieldOption {
  value: string;
  label: string;
}

/** One field of the editor's form, in the order the form shows it. */
export interface ContentField {
  /** The key in the document's data. */
  name: string;
  label: string;
  kind: FieldKind;
  required?: boolean;
  maxLength?: number;
  help?: string;
  /** A text whose value must read as a duration (the video kind's `duration`). */
  format?: 'duration';
  /** The name of a field this one must not come before (an end date, an end year). */
  notBefore?: string;
  /** A `refs` field's one list layout to pick from (`cms-people`…); absent: any module of items. */
  from?: string;
  /** A `select` field's choices, in the order shown. */
  options?: readonly FieldOption[];
  /** The heading a run of fields is shown under together (「分類檢索」). */
  group?: string;
}

const DATE_HELP = '格式：西元年-月-日，例如 2026-05-18';
const YEAR_HELP = '西元年，例如 1895';

const title: ContentField = { name: 'title', label: '標題', kind: 'text', required: true, maxLength: 200 };
const description: ContentField = {
  name: 'description',
  label: '摘要',
  kind: 'textarea',
  maxLength: 2000,
  help: '列表與搜尋結果顯示的簡短說明',
};
const content: ContentField = { name: 'content', label: '內容', kind: 'richtext' };
const slug: ContentField = {
  name: 'slug',
  label: '網址代稱',
  kind: 'slug',
  maxLength: ITEM_SLUG_MAX,
  help: '選填。小寫英文字母、數字或中文字，以連字號「-」分隔，例如 2026-open-house；同一單元內不可重複',
};
const tags: ContentField = {
  name: 'tags',
  label: '標籤',
  kind: 'tags',
  help: '以頓號「、」或逗號分隔，例如 展覽、教育推廣',
};
const images: ContentField = {
  name: 'images',
  label: '圖片',
  kind: 'images',
  help: '每張圖片需填寫替代文字，或標示為裝飾性圖片',
};
const files: ContentField = { name: 'files', label: '附件檔案', kind: 'files' };
const related: ContentField = {
  name: 'related',
  label: '相關內容',
  kind: 'refs',
  help: '顯示在頁面下方「相關內容」的其他項目，依清單順序排列',
};
/** Links to the items of one kind of module, shown under their own heading on the public page. */
const linked = (name: string, label: string, from: string): ContentField => ({
  name,
  label,
  kind: 'refs',
  from,
});
const date = (name: string, label: string, required = false): ContentField => ({
  name,
  label,
  kind: 'date',
  help: DATE_HELP,
  ...(required ? { required } : {}),
});
const year = (name: string, label: string, notBefore?: string): ContentField => ({
  name,
  label,
  kind: 'number',
  help: YEAR_HELP,
  ...(notBefore ? { notBefore } : {}),
});
const text = (name: string, label: string, maxLength = 200): ContentField => ({
  name,
  label,
  kind: 'text',
  maxLength,
});

/** The heading the three government classifications are shown under. */
export const CLASSIFICATION_GROUP = '分類檢索';

/**
 * **ext** 分類檢索 (classification.ts): 主題 and 施政分類 typed as codes (no official list could be
 * verified), 服務分類 chosen from the shipped codes, shown 「100 生育保健」. Last on every kind.
 */
export const CLASSIFICATION_FORM_FIELDS: readonly ContentField[] = CLASSIFICATION_FIELDS.map(
  (name): ContentField => ({
    name,
    label: CLASSIFICATION_LABELS[name],
    kind: name === 'categoryService' ? 'select' : 'text',
    help: `${CLASSIFICATION_HELP[name]}；未填時使用所屬單元的預設值`,
    group: CLASSIFICATION_GROUP,
    ...(name === 'categoryService'
      ? {
          options: SERVICE_CATEGORIES.map((entry) => ({
            value: entry.code,
            label: serviceChoiceLabel(entry.code),
          })),
        }
      : { maxLength: 3 }),
  }),
);

/**
 * Each kind's fields beyond title and description (docs product.md section 5, api-types.ts). Every
 * item ends with `related`; an event links its people and objects, a person their events and
 * objects, each picked from the modules of that kind (`from`); a video has its `thumbnail`. Left out
 * on purpose: `views`, a counter the server keeps. The single page has no `related` (its data is a
 * page object, not an item, and its own lists of references are not edited here).
 */
const OWN_FIELDS: Record<string, readonly ContentField[]> = {
  'cms-normal': [
    date('publishDate', '發布日期', true),
    text('category', '分類', 50),
    content,
    images,
    files,
    tags,
    related,
  ],
  'cms-event': [
    date('startDate', '開始日期', true),
    { ...date('endDate', '結束日期'), notBefore: 'startDate' },
    text('location', '地點'),
    text('organizer', '主辦單位'),
    { name: 'registrationUrl', label: '報名網址', kind: 'url', help: '以 https:// 開頭的完整網址' },
    content,
    images,
    tags,
    related,
  ],
  'cms-events': [
    text('era', '時代', 50),
    year('startYear', '起始年'),
    year('endYear', '結束年', 'startYear'),
    content,
    images,
    linked('people', '相關人物', 'cms-people'),
    linked('objects', '相關文物', 'cms-object'),
    tags,
    related,
  ],
  'cms-annals': [
    year('year', '年份'),
    date('date', '日期'),
    text('category', '分類', 50),
    content,
    tags,
    related,
  ],
  'cms-gallery': [
    date('date', '日期'),
    { ...images, help: `${images.help}；代表圖會顯示在相簿列表` },
    tags,
    related,
  ],
  'cms-video': [
    date('date', '日期'),
    {
      name: 'videoUrl',
      label: '影片嵌入網址',
      kind: 'url',
      required: true,
      help: '影片平台提供的嵌入網址，例如 https://www.youtube-nocookie.com/embed/…',
    },
    {
      name: 'duration',
      label: '片長',
      kind: 'text',
      format: 'duration',
      maxLength: 20,
      help: '例如 12:08 或 1:05:30',
    },
    {
      name: 'thumbnail',
      label: '縮圖',
      kind: 'image',
      help: '影片列表顯示的圖片；需填寫替代文字，或標示為裝飾性圖片',
    },
    tags,
    related,
  ],
  'cms-download': [date('date', '日期'), files, tags, related],
  'cms-people': [
    text('role', '身分', 100),
    year('birthYear', '出生年'),
    year('deathYear', '逝世年', 'birthYear'),
    content,
    images,
    linked('events', '相關事件', 'cms-events'),
    linked('objects', '相關文物', 'cms-object'),
    tags,
    related,
  ],
  'cms-object': [
    text('accessionNo', '典藏編號', 50),
    text('period', '年代', 100),
    text('material', '材質', 100),
    text('dimensions', '尺寸', 100),
    content,
    images,
    tags,
    related,
  ],
  'cms-digital': [
    text('creator', '創作者', 100),
    date('date', '日期'),
    text('format', '格式', 100),
    text('rights', '授權方式', 200),
    content,
    images,
    files,
    tags,
    related,
  ],
  'cms-appeal': [
    date('issueDate', '發文日期'),
    text('decideDocumentNo', '決定書字號', 100),
    date('decideDate', '決定日期', true),
    text('appellant', '訴願人', 200),
    { ...content, label: '主文' },
    { name: 'fact', label: '事實', kind: 'richtext' },
    { name: 'reason', label: '理由', kind: 'richtext' },
    text('chairperson', '主任委員', 50),
    text('commissioner', '委員', 500),
    { name: 'teching', label: '教示', kind: 'richtext' },
    tags,
    related,
  ],
  'cms-single': [
    content,
    { name: 'dataProvider', label: '資料提供單位', kind: 'text', maxLength: 100 },
    images,
  ],
};

/** What an editor can fill in on a kind the table does not know yet. */
const FALLBACK: readonly ContentField[] = [
  title,
  description,
  content,
  images,
  files,
  ...CLASSIFICATION_FORM_FIELDS,
];

/** The layout names the table knows, in the order of docs product.md section 5. */
export const EDITABLE_KINDS = Object.keys(OWN_FIELDS);

/** The form's fields for a list layout (`cms-normal`…) or the single page (`cms-single`). */
export function fieldsFor(moduleKey: string): readonly ContentField[] {
  const own = Object.hasOwn(OWN_FIELDS, moduleKey) ? OWN_FIELDS[moduleKey] : undefined;
  if (!own) return FALLBACK;
  // A single page is its module's page: its address is the module's, so it has no 網址代稱.
  return moduleKey === 'cms-single'
    ? [title, description, ...own, ...CLASSIFICATION_FORM_FIELDS]
    : [title, description, slug, ...own, ...CLASSIFICATION_FORM_FIELDS];
}

// ---------------------------------------------------------------------------------------------
// The form's schema: the server's item schema plus what the form can check about a kind's own fields.

export const ALT_REQUIRED = '請填寫替代文字，或標示為裝飾性圖片';
export const DECORATIVE_WITH_ALT = '裝飾性圖片不應有替代文字';
export const ONE_REPRESENT = '每份文件最多只能有一張代表圖';

/** A real calendar day written YYYY-MM-DD, the way the data stores dates. */
export function isIsoDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (m < 1 || m > 12 || d < 1) return false;
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]!;
  return d <= days;
}

/** An absolute http(s) address with a host. */
export function isWebUrl(value: string): boolean {
  return /^https?:\/\/[^\s/?#.]+(\.[^\s/?#.]+)*(:\d+)?([/?#]\S*)?$/i.test(value);
}

/** `mm:ss`, `h:mm:ss` or ISO 8601 (`PT6M42S`), the two forms the video data uses. */
export function isDuration(value: string): boolean {
  return /^(\d+:)?[0-5]?\d:[0-5]\d$/.test(value) || /^PT(?=\d)(\d+H)?(\d+M)?(\d+(\.\d+)?S)?$/.test(value);
}

const blank = (value: unknown) => value === undefined || value === null || value === '';

function ownFieldSchema(field: ContentField): v.GenericSchema | undefined {
  const { label } = field;
  const missing = `請填寫${label}`;
  const checked = (test: (s: string) => boolean, message: string, max?: number) => {
    const text = v.pipe(
      v.string(`${label}必須是文字`),
      v.check((s: string) => (field.required ? s.trim() !== '' : true), missing),
      v.check((s: string) => s === '' || test(s), message),
    );
    const base = max ? v.pipe(text, v.maxLength(max, `${label}不可超過 ${max} 個字`)) : text;
    // A missing key reads as an empty value, so it gets the same message as an emptied field.
    return v.optional(base, field.required ? '' : undefined);
  };
  switch (field.kind) {
    case 'date':
      return checked(isIsoDay, `${label}格式不正確，例如 2026-05-18`);
    case 'url':
      return checked(isWebUrl, `${label}必須是 http:// 或 https:// 開頭的網址`, 2000);
    case 'number':
      return v.optional(
        v.custom<number | null>(
          (x) => x === null || (typeof x === 'number' && Number.isInteger(x)),
          `${label}必須是整數`,
        ),
      );
    case 'text':
    case 'textarea':
      // The item schema's own: title, description and the classifications' codes.
      if (field.name === 'title' || field.name === 'description' || field.group === CLASSIFICATION_GROUP)
        return undefined;
      return checked(
        field.format === 'duration' ? isDuration : () => true,
        `${label}格式不正確，例如 12:08`,
        field.maxLength,
      );
    case 'richtext':
      return field.name === 'content' ? undefined : v.optional(v.string(`${label}必須是文字`));
    case 'image':
      return v.nullish(imageEntrySchema);
    default:
      return undefined; // tags, images, files and refs are the item schema's own
  }
}

/** An image: the alt rule on top of the server's file entry. */
const imageEntrySchema = v.pipe(
  fileEntrySchema,
  v.forward(
    v.partialCheck(
      [['alt'], ['decorative'], ['description']],
      // The description counts: the public pages show it as the alt text where no alt is written.
      (entry) => entry.decorative === true || textAlternativeOf(entry) !== '',
      ALT_REQUIRED,
    ),
    ['alt'],
  ),
  v.forward(
    v.partialCheck(
      [['alt'], ['decorative']],
      (entry) => entry.decorative !== true || !entry.alt,
      DECORATIVE_WITH_ALT,
    ),
    ['alt'],
  ),
);

type Loose = Record<string, unknown>;

/** The representative flags of the data's images, files and single images (a video's thumbnail). */
function representCount(data: Loose, singles: readonly string[]): number {
  return [
    ...['images', 'files'].flatMap((key) => (Array.isArray(data[key]) ? (data[key] as FileEntry[]) : [])),
    ...singles.map((key) => data[key] as FileEntry | undefined),
  ].filter((entry) => entry?.represent === true).length;
}

/**
 * The schema the form checks a kind's data with: the server's item schema (so the form never
 * accepts what the server would refuse) with the kind's dates, addresses, numbers and durations,
 * the alt rule on images, one representative image and end-not-before-start on top. Messages are
 * the ones shown next to the fields.
 */
export function formSchemaFor(moduleKey: string): v.GenericSchema<Loose, Loose> {
  const fields = fieldsFor(moduleKey);
  // The single page is checked as the server checks a page, every other kind as an item.
  const server = moduleKey === 'cms-single' ? pageSchema : itemSchema;
  const entries: Record<string, v.GenericSchema> = {
    ...server.entries,
    // A new item gets its id from the server (createBodySchema asks for the title only).
    id: v.optional(server.entries.id),
    images: v.optional(v.array(imageEntrySchema, '圖片必須是清單')),
  };
  for (const field of fields) {
    const schema = ownFieldSchema(field);
    if (schema) entries[field.name] = schema;
  }
  const singles = fields.filter((field) => field.kind === 'image').map((field) => field.name);
  const steps: Step[] = [
    v.forward(
      v.partialCheck(
        [['images'], ['files'], ...singles.map((name): [string] => [name])],
        (data) => representCount(data as Loose, singles) <= 1,
        ONE_REPRESENT,
      ),
      ['images'],
    ) as unknown as Step,
  ];
  for (const field of fields) {
    const earlier = fields.find((other) => other.name === field.notBefore);
    if (!earlier) continue;
    const step = v.forward(
      v.partialCheck(
        [[field.name], [earlier.name]],
        (data) => {
          const end = (data as Loose)[field.name] as string | number | undefined;
          const start = (data as Loose)[earlier.name] as string | number | undefined;
          // Dates in YYYY-MM-DD and years compare correctly as they are.
          return blank(end) || blank(start) || typeof end !== typeof start || !(end! < start!);
        },
        `${field.label}不可早於${earlier.label}`,
      ),
      [field.name],
    );
    steps.push(step as unknown as Step);
  }
  return v.pipe(v.looseObject(entries) as v.GenericSchema<Loose, Loose>, ...steps);
}

type Step = v.PipeItem<Loose, Loose, v.BaseIssue<unknown>>;

// ---------------------------------------------------------------------------------------------
// Lists of files and tags (their order is the editor's one ordered list, ordered-list.ts).

/** The entry at `index` becomes the one representative; every other loses the flag. */
export function setRepresent(list: readonly FileEntry[], index: number): FileEntry[] {
  return clearRepresent(list).map((entry, i) => (i === index ? { ...entry, represent: true } : entry));
}

/** Tags typed as one line: split on 、 , ， or a line break, trimmed, empty and repeated ones dropped. */
export function parseTags(line: string): string[] {
  const tags = line
    .split(/[、,，\n]/)
    .map((tag) => tag.trim())
    .filter(Boolean);
  return [...new Set(tags)];
}

/** How tags are shown in their one-line field. */
export function formatTags(tags: unknown): string {
  return Array.isArray(tags) ? tags.filter((tag) => typeof tag === 'string').join('、') : '';
}
