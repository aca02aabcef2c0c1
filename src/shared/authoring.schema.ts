import * as v from 'valibot';
import type { FileEntry } from './api-types';
import { CONTENT_MAX_CHARS } from './authoring.constants';
import { isFileId } from './file-helpers';
import type { ChromeName, DocumentType } from './document-id';
import { slugProblem, SLUG_TEXT } from './item-slug';
import { isSafeLinkAddress, LINK_ADDRESS_TEXT } from './link-address';
import { classificationEntries } from './classification/classification';
import { dayNumber } from './calendar-day';

/**
 * The bodies of the authoring API, one schema each for the editor's forms and for the
 * server, which answers 400 with the same zh-TW `fields`. Pure: imports nothing from Node, the
 * server or the client. Document data keeps fields the schema does not name (a kind's own fields),
 * so each schema checks what the public site needs to draw the page.
 */

const DATA_NOT_OBJECT = '文件資料必須是物件';
const BODY_NOT_OBJECT = '請求內容必須是 JSON 物件';
const CJK = /[\u3400-\u9fff]/;

const filled = (label: string, max: number) =>
  v.pipe(
    v.string(`${label}必須是文字`),
    v.minLength(1, `請填寫${label}`),
    v.regex(/\S/, `請填寫${label}`),
    v.maxLength(max, `${label}不可超過 ${max} 個字`),
  );

const optionalText = (label: string, max: number) =>
  v.optional(v.pipe(v.string(`${label}必須是文字`), v.maxLength(max, `${label}不可超過 ${max} 個字`)));

export const fileEntrySchema = v.looseObject(
  {
    // The original platform numbers its files (`"fileId": 246891`) and leaves an empty description null.
    fileId: v.union(
      [
        v.pipe(v.number(), v.integer('檔案代碼必須是正整數'), v.minValue(0, '檔案代碼必須是正整數')),
        filled('檔案代碼', 200),
      ],
      '檔案代碼必須是文字或正整數',
    ),
    name: v.string('檔名必須是文字'),
    ext: v.string('副檔名必須是文字'),
    original: v.string('檔案網址必須是文字'),
    description: v.nullable(v.string('檔案說明必須是文字')),
    represent: v.boolean('代表圖標記必須是是或否'),
    alt: v.optional(v.pipe(v.string('替代文字必須是文字'), v.maxLength(300, '替代文字不可超過 300 個字'))),
    decorative: v.optional(v.boolean('裝飾性圖片標記必須是是或否')),
  },
  '檔案資料必須是物件',
);

const files = v.optional(v.array(fileEntrySchema, '檔案必須是清單'));

/** A link to another item (`ItemRef`): the public page builds its address from path and id. */
export const itemRefSchema = v.looseObject(
  {
    id: filled('連結項目的代碼', 100),
    title: filled('連結項目的標題', 200),
    path: filled('連結項目的頁面路徑', 100),
  },
  '連結項目必須是物件',
);

/** An item's `slug` (網址代稱): absent, empty (no address), or a kept address (item-slug.ts). */
export const itemSlugSchema = v.optional(
  v.pipe(
    v.string(SLUG_TEXT.notText),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const problem = slugProblem(dataset.value);
      if (problem) addIssue({ message: problem });
    }),
  ),
);

const refs = (label: string) => v.optional(v.array(itemRefSchema, `${label}必須是清單`));

/** A single page's data (`cms-single`): its lists of references keep the original platform's shapes. */
export const pageSchema = v.looseObject(
  {
    // The original platform numbers its pages (`"id": 123614`); a page made here has a text code.
    id: v.union(
      [
        v.pipe(v.number(), v.integer('代碼必須是正整數'), v.minValue(0, '代碼必須是正整數')),
        filled('代碼', 100),
      ],
      '代碼必須是文字或正整數',
    ),
    title: filled('標題', 200),
    description: v.optional(v.pipe(v.string('摘要必須是文字'), v.maxLength(2000, '摘要不可超過 2000 個字'))),
    content: v.optional(v.pipe(v.string('內容必須是文字'), v.maxLength(CONTENT_MAX_CHARS, '內容過長'))),
    tags: v.optional(v.array(v.string('標籤必須是文字'), '標籤必須是清單')),
    images: files,
    files,
    // **ext** 分類檢索: one code each (classification/classification.ts).
    ...classificationEntries,
  },
  DATA_NOT_OBJECT,
);

