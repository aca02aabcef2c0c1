import * as v from 'valibot';
import type { AccessibilityFinding } from '../accessibility-rules';
import type { ClassificationCodes } from '../api-types';
import { SERVICE_CATEGORIES, serviceCategoryName } from './gov-classification';

/**
 * 分類檢索: the three classifications of 行政機關電子資料流通詮釋資料及分類檢索規範 a document and
 * its module carry (`categoryTheme`, `categoryCake`, `categoryService`, one code each), the rules
 * their codes keep, and what a page's head and the publish gate read of them. Pure: imports nothing
 * from Node, the server or the client.
 *
 * 服務分類 is checked against the shipped list (category-service.json). No official list of 主題分類
 * or 施政分類 could be verified (README.md beside this file), so those are typed codes checked by
 * their shape only: three letters or digits, as every code seen on agency pages is (770, C21, 812).
 */

export const CLASSIFICATION_FIELDS = ['categoryTheme', 'categoryCake', 'categoryService'] as const;
export type ClassificationField = (typeof CLASSIFICATION_FIELDS)[number];

/** One code per classification; a field left out (or empty) has none. */
export type Classification = ClassificationCodes;

/** zh-TW names, as the editor labels the fields and the server's messages name them. */
export const CLASSIFICATION_LABELS: Readonly<Record<ClassificationField, string>> = {
  categoryTheme: '主題分類',
  categoryCake: '施政分類',
  categoryService: '服務分類',
};

/** The `<meta name>` of each, as 分類檢索規範 writes them. */
export const CLASSIFICATION_META_NAMES: Readonly<Record<ClassificationField, string>> = {
  categoryTheme: 'Category.Theme',
  categoryCake: 'Category.Cake',
  categoryService: 'Category.Service',
};

/** The shape a typed 主題分類 or 施政分類 code must have: three capital letters or digits. */
export const TYPED_CODE = /^[0-9A-Z]{3}$/;

export const CLASSIFICATION_TEXT = {
  theme: `${CLASSIFICATION_LABELS.categoryTheme}代碼須為 3 個英文大寫字母或數字，例如 770`,
  cake: `${CLASSIFICATION_LABELS.categoryCake}代碼須為 3 個英文大寫字母或數字，例如 C21`,
  service: `${CLASSIFICATION_LABELS.categoryService}必須是代碼表中的代碼，例如 100（生育保健）`,
  /** The publish gate's finding, a warning unless the site requires a classification. */
  missing: '尚未填寫分類檢索（主題分類、施政分類、服務分類至少一項），請在「分類檢索」填寫',
  /** The server's refusal while the site requires one. */
  refused: '網站設定要求發布前填寫分類檢索：請至少填寫主題分類、施政分類或服務分類其中一項',
} as const;

/** The help texts of the editor's fields. */
export const CLASSIFICATION_HELP: Readonly<Record<ClassificationField, string>> = {
  categoryTheme: '選填。3 碼代碼，例如 770；官方代碼表尚無可查驗的公開版本，請依機關取得的分類表填寫',
  categoryCake: '選填。3 碼代碼，例如 C21；官方代碼表尚無可查驗的公開版本，請依機關取得的分類表填寫',
  categoryService: '選填。依服務分類代碼表（第一層 18 類）選擇',
};

/** The publish gate's code for a document without any classification. */
export const UNCLASSIFIED_CODE = 'unclassified';

const SERVICE_CODES = new Set(SERVICE_CATEGORIES.map((entry) => entry.code));

const codeField = (label: string, test: (code: string) => boolean, message: string) =>
  v.optional(
    v.pipe(
      v.string(`${label}必須是文字`),
      v.check((code) => code === '' || test(code), message),
    ),
  );

/** The three fields as schema entries: an item's, a single page's and a module's `info`. */
export const classificationEntries = {
  categoryTheme: codeField(
    CLASSIFICATION_LABELS.categoryTheme,
    (code) => TYPED_CODE.test(code),
    CLASSIFICATION_TEXT.theme,
  ),
  categoryCake: codeField(
    CLASSIFICATION_LABELS.categoryCake,
    (code) => TYPED_CODE.test(code),
    CLASSIFICATION_TEXT.cake,
  ),
  categoryService: codeField(
    CLASSIFICATION_LABELS.categoryService,
    (code) => SERVICE_CODES.has(code),
    CLASSIFICATION_TEXT.service,
  ),
};

/** The codes `data` holds: text fields that are not blank, trimmed; anything else is none. */
export function classificationIn(data: unknown): Classification {
  const found: Classification = {};
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return found;
  for (const field of CLASSIFICATION_FIELDS) {
    const value = (data as Record<string, unknown>)[field];
    if (typeof value === 'string' && value.trim() !== '') found[field] = value.trim();
  }
  return found;
}

/** Each classification from the document, else from its module's defaults. */
export function effectiveClassification(document: unknown, moduleDefaults: unknown): Classification {
  return { ...classificationIn(moduleDefaults), ...classificationIn(document) };
}

export const isClassified = (classification: Classification): boolean =>
  CLASSIFICATION_FIELDS.some((field) => classification[field] !== undefined);

/**
 * The `<meta name="Category.*">` tags of a page, in the standard's order (主題, 施政, 服務), each
 * from the document or its module; one that neither has is left out.
 */
export function categoryTags(classification: Classification): Array<[name: string, content: string]> {
  return CLASSIFICATION_FIELDS.flatMap((field) => {
    const code = classification[field];
    return code === undefined ? [] : [[CLASSIFICATION_META_NAMES[field], code] as [string, string]];
  });
}

/**
 * The gate's finding for a document that has no classification of its own or its module's: a
 * warning, or blocking while the site requires one (`requireClassification`). None otherwise.
 */
export function classificationFindings(
  document: unknown,
  moduleDefaults: unknown,
  required: boolean,
): AccessibilityFinding[] {
  if (isClassified(effectiveClassification(document, moduleDefaults))) return [];
  return [
    {
      code: UNCLASSIFIED_CODE,
      severity: required ? 'blocking' : 'warning',
      field: 'categoryService',
      message: CLASSIFICATION_TEXT.missing,
    },
  ];
}

/** 「100 生育保健」: a 服務分類 code as the editor's choice shows it. */
export function serviceChoiceLabel(code: string): string {
  const name = serviceCategoryName(code);
  return name ? `${code} ${name}` : code;
}
