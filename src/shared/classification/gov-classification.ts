import serviceList from './category-service.json';

/** One code of an official classification and its zh-TW name. */
export interface ClassificationCode {
  code: string;
  name: string;
}

/** 服務分類 (`Category.Service`): the official top-level codes (category-service.json names its source). */
export const SERVICE_CATEGORIES: readonly ClassificationCode[] = serviceList.codes;

/** The zh-TW name of a 服務分類 code, for the staff screens ("I00 公共資訊"); undefined if unknown. */
export function serviceCategoryName(code: string): string | undefined {
  return SERVICE_CATEGORIES.find((entry) => entry.code === code)?.name;
}