/** An item of a list: the page's fields plus its links to other items and a video's thumbnail. */
export const itemSchema = v.looseObject(
  {
    ...pageSchema.entries,
    // An item's code is text: it is part of the item's address (新增項目 checks it).
    id: filled('代碼', 100),
    related: refs('相關內容'),
    people: refs('相關人物'),
    objects: refs('相關文物'),
    events: refs('相關事件'),
    // A video without a picture may say so with null.
    thumbnail: v.nullish(fileEntrySchema),
    // **ext** 網址代稱: the item's readable address (item-slug.ts); its uniqueness is the server's.
    slug: itemSlugSchema,
  },
  DATA_NOT_OBJECT,
);

const settingsSchema = v.strictObject(
  {
    info: v.looseObject(
      {
        moduleKey: filled('模組代碼', 100),
        templateKey: filled('版型', 100),
        title: filled('頁面標題', 200),
        // **ext** 分類檢索: the module's defaults for its items and page.
        ...classificationEntries,
      },
      '頁面資訊必須是物件',
    ),
    setting: v.looseObject({}, '選單設定必須是物件'),
  },
  '不接受的欄位',
);

const structureSchema = v.looseObject(
  {
    templateKey: filled('版型', 100),
    index: v.array(
      v.looseObject(
        {
          layout: filled('區塊版面', 100),
          subtitle: optionalText('區塊的邀請標題', 100),
          text: optionalText('區塊的說明', 500),
          linkText: optionalText('區塊的連結文字', 30),
        },
        '區塊必須是物件',
      ),
      '區塊必須是清單',
    ),
  },
  DATA_NOT_OBJECT,
);

const chromeSchema = v.union([v.looseObject({}), v.array(v.looseObject({}))], '網站外框資料必須是物件或清單');

/**
 * A link of the chrome. Empty is allowed, so a temporary save of a row still being typed keeps
 * it; anything else must be an address `isSafeLinkAddress` accepts.
 */
export const linkAddressSchema = v.pipe(
  v.string('連結網址必須是文字'),
  v.check((address) => address === '' || isSafeLinkAddress(address), LINK_ADDRESS_TEXT),
);

interface MenuItemInput {
  url?: string | null | undefined;
  children?: MenuItemInput[] | null | undefined;
}

const menuItemSchema: v.GenericSchema<MenuItemInput> = v.looseObject(
  {
    url: v.nullish(linkAddressSchema),
    children: v.nullish(
      v.array(
        v.lazy(() => menuItemSchema),
        '子選單必須是清單',
      ),
    ),
  },
  '選單項目必須是物件',
);

const bannerSchema = v.looseObject(
  {
    rows: v.optional(
      v.array(
        v.looseObject({ link: v.nullish(linkAddressSchema) }, '輪播項目必須是物件'),
        '輪播項目必須是清單',
      ),
    ),
  },
  '輪播資料必須是物件',
);

/** The 無障礙標章's day, where the footer's form and the server say it is wrong. */
export const MARK_DATE_TEXT = '通過檢測日期必須是 YYYY-MM-DD 的日期，例如 2026-05-01';

/** The chrome documents whose links are checked; the header has none. */
const CHROME_SCHEMAS: Partial<Record<ChromeName, v.GenericSchema>> = {
  footer: v.looseObject(
    {
      links: v.optional(
        v.array(v.looseObject({ url: linkAddressSchema }, '頁尾連結必須是物件'), '頁尾連結必須是清單'),
      ),
      accessibilityMark: v.nullish(
        v.looseObject(
          {
            url: v.optional(linkAddressSchema),
            date: v.optional(
              v.pipe(
                v.string(MARK_DATE_TEXT),
                v.check((day) => day === '' || dayNumber(day) !== null, MARK_DATE_TEXT),
              ),
            ),
          },
          '無障礙標章必須是物件',
        ),
      ),
    },
    '頁尾資料必須是物件',
  ),
  menu: v.array(menuItemSchema, '選單必須是清單'),
  banner: bannerSchema,
  bannerMobile: bannerSchema,
};

const DATA_SCHEMAS: Record<DocumentType, v.GenericSchema> = {
  item: itemSchema,
  page: pageSchema,
  settings: settingsSchema,
  structure: structureSchema,
  chrome: chromeSchema,
};

export type FieldErrors = Record<string, string>;
export type Check<T> = { ok: true; value: T } | { ok: false; fields: FieldErrors };

/**
 * One zh-TW message per field. A schema without its own message would fall back to valibot's
 * English ("Invalid type: …"); such a message is replaced, so English never reaches a person.
 */
function fieldsOf(issues: readonly v.BaseIssue<unknown>[], prefix: string): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const key = [prefix, ...(issue.path ?? []).map((step) => String(step.key))].filter(Boolean).join('.');
    if (!(key in fields))
      fields[key || 'body'] =
        issue.input === undefined
          ? `缺少欄位：${key}`
          : CJK.test(issue.message)
            ? issue.message
            : `欄位格式不正確：${key || '請求內容'}`;
  }
  return fields;
}

/** Every file entry anywhere in the data (images, files, a banner row's image…). */
export function fileEntriesIn(data: unknown): FileEntry[] {
  const found: FileEntry[] = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (typeof value === 'object' && value !== null) {
      const entry = value as Partial<FileEntry>;
      if (isFileId(entry.fileId) && typeof entry.original === 'string') found.push(entry as FileEntry);
      else Object.values(value).forEach(walk);
    }
  };
  walk(data);
  return found;
}

/** Checks a document's data as the server will before saving it (`chrome`: which chrome document). */
export function checkDocumentData(type: DocumentType, data: unknown, chrome?: ChromeName): Check<unknown> {
  // valibot's object schemas take arrays too; only a chrome menu is a list.
  if (type !== 'chrome' && Array.isArray(data)) return { ok: false, fields: { data: DATA_NOT_OBJECT } };
  const schema =
    (type === 'chrome' && chrome !== undefined ? CHROME_SCHEMAS[chrome] : undefined) ?? DATA_SCHEMAS[type];
  const result = v.safeParse(schema, data);
  if (!result.success) return { ok: false, fields: fieldsOf(result.issues, 'data') };
  const represented = fileEntriesIn(data).filter((file) => file.represent === true);
  if (type !== 'chrome' && represented.length > 1)
    return { ok: false, fields: { data: '每份文件最多只能有一張代表圖' } };
  const decorativeWithoutAlt = fileEntriesIn(data).find(
    (file) => (file as { decorative?: boolean }).decorative === true && (file as { alt?: string }).alt,
  );
  if (decorativeWithoutAlt) return { ok: false, fields: { data: '裝飾性圖片不應有替代文字' } };
  return { ok: true, value: data };
}

export const saveBodySchema = v.strictObject({ data: v.unknown() }, '不接受的欄位');

export const createBodySchema = v.strictObject(
  {
    path: filled('頁面路徑', 100),
    data: v.looseObject({ title: filled('標題', 200) }, DATA_NOT_OBJECT),
  },
  '不接受的欄位',
);

/** `at`: an ISO 8601 time; absent means now. */
export const scheduleBodySchema = v.strictObject(
  {
    at: v.optional(
      v.pipe(v.string('時間必須是文字'), v.isoTimestamp('時間格式不正確，例如 2026-12-01T09:00:00+08:00')),
    ),
  },
  '不接受的欄位',
);

export const lockBodySchema = v.strictObject(
  { takeOver: v.optional(v.boolean('接手標記必須是是或否')) },
  '不接受的欄位',
);

/** Site-wide editing settings (GET/PUT /backend/site/settings). */
export interface SiteSettings {
  indexEditable: boolean;
  /** **ext**: drafts of accounts without p go through 送審 and 核准 before publishing. */
  requireReview: boolean;
  /** **ext**: a document without 分類檢索 (its own or its module's) is refused on publish. */
  requireClassification: boolean;
}

/** Checks a request body with one of the schemas above, with zh-TW messages per field. */
export function checkBody<T>(schema: v.GenericSchema<unknown, T>, input: unknown): Check<T> {
  // No body at all is an empty one; `null`, a list or a bare value is not an object.
  if (input !== undefined && (typeof input !== 'object' || input === null || Array.isArray(input)))
    return { ok: false, fields: { body: BODY_NOT_OBJECT } };
  const result = v.safeParse(schema, input ?? {});
  if (result.success) return { ok: true, value: result.output };
  return { ok: false, fields: fieldsOf(result.issues, '') };
}
